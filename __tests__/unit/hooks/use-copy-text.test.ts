import { act, renderHook } from "@testing-library/react";
import {
  ANNOUNCE_AGAIN_MS,
  COPIED_FOR_MS,
  copyWithSelection,
  useCopyText,
  writeToClipboard,
} from "../../../src/hooks/use-copy-text";

const writeText = jest.fn<Promise<void>, [string]>();
/** jsdom has neither the Clipboard API nor execCommand: each test sets up the browser it needs. */
function setClipboard(clipboard: { writeText: typeof writeText } | undefined) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: clipboard });
}
const execCommand = jest.fn<boolean, [string]>();
function setExecCommand(command: typeof execCommand | undefined) {
  Object.defineProperty(document, "execCommand", { configurable: true, writable: true, value: command });
}

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  execCommand.mockReset().mockReturnValue(true);
  setClipboard({ writeText });
  setExecCommand(execCommand);
});

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
  jest.useRealTimers();
});

describe("writeToClipboard", () => {
  it("writes the text with the Clipboard API", async () => {
    await expect(writeToClipboard("A bio.\n\nIts second paragraph.")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("A bio.\n\nIts second paragraph.");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it.each([
    ["is missing", () => setClipboard(undefined)],
    ["refuses", () => writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"))],
  ])("falls back to the older way, selecting the text, where the Clipboard API %s", async (_, browser) => {
    browser();
    let selected = "";
    execCommand.mockImplementation(() => {
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(writeToClipboard("A bio.")).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(selected).toBe("A bio.");
  });

  it.each([
    ["is missing", undefined],
    [
      "throws",
      jest.fn<boolean, [string]>(() => {
        throw new Error("not allowed");
      }),
    ],
  ])("says it failed when the Clipboard API is missing and the older way %s", async (_, command) => {
    setClipboard(undefined);
    setExecCommand(command);
    await expect(writeToClipboard("A bio.")).resolves.toBe(false);
  });
});

describe("copyWithSelection", () => {
  it("leaves no field behind and gives the focus back to the button", () => {
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    expect(copyWithSelection("A bio.")).toBe(true);
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});

describe("useCopyText", () => {
  beforeEach(() => jest.useFakeTimers());

  it("marks the text copied a moment after copying, then clears the mark", async () => {
    const { result } = renderHook(() => useCopyText());
    expect(result.current.copied).toBeNull();
    let copied: boolean | undefined;
    await act(async () => {
      copied = await result.current.copy("short", "A short bio.");
    });
    expect(copied).toBe(true);
    expect(writeText).toHaveBeenCalledWith("A short bio.");
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS));
    expect(result.current.copied).toBe("short");
    act(() => jest.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(result.current.copied).toBe("short");
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.copied).toBeNull();
  });

  it("clears the mark for a moment when the same text is copied again, so it is announced again", async () => {
    const { result } = renderHook(() => useCopyText());
    await act(async () => void (await result.current.copy("long", "Long.")));
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS));
    expect(result.current.copied).toBe("long");
    await act(async () => void (await result.current.copy("long", "Long.")));
    expect(result.current.copied).toBeNull();
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS));
    expect(result.current.copied).toBe("long");
  });

  it("marks only the text copied last", async () => {
    const { result } = renderHook(() => useCopyText());
    await act(async () => void (await result.current.copy("short", "Short.")));
    await act(async () => void (await result.current.copy("medium", "Medium.")));
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS));
    expect(result.current.copied).toBe("medium");
  });

  it("marks nothing when the text could not be copied", async () => {
    setClipboard(undefined);
    execCommand.mockReturnValue(false);
    const { result } = renderHook(() => useCopyText());
    let copied: boolean | undefined;
    await act(async () => {
      copied = await result.current.copy("short", "Short.");
    });
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS + COPIED_FOR_MS));
    expect(copied).toBe(false);
    expect(result.current.copied).toBeNull();
  });

  it("stops its timers when the page goes", async () => {
    const { result, unmount } = renderHook(() => useCopyText());
    await act(async () => void (await result.current.copy("short", "Short.")));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
