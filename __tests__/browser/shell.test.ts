import { animationsDone, settledTop, useSite, waitForHydration } from "../support/harness";
import { NAV_ENTRIES } from "../../src/components/Header/Header.labels";
import { articles, genres, homeFaqs, pageHeading, siteText, testimonials } from "../support/content";
import { REVIEWS_SHOWN } from "../../src/lib/reviews";

const site = useSite();
const ROUTES_TO_CHECK = [
  "/",
  "/event-dj-hamburg-finden",
  "/locations",
  "/dj-schleswig-holstein",
  "/blog",
  `/blog/${articles()[0].slug}`, // the newest article, whichever content holds
  "/kontakt",
  "/impressum",
];

describe("desktop navigation", () => {
  it.each(ROUTES_TO_CHECK)("on %s shows the six entries and marks the right one as current", async (route) => {
    const { page, log } = await site.tour(route, { consent: "declined" });
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const links = nav.getByRole("link");
    await expect(links.allTextContents()).resolves.toEqual([
      "Home",
      "Services",
      "Locations",
      "DJ SH",
      "Blog",
      "Kontakt",
    ]);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(NAV_ENTRIES.map((e) => e.to));
    const current = await nav.locator('[aria-current="page"]').allTextContents();
    const expected = NAV_ENTRIES.filter((e) => (e.to === "/" ? route === "/" : route.startsWith(e.to))).map(
      (e) => e.label,
    );
    expect(current).toEqual(expected);
    expect(log.errors).toEqual([]);
  });
});

