import styled from "@emotion/styled";

/**
 * Styled options that pass every prop to the DOM: Emotion's list lacks the lowercase `popovertarget` React 18 needs
 * and a dialog's `closedby`. Only for elements given DOM attributes alone.
 */
export const forwardEveryAttribute = { shouldForwardProp: () => true };

/** A button that keeps `popovertarget`: style it with `styled(NativeButton)`. */
export const NativeButton = styled("button", forwardEveryAttribute)``;
