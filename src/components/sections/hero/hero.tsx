import { css, keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { HERO_BUTTONS_DELAY_MS, HERO_TEXT_DELAY_MS } from "../../../lib/constants";
import { ButtonLink } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/picture";
import type { HeroContent } from "../../../types/home";

/** Fades up from 1% opacity: Chrome skips a text first painted at 0 for the largest paint (docs/PERFORMANCE.md). */
const fadeUp = keyframes`
  from {
    opacity: 0.01;
    transform: translateY(1.25rem);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

const Section = styled.section`
  position: relative;
  display: grid;
  /* One column as wide as the screen, however long a word in it. */
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  min-height: 100svh;
  background: var(--colors-dark-deep);
  color: var(--colors-on-dark);
  --focus-color: var(--colors-focus-on-dark);
  isolation: isolate;
  overflow: hidden;
  .hero-art {
    z-index: -1;
  }
`;

const Content = styled.div`
  align-self: start;
  width: 100%;
  max-width: var(--sizes-content);
  margin-inline: auto;
  padding: var(--space-9) var(--space-5) var(--space-7);
  @media (min-width: 600px) {
    padding-inline: var(--space-7);
  }
  @media (min-width: 1024px) {
    align-self: center;
    padding: var(--space-8) var(--space-6);
  }
`;

// The fading blocks name their keyframes and delays from constants, so their CSS is a `css` block
// handed to styled: Emotion makes it once, as the module loads, not again on every render.
const Text = styled.div(css`
  max-width: 36rem;
  animation: ${fadeUp} var(--durations-slow) var(--easings-out) both;
  animation-delay: ${HERO_TEXT_DELAY_MS}ms;
  /* No animation at all, not a 1 ms one: fully opaque and untransformed from the first frame. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`);

const Eyebrow = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: var(--colors-highlight);
`;

const Name = styled.h1`
  margin-top: var(--space-3);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-display);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-tight);
  letter-spacing: -0.01em;
  text-wrap: balance;
`;

const Tagline = styled.p`
  margin-top: var(--space-4);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xl);
  font-style: italic;
  line-height: var(--line-heights-heading);
  color: var(--colors-highlight-soft);
`;

const Actions = styled.div(css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-6);
  animation: ${fadeUp} var(--durations-slow) var(--easings-out) both;
  animation-delay: ${HERO_BUTTONS_DELAY_MS}ms;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`);

/** The landing hero: the author's name over the book's artwork, and the two calls to action. */
export function Hero(props: HeroContent) {
  return (
    <Section id="home" aria-labelledby="hero-title">
      {/* Eager but not high priority: the art fills the screen behind the text, so it is never the
          largest paint; the text and its fonts come first. */}
      <Picture className="hero-art" image={props.art} alt={props.artAlt} sizes="100vw" loading="eager" fill />
      <Content>
        <Text>
          <Eyebrow>{props.eyebrow}</Eyebrow>
          <Name id="hero-title">{props.name}</Name>
          <Tagline>{props.tagline}</Tagline>
        </Text>
        <Actions>
          <ButtonLink variant="light" href={props.preorderHref} newTabLabel={props.newTabLabel}>
            {props.preorderLabel}
          </ButtonLink>
          <ButtonLink variant="ghost" href={props.aboutHref}>
            {props.aboutLabel}
            <Icon name="arrow-down" size="1.1em" />
          </ButtonLink>
        </Actions>
      </Content>
    </Section>
  );
}
