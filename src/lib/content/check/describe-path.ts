import { ITEM_NAMES } from "../schema";
import type { Segment } from "../rule";

function titleOf(item: unknown): string {
  if (item && typeof item === "object") {
    const record = item as Record<string, unknown>;
    const title = record.title ?? record.label ?? record.alt;
    if (typeof title === "string" && title.trim() !== "") {
      // One line whatever the value holds, so a value can never start a line of its own in the report.
      const shown = (title.length > 40 ? `${title.slice(0, 37)}…` : title).replace(/\p{Cc}/gu, " ");
      return ` ("${shown}")`;
    }
  }
  return "";
}

/** `record[key]` when it is the record's own: a key from content ("constructor") finds nothing inherited. */
const ownValue = <T>(record: Readonly<Record<Segment, T>>, key: Segment): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** 'article 3 ("Finding joy"), link' from [2, "link"]: which item and field of a file, in words. */
export function describePath(segments: readonly Segment[], data: unknown, rootItem?: string): string {
  const parts: string[] = [];
  let keys: string[] = [];
  let value: unknown = data;
  segments.forEach((segment, index) => {
    if (typeof segment === "number") {
      const listKey = keys.pop();
      if (keys.length > 0) parts.push(keys.join("."));
      keys = [];
      const noun = listKey === undefined ? (rootItem ?? "item") : (ownValue(ITEM_NAMES, listKey) ?? `${listKey} item`);
      const item = Array.isArray(value) ? value[segment] : undefined;
      parts.push(
        `${noun} ${segment + 1}${index < segments.length - 1 || typeof item === "object" ? titleOf(item) : ""}`,
      );
    } else {
      keys.push(segment);
    }
    value = value && typeof value === "object" ? ownValue(value as Record<Segment, unknown>, segment) : undefined;
  });
  if (keys.length > 0) parts.push(keys.join("."));
  return parts.join(", ");
}
