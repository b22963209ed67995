/**
 * The path to a booking on a phone (issue 37), in Chromium with phone emulation (isMobile, hasTouch):
 * no page wider than a 320 or 375 px phone; landing pages a thumb can scan (at most 15 screens, the
 * home page 18) that say where their prices start within two screens; at first view, with the consent
 * banner open, a call and an enquiry link to tap, the rating readable and, one screen down, the action
 * bar; the DJ's face; every link and button 16 px from the edge; the visitor's choice carried into
 * /kontakt, which asks about the celebration first; one private/business choice per page. The site is
 * served with its _headers: every page hydrates under the Content-Security-Policy without a violation.
 */
import type { Page } from "playwright-core";
import { useSite, waitForHydration } from "../support/harness";
import {
  christmasCities,
  cities,
  contentLandingRoutes,
  contentRoutes,
  occasions,
  readYamlIn,
} from "../support/content";
import { ROUTES, christmasPath, cityPath, occasionPath } from "../../src/model/routes";
import { ENQUIRY_FORM_LABELS } from "../../src/components/EnquiryForm/EnquiryForm.labels";
import { watchPage } from "../support/browser";
import { SPEC_ROUTES } from "../support/routes";

const site = useSite({ withHeaders: true });

/** The value `read` gives once it equals `expected` (or the last one after 10 s), for an expect. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && value !== expected; i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/** Every occasion page with the form's event type it stands for (content/occasions, the editor's). */
const occasionPages = occasions();
const eventTypeLabel = (value: string) => ENQUIRY_FORM_LABELS.options.eventTyp.find((o) => o.value === value)!.label;

const LANDING_PAGES = [
  "/",
  ...occasionPages.map((o) => occasionPath(o.slug)),
  ...cities().map((c) => cityPath(c.slug)),
];

/** Every page the tour visits: the spec's route table as written, and every page the content adds. */
const TOUR_ROUTES = [...new Set([...SPEC_ROUTES, ...contentRoutes()])];

/** A phone's page, emulated as a phone (isMobile, hasTouch), optionally with the consent banner left open. */
async function phone(width: number, consent: "declined" | null = "declined") {
  const context = await site.newContext({ width, consent: consent ?? undefined });
  return context.newPage();
}