describe("mobile navigation panel", () => {
  it("opens from the right at 300 px, closes on Escape and returns focus to the menu button", async () => {
    const { page } = await site.open("/", { width: 375, consent: "declined" });
    const button = page.getByRole("button", { name: "Menü" });
    await button.click();
    const panel = page.getByRole("dialog", { name: "Menü" });
    await panel.waitFor();
    await animationsDone(panel); // slide-in
    // Modal for screen readers, focus on its first control (the close button), as a modal dialog's
    await expect(panel.getAttribute("aria-modal")).resolves.toBe("true");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Menü schließen");
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(300);
    expect(Math.round(box.x + box.width)).toBe(375);
    await expect(panel.getByRole("link").allTextContents()).resolves.toContain("DJ Schleswig Holstein");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await expect(button.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  });

  it("is 400 px wide on larger screens and keeps focus inside while open", async () => {
    const { page } = await site.open("/", { width: 800, consent: "declined" });
    await page.getByRole("button", { name: "Menü" }).click();
    const panel = page.getByRole("dialog", { name: "Menü" });
    await panel.waitFor();
    await animationsDone(panel);
    expect(Math.round((await panel.boundingBox())!.width)).toBe(400);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog"));
      expect(inside).toBe(true);
    }
  });

  it("navigates and closes when an entry is chosen", async () => {
    const { page } = await site.open("/", { width: 375, consent: "declined" });
    await page.getByRole("button", { name: "Menü" }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Locations" }).click();
    await page.waitForURL(/\/locations$/);
    await page.getByRole("dialog", { name: "Menü" }).waitFor({ state: "hidden" });
    await page.locator("h1", { hasText: pageHeading("locations") }).waitFor();
  });
});

describe("cookie consent", () => {
  it.each([
    ["Akzeptieren", "accepted", "Externe Medien direkt laden"],
    ["Ablehnen", "declined", "Nur Notwendiges – externe Medien erst nach Klick"],
    ["Cookie-Hinweis schließen (ablehnen)", "declined", "Nur Notwendiges – externe Medien erst nach Klick"],
  ])("'%s' stores %s and the settings dialog shows it", async (buttonName, stored, shown) => {
    const { page, log } = await site.open("/kontakt");
    const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
    await banner.waitFor();
    await banner.getByRole("button", { name: buttonName, exact: true }).click();
    await banner.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => localStorage.getItem("cookie-consent"))).resolves.toBe(stored);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie-Hinweis" }).isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog.getByTestId("consent-current").innerText()).resolves.toBe(shown);
    await dialog.getByRole("button", { name: stored === "accepted" ? "Ablehnen" : "Akzeptieren" }).click();
    await expect(page.evaluate(() => localStorage.getItem("cookie-consent"))).resolves.toBe(
      stored === "accepted" ? "declined" : "accepted",
    );
    await dialog.waitFor({ state: "hidden" });
    expect(log.foreignRequests).toEqual([]);
  });

  it("says what is stored and what the choice changes, and does not speak of cookies it does not set", async () => {
    const { page } = await site.open("/", { width: 375 });
    const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
    const text = await banner.innerText();
    expect(text).toMatch(/YouTube und Mixcloud direkt laden\?/);
    expect(text).toMatch(/Video oder Mix erst per Klick/);
    expect(text).toMatch(/keine Cookies/);
    expect(text).toMatch(/nur diese Wahl, Ihren Anfrage-Entwurf und Ihre Auswahl für die Anfrage/);
    await expect(banner.getByRole("link", { name: "Datenschutz" }).getAttribute("href")).resolves.toBe("/datenschutz");
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    const said = await dialog.innerText();
    expect(said).not.toMatch(/Alle Cookies|notwendige Cookies/);
    expect(said).toMatch(/Entwurf Ihrer Eingaben/);
    // Each button says what it does (its accessible description).
    await expect(
      dialog.getByRole("button", { name: "Akzeptieren" }).evaluate((b) => b.getAttribute("aria-describedby")),
    ).resolves.toBeTruthy();
    const effect = async (name: string) =>
      dialog
        .getByRole("button", { name })
        .evaluate((b) => document.getElementById(b.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
    await expect(effect("Akzeptieren")).resolves.toMatch(/direkt von YouTube/);
    await expect(effect("Ablehnen")).resolves.toMatch(/erst, wenn Sie darauf klicken/);
  });

  it("on a 375 × 812 phone is at most 203 px high and leaves the form's send button reachable", async () => {
    const { page } = await site.open("/kontakt", { width: 375 });
    const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(203);
    expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(812); // inside the window, at its foot
    expect(box.y + box.height).toBeGreaterThan(812 - 24);

    // Scrolled so that the send button's foot meets the window's foot (as far as a visitor can scroll
    // towards it), the button still lies wholly above the banner and takes the click itself.
    const submit = page.getByRole("button", { name: "Anfrage senden" });
    const placed = await submit.evaluate((b) => {
      b.scrollIntoView({ block: "end", behavior: "instant" });
      const r = b.getBoundingClientRect();
      const top = document.querySelector("[data-consent-banner]")!.getBoundingClientRect().top;
      const points = [
        [r.left + r.width / 2, r.top + 2],
        [r.left + r.width / 2, r.bottom - 2],
        [r.left + r.width / 4, r.top + r.height / 2],
        [r.right - r.width / 4, r.top + r.height / 2],
      ];
      return {
        inWindow: r.top >= 0 && r.bottom <= innerHeight,
        aboveBanner: r.bottom <= top,
        hit: points.every(([x, y]) => {
          const t = document.elementFromPoint(x, y);
          return !!t && (t === b || b.contains(t));
        }),
      };
    });
    expect(placed).toEqual({ inWindow: true, aboveBanner: true, hit: true });
    await submit.click({ trial: true, timeout: 2000 }); // Playwright's own check: visible, stable, receives the click

    // The footer's last line too: the banner takes its own height at the end of the page.
    const end = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      return {
        footer: document.querySelector("footer")!.getBoundingClientRect().bottom,
        banner: document.querySelector("[data-consent-banner]")!.getBoundingClientRect().top,
      };
    });
    expect(end.footer).toBeLessThanOrEqual(end.banner + 1);
  });

  it("while it shows, keyboard focus never lands behind it", async () => {
    const { page } = await site.open("/kontakt", { width: 375 });
    await page.locator("main").evaluate((m) => {
      const first = m.querySelector<HTMLElement>("a, button, input, select, textarea")!;
      window.scrollTo({ top: 0, behavior: "instant" });
      first.focus({ preventScroll: true });
    });
    await page.evaluate(() => document.documentElement.style.setProperty("scroll-behavior", "auto"));
    const hidden: string[] = [];
    let submitSeen = false;
    for (let i = 0; i < 40 && !submitSeen; i++) {
      await page.keyboard.press("Tab");
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        const banner = document.querySelector("[data-consent-banner]")!;
        const b = banner.getBoundingClientRect();
        return {
          name: `${el.tagName} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 20)}`,
          inBanner: banner.contains(el),
          behind: r.bottom > b.top && r.top < b.bottom,
          submit: el.getAttribute("type") === "submit",
        };
      });
      if (at.inBanner) break;
      if (at.behind) hidden.push(at.name);
      submitSeen = at.submit;
    }
    expect(submitSeen).toBe(true);
    expect(hidden).toEqual([]);
  });

  it("after the choice, the settings button sits in the footer and covers nothing on a phone", async () => {
    const { page } = await site.open("/kontakt", { width: 375, consent: "declined" });
    const button = page.getByRole("button", { name: "Cookie-Einstellungen" });
    await expect(button.evaluate((b) => !!b.closest("footer"))).resolves.toBe(true);
    // Scroll through the form: no fixed or sticky layer but the header lies over a field or text.
    const covered = await page.evaluate(async () => {
      const hits: string[] = [];
      const header = document.querySelector("header");
      for (const el of document.querySelectorAll("main input, main select, main textarea, main p")) {
        el.scrollIntoView({ block: "center" });
        await new Promise(requestAnimationFrame);
        const box = el.getBoundingClientRect();
        if (box.width < 8 || box.height < 8) continue; // visually hidden status lines
        for (const [x, y] of [
          [box.left + 4, box.top + 4],
          [box.right - 4, box.bottom - 4],
          [box.left + 4, box.bottom - 4],
        ]) {
          const top = document.elementFromPoint(x, y);
          if (top && top !== el && !el.contains(top) && !top.contains(el) && !header?.contains(top))
            hits.push(
              `${el.tagName} ${el.getAttribute("name") ?? ""} ← ${top.tagName} ${top.textContent?.slice(0, 30)}`,
            );
        }
      }
      return hits;
    });
    expect(covered).toEqual([]);
  });
});

