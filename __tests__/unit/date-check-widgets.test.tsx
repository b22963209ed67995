import React from "react";
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { AvailabilityCheck } from "../../src/components/AvailabilityCheck";
import { isWeekendEvening } from "../../src/lib/availability";
import { PriceEstimator } from "../../src/components/PriceEstimator";
import type { EstimatorExtra, EstimatorPackage } from "../../src/lib/estimate";
import { toIsoDay, type DayValue } from "../../src/model/calendar-day";

const read = <T,>(file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content", file), "utf8")) as T;
// Days as the build reads them: an unquoted day (as the CMS writes it) is a Date to js-yaml.
const day = (value: DayValue): string => toIsoDay(value) ?? String(value);
const availability = (() => {
  const list = read<{ updatedAt: DayValue; booked?: DayValue[] | null; tentative?: DayValue[] | null }>(
    "availability/availability.yaml",
  );
  return {
    updatedAt: day(list.updatedAt),
    booked: (list.booked ?? []).map(day),
    tentative: (list.tentative ?? []).map(day),
  };
})();
const packages = read<{ guide: EstimatorPackage[]; christmas: EstimatorPackage[] }>("packages/packages.yaml");
const extrasFile = read<{ hourlyRate: number; maxExtraHours: number; extras: EstimatorExtra[] }>("extras/extras.yaml");
const { vatRate } = read<{ vatRate: number }>("site/site.yaml");

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// "Today" is the day the list was last checked, at noon in Hamburg.
const today = new Date(`${availability.updatedAt}T12:00:00+01:00`);
const upcoming = (list: string[]) => [...list].sort().find((d) => d > availability.updatedAt) as string;
const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const firstFree = (() => {
  for (let d = addDay(availability.updatedAt, 1); ; d = addDay(d, 1))
    if (!availability.booked.includes(d) && !availability.tentative.includes(d)) return d;
})();
const GERMAN_MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const german = (day: string) =>
  `${Number(day.slice(8))}. ${GERMAN_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

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
    const { live } = await check(firstFree);
    expect(live).toHaveTextContent(`${german(firstFree)} ist noch frei.`);
    expect(live).toHaveTextContent(`Stand: ${german(availability.updatedAt)}`);
    expect(screen.getByRole("link", { name: "Anfrage für diesen Termin" })).toHaveAttribute(
      "href",
      `/kontakt?datum=${firstFree}#anfrage`,
    );
  });

  it("a tentative date: asked for, ask anyway", async () => {
    const day = upcoming(availability.tentative);
    const { live } = await check(day);
    expect(live).toHaveTextContent(`${german(day)} ist angefragt – fragen Sie trotzdem, oft klärt sich das schnell.`);
    expect(screen.getByRole("link", { name: "Anfrage für diesen Termin" })).toHaveAttribute(
      "href",
      `/kontakt?datum=${day}#anfrage`,
    );
  });

  it("a booked date: fully booked, with free days nearby as links to the form", async () => {
    const day = upcoming(availability.booked);
    const { live } = await check(day);
    expect(live).toHaveTextContent(`${german(day)} ist leider ausgebucht.`);
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
    const { live } = await check(addDay(availability.updatedAt, -1));
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
  const euros = (n: number) => n.toLocaleString("de-DE", { maximumFractionDigits: 0 });
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
    expect(total()).toHaveTextContent(`${euros(Math.round(pkg.netPrice * (1 + vatRate)))} € inkl. MwSt.`);
    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde mehr" }));
    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde mehr" }));
    await user.click(screen.getByRole("checkbox", { name: new RegExp(a.name.replace(/[()]/g, "\\$&")) }));
    await user.click(screen.getByRole("checkbox", { name: new RegExp(b.name.replace(/[()]/g, "\\$&")) }));
    const net = pkg.netPrice + 2 * extrasFile.hourlyRate + a.netPrice + b.netPrice;
    expect(total()).toHaveTextContent(`${euros(Math.round(net * (1 + vatRate)))} € inkl. MwSt.`);

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
    const net = pkg.netPrice + extrasFile.hourlyRate + extra.netPrice;
    expect(total()).toHaveTextContent(`${euros(net)} € zzgl. ${Math.round(vatRate * 100)}% MwSt.`);

    await user.click(screen.getByRole("button", { name: "Eine Zusatzstunde weniger" }));
    expect(total()).toHaveTextContent(`${euros(net - extrasFile.hourlyRate)} € zzgl.`);
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
