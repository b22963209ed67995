/**
 * The tests' own answer to "what does {preisBasis} (or {setupTime}, {season} …) read on the built site?"
 *
 * Written from the spec and the token list editors get (src/model/tokens.ts documents the names), reading
 * content/ with js-yaml – deliberately without src/lib or gatsby/: those compute what the site shows, and
 * an expectation asked of them would agree with any mistake they make. The rules, as the spec states them:
 *   - gross = net × (1 + VAT), in whole euros (half a euro rounds up); German digit grouping ("1.010")
 *   - a price in running text: "{gross} € inkl. MwSt., für Firmenkunden {net} € netto"; its short form
 *     ({…Brutto}): "{gross} € inkl. MwSt."; a range: "{gross} bis {gross} € inkl. MwSt., für Firmenkunden
 *     {net} bis {net} € netto" (worked examples: __tests__/unit/expected-tokens.test.ts)
 *   - season "Y/Y+1" and year Y for the build year Y in Hamburg; copyright "first–Y" (or "Y")
 *   - scarcity: share of the season's December Fridays and Saturdays still ahead that are booked or held,
 *     in whole percent, rounded down
 * __tests__/unit/expected-tokens.test.ts checks this file against figures worked out by hand.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";

/** Tokens a page fills itself; in content they stay as written. */
const PAGE_TOKENS = ["city"];

