import {
  type FontFaceRule,
  fontsVersion,
  parseFontFaces,
  WEB_FONTS_ID,
  WEB_FONTS_STORAGE_KEY,
  WEB_FONTS_HELD_ATTRIBUTE,
  WEB_FONTS_IDLE_TIMEOUT_MS,
  MODAL_SELECTOR,
  switchOnCachedWebFonts,
  webFontsSwitch,
} from "../../../src/lib/web-fonts";

const RULES: FontFaceRule[] = [
  {
    family: "Serif",
    source: 'url(/static/s.woff2) format("woff2")',
    descriptors: { style: "normal", weight: "400 600" },
  },
  { family: "Serif", source: 'url(/static/i.woff2) format("woff2")', descriptors: { style: "italic", weight: "400" } },
];

describe("webFontsSwitch", () => {
  /** The page's load event (its scripts and first-screen images are in). */
  const load = () => window.dispatchEvent(new Event("load"));
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  let created: { family: string; source: string; descriptors: object; resolve: () => void; reject: () => void }[];
  let added: unknown[];

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    document.head.innerHTML = `<style id="${WEB_FONTS_ID}" media="print">@font-face{}</style>`;
    jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    // Each test's snippet waits for its own load event: listeners are removed after the test.
    const addEventListener = window.addEventListener.bind(window);
    jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      addEventListener(type, listener, options);
    });
    created = [];
    added = [];
    Object.assign(window, {
      FontFace: class {
        private loaded: Promise<unknown>;
        constructor(family: string, source: string, descriptors: object) {
          let resolve = () => {};
          let reject = () => {};
          this.loaded = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
          created.push({ family, source, descriptors, resolve, reject });
        }
        load() {
          return this.loaded;
        }
      },
    });
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: {
        add: (face: unknown) => added.push(face),
        delete: (face: unknown) => added.splice(added.indexOf(face), 1),
      },
    });
    document.body.innerHTML = "<h1>A name</h1><p>A line</p>";
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    listeners.splice(0).forEach(([type, listener]) => window.removeEventListener(type, listener));
  });

  const media = () => document.getElementById(WEB_FONTS_ID)?.getAttribute("media");
  const run = () => new Function(webFontsSwitch("v1", RULES))();

  it("on a first visit, loads every face once the page has loaded and adds them together", async () => {
    run();
    jest.advanceTimersByTime(5000);
    expect(created).toHaveLength(0);
    load();
    jest.advanceTimersByTime(1);
    expect(created.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual(RULES);
    created[1].resolve();
    await jest.runAllTimersAsync();
    expect(added).toHaveLength(0); // not one by one: the page would be laid out again for each
    created[0].resolve();
    await jest.runAllTimersAsync();
    expect(added).toHaveLength(2);
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
    expect(media()).toBe("print");
  });

  it("adds the faces when the browser is next idle, not while the page is still starting", async () => {
    const idle: [() => void, { timeout?: number } | undefined][] = [];
    Object.assign(window, {
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) => idle.push([task, options]),
    });
    try {
      run();
      load();
      jest.advanceTimersByTime(1);
      created.forEach((face) => face.resolve());
      await jest.runAllTimersAsync();
      expect(added).toHaveLength(0);
      expect(idle).toHaveLength(1);
      // A browser that is never idle gets them all the same.
      expect(idle[0][1]).toEqual({ timeout: WEB_FONTS_IDLE_TIMEOUT_MS });
      idle[0][0]();
      expect(added).toHaveLength(2);
      expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  describe("while a modal dialog is open over the page", () => {
    let idle: (() => void)[];
    const [first, second] = [document.createElement("dialog"), document.createElement("dialog")];
    const close = (dialog: HTMLDialogElement) => {
      dialog.removeAttribute("open");
      dialog.dispatchEvent(new Event("close"));
    };

    beforeEach(() => {
      idle = [];
      Object.assign(window, { requestIdleCallback: (task: () => void) => idle.push(task) });
      for (const dialog of [first, second]) dialog.removeAttribute("open");
      document.body.append(first, second);
      // jsdom has no top layer: a dialog is modal while it has the open attribute.
      const querySelector = document.querySelector.bind(document);
      jest
        .spyOn(document, "querySelector")
        .mockImplementation((selector: string) =>
          selector === MODAL_SELECTOR ? document.body.querySelector("dialog[open]") : querySelector(selector),
        );
    });

    afterEach(() => {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    });

    /** The faces arrive with `first` open, and the browser is idle once. */
    const arriveUnder = async () => {
      first.setAttribute("open", "");
      run();
      load();
      jest.advanceTimersByTime(1);
      created.forEach((face) => face.resolve());
      await jest.runAllTimersAsync();
      idle.shift()?.();
    };

    it("waits, and adds the faces once it has closed and the browser is idle", async () => {
      await arriveUnder();
      expect(added).toHaveLength(0);
      expect(idle).toHaveLength(0); // nothing left to run until the dialog closes
      close(first);
      expect(added).toHaveLength(0); // not in the task that closes it: when the browser is next idle
      expect(idle).toHaveLength(1);
      idle.shift()?.();
      expect(added).toHaveLength(2);
      expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
    });

    it("checks again when the browser is idle after it closed: another may have opened", async () => {
      await arriveUnder();
      second.setAttribute("open", "");
      close(first);
      idle.shift()?.();
      expect(added).toHaveLength(0);
      close(second);
      idle.shift()?.();
      expect(added).toHaveLength(2);
    });
  });

  describe("on a first visit, once the faces have arrived", () => {
    /** Lays the page out: the paragraph sits 20 px lower once `moves` and the faces are in. */
    const layOut = (moves: boolean) =>
      jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
        const top = this.tagName === "P" && moves && added.length > 0 ? 120 : 100;
        return { top, bottom: top + 30, height: 30, width: 200, left: 0, right: 200, x: 0, y: top } as DOMRect;
      });
    const arrive = async () => {
      run();
      load();
      jest.advanceTimersByTime(1);
      created.forEach((face) => face.resolve());
      await jest.runAllTimersAsync();
    };

    it("keeps them when no text on the screen moved", async () => {
      layOut(false);
      await arrive();
      expect(added).toHaveLength(2);
      expect(document.getElementById(WEB_FONTS_ID)?.hasAttribute(WEB_FONTS_HELD_ATTRIBUTE)).toBe(false);
      expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
    });

    it("takes them out again in the same task when text on the screen moved, and remembers the files are cached", async () => {
      layOut(true);
      await arrive();
      expect(added).toHaveLength(0);
      expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
      expect(media()).toBe("print");
      expect(document.getElementById(WEB_FONTS_ID)?.hasAttribute(WEB_FONTS_HELD_ATTRIBUTE)).toBe(true);
    });

    it("ignores text below the screen", async () => {
      jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
        const top = this.tagName === "P" ? window.innerHeight + (added.length > 0 ? 50 : 0) : 100;
        return { top, bottom: top + 30, height: 30, width: 200, left: 0, right: 200, x: 0, y: top } as DOMRect;
      });
      await arrive();
      expect(added).toHaveLength(2);
    });
  });

  it("on a later visit with the same files, switches the stylesheet on at once, before any paint", () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, "v1");
    run();
    expect(media()).toBe("all");
    expect(created).toHaveLength(0);
  });

  it("treats a visitor who saw other files (an older build) as a first visit", () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, "v0");
    run();
    expect(media()).toBe("print");
  });

  it("falls back to the stylesheet, and remembers nothing, when a face fails to load", async () => {
    run();
    load();
    jest.advanceTimersByTime(1);
    created[0].resolve();
    created[1].reject();
    await jest.runAllTimersAsync();
    expect(media()).toBe("all");
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
  });

  it("switches the stylesheet on after the load event where FontFace is missing", () => {
    Object.assign(window, { FontFace: undefined });
    run();
    expect(media()).toBe("print");
    load();
    jest.advanceTimersByTime(1);
    expect(media()).toBe("all");
  });
});

