import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { AvailabilityCheck } from "../../src/components/AvailabilityCheck";
import { isWeekendEvening } from "../../src/lib/availability";
import { PriceEstimator } from "../../src/components/PriceEstimator";
import type { EstimatorExtra, EstimatorPackage } from "../../src/lib/estimate";

/**
 * The widgets with data of the test's own, never the owner's content/: an availability list around a
 * known "today" (Monday, 4 March 2030) and packages and extras with figures worked out by hand.
 * The answers name days the German way, written out here for the known days ("16. März 2030").
 */
const availability = {
  updatedAt: "2030-03-04",
  // Friday 15, Saturday 16 and Saturday 23 March booked; Wednesday 20 March held.
  booked: ["2030-03-15", "2030-03-16", "2030-03-23"],
  tentative: ["2030-03-20"],
};
const vatRate = 0.19;
const packages: { guide: EstimatorPackage[]; christmas: EstimatorPackage[] } = {
  guide: [
    { id: "klein", name: "Klein", netPrice: 700, durationHours: 5, popular: false },
    { id: "gross", name: "Groß", netPrice: 1100, durationHours: 8, popular: true, includesExtras: ["moderation"] },
  ],
  christmas: [
    { id: "advent", name: "Advent", netPrice: 990, durationHours: 4, popular: false },
    { id: "gala", name: "Gala", netPrice: 1790, durationHours: 8, popular: true, includesExtras: ["licht"] },
  ],
};
const extrasFile: { hourlyRate: number; maxExtraHours: number; extras: EstimatorExtra[] } = {
  hourlyRate: 85,
  maxExtraHours: 3,
  extras: [
    { id: "licht", name: "Lichtshow", netPrice: 180, description: "Bewegtes Licht." },
    { id: "nebel", name: "Nebelmaschine", netPrice: 70, description: "Feiner Dunst." },
    { id: "empfang", name: "Zweiter Standort", netPrice: 230, description: "Eine zweite Anlage." },
    { id: "moderation", name: "Moderation", netPrice: 210, description: "Spiele und Ansagen." },
  ],
};

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// "Today" is the day the list was last checked, at noon in Hamburg.
const today = new Date(`${availability.updatedAt}T12:00:00+01:00`);

