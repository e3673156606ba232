import { useCallback, useEffect, useRef, useState } from "react";

/** How long, in ms, a copied text stays marked as copied (and its message stays in the live region). */
export const COPIED_FOR_MS = 4000;

/** The pause, in ms, before the same message is written again: a live region speaks only when its text changes. */
export const ANNOUNCE_AGAIN_MS = 100;

/** Where the Clipboard API is missing or refused: copies from a selected off-screen field, then refocuses. */
export function copyWithSelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.setAttribute("aria-hidden", "true");
  field.tabIndex = -1;
  // Set through the style object, which the page's Content-Security-Policy allows (a style attribute it would not).
  Object.assign(field.style, { position: "fixed", top: "0", left: "0", opacity: "0", pointerEvents: "none" });
  document.body.append(field);
  // Focused as well as selected: some browsers copy only from the focused field.
  field.focus({ preventScroll: true });
  field.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === "function" && document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}

/** Writes `text` to the clipboard: the Clipboard API where the browser has it and allows it, else the older way. */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, the page not focused): the older way may still work.
  }
  return copyWithSelection(text);
}

/** Copies a text, its id `copied` for COPIED_FOR_MS (null on failure); copied again, it clears a moment to be heard. */
export function useCopyText() {
  const [copied, setCopied] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const copy = useCallback(
    async (id: string, text: string) => {
      const ok = await writeToClipboard(text);
      clearTimers();
      setCopied(null);
      if (!ok) return false;
      timers.current.push(
        window.setTimeout(() => {
          setCopied(id);
          timers.current.push(window.setTimeout(() => setCopied(null), COPIED_FOR_MS));
        }, ANNOUNCE_AGAIN_MS),
      );
      return true;
    },
    [clearTimers],
  );

  return { copied, copy };
}
