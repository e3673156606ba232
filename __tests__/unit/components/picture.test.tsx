/** A picture's <img> carries its pixel size in whole numbers; a full-width image's data gives only its shape. */
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { intrinsicSize, Picture } from "../../../src/components/ui/picture";

const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5625,
  images: { fallback: { src: "/a-2400.jpg", srcSet: "/a-750.jpg 750w,\n/a-1080.jpg 1080w,\n/a-2400.jpg 2400w" } },
};
const constrained: IGatsbyImageData = {
  layout: "constrained",
  width: 416,
  height: 520,
  images: { fallback: { src: "/p.jpg", srcSet: "/p.jpg 416w" } },
};

describe("intrinsicSize", () => {
  it.each([
    ["a full-width image the size of its largest file", fullWidth, { width: 2400, height: 1350 }],
    ["a constrained or fixed image its own size", constrained, { width: 416, height: 520 }],
  ])("gives %s", (_, image, size) => {
    expect(intrinsicSize(image)).toEqual(size);
  });
});

it("writes whole-number dimensions on the <img>", () => {
  const { container } = render(<Picture image={fullWidth} alt="A cover" fill />);
  const img = container.querySelector("img");
  expect(img).toHaveAttribute("width", "2400");
  expect(img).toHaveAttribute("height", "1350");
});
