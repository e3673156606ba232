import sharp from "sharp";
import { shareCardImage } from "../plugins/site-content/share-cards";
(async () => {
  const cover = { file: "content/images/covers/portrait.jpg", alt: "cover" };
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) {
    await shareCardImage("/tmp/cardbench", { title: `Interview number ${i} with someone`, name: "Ada Ikemba", host: "x.example.com", lines: ["Interview with Grace"], picture: cover }, "x");
  }
  console.log(((performance.now() - t0) / 20).toFixed(0), "ms per card");
})();
