import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactElement } from "react";

/** What every preview (previews.tsx, event-preview.tsx) reads the entry and the settings with. */

export type Props = CustomPreviewTemplateProps;
export type Data = Record<string, unknown>;
/** A preview: the entry's data and the settings read beside it (`extra`: site, home, books), drawn as the site does. */
export type Render = (props: Props, data: Data, extra: Data, onPending: () => void) => ReactElement;

/** An entry's data as plain objects (the CMS hands over Immutable maps). */
export const plain = (value: unknown): Data => {
  const map = value as { toJS?: () => Data } | undefined;
  return map?.toJS ? map.toJS() : ((value as Data | undefined) ?? {});
};

/** A list of an entry's objects, each plain; none where there is no list. */
export const entries = (value: unknown): Data[] => (Array.isArray(value) ? value.map(plain) : []);

/** A picture's address once the CMS has its copy. */
export const READY = /^(blob|data|https?):/;

/** The CMS's copy of a picture for <Picture>; its blob URL comes later, so `onPending` asks for another draw. */
export function previewImage(props: Props, path: unknown, width: number, height: number, onPending: () => void) {
  const asset = typeof path === "string" && path !== "" ? props.getAsset(path) : undefined;
  const src = asset?.url ?? "";
  if (asset && !READY.test(src)) onPending();
  const image: IGatsbyImageData = { layout: "constrained", width, height, images: { fallback: { src }, sources: [] } };
  return image;
}

export const text = (value: unknown) => (typeof value === "string" ? value : "");
/** The named fields of an entry as texts ("" for one not written yet). */
export const texts = <K extends string>(data: Data, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, text(data[key])])) as Record<K, string>;
export const labels = (extra: Data) => plain(plain(extra.site).labels);

/** A book's front cover for <Picture>, or none. */
export const coverImage = (props: Props, covers: Data, width: number, height: number, onPending: () => void) =>
  text(covers.portrait)
    ? { image: previewImage(props, covers.portrait, width, height, onPending), alt: text(covers.alt) }
    : null;
