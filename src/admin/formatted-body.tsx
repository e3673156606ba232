import styled from "@emotion/styled";
import { formattedTextElements, readFormattedText } from "../lib/content/formatted-text";

/** What the preview says above the text when the allowlist refuses part of it. */
export const REFUSED_HEADING = "The site will not publish this interview until these are fixed:";

const Refused = styled.div`
  margin: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border: 2px solid var(--colors-focus);
  border-radius: var(--radii-sm);
  background: var(--colors-surface-alt);
  color: var(--colors-text);
  font-family: var(--fonts-body);
`;

/** The body under the build's rule (src/lib/content/formatted-text.ts): drawn, or what it refuses listed by line. */
export function FormattedBody({ source, heading = REFUSED_HEADING }: { source: string; heading?: string }) {
  const { tree, problems } = readFormattedText(source);
  if (tree) return <>{formattedTextElements(tree)}</>;
  return (
    <Refused role="alert">
      <p>{heading}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{`${problem.line !== undefined ? `Line ${problem.line}: ` : ""}${problem.message}`}</li>
        ))}
      </ul>
    </Refused>
  );
}
