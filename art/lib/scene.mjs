/** Scene: a tiny SVG document builder that owns its defs (gradients, filters, clips, grain). */
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

export const el = (tag, a = {}, children = "") =>
  children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;

export class Scene {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.blurs = new Map();
  }

  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts.flat());
    return this;
  }

  gradient(kind, stops, a) {
    const id = this.uid("g");
    const stopEls = stops
      .map(([offset, color, opacity = 1]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
      .join("");
    this.defs.push(el(`${kind}Gradient`, { id, ...a }, stopEls));
    return `url(#${id})`;
  }

  /** Linear gradient; default direction is top → bottom of the bounding box. */
  linear(stops, a = {}) {
    return this.gradient("linear", stops, { x1: 0, y1: 0, x2: 0, y2: 1, ...a });
  }

  radial(stops, a = {}) {
    return this.gradient("radial", stops, a);
  }

  /** Cached gaussian blur filter. */
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.uid("b");
      this.defs.push(
        el(
          "filter",
          { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
          el("feGaussianBlur", { stdDeviation: sd }),
        ),
      );
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }

  pattern(size, content, a = {}) {
    const id = this.uid("p");
    this.defs.push(el("pattern", { id, width: size, height: size, patternUnits: "userSpaceOnUse", ...a }, content));
    return `url(#${id})`;
  }

  clip(d) {
    const id = this.uid("c");
    this.defs.push(el("clipPath", { id }, el("path", { d })));
    return `url(#${id})`;
  }

  /**
   * Film-grain overlay: fractal noise split into a darkening and a lightening
   * layer so the average tone of the artwork is preserved.
   */
  grain({ opacity = 0.1, freq = 0.75, seed = 3 } = {}) {
    const layer = (sign) => {
      const id = this.uid("n");
      const alpha = sign > 0 ? "0 0 0 2.2 -1.1" : "0 0 0 -2.2 1.1";
      this.defs.push(
        el(
          "filter",
          { id, x: 0, y: 0, width: "100%", height: "100%" },
          el("feTurbulence", {
            type: "fractalNoise",
            baseFrequency: freq,
            numOctaves: 2,
            seed,
            stitchTiles: "stitch",
          }) +
            el("feColorMatrix", {
              type: "matrix",
              values: `0 0 0 0 ${sign > 0 ? 0 : 1} 0 0 0 0 ${sign > 0 ? 0 : 1} 0 0 0 0 ${sign > 0 ? 0 : 1} ${alpha}`,
            }),
        ),
      );
      return el("rect", {
        width: this.width,
        height: this.height,
        filter: `url(#${id})`,
        opacity,
      });
    };
    return this.add(layer(1), layer(-1));
  }

  toString() {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
    // Trim float noise (e.g. 412.33333333) to keep documents compact.
    return svg.replace(/(\d+\.\d{2})\d+/g, "$1");
  }
}
