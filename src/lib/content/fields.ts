import { z } from "zod";

/**
 * Field builders for the content schema. Besides validating, they record what GraphQL type a
 * field becomes (an image path is a File, a date is a Date), so the GraphQL schema is derived
 * from this one declaration (see graphql-sdl.ts).
 */
export type FieldKind = "image" | "date";

const kinds = new WeakMap<z.ZodTypeAny, FieldKind>();
const typeNames = new WeakMap<z.ZodTypeAny, string>();

export const kindOf = (schema: z.ZodTypeAny): FieldKind | undefined => kinds.get(schema);
export const typeNameOf = (schema: z.ZodTypeAny): string | undefined => typeNames.get(schema);

/** A named object type: unknown fields are errors, so a typo such as "titel" is caught. */
export function object<T extends z.ZodRawShape>(name: string, shape: T) {
  const schema = z.object(shape).strict();
  typeNames.set(schema, name);
  return schema;
}

const quote = (value: unknown) => {
  const text = String(value);
  return `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
};

export const text = () => z.string().trim().min(1, { message: "must not be empty" });

export const httpsUrl = () =>
  z.string().refine(
    (value) => isHttpsUrl(value),
    (value) => ({ message: `must be an https URL, got ${quote(value)}` }),
  );

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const hostName = () =>
  z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, {
    message: 'must be a host name only, such as "newsletter.example.com" (no https:// and no slash)',
  });

export const email = () =>
  z.string().regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { message: 'must be an e-mail address such as "hello@example.com"' });

/** A calendar date written "2025-07-11". */
export function isoDate() {
  const schema = z.string().refine(isIsoDate, (value) => ({
    message: `must be a date written YYYY-MM-DD, such as "2025-07-11", got ${quote(value)}`,
  }));
  kinds.set(schema, "date");
  return schema;
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A local date and time without a zone, "2025-11-22T00:00:00". */
export const localDateTime = () =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, {
    message: 'must be a date and time written YYYY-MM-DDTHH:MM:SS, such as "2025-11-22T00:00:00"',
  });

/** A path to an image, relative to the JSON file; whether the file exists is checked by the validator. */
export function image() {
  const schema = z
    .string()
    .trim()
    .min(1, { message: "must name an image file" })
    .regex(/\.(jpe?g|png|webp|avif)$/i, { message: "must be a .jpg, .png, .webp or .avif image" });
  kinds.set(schema, "image");
  return schema;
}

export const altText = () =>
  z
    .string({ required_error: "alt text is missing: describe the picture for readers who cannot see it" })
    .trim()
    .min(1, { message: "alt text is empty: describe the picture for readers who cannot see it" });

/** Alt text that may be empty on purpose (decorative images next to the same words). */
export const decorativeAlt = () => z.string();
