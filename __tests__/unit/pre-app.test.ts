import { PRE_APP_SCRIPT, DRAFT_KEY } from "../../src/lib/pre-app";
import { CONSENT_EVENT, CONSENT_KEY, externalMediaAllowed } from "../../src/lib/consent";

/**
 * The inline script that works before the app has loaded, run as the browser runs it: as the text
 * of a script in a page (jsdom), then driven by real DOM events.
 */
function loadPage(body: string) {
  document.documentElement.removeAttribute("data-js");
  document.documentElement.removeAttribute("data-consent");
  document.documentElement.removeAttribute("data-app");
  document.body.innerHTML = body;
  delete window.__preApp;
  // The script registers document listeners; a fresh copy of the document per test keeps them apart.
  const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((
    type: string,
    l: EventListenerOrEventListenerObject,
    o?: boolean | AddEventListenerOptions,
  ) => {
    listeners.push([type, l, o]);
    add(type, l, o);
  }) as typeof document.addEventListener;
  new Function(PRE_APP_SCRIPT)();
  document.addEventListener = add;
  return () => listeners.forEach(([t, l, o]) => document.removeEventListener(t, l, o));
}

let unload: () => void = () => {};
beforeEach(() => localStorage.clear());
afterEach(() => unload());

const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();
const queued = () => window.__preApp as string[];

describe("pre-app script: cookie consent from the first paint", () => {
  it("marks <html> as scripted and shows a stored choice before anything renders", () => {
    localStorage.setItem(CONSENT_KEY, "accepted");
    unload = loadPage("");
    expect(document.documentElement.hasAttribute("data-js")).toBe(true);
    expect(document.documentElement.getAttribute("data-consent")).toBe("accepted");
  });

  it("ignores a stored value that is not a choice", () => {
    localStorage.setItem(CONSENT_KEY, "maybe");
    unload = loadPage("");
    expect(document.documentElement.hasAttribute("data-consent")).toBe(false);
  });

  it.each(["accepted", "declined"])("a click on %s stores it and marks <html>", (choice) => {
    unload = loadPage(`<section><button data-pre="${choice}">x</button></section>`);
    click("button");
    expect(localStorage.getItem(CONSENT_KEY)).toBe(choice);
    expect(document.documentElement.getAttribute("data-consent")).toBe(choice);
  });
});

describe("pre-app script: a media component hears of every choice", () => {
  it.each([
    ["accepted", true],
    ["declined", false],
  ])("a click on %s dispatches consentchange after storing it", (choice, allowed) => {
    unload = loadPage(`<section><button data-pre="${choice}">x</button></section>`);
    const heard: [unknown, boolean][] = [];
    const listener = (e: Event) => heard.push([(e as CustomEvent).detail, externalMediaAllowed()]);
    window.addEventListener(CONSENT_EVENT, listener);
    try {
      click("button");
      click("button"); // the same choice again: told again
    } finally {
      window.removeEventListener(CONSENT_EVENT, listener);
    }
    // the choice as detail, and what the helper reads by then
    expect(heard).toEqual([
      [choice, allowed],
      [choice, allowed],
    ]);
  });

  it("a click elsewhere tells nothing", () => {
    unload = loadPage(`<button data-pre="dialog" aria-controls="none">x</button><button>y</button>`);
    const heard: Event[] = [];
    const listener = (e: Event) => heard.push(e);
    window.addEventListener(CONSENT_EVENT, listener);
    click('[data-pre="dialog"]');
    click("button:not([data-pre])");
    window.removeEventListener(CONSENT_EVENT, listener);
    expect(heard).toEqual([]);
  });
});

