import { act, renderHook } from "@testing-library/react";
import { useStoredFlag } from "../../../src/hooks/use-stored-flag";

const KEY = "hasOpenedNewsletter";

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe("useStoredFlag", () => {
  it("reports a first visit as not set", () => {
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    expect(result.current.isSet).toBe(false);
  });

  it("stores the string 'true' when set", () => {
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    act(() => result.current.set());
    expect(result.current.isSet).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBe("true");
  });

  it("reads a flag set on an earlier visit", () => {
    window.localStorage.setItem(KEY, "true");
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    expect(result.current.isSet).toBe(true);
  });

  it("ignores values other than 'true'", () => {
    window.localStorage.setItem(KEY, "yes");
    const { result } = renderHook(() => useStoredFlag({ key: KEY }));
    expect(result.current.isSet).toBe(false);
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
