import { act, renderHook } from "@testing-library/react";
import { useStoredFlag } from "../../../src/hooks/use-stored-flag";

// Reading nothing or "true" and writing "true" are proven through the newsletter dialog
// (newsletter-dialog.test.tsx: it opens on a first visit, stays shut once the flag is set, and
// sets hasOpenedNewsletter = "true" as it closes).
const KEY = "hasOpenedNewsletter";

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe("useStoredFlag", () => {
  it("reads a value other than 'true' as not set", () => {
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
