import styled from "@emotion/styled";

/**
 * Options for a styled element that pass every prop on to the DOM. Emotion forwards only the
 * attributes on its list, which lacks the lowercase `popovertarget` React 18 needs (it knows
 * React 19's camelCase) and a dialog's `closedby`. Only for elements given DOM attributes alone.
 */
export const forwardEveryAttribute = { shouldForwardProp: () => true };

/** A button that keeps `popovertarget`: style it with `styled(NativeButton)`. */
export const NativeButton = styled("button", forwardEveryAttribute)``;
