import styled from "@emotion/styled";
import { useState, type FocusEvent } from "react";
import { useCarousel } from "../../../hooks/use-carousel";
import { useDocumentVisible } from "../../../hooks/use-document-visible";
import { usePrefersReducedMotion } from "../../../hooks/use-media-query";
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from "../../../lib/constants";
import { fillTemplate } from "../../../lib/fill-template";
import { HOME_PLACEHOLDERS } from "../../../lib/placeholders";
import type { CarouselLabels, CarouselSlide } from "../../../types/content";
import { Icon } from "../../ui/icon";
import { IconButton } from "../../ui/icon-button";
import { Picture } from "../../ui/picture";

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
}

const Region = styled.section`
  display: grid;
  gap: var(--space-4);
  width: 100%;
  max-width: 26rem;
  margin-inline: auto;
`;

/** A lone picture takes the carousel's place and size. */
const Still = styled.div`
  width: 100%;
  max-width: 26rem;
  margin-inline: auto;
`;

/** Without JavaScript the pictures sit side by side in a strip the reader swipes (or scrolls). */
const Stage = styled.div`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: var(--radii-lg);
  overflow: hidden;
  background: var(--colors-surface-alt);
  box-shadow: var(--shadows-raised);
  @media (scripting: none) {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
`;

/** Fades in and out (its duration set on the element); `data-shown` while it is on screen. */
const Slide = styled.div`
  position: absolute;
  inset: 0;
  opacity: 0;
  transition: opacity ease-in-out;
  &[data-shown] {
    opacity: 1;
  }
  @media (scripting: none) {
    position: relative;
    flex: 0 0 100%;
    opacity: 1;
    scroll-snap-align: start;
  }
`;

/** Its buttons answer once React has hydrated the carousel; without JavaScript there are none. */
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-1);
  @media (scripting: none) {
    display: none;
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 0;
`;

/** Narrower than the other controls (still above the 24 px target size) so the row fits 320 px screens. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--sizes-dot-target);
  height: var(--sizes-tap-target);
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: "";
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    border: 2px solid var(--colors-accent);
    transition: background-color var(--durations-fast);
  }
  &[aria-current="true"]::before {
    background: var(--colors-accent);
  }
`;

const SLIDE_SIZES = "(min-width: 464px) 416px, calc(100vw - 48px)";

/** The book's pictures: from two, a rotating carousel; one is just that picture (nothing announced); none, nothing. */
export function Carousel(props: CarouselProps) {
  const { slides } = props;
  if (slides.length === 0) return null;
  if (slides.length === 1) {
    return (
      <Still>
        <Stage>
          <Picture image={slides[0].image} alt={slides[0].alt} sizes={SLIDE_SIZES} fill />
        </Stage>
      </Still>
    );
  }
  return <RotatingCarousel {...props} />;
}

/** Rotates every 5 s; pauses on hover, focus, a hidden tab and its button; never by itself with reduced motion. */
function RotatingCarousel({ slides, labels }: CarouselProps) {
  // null until the visitor presses pause or play; then their choice wins over the default.
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const tabVisible = useDocumentVisible();
  const rotationOff = userChoice === null ? reducedMotion : userChoice === "pause";
  // Pressing play while hovering or focused resumes at once; the next hover or focus pauses again.
  const [resumedInside, setResumedInside] = useState(false);
  const paused = rotationOff || (!resumedInside && (hovered || focused)) || !tabVisible;
  const { index, fading, next, previous, goTo } = useCarousel({
    count: slides.length,
    interval: CAROUSEL_INTERVAL_MS,
    fadeDuration: CAROUSEL_FADE_MS,
    paused,
  });
  const total = slides.length;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setFocused(false);
      setResumedInside(false);
    }
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={labels.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setResumedInside(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-paused={paused}
    >
      <Stage aria-live={paused ? "polite" : "off"}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <Slide
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(labels.slideLabel, HOME_PLACEHOLDERS.books.slideLabel, { index: i + 1, total })}
              aria-hidden={!current}
              data-shown={current && !fading ? true : undefined}
              style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
              data-current={current}
            >
              <Picture image={slide.image} alt={slide.alt} sizes={SLIDE_SIZES} fill />
            </Slide>
          );
        })}
      </Stage>
      <Controls>
        <IconButton type="button" onClick={previous} aria-label={labels.previousLabel}>
          <Icon name="chevron-left" />
        </IconButton>
        <Dots>
          {slides.map((slide, i) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={fillTemplate(labels.showSlideLabel, HOME_PLACEHOLDERS.books.showSlideLabel, {
                index: i + 1,
                total,
              })}
              aria-current={i === index}
              onClick={() => goTo(i)}
            />
          ))}
        </Dots>
        <IconButton type="button" onClick={next} aria-label={labels.nextLabel}>
          <Icon name="chevron-right" />
        </IconButton>
        <IconButton
          type="button"
          onClick={() => {
            setUserChoice(rotationOff ? "play" : "pause");
            setResumedInside(rotationOff);
          }}
          aria-label={rotationOff ? labels.playLabel : labels.pauseLabel}
        >
          <Icon name={rotationOff ? "play" : "pause"} />
        </IconButton>
      </Controls>
    </Region>
  );
}