/** 1234567 → "1.234.567": German digit grouping, a dot before every third digit from the right. */
export function germanNumber(n: number): string {
  if (!Number.isInteger(n)) throw new Error(`germanNumber: ${n} is no whole number`);
  const digits = String(Math.abs(n));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ".";
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

/** Gross whole euros: net × (100 + VAT %) / 100 in whole numbers, then rounded (x.5 up). */
export const grossEuros = (net: number, vatPercent: number): number => Math.round((net * (100 + vatPercent)) / 100);

/** "basis" → "Basis", "event-profi" → "EventProfi": how a package id becomes part of a token name. */
const titleCase = (id: string): string =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** "YYYY-MM-DD" of `now` in Hamburg. */
function hamburgDay(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A day as YAML gives it: a quoted "2026-12-04" or, unquoted, a Date. */
const dayText = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

interface Priced {
  id: string;
  netPrice: number;
}
interface Sources {
  site: {
    businessName: string;
    ownerName: string;
    jobTitle: string;
    city: string;
    street: string;
    postalCode: string | number;
    phone: string;
    email: string;
    vatId?: string;
    vatRate: number;
    copyrightYear: number;
    reviewSites: { name: string }[];
    claims: Record<string, number>;
  };
  packages: { guide: Priced[]; christmas: Priced[]; priceRanges?: { id: string; netFrom: number; netTo: number }[] };
  availability: { booked?: unknown[]; tentative?: unknown[] };
}

const load = <T>(contentDir: string, file: string): T =>
  yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8")) as T;

/** Every token value of the content in `contentDir` for a build at `now` (page tokens such as {city} excepted). */
export function expectedTokens(contentDir: string, now: Date): Record<string, string> {
  const { site, packages, availability } = {
    site: load<Sources["site"]>(contentDir, "site/site.yaml"),
    packages: load<Sources["packages"]>(contentDir, "packages/packages.yaml"),
    availability: load<Sources["availability"]>(contentDir, "availability/availability.yaml") ?? {},
  };
  const vat = Math.round(site.vatRate * 100);
  const euros = (net: number) => germanNumber(grossEuros(net, vat));
  const tokens: Record<string, string> = {};
  const price = (name: string, net: number) => {
    tokens[name] = `${euros(net)} € inkl. MwSt., für Firmenkunden ${germanNumber(net)} € netto`;
    tokens[`${name}Brutto`] = `${euros(net)} € inkl. MwSt.`;
  };
  const range = (name: string, from: number, to: number) => {
    tokens[name] =
      `${euros(from)} bis ${euros(to)} € inkl. MwSt., für Firmenkunden ${germanNumber(from)} bis ${germanNumber(to)} € netto`;
    tokens[`${name}Brutto`] = `${euros(from)} bis ${euros(to)} € inkl. MwSt.`;
  };
  const span = (name: string, list: Priced[]) => {
    if (list.length) range(name, Math.min(...list.map((p) => p.netPrice)), Math.max(...list.map((p) => p.netPrice)));
  };
  for (const p of packages.guide) price(`preis${titleCase(p.id)}`, p.netPrice);
  for (const p of packages.christmas) price(`preisWeihnachten${titleCase(p.id)}`, p.netPrice);
  span("spannePakete", packages.guide);
  span("spanneWeihnachten", packages.christmas);
  for (const r of packages.priceRanges ?? []) range(`spanne${titleCase(r.id)}`, r.netFrom, r.netTo);

  const today = hamburgDay(now);
  const year = Number(today.slice(0, 4));
  const taken = new Set([...(availability.booked ?? []), ...(availability.tentative ?? [])].map(dayText));
  let fridaysAndSaturdays = 0;
  let booked = 0;
  for (let d = 1; d <= 31; d++) {
    const day = `${year}-12-${String(d).padStart(2, "0")}`;
    const weekday = new Date(Date.UTC(year, 11, d)).getUTCDay(); // 5 Friday, 6 Saturday
    if (day < today || (weekday !== 5 && weekday !== 6)) continue;
    fridaysAndSaturdays += 1;
    if (taken.has(day)) booked += 1;
  }

  const names = site.reviewSites.map((s) => s.name);
  // {vertretung}: the stand-in DJs of content/standins by id, "A", "A oder B", "A, B oder C".
  const standInDir = path.join(contentDir, "standins");
  const standIns = (fs.existsSync(standInDir) ? fs.readdirSync(standInDir) : [])
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => load<{ id: string; name: string }>(standInDir, f))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((s) => s.name);
  const c = site.claims;
  return {
    businessName: site.businessName,
    ownerName: site.ownerName,
    jobTitle: site.jobTitle,
    homeCity: site.city,
    street: site.street,
    postalCode: String(site.postalCode),
    phone: site.phone.replace(/ /g, "\u00a0"), // a phone number never breaks across lines
    email: site.email,
    vatId: site.vatId ?? "",
    vatPercent: String(vat),
    yearsExperience: String(c.yearsExperience),
    yearsHosting: String(c.yearsHosting),
    yearsEventSpecialisation: String(c.yearsEventSpecialisation),
    events: germanNumber(c.events),
    weddings: germanNumber(c.weddings),
    musicLibrary: germanNumber(c.musicLibrary),
    travelRadius: `${c.travelRadiusKm} km`,
    setupTime: `${c.setupMinutesFrom} bis ${c.setupMinutesTo} Minuten`,
    vorlaufFeiern: `${c.leadWeeksFrom} bis ${c.leadWeeksTo} Wochen`,
    vorlaufWochenende: `${c.leadWeekendMonthsFrom} bis ${c.leadWeekendMonthsTo} Monate`,
    vorlaufWeihnachten: `${c.leadChristmasMonthsFrom} bis ${c.leadChristmasMonthsTo} Monate`,
    reviewSites:
      names.length > 1 ? `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}` : (names[0] ?? ""),
    year: String(year),
    season: `${year}/${year + 1}`,
    copyrightYears: site.copyrightYear >= year ? String(year) : `${site.copyrightYear}–${year}`,
    scarcityPercent: String(fridaysAndSaturdays ? Math.floor((booked * 100) / fridaysAndSaturdays) : 0),
    vertretung:
      standIns.length > 1
        ? `${standIns.slice(0, -1).join(", ")} oder ${standIns[standIns.length - 1]}`
        : (standIns[0] ?? ""),
    ...tokens,
  };
}

/**
 * `text` with its tokens replaced by `tokens`; page tokens ({city}) stay. A token this file does not
 * know stops the test: the expectation would otherwise quietly differ from the site.
 */
export function fillExpected(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (Object.prototype.hasOwnProperty.call(tokens, name)) return tokens[name];
    if (PAGE_TOKENS.includes(name)) return match;
    throw new Error(
      `__tests__/support/expected-tokens.ts does not know the token {${name}} (in "${text}"): add it there`,
    );
  });
}