describe("„Ist mein Termin frei?“", () => {
  const check = async (value: string, opts: { badInput?: boolean } = {}) => {
    const user = userEvent.setup();
    const view = wrap(<AvailabilityCheck availability={availability} today={today} />);
    const input = screen.getByLabelText("Wunschdatum");
    fireEvent.change(input, { target: { value } });
    if (opts.badInput) Object.defineProperty(input, "validity", { value: { badInput: true } });
    await user.click(screen.getByRole("button", { name: "Prüfen" }));
    const live = view.container.querySelector('[aria-live="polite"]') as HTMLElement;
    return { live, user };
  };

  it("works without JavaScript: a GET form to /kontakt with a labelled date field named datum", () => {
    const { container } = wrap(<AvailabilityCheck availability={availability} today={today} />);
    expect(screen.getByRole("heading", { name: "Ist mein Termin frei?" })).toBeInTheDocument();
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toMatch(/^\/kontakt(#anfrage)?$/);
    expect(screen.getByLabelText("Wunschdatum")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("Wunschdatum")).toHaveAttribute("name", "datum");
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it("a free date: the answer and the way to the form with the date filled in", async () => {
    const { live } = await check("2030-03-05");
    expect(live).toHaveTextContent("5. März 2030 ist noch frei.");
    expect(live).toHaveTextContent("Stand: 4. März 2030");
    expect(screen.getByRole("link", { name: "Anfrage für diesen Termin" })).toHaveAttribute(
      "href",
      "/kontakt?datum=2030-03-05&weg=terminpruefung#anfrage",
    );
  });

  it("a tentative date: asked for, ask anyway", async () => {
    const { live } = await check("2030-03-20");
    expect(live).toHaveTextContent("20. März 2030 ist angefragt – fragen Sie trotzdem, oft klärt sich das schnell.");
    expect(screen.getByRole("link", { name: "Anfrage für diesen Termin" })).toHaveAttribute(
      "href",
      "/kontakt?datum=2030-03-20&weg=terminpruefung#anfrage",
    );
  });

  it("a booked Saturday: fully booked, with the nearest free Fridays and Saturdays as links to the form", async () => {
    const day = "2030-03-16";
    const { live } = await check(day);
    expect(live).toHaveTextContent("16. März 2030 ist leider ausgebucht.");
    // Worked out by hand: Friday 15 and Saturday 23 are booked; the nearest free Fridays and Saturdays are
    // Friday 22 (6 days), Saturday 9 (7) and Friday 8 (8 days away).
    expect(
      within(live)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual([
      "/kontakt?datum=2030-03-22&weg=terminpruefung#anfrage",
      "/kontakt?datum=2030-03-09&weg=terminpruefung#anfrage",
      "/kontakt?datum=2030-03-08&weg=terminpruefung#anfrage",
    ]);
    expect(live).toHaveTextContent("Noch frei:");
    const links = within(live).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const alt = new URL(link.getAttribute("href") as string, "https://example.org").searchParams.get(
        "datum",
      ) as string;
      expect(availability.booked).not.toContain(alt);
      expect(availability.tentative).not.toContain(alt);
      // A Friday or Saturday is answered with other Fridays and Saturdays (up to six weeks away) first.
      const weekend = isWeekendEvening(day);
      expect(Math.abs(Date.parse(alt) - Date.parse(day))).toBeLessThanOrEqual((weekend ? 42 : 14) * 86400000);
    }
    const kinds = links.map((l) =>
      isWeekendEvening(new URL(l.getAttribute("href")!, "https://example.org").searchParams.get("datum")!),
    );
    if (isWeekendEvening(day)) expect(kinds).toEqual([...kinds].sort((a, b) => Number(b) - Number(a)));
    // No request for the booked day itself: only its alternatives lead to the form.
    expect(screen.queryByRole("link", { name: "Anfrage für diesen Termin" })).toBeNull();
  });

  it("a past date gets a clear message and no call to action", async () => {
    const { live } = await check("2030-03-03");
    expect(live).toHaveTextContent("liegt in der Vergangenheit");
    expect(screen.queryByRole("link", { name: "Anfrage für diesen Termin" })).toBeNull();
  });

  it("an impossible date (the browser could not read it) gets the format to use", async () => {
    const { live } = await check("2026-02-30", { badInput: true });
    expect(live).toHaveTextContent("Dieses Datum gibt es nicht");
    expect(live).toHaveTextContent("TT.MM.JJJJ");
  });
});

describe("Preisrechner", () => {
  const props = {
    hourlyRate: extrasFile.hourlyRate,
    maxExtraHours: extrasFile.maxExtraHours,
    extras: extrasFile.extras,
    vatRate,
    contactPath: "/kontakt",
  };
  const total = () => screen.getByRole("status", { name: /unverbindliche Schätzung, kein Angebot/ });

  it("is a plain GET form to /kontakt with named inputs", () => {
    const { container } = wrap(<PriceEstimator packages={packages.guide} {...props} />);
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toMatch(/^\/kontakt/);
    expect(screen.getAllByRole("radio").filter((r) => r.getAttribute("name") === "paket")).toHaveLength(
      packages.guide.length,
    );
    expect(screen.getAllByRole("checkbox").every((c) => c.getAttribute("name") === "extra")).toBe(true);
    expect(screen.getByRole("spinbutton", { name: "Zusatzstunden" })).toHaveAttribute("name", "stunden");
  });

  it("guide packages, private customer: the total follows every choice and equals the formula from the content files", async () => {
    const user = userEvent.setup();
    wrap(<PriceEstimator packages={packages.guide} {...props} />);
    expect(screen.getByRole("heading", { name: "Preisrechner" })).toBeInTheDocument();
    const pkg = packages.guide[0];
    const [a, b] = [extrasFile.extras[0], extrasFile.extras[2]];
    await user.click(screen.getByRole("radio", { name: new RegExp(pkg.name) }));
    expect(total()).toHaveTextContent("833 € inkl. MwSt."); // 700 × 1.19
    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde mehr" }));
    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde mehr" }));
    await user.click(screen.getByRole("checkbox", { name: new RegExp(a.name.replace(/[()]/g, "\\$&")) }));
    await user.click(screen.getByRole("checkbox", { name: new RegExp(b.name.replace(/[()]/g, "\\$&")) }));
    // 700 + 2 × 85 + 180 + 230 = 1.280 net; × 1.19 = 1.523,2
    expect(total()).toHaveTextContent("1.523 € inkl. MwSt.");

    const cta = screen.getByRole("link", { name: "Mit dieser Auswahl anfragen" });
    const url = new URL(cta.getAttribute("href") as string, "https://example.org");
    expect(url.pathname).toBe("/kontakt");
    expect(url.hash).toBe("#anfrage");
    expect(url.searchParams.get("paket")).toBe(pkg.id);
    expect(url.searchParams.get("stunden")).toBe("2");
    expect(url.searchParams.getAll("extra").sort()).toEqual([a.id, b.id].sort());
    expect(url.searchParams.get("kunde")).toBe("private");
  });

  it("Christmas packages, business customer: net total with „zzgl. 19% MwSt.“, and the selection in the link", async () => {
    const user = userEvent.setup();
    wrap(<PriceEstimator packages={packages.christmas} {...props} variant="christmas" />);
    expect(screen.getByRole("heading", { name: /Preisrechner Weihnachtsfeier/ })).toBeInTheDocument();
    const pkg = packages.christmas[packages.christmas.length - 1];
    const extra = extrasFile.extras[1];
    await user.click(screen.getByRole("radio", { name: new RegExp(`^${pkg.name}`) }));
    await user.click(screen.getByRole("radio", { name: "Geschäftskunde" }));
    const hours = screen.getByRole("spinbutton", { name: "Zusatzstunden" });
    await user.clear(hours);
    await user.type(hours, "1");
    await user.click(screen.getByRole("checkbox", { name: new RegExp(extra.name) }));
    expect(total()).toHaveTextContent("1.945 € zzgl. 19% MwSt."); // 1.790 + 85 + 70

    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde weniger" }));
    expect(total()).toHaveTextContent("1.860 € zzgl."); // 1.790 + 70
    const params = new URL(
      screen.getByRole("link", { name: "Mit dieser Auswahl anfragen" }).getAttribute("href") as string,
      "https://example.org",
    ).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      paket: pkg.id,
      stunden: "0",
      extra: extra.id,
      kunde: "business",
      anlass: "weihnachtsfeier",
      weg: "preisrechner",
    });
  });

  it("never goes beyond the maximum of extra hours", async () => {
    const user = userEvent.setup();
    wrap(<PriceEstimator packages={packages.guide} {...props} />);
    for (let i = 0; i <= extrasFile.maxExtraHours + 1; i++)
      await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde mehr" }));
    expect(screen.getByRole("spinbutton", { name: "Zusatzstunden" })).toHaveValue(extrasFile.maxExtraHours);
    const href = screen.getByRole("link", { name: "Mit dieser Auswahl anfragen" }).getAttribute("href") as string;
    expect(new URL(href, "https://example.org").searchParams.get("stunden")).toBe(String(extrasFile.maxExtraHours));
  });
});
