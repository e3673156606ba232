import { interviewPathOf } from "./site-path";

/** Turns a display name into a URL segment: "Grace Ọkà" → "grace-oka". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The interview page's route, from the host's name in the interview's front matter (with the slash the host serves it at). */
export function interviewPath(host: string): string {
  return interviewPathOf(slugify(host));
}
