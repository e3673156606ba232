import { act, fireEvent, screen } from "@testing-library/react";
import { Carousel } from "../../../src/components/sections/carousel/carousel";
import { REDUCED_MOTION_QUERY } from "../../../src/theme/media";
import { carouselLabels, slides } from "../../fixtures/books";
import { mockMatchMedia, renderInPage } from "../../fixtures/render";

const current = () => document.querySelector('[data-current="true"]');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

beforeEach(() => mockMatchMedia(() => false));

describe("Carousel", () => {
  it("is a labelled carousel of four labelled slides with alt text", () => {
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    expect(screen.getByRole("region", { name: "Book covers" })).toHaveAttribute("aria-roledescription", "carousel");
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual([
      "Image 1 of 4",
      "Image 2 of 4",
      "Image 3 of 4",
      "Image 4 of 4",
    ]);
    slides.forEach((slide) => expect(document.querySelector(`img[alt="${slide.alt}"]`)).not.toBeNull());
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
  });

  // Wrapping from the last to the first is useCarousel's (use-carousel.test.ts).
  it("advances every 5 s after a 0.5 s fade", () => {
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    advance(5499);
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
    advance(1);
    expect(current()).toHaveAttribute("aria-label", "Image 2 of 4");
  });

  it("stops with the pause button and starts again with play", () => {
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play rotation" }));
    advance(20000);
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Play rotation" }));
    advance(5500);
    expect(current()).toHaveAttribute("aria-label", "Image 2 of 4");
  });

  it("pauses while hovered and while focused", () => {
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    const region = screen.getByRole("region", { name: "Book covers" });
    fireEvent.mouseEnter(region);
    advance(12000);
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole("button", { name: "Next image" }));
    advance(12000);
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
  });

  it("moves by hand with next, previous and the dots", () => {
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous image" }));
    expect(current()).toHaveAttribute("aria-label", "Image 4 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Next image" }));
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Show image 3" }));
    expect(current()).toHaveAttribute("aria-label", "Image 3 of 4");
    expect(screen.getByRole("button", { name: "Show image 3" })).toHaveAttribute("aria-current", "true");
  });

  it("does not rotate by itself with reduced motion, and offers play", () => {
    mockMatchMedia((query) => query === REDUCED_MOTION_QUERY);
    renderInPage(<Carousel slides={slides} labels={carouselLabels} />);
    advance(30000);
    expect(current()).toHaveAttribute("aria-label", "Image 1 of 4");
    expect(screen.getByRole("button", { name: "Play rotation" })).toBeInTheDocument();
  });

  it("with one picture, shows the picture without rotation, controls or carousel roles", () => {
    const [only] = slides;
    renderInPage(<Carousel slides={[only]} labels={carouselLabels} />);
    const image = screen.getByRole("img", { name: only.alt });
    expect(image).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.querySelector("[aria-roledescription]")).toBeNull();
    expect(document.querySelector("[aria-hidden='true'] img")).toBeNull();
    advance(30000);
    expect(screen.getByRole("img", { name: only.alt })).toBe(image);
  });

  it("shows nothing without pictures", () => {
    const { container } = renderInPage(<Carousel slides={[]} labels={carouselLabels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
