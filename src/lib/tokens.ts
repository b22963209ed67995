import { addDays, berlinDay, dayStatus } from "./availability";
import type { AvailabilityData, PackagesData, PricedPackageData, SiteData } from "../model/collections";
import { grossRangeWording, grossWording, priceWording, rangeWording } from "./pricing";
import { BUILD_TOKENS, PAGE_TOKENS, SITE_TOKENS, siteTokens, type SiteTokenFacts } from "./text";

/**
 * The values of every token that is the same on all pages, computed once per build from the
 * content and the build date: business facts, figures, prices, the season and the share of booked
 * December dates. The build fills them into every text (gatsby/tokens.ts), so crawlers read them.
 */

/** The prices the tokens are computed from: packages.yaml's packages and ranges. */
export type PriceContent = Pick<PackagesData, "guide" | "christmas" | "priceRanges">;

/** Below this share of December Fridays and Saturdays booked or held, no scarcity is claimed. */
export const SCARCITY_THRESHOLD_PERCENT = 50;

const capital = (id: string) =>
  id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** The price tokens and their values: {preisBasis}, {preisBasisBrutto}, {spannePakete} … */
export function priceTokens(prices: PriceContent, vatRate: number): Record<string, string> {
  const tokens: Record<string, string> = {};
  const add = (name: string, long: string, short: string) => {
    tokens[name] = long;
    tokens[`${name}Brutto`] = short;
  };
  for (const p of prices.guide)
    add(`preis${capital(p.id)}`, priceWording(p.netPrice, vatRate), grossWording(p.netPrice, vatRate));
  for (const p of prices.christmas)
    add(`preisWeihnachten${capital(p.id)}`, priceWording(p.netPrice, vatRate), grossWording(p.netPrice, vatRate));
  const range = (name: string, from: number, to: number) =>
    add(name, rangeWording(from, to, vatRate), grossRangeWording(from, to, vatRate));
  const span = (entries: readonly PricedPackageData[], name: string) => {
    if (!entries.length) return;
    const nets = entries.map((p) => p.netPrice);
    range(name, Math.min(...nets), Math.max(...nets));
  };
  span(prices.guide, "spannePakete");
  span(prices.christmas, "spanneWeihnachten");
  for (const r of prices.priceRanges ?? []) range(`spanne${capital(r.id)}`, r.netFrom, r.netTo);
  return tokens;
}

/** The year of the build in Hamburg, and the season of the coming Christmas: "Y/Y+1" for build year Y. */
export const buildYear = (now: Date): number => Number(berlinDay(now).slice(0, 4));
export const seasonOf = (now: Date): string => `${buildYear(now)}/${buildYear(now) + 1}`;

/** "2024–2026", or "2026" when the site went online this year. */
export const copyrightYears = (firstYear: number, now: Date): string => {
  const year = buildYear(now);
  return firstYear >= year ? String(year) : `${firstYear}–${year}`;
};

export interface Scarcity {
  /** Fridays and Saturdays of the season's December from today on. */
  total: number;
  /** Of these, booked or held as an option. */
  taken: number;
  /** taken / total in whole percent, rounded down (never overstated). */
  percent: number;
  /** Whether the figure is high enough to be shown at all. */
  show: boolean;
}

/** How full the popular December dates of the coming season are, from the availability list. */
export function scarcity(availability: AvailabilityData, now: Date): Scarcity {
  const today = berlinDay(now);
  const year = buildYear(now);
  let total = 0;
  let taken = 0;
  for (let day = `${year}-12-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (day < today || (weekday !== 5 && weekday !== 6)) continue;
    total += 1;
    if (dayStatus(day, availability) !== "free") taken += 1;
  }
  const percent = total ? Math.floor((taken / total) * 100) : 0;
  return { total, taken, percent, show: total > 0 && percent >= SCARCITY_THRESHOLD_PERCENT };
}

export interface TokenSources {
  site: SiteTokenFacts & Pick<SiteData, "copyrightYear">;
  prices: PriceContent;
  availability: AvailabilityData;
  now: Date;
}

/** Every token of the build with its value (page tokens such as {city} are filled by the page). */
export function contentTokens({ site, prices, availability, now }: TokenSources): Record<string, string> {
  return {
    ...siteTokens(site),
    year: String(buildYear(now)),
    season: seasonOf(now),
    copyrightYears: copyrightYears(site.copyrightYear, now),
    scarcityPercent: String(scarcity(availability, now).percent),
    ...priceTokens(prices, site.vatRate),
  };
}

/** The names of all tokens an editor may use, given the packages in content. */
export const knownTokens = (prices: PriceContent): string[] => [
  ...Object.keys(SITE_TOKENS),
  ...Object.keys(BUILD_TOKENS),
  ...Object.keys(PAGE_TOKENS),
  ...Object.keys(priceTokens(prices, 0.19)),
];
