/** Attributes for a link that leaves the site in a new tab (never leaking the opener). */
export const newTabProps = { target: "_blank", rel: "noopener noreferrer" } as const;

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
