import { renderHook } from "@testing-library/react";
import { useCurrentYear } from "../../../src/hooks/use-current-year";

afterEach(() => jest.useRealTimers());

describe("useCurrentYear", () => {
  it("switches from the build's year to the visitor's year after mount", () => {
    jest.useFakeTimers().setSystemTime(new Date(2031, 0, 1, 0, 0, 1));
    const { result } = renderHook(() => useCurrentYear(2025));
    expect(result.current).toBe(2031);
  });
});
