import { act, renderHook } from "@testing-library/react";
import { useStoredFlag } from "../../../src/hooks/use-stored-flag";

const KEY = "hasOpenedNewsletter";

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe("useStoredFlag", () => {
  it("stores the string 'true' when set", () => {
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    act(() => result.current.set());
    expect(result.current.isSet).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBe("true");
  });

  it.each([
    ["nothing stored (a first visit) as not set", null, false],
    ["'true', stored on an earlier visit, as set", "true", true],
    ["a value other than 'true' as not set", "yes", false],
  ])("reads %s", (_, stored, isSet) => {
    if (stored !== null) window.localStorage.setItem(KEY, stored);
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    expect(result.current.isSet).toBe(isSet);
  });

  it("does not crash when storage throws, and still remembers for this page", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    expect(result.current.isSet).toBe(false);
    act(() => result.current.set());
    expect(result.current.isSet).toBe(true);
  });
});