/** The layout viewport and the widest thing in it: on a phone, anything wider widens the page. */
const widthOf = (page: Page) =>
  page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
    widest: [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.visualViewport!.width + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()} ${e.textContent?.trim().slice(0, 30)}`),
  }));

/** The first link matching `selector` that is on screen and takes a tap at its centre (nothing lies over it). */
const tappable = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(sel)].some((a) => {
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.top < 0 || r.bottom > window.innerHeight) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === a || a.contains(hit));
    });
  }, selector);

const PHONE = { width: 375, height: 812 };
const NARROW = { width: 320, height: 812 };
/** Screens a phone may scroll through on a landing page (issue 37); the home page has more to show. */
const MAX_SCREENS = 15;
const MAX_SCREENS_HOME = 18;

interface Visit {
  /** The HTTP status of the page. */
  status: number;
  /** At 375 px with the consent banner open, at its first view. */
  phone: Awaited<ReturnType<typeof widthOf>>;
  bannerOpen: boolean;
  callTappable: boolean;
  enquiryTappable: boolean;
  /** The rating of the proof strip (landing pages) takes a tap at first view, banner open. */
  ratingTappable: boolean;
  /** One screen down, banner still open: the action bar's call and enquiry and the banner's own choice (null: no bar). */
  oneScreenDown: { call: boolean; enquiry: boolean; bannerChoice: boolean } | null;
  /** The line that says where the prices start, if the page has one: its text and how far down it ends. */
  priceFrom: { text: string; bottom: number } | null;
  /** The same page narrowed to 320 px. */
  narrow: Awaited<ReturnType<typeof widthOf>>;
  /** Once the banner is answered, at the top: the DJ's portrait (`data-face`), if the page shows it. */
  face: { width: number; height: number; bottom: number; view: number } | null;
  /** Links and buttons in the content closer than 16 px to the edge (rows the visitor swipes aside). */
  offMargin: string[];
  /** Its length in 375 × 812 screens once the visitor has answered the banner. */
  screens: number;
  /** Content-Security-Policy violations reported from the first byte on, and console errors. */
  cspViolations: string[];
  errors: string[];
}

/** Whether the element's first line box takes a tap at its centre on screen (nothing lies over it). */
const tappableFirst = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    // The first line box: a link that wraps has a gap, not the link, at the centre of its bounding box.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const inView = r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inView && !!hit && (el === hit || el.contains(hit));
  }, selector);

/** Links and buttons in <main> outside the 16 px page margin, except in a row that scrolls sideways. */
const offMargin = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main a, main button")]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        // A row the visitor swipes sideways (reviews, packages, photos) keeps its later cards off screen.
        for (let a = e.parentElement; a; a = a.parentElement)
          if (/auto|scroll/.test(getComputedStyle(a).overflowX) && a.scrollWidth > a.clientWidth) return false;
        return (
          box.width > 0 &&
          getComputedStyle(e).visibility !== "hidden" &&
          (box.left < 16 || box.right > document.documentElement.clientWidth - 16)
        );
      })
      .map(
        (e) =>
          `${e.textContent?.trim().slice(0, 40)} (${Math.round(e.getBoundingClientRect().left)}–${Math.round(e.getBoundingClientRect().right)})`,
      ),
  );

/** One screen down with the banner open: the action bar has come, and what can be tapped then. */
async function oneScreenDown(page: Page): Promise<Visit["oneScreenDown"]> {
  if (!(await page.locator("[data-action-bar]").count())) return null;
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  await page.waitForFunction(() => {
    const bar = document.querySelector("[data-action-bar]")!.getBoundingClientRect();
    return bar.bottom <= window.innerHeight && bar.top > window.innerHeight / 2;
  });
  const seen = {
    call: await tappableFirst(page, '[data-action-bar] a[href^="tel:"]'),
    enquiry: await tappableFirst(page, "[data-action-bar] a.primary"),
    bannerChoice: await tappableFirst(page, '[data-consent-banner] [data-pre="accepted"]'),
  };
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return seen;
}

/**
 * Every page once, as a phone sees it (375 × 812, phone emulation), in one tab that goes from page to
 * page – each visit with the consent banner open, as for a new visitor. What the tests below check
 * is read from that one visit: a fresh tab per page and check cost Chromium twice the CPU, and
 * `npm test` waits for CPU on two cores. Per page: the first view (width, the banner, what can be
 * tapped, the price line), the page narrowed to 320 px, one screen down, then – the banner answered –
 * the face, the margins and its length; CSP violations and console errors from the whole visit.
 */
let visits: Promise<Map<string, Visit>> | undefined;
const visitAll = () =>
  (visits ??= (async () => {
    const context = await site.newContext({ width: PHONE.width, keep: true });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const log = watchPage(page, site.url);
    const out = new Map<string, Visit>();
    for (const route of TOUR_ROUTES) {
      for (const list of Object.values(log)) list.length = 0;
      await page.setViewportSize(PHONE);
      const response = await page.goto(site.url + route, { waitUntil: "load" });
      await waitForHydration(page);
      const banner = page.locator("[data-consent-banner]");
      const bannerOpen = await banner.isVisible();
      const callTappable = await tappable(page, 'a[href^="tel:"]');
      const enquiryTappable = await tappable(page, 'a[href^="/kontakt"]');
      const ratingTappable = await tappableFirst(page, '[data-testid="proof-rating"] a');
      const phoneWidth = await widthOf(page);
      const priceLine = page.getByTestId("price-from").first();
      const priceFrom = (await priceLine.count())
        ? {
            text: await priceLine.innerText(),
            bottom: await priceLine.evaluate((e) => e.getBoundingClientRect().bottom),
          }
        : null;
      await page.setViewportSize(NARROW);
      const narrow = await widthOf(page);
      await page.setViewportSize(PHONE);
      const down = bannerOpen ? await oneScreenDown(page) : null;
      if (bannerOpen) {
        await banner.locator('[data-pre="declined"]').first().click();
        await page.waitForFunction(() => document.documentElement.dataset.consent === "declined");
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const face = await page.evaluate(() => {
        const r = document.querySelector("[data-face]")?.getBoundingClientRect();
        return r ? { width: r.width, height: r.height, bottom: r.bottom, view: window.innerHeight } : null;
      });
      const outside = await offMargin(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const cspViolations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      // The next page meets a new visitor again.
      await page.evaluate(() => window.localStorage.removeItem("cookie-consent"));
      out.set(route, {
        status: response?.status() ?? 0,
        phone: phoneWidth,
        bannerOpen,
        callTappable,
        enquiryTappable,
        ratingTappable,
        oneScreenDown: down,
        priceFrom,
        narrow,
        face,
        offMargin: outside,
        screens: Math.round((height / PHONE.height) * 10) / 10,
        cspViolations,
        errors: [...log.errors],
      });
    }
    return out;
  })());
// The tour itself, before the tests that read it; its time limit is a guard against a hang, not a speed
// budget (in `npm test` it shares two cores with builds and other files: 17 s alone, over 60 s there).
beforeAll(() => visitAll(), 300_000);
const visit = async (route: string): Promise<Visit> => {
  const found = (await visitAll()).get(route);
  if (!found) throw new Error(`${route} ist weder eine Route der Spezifikation noch eine Seite aus content/`);
  return found;
};

describe("a phone's screen", () => {
  it.each([
    [NARROW.width, "narrow"],
    [PHONE.width, "phone"],
  ] as const)("no page is wider than a %i px phone", async (width, key) => {
    const tooWide: string[] = [];
    for (const [route, v] of await visitAll()) {
      const w = v[key];
      if (w.window !== width || w.document > width)
        tooWide.push(`${route}: ${w.document} px (${w.widest.join(" | ")})`);
    }
    expect(tooWide).toEqual([]);
    expect((await visitAll()).size).toBe(TOUR_ROUTES.length);
  });

  it("no landing page is longer than 15 phone screens, the home page 18", async () => {
    const routes = ["/", ...contentLandingRoutes()];
    const tooLong: string[] = [];
    for (const route of routes) {
      const { screens } = await visit(route);
      if (screens > (route === "/" ? MAX_SCREENS_HOME : MAX_SCREENS)) tooLong.push(`${route}: ${screens} Bildschirme`);
    }
    expect(tooLong).toEqual([]);
  });

  it.each(occasions().map((o) => occasionPath(o.slug)))(
    "%s says where its prices start within its first two phone screens",
    async (route) => {
      const { priceFrom } = await visit(route);
      // Gross first, or – on a page for companies – net with the gross price beside it (PAngV).
      expect(priceFrom?.text).toMatch(/ab [\d.]+\s?€ (inkl\. MwSt\.|zzgl\. \d+\s?% MwSt\. \([\d.]+\s?€ brutto\))/);
      expect(priceFrom!.bottom).toBeLessThanOrEqual(2 * PHONE.height);
    },
  );

  it("the action bar is on screen once the visitor scrolls past the hero", async () => {
    const page = await phone(375);
    for (const route of [occasionPath(occasionPages[0].slug), christmasPath(christmasCities()[0])]) {
      await page.goto(site.url + route);
      await waitForHydration(page);
      await page.mouse.wheel(0, 2500);
      const bar = page.getByTestId("action-bar");
      expect(await eventually(() => bar.isVisible(), true)).toBe(true);
      const box = (await bar.boundingBox())!;
      const screen = await page.evaluate(() => ({ w: window.visualViewport!.width, h: window.visualViewport!.height }));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.w + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.h + 1);
    }
  });
});

describe("every page on the tour", () => {
  it.each(TOUR_ROUTES)(
    "%s is there and hydrates under the CSP, with no violation and no console error",
    async (route) => {
      const v = await visit(route);
      expect({ route, status: v.status, csp: v.cspViolations, errors: v.errors }).toEqual({
        route,
        status: 200,
        csp: [],
        errors: [],
      });
    },
  );

  it.each(TOUR_ROUTES)("%s: every link and button in the content keeps the 16 px page margin", async (route) => {
    expect((await visit(route)).offMargin).toEqual([]);
  });
});

describe("first view on a phone with the consent banner open (375 × 812)", () => {
  it.each(LANDING_PAGES)("%s: a call link and an enquiry link can be tapped", async (route) => {
    const v = await visit(route);
    expect({ route, banner: v.bannerOpen, call: v.callTappable, enquiry: v.enquiryTappable }).toEqual({
      route,
      banner: true,
      call: true,
      enquiry: true,
    });
  });

  it("the landing pages cover the wedding and the company-party pages", () => {
    expect(LANDING_PAGES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANDING_PAGES.slice(1))(
    "%s: the rating is readable at first view, call and enquiry tappable one screen down",
    async (route) => {
      const v = await visit(route);
      expect({ route, rating: v.ratingTappable, oneScreenDown: v.oneScreenDown }).toEqual({
        route,
        rating: true,
        // The banner is still there and its choices still answer.
        oneScreenDown: { call: true, enquiry: true, bannerChoice: true },
      });
    },
  );

  it.each(LANDING_PAGES)("%s: the DJ's face is at least 96 px in the first view", async (route) => {
    const { face } = await visit(route);
    expect(face).not.toBeNull();
    expect(Math.min(face!.width, face!.height)).toBeGreaterThanOrEqual(96);
    expect(face!.bottom).toBeLessThanOrEqual(face!.view);
  });
});

describe("the visitor's choice arrives chosen", () => {
  const pages = [
    ...occasionPages.map((o) => ({ route: occasionPath(o.slug), occasion: o.occasion })),
    { route: christmasPath("Kiel"), occasion: "weihnachtsfeier" },
  ].filter(({ route }) => route !== christmasPath("Kiel") || christmasCities().includes("Kiel"));

  it.each(pages)(
    "$route: the hero's enquiry link opens /kontakt with the occasion chosen",
    async ({ route, occasion }) => {
      const page = await phone(375);
      await page.goto(site.url + route);
      await waitForHydration(page);
      await page.locator('main header a[href^="/kontakt"]').first().click();
      await page.waitForURL(/\/kontakt\?/);
      expect(await eventually(() => page.inputValue('select[name="eventTyp"]'), occasion)).toBe(occasion);
      await expect(page.getByTestId("interest").innerText()).resolves.toContain(eventTypeLabel(occasion));
    },
  );

  it("a city page names its town on /kontakt and leaves the venue to the visitor", async () => {
    const city = cities()[0];
    const page = await phone(375);
    await page.goto(site.url + cityPath(city.slug));
    await waitForHydration(page);
    await page.locator('main header a[href^="/kontakt"]').first().click();
    await page.waitForURL(/\/kontakt\?/);
    const interest = page.getByTestId("interest");
    await interest.waitFor();
    await expect(interest.innerText()).resolves.toContain(city.name);
    await expect(page.inputValue('[name="eventLocation"]')).resolves.toBe("");
  });
});

describe("/kontakt on a phone", () => {
  it("asks about the celebration first and offers the call above the form", async () => {
    const page = await phone(375);
    await page.goto(site.url + ROUTES.contact);
    await waitForHydration(page);
    const first = await page
      .locator("#anfrage form")
      .evaluate((form) =>
        [...form.querySelectorAll<HTMLElement>("input, select, textarea")]
          .find((e) => e.offsetParent !== null)
          ?.getAttribute("name"),
      );
    expect(first).toBe("eventTyp");
    const formTop = (await page.locator("#anfrage").boundingBox())!.y;
    const calls = await page
      .locator('main a[href^="tel:"]')
      .evaluateAll((links) =>
        links
          .filter((a) => (a as HTMLElement).offsetParent !== null)
          .map((a) => a.getBoundingClientRect().top + window.scrollY),
      );
    expect(Math.min(...calls)).toBeLessThan(formTop);
  });

  it("the date picker jumps by month and year", async () => {
    const page = await phone(375);
    await page.goto(site.url + ROUTES.contact);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    const year = new Date().getFullYear() + 1;
    await page.getByRole("combobox", { name: "Jahr wählen" }).selectOption(String(year));
    await page.getByRole("combobox", { name: "Monat wählen" }).selectOption({ label: "August" });
    await page.locator(".rdp-day_button", { hasText: /^15$/ }).first().click();
    await expect(page.inputValue('[name="eventDatum"]')).resolves.toBe(`15.08.${year}`);
  });
});

describe("one price choice per page", () => {
  const route = christmasPath(christmasCities()[0]);
  const packages = readYamlIn<{ christmas: { id: string; name: string; includesExtras?: string[] }[] }>(
    "packages",
    "packages.yaml",
  ).christmas;
  const extras = readYamlIn<{ extras: { id: string; name: string; occasions?: string[] }[] }>(
    "extras",
    "extras.yaml",
  ).extras.filter((e) => !e.occasions?.length || e.occasions.includes("weihnachtsfeier"));

  it("the package section's switch moves the Preisrechner's, its prices and the line under the hero", async () => {
    const { page } = await site.open(route, { width: PHONE.width, consent: "declined" });
    const priceFrom = page.getByTestId("price-from");
    // Whichever the page starts on (a page for business customers starts net), the other one is tried.
    const startsNet = await page.locator("#pakete").getByRole("radio", { name: "Geschäftskunde" }).isChecked();
    const [first, other] = startsNet ? ["Geschäftskunde", "Privatkunde"] : ["Privatkunde", "Geschäftskunde"];
    const wording = (customer: string) => (customer === "Geschäftskunde" ? "zzgl." : "inkl. MwSt.");
    await expect(priceFrom.innerText()).resolves.toContain(wording(first));
    await page.locator("#pakete").getByRole("radio", { name: other }).check();
    await expect(priceFrom.innerText()).resolves.toContain(wording(other));
    await page.getByText(/^Preisrechner:/).click(); // open the folded Preisrechner
    const tool = page.locator("#preisrechner");
    await expect(tool.getByRole("radio", { name: other }).isChecked()).resolves.toBe(true);
    await expect(tool.getByTestId("estimate-total").innerText()).resolves.toContain(wording(other));
    // And back from the Preisrechner's side.
    await tool.getByRole("radio", { name: first }).check();
    await expect(page.locator("#pakete").getByRole("radio", { name: first }).isChecked()).resolves.toBe(true);
    await expect(priceFrom.innerText()).resolves.toContain(wording(first));
  });

  it("an extra the chosen package already contains is not offered with it", async () => {
    const containing = packages.find((p) => p.includesExtras?.length);
    const plain = packages.find((p) => !p.includesExtras?.length);
    expect(containing && plain).toBeTruthy();
    const { page } = await site.open(route, { width: PHONE.width, consent: "declined" });
    await page.getByText(/^Preisrechner:/).click();
    const tool = page.locator("#preisrechner");
    const extra = (id: string) => tool.locator(`input[name="extra"][value="${id}"]`);
    await tool.getByRole("radio", { name: new RegExp(`^${containing!.name}`) }).check();
    for (const e of extras) {
      await expect(extra(e.id).isVisible()).resolves.toBe(!containing!.includesExtras!.includes(e.id));
    }
    await tool.getByRole("radio", { name: new RegExp(`^${plain!.name}`) }).check();
    for (const e of extras) await expect(extra(e.id).isVisible()).resolves.toBe(true);
  });
});