describe("pre-app script: share actions wait for the app", () => {
  it("queues every toast in order, however many", () => {
    unload = loadPage(
      `<a data-pre="instagram" href="#i">I</a><a data-pre="tiktok" href="#t">T</a><a data-pre="threads" href="#th">Th</a>`,
    );
    click('[data-pre="instagram"]');
    click('[data-pre="tiktok"]');
    click('[data-pre="threads"]');
    click('[data-pre="instagram"]');
    expect(queued()).toEqual(["instagram", "tiktok", "threads", "instagram"]);
  });

  it("hands actions to the app's handler once the app has replaced the queue", () => {
    unload = loadPage(`<a data-pre="tiktok" href="#t">T</a>`);
    const seen: string[] = [];
    window.__preApp = { push: (a: string) => void seen.push(a) };
    click("a");
    expect(seen).toEqual(["tiktok"]);
  });

  describe("copy link", () => {
    afterEach(() => Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }));

    it("uses the Clipboard API when it works", async () => {
      const written: string[] = [];
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (t: string) => void written.push(t) },
        configurable: true,
      });
      unload = loadPage(`<button data-pre="copy" data-url="https://x.test/a">Link kopieren</button>`);
      click("button");
      await new Promise((r) => setTimeout(r));
      expect(written).toEqual(["https://x.test/a"]);
      expect(queued()).toEqual(["copied"]);
    });

    it("falls back to execCommand when the Clipboard API refuses", async () => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
      const copied: string[] = [];
      document.execCommand = (cmd: string) => {
        copied.push(`${cmd}:${(document.querySelector("textarea") as HTMLTextAreaElement | null)?.value ?? ""}`);
        return true;
      };
      unload = loadPage(`<button data-pre="copy" data-url="https://x.test/b">Link kopieren</button>`);
      click("button");
      await new Promise((r) => setTimeout(r));
      expect(copied).toEqual(["copy:https://x.test/b"]);
      expect(document.querySelector("textarea")).toBeNull();
      expect(queued()).toEqual(["copied"]);
    });

    it("reports failure when there is no clipboard and the fallback fails too", () => {
      document.execCommand = () => false;
      unload = loadPage(`<button data-pre="copy" data-url="https://x.test/c">Link kopieren</button>`);
      click("button");
      expect(queued()).toEqual(["copyFailed"]);
    });
  });
});

describe("pre-app script: the enquiry draft before the app runs", () => {
  const form = `<form data-draft=""><input name="vorname"><select name="eventTyp"><option value=""></option><option value="hochzeit">Hochzeit</option></select>
    <input type="hidden" name="_next" value="/kontakt/danke"><input name="_gotcha"><textarea name="nachricht"></textarea></form>`;

  it("saves what is typed (not hidden or honeypot fields) and removes an emptied draft", () => {
    unload = loadPage(form);
    const vorname = document.querySelector<HTMLInputElement>('[name="vorname"]')!;
    vorname.value = "Jana";
    vorname.dispatchEvent(new Event("input", { bubbles: true }));
    const gotcha = document.querySelector<HTMLInputElement>('[name="_gotcha"]')!;
    gotcha.value = "bot";
    gotcha.dispatchEvent(new Event("input", { bubbles: true }));
    const select = document.querySelector<HTMLSelectElement>("select")!;
    select.value = "hochzeit";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual({ vorname: "Jana", eventTyp: "hochzeit" });
    vorname.value = "";
    select.value = "";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("leaves saving to the app once it runs", () => {
    unload = loadPage(form);
    document.documentElement.setAttribute("data-app", "");
    const vorname = document.querySelector<HTMLInputElement>('[name="vorname"]')!;
    vorname.value = "Jana";
    vorname.dispatchEvent(new Event("input", { bubbles: true }));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("refills empty fields from the draft when the page is parsed, keeping what is already there", () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ vorname: "Jana", eventTyp: "hochzeit", nachricht: "Alt", _next: "https://evil.test" }),
    );
    unload = loadPage(form);
    document.querySelector<HTMLTextAreaElement>("textarea")!.value = "Neu getippt";
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelector<HTMLInputElement>('[name="vorname"]')!.value).toBe("Jana");
    expect(document.querySelector<HTMLSelectElement>("select")!.value).toBe("hochzeit");
    expect(document.querySelector<HTMLTextAreaElement>("textarea")!.value).toBe("Neu getippt");
    expect(document.querySelector<HTMLInputElement>('[name="_next"]')!.value).toBe("/kontakt/danke");
  });
});

describe("pre-app script: a fragment decodeURI cannot read (issue 41)", () => {
  afterEach(() => history.replaceState(null, "", "/"));

  it.each(["/#%E0", "/kontakt#%E0%A4%A", "/blog#%", "/musikplanung#plan=1.%E0%A4%A"])(
    "%s: the hash becomes readable, the page and the broken text stay",
    (address) => {
      history.replaceState(null, "", address);
      expect(() => decodeURI(location.hash)).toThrow(URIError);
      unload = loadPage("");
      expect(() => decodeURI(location.hash)).not.toThrow();
      expect(location.pathname + decodeURI(location.hash)).toBe(address);
    },
  );

  it("leaves a readable hash alone and repairs one that arrives later (hashchange)", () => {
    history.replaceState(null, "", "/kontakt#anfrage-formular");
    unload = loadPage("");
    expect(location.hash).toBe("#anfrage-formular");
    history.replaceState(null, "", "/kontakt#%E0");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(location.hash).toBe("#%25E0");
  });
});
