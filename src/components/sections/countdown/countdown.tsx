import styled from "@emotion/styled";
import { useCountdown } from "../../../hooks/use-countdown";
import { COUNTDOWN_TICK_MS } from "../../../lib/constants";
import { padTwo } from "../../../lib/split-duration";
import { Container } from "../../ui/container";
import { SectionHeading } from "../../ui/section-heading";
import type { CountdownContent } from "../../../types/home";

const Section = styled.section`
  padding-block: var(--space-7);
  background: var(--colors-surface);
`;

/** Two by two on phones, four in a row from sm; a long unit name wraps (hyphenated where it can) inside its box. */
const Units = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-3);
  max-width: 32rem;
  margin: var(--space-5) auto 0;
  text-align: center;
  @media (min-width: 600px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Unit = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  min-width: 0;
  padding: var(--space-3) var(--space-2);
  border-radius: var(--radii-md);
  background: var(--colors-dark);
  color: var(--colors-on-dark);
  dt {
    font-size: var(--font-sizes-xs);
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: var(--colors-on-dark-muted);
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  dd {
    margin: 0;
    font-family: var(--fonts-display);
    font-size: var(--font-sizes-xxl);
    font-variant-numeric: tabular-nums;
  }
`;

const Ended = styled.p`
  margin-top: var(--space-3);
  text-align: center;
  color: var(--colors-text-muted);
`;

/** Days, hours, minutes and seconds to the launch; all zeros once it has passed. */
export function Countdown({ heading, endedText, target, labels }: CountdownContent) {
  const { days, hours, minutes, seconds, ended } = useCountdown({ target, tick: COUNTDOWN_TICK_MS });
  const units = [
    { label: labels.days, value: String(days) },
    { label: labels.hours, value: padTwo(hours) },
    { label: labels.minutes, value: padTwo(minutes) },
    { label: labels.seconds, value: padTwo(seconds) },
  ];
  return (
    <Section id="countdown" aria-labelledby="countdown-title">
      <Container>
        <SectionHeading id="countdown-title" align="center">
          {heading}
        </SectionHeading>
        <Units>
          {units.map((unit) => (
            <Unit key={unit.label}>
              <dt>{unit.label}</dt>
              <dd>{unit.value}</dd>
            </Unit>
          ))}
        </Units>
        {ended ? <Ended>{endedText}</Ended> : null}
      </Container>
    </Section>
  );
}
