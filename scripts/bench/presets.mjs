/**
 * Real throttling presets, applied through the DevTools protocol while the page really loads
 * (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate): nothing is estimated.
 * "slow" is the mid-range phone on a slow mobile network; "fast" a quick check.
 */
export const PRESETS = {
  slow: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
  fast: { latencyMs: 40, downloadKbps: 10000, uploadKbps: 5000, cpuSlowdown: 1 },
};

/**
 * The windows a control is visited in (scripts/bench/pages.ts): a phone, 375 CSS px wide, with a
 * touch screen (tapped by touch) and Lighthouse's device pixel ratio; and a desktop window, 1280 ×
 * 800 without touch (clicked with a mouse), where the header shows its bar of menus.
 */
export const VIEWPORTS = {
  phone: { width: 375, height: 812, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};