describe("switchOnCachedWebFonts (on the way to another page)", () => {
  const sheet = (held: boolean) => {
    document.head.innerHTML = `<style id="${WEB_FONTS_ID}" media="print" ${held ? WEB_FONTS_HELD_ATTRIBUTE : ""}></style>`;
    return document.getElementById(WEB_FONTS_ID) as HTMLStyleElement;
  };

  it("switches the faces on when they were held back for the first page", () => {
    const style = sheet(true);
    switchOnCachedWebFonts(document);
    expect(style.media).toBe("all");
    expect(style.hasAttribute(WEB_FONTS_HELD_ATTRIBUTE)).toBe(false);
  });

  it("leaves them as they are otherwise: the faces are in already, or still on their way", () => {
    const style = sheet(false);
    switchOnCachedWebFonts(document);
    expect(style.media).toBe("print");
  });
});

describe("parseFontFaces", () => {
  it("reads each rule's family, source and descriptors", () => {
    const css =
      '@font-face{font-display:swap;font-family:Fraunces Variable;font-style:italic;font-weight:400;src:url(/static/f-1.woff2) format("woff2");unicode-range:u+0020-007e,u+00a9}' +
      '@font-face{font-family:"Inter";font-weight:400 600;src:url(/static/i-2.woff2) format("woff2-variations")}';
    expect(parseFontFaces(css)).toEqual([
      {
        family: "Fraunces Variable",
        source: 'url(/static/f-1.woff2) format("woff2")',
        descriptors: { display: "swap", style: "italic", weight: "400", unicodeRange: "u+0020-007e,u+00a9" },
      },
      {
        family: "Inter",
        source: 'url(/static/i-2.woff2) format("woff2-variations")',
        descriptors: { weight: "400 600" },
      },
    ]);
  });
});

describe("fontsVersion", () => {
  it("changes when a font file's hashed name changes, and only then", () => {
    const css = (hash: string) => `@font-face{font-family:A;src:url(/static/a-${hash}.woff2) format("woff2")}`;
    expect(fontsVersion(css("1"))).toBe(fontsVersion(`${css("1")} `));
    expect(fontsVersion(css("1"))).not.toBe(fontsVersion(css("2")));
  });
});
