/**
 * Real throttling presets, applied through the DevTools protocol while the page really loads
 * (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate): nothing is estimated.
 * "slow" is the mid-range phone on a slow mobile network; "fast" a quick check.
 */
export const PRESETS = {
  slow: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
  fast: { latencyMs: 40, downloadKbps: 10000, uploadKbps: 5000, cpuSlowdown: 1 },
};

/** A phone-sized window: 375 CSS px wide, a touch screen, Lighthouse's device pixel ratio. */
export const VIEWPORT = { width: 375, height: 812, deviceScaleFactor: 1.75 };
