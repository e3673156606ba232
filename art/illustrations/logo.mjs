/** The monogram logo (logo.png), the site's icon as well. */
import { monogram } from "../lib/cover-design.mjs";
import { Scene } from "../lib/scene.mjs";

export function logo() {
  const s = new Scene(512, 512);
  return s.add(monogram(s, { cx: 256, cy: 256, r: 250 }));
}