describe("home page", () => {
  it("has its sections in the spec's order and the anchors land on them", async () => {
    const { page } = await site.open("/", { consent: "declined" });
    // The sections below the hero sit in the wrapper that carries the phone's action bar (WithActionBar).
    const ids = await page
      .locator("main > section[id], main > [data-after-hero] > section[id]")
      .evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual([
      "ueber-mich",
      "leistungen",
      "faq-hamburg",
      "hamburg-locations",
      "bewertungen",
      "blog",
      "kontakt",
    ]);
    // The genre tags of site.yaml, in their order (the spec's five at launch; the editor's list since).
    await expect(page.locator("#ueber-mich li").allTextContents()).resolves.toEqual(genres());
    // The home FAQ asks the content's questions, in the content's order.
    const questions = await page.locator("#faq-hamburg details > summary h3").allTextContents();
    expect(questions.map((q) => q.trim())).toEqual(homeFaqs().map((f) => f.question));
    // One figure per testimonial shown (the first REVIEWS_SHOWN of the content), each with the stars of its rating.
    const figures = await page.locator("#bewertungen figure").evaluateAll((fs) =>
      fs.map((f) => ({
        name: f.querySelector("figcaption strong")?.textContent?.trim(),
        stars: f.querySelector('[role="img"]')?.getAttribute("aria-label"),
      })),
    );
    expect(figures).toEqual(
      testimonials()
        .slice(0, REVIEWS_SHOWN)
        .map((t) => ({ name: t.name, stars: `${t.rating} von 5 Sternen` })),
    );
    // Blog teaser: the spec's three cards, the newest three articles.
    const teaser = await page
      .locator("#blog article a")
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
    expect(teaser).toEqual(
      articles()
        .slice(0, 3)
        .map((a) => `/blog/${a.slug}`),
    );
    await expect(page.locator("#blog article").count()).resolves.toBe(Math.min(3, articles().length));
    for (const anchor of ["bewertungen", "ueber-mich"]) {
      await page.goto(`${site.url}/#${anchor}`);
      const top = await settledTop(page, `#${anchor}`);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120); // just below the sticky header
    }
  });

  it("the hero's request button ('Jetzt anfragen', worded in texts.yaml) opens /kontakt and scrolls to the form", async () => {
    const { page } = await site.open("/", { consent: "declined" });
    await page
      .getByRole("link", { name: siteText("home.hero.cta") })
      .first()
      .click();
    // The hero's link says where the enquiry starts (src/lib/enquiry-source.ts): /kontakt?von=/&weg=hero
    await page.waitForURL((url) => url.pathname === "/kontakt" && url.searchParams.get("weg") === "hero");
    const top = await settledTop(page, "#anfrage");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150); // the form sits just below the sticky header
  });

  it("shows the phone button on small screens only", async () => {
    const small = await site.view("/", { width: 375, consent: "declined" });
    await expect(small.page.locator('#hero-title ~ div a[href^="tel:"]').isVisible()).resolves.toBe(true);
    const wide = await site.view("/", { width: 1440, consent: "declined" });
    await expect(wide.page.locator('#hero-title ~ div a[href^="tel:"]').isVisible()).resolves.toBe(false);
  });
});

describe("not-found page", () => {
  it("shows the text, links home and logs the path once", async () => {
    const { page, log } = await site.open("/gibt-es-nicht", { consent: "declined" });
    await expect(page.locator("h1").textContent()).resolves.toBe("Oops! Page not found");
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: siteText("notFound.home") })
        .getAttribute("href"),
    ).resolves.toBe("/");
    expect(log.warnings.filter((w) => w.includes("/gibt-es-nicht"))).toHaveLength(1);
  });

  it("sends an unknown article slug to /blog without showing the 404 text", async () => {
    const { page, log } = await site.open("/blog/does-not-exist", { consent: "declined" });
    await page.waitForURL(/\/blog$/);
    await page.locator("h1", { hasText: pageHeading("blog") }).waitFor();
    expect(
      log.warnings
        .concat(log.errors)
        .filter((w) => /404|not found|nicht gefunden/i.test(w) && !w.includes("Failed to load resource")),
    ).toEqual([]);
  });
});
