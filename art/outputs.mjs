/** Every image under content/images and the illustration that draws it. */
import { artCourageToWriteBadly } from "./illustrations/article-courage-to-write-badly.mjs";
import { artJoyIsADiscipline } from "./illustrations/article-joy-is-a-discipline.mjs";
import { artMothersKitchen } from "./illustrations/article-mothers-kitchen-patience.mjs";
import { artPrayersInTheMargins } from "./illustrations/article-prayers-in-the-margins.mjs";
import { artSmallKindnesses } from "./illustrations/article-small-kindnesses.mjs";
import { artStartBeforeReady } from "./illustrations/article-start-before-you-feel-ready.mjs";
import { artWritingAfterWork } from "./illustrations/article-writing-after-work.mjs";
import { artFirstHundredWords } from "./illustrations/article-your-first-hundred-words.mjs";
import { carouselBack } from "./illustrations/carousel-back-cover.mjs";
import { carouselFront } from "./illustrations/carousel-front-cover.mjs";
import { carouselOpenBook } from "./illustrations/carousel-open-book.mjs";
import { carouselNook } from "./illustrations/carousel-reading-nook.mjs";
import { coverFront } from "./illustrations/cover-front.mjs";
import { heroScene } from "./illustrations/hero.mjs";
import { logo } from "./illustrations/logo.mjs";
import { portrait } from "./illustrations/portrait.mjs";

export const OUTPUTS = {
  "covers/portrait.jpg": () => coverFront(),
  "covers/flat.jpg": () => heroScene({ w: 2400, h: 1350, calm: "left", place: { x: 1445, y: 400, scale: 0.93 } }),
  "covers/tablet.jpg": () => heroScene({ w: 1536, h: 2048, calm: "top", place: { x: 168, y: 1128, scale: 1.2 } }),
  "covers/phone.jpg": () => heroScene({ w: 1080, h: 1920, calm: "top", place: { x: 40, y: 1148, scale: 1.0 } }),
  "carousel/front-cover.jpg": () => carouselFront(),
  "carousel/back-cover.jpg": () => carouselBack(),
  "carousel/reading-nook.jpg": () => carouselNook(),
  "carousel/open-book.jpg": () => carouselOpenBook(),
  "logo.png": () => logo(),
  "portrait.jpg": () => portrait(),
  "articles/courage-to-write-badly.jpg": () => artCourageToWriteBadly(),
  "articles/small-kindnesses.jpg": () => artSmallKindnesses(),
  "articles/mothers-kitchen-patience.jpg": () => artMothersKitchen(),
  "articles/start-before-you-feel-ready.jpg": () => artStartBeforeReady(),
  "articles/joy-is-a-discipline.jpg": () => artJoyIsADiscipline(),
  "articles/writing-after-work.jpg": () => artWritingAfterWork(),
  "articles/prayers-in-the-margins.jpg": () => artPrayersInTheMargins(),
  "articles/your-first-hundred-words.jpg": () => artFirstHundredWords(),
};

/**
 * Outputs drawn larger than their illustration's own size, by this factor (the SVG is rasterised
 * at a higher density, so lines and lettering stay sharp). The press kit offers these for download
 * at full size, at least 2400 px on the long side (src/lib/content/check/downloads.ts): the portrait is
 * drawn at 1200 × 1500 and written at 1920 × 2400. The cover is drawn at 1600 × 2400 already.
 */
export const SCALES = {
  "portrait.jpg": 1.6,
};
