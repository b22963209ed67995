import type { AvailabilityData, PackagesData, PricedPackageData, SiteData } from "../src/model/collections";
import { BUILD_TOKENS, PAGE_TOKENS, SITE_TOKENS, TEAM_TOKENS } from "../src/model/tokens";
import { copyrightYears, buildYear, scarcity, seasonOf } from "../src/lib/season";
import { grossRangeWording, grossWording, priceWording, rangeWording } from "../src/components/Pricing/Pricing.labels";
import { TOKEN_LABELS as L } from "./tokens.labels";

/**
 * The values of every token that is the same on all pages, computed once per build from the
 * content and the build date: business facts, figures, prices, the season and the share of booked
 * December dates (gatsby/tokens.ts reads the content through Gatsby's node model and fills them in).
 * Prices are worded as the price cards word them (src/components/Pricing/Pricing.labels.ts).
 */

/** The prices the tokens are computed from: packages.yaml's packages and ranges. */
export type PriceContent = Pick<PackagesData, "guide" | "christmas" | "priceRanges">;

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

/** German digit grouping for figures in running text: 50000 → "50.000". */
const grouped = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** "Google und ProvenExpert", "A, B und C". */
const listed = (names: readonly string[]): string =>
  names.length > 1 ? L.list(names.slice(0, -1).join(", "), names[names.length - 1]) : (names[0] ?? "");

/** {vertretung}: the stand-ins' names in German, "Jana Petersen oder Malte Krüger"; empty without any. */
export const standInNames = (names: readonly string[]): string =>
  names.length > 1 ? L.either(names.slice(0, -1).join(", "), names[names.length - 1]) : (names[0] ?? "");

/** The stand-ins as the token reads them: by id (the file name), so the order never depends on the file system. */
export const standInsInOrder = <S extends { id?: string | null; yamlId?: string | null; name: string }>(
  standIns: readonly S[],
): S[] => [...standIns].sort((a, b) => String(a.yamlId ?? a.id ?? "").localeCompare(String(b.yamlId ?? b.id ?? "")));

/** The business facts the tokens read (content/site/site.yaml). */
export type SiteTokenFacts = Pick<
  SiteData,
  | "businessName"
  | "ownerName"
  | "jobTitle"
  | "city"
  | "street"
  | "postalCode"
  | "phone"
  | "email"
  | "vatId"
  | "vatRate"
  | "claims"
  | "reviewSites"
>;

/** The values of the business-fact tokens. */
export const siteTokens = (facts: SiteTokenFacts): Record<keyof typeof SITE_TOKENS, string> => ({
  businessName: facts.businessName,
  ownerName: facts.ownerName,
  jobTitle: facts.jobTitle,
  homeCity: facts.city,
  street: facts.street,
  postalCode: facts.postalCode,
  phone: facts.phone,
  email: facts.email,
  vatId: facts.vatId ?? "",
  vatPercent: String(Math.round(facts.vatRate * 100)),
  yearsExperience: String(facts.claims.yearsExperience),
  yearsHosting: String(facts.claims.yearsHosting),
  yearsEventSpecialisation: String(facts.claims.yearsEventSpecialisation),
  events: grouped(facts.claims.events),
  weddings: grouped(facts.claims.weddings),
  musicLibrary: grouped(facts.claims.musicLibrary),
  travelRadius: L.distance(facts.claims.travelRadiusKm),
  setupTime: L.minutesRange(facts.claims.setupMinutesFrom, facts.claims.setupMinutesTo),
  vorlaufFeiern: L.weeksRange(facts.claims.leadWeeksFrom, facts.claims.leadWeeksTo),
  vorlaufWochenende: L.monthsRange(facts.claims.leadWeekendMonthsFrom, facts.claims.leadWeekendMonthsTo),
  vorlaufWeihnachten: L.monthsRange(facts.claims.leadChristmasMonthsFrom, facts.claims.leadChristmasMonthsTo),
  reviewSites: listed(facts.reviewSites.map((site) => site.name)),
});
export interface TokenSources {
  site: SiteTokenFacts & Pick<SiteData, "copyrightYear">;
  prices: PriceContent;
  availability: AvailabilityData;
  now: Date;
  /** The stand-in DJs' names (content/standins), in order. */
  standIns?: readonly string[];
}

/** Every token of the build with its value (page tokens such as {city} are filled by the page). */
export function contentTokens({
  site,
  prices,
  availability,
  now,
  standIns = [],
}: TokenSources): Record<string, string> {
  return {
    ...siteTokens(site),
    vertretung: standInNames(standIns),
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
  ...Object.keys(TEAM_TOKENS),
  ...Object.keys(PAGE_TOKENS),
  ...Object.keys(priceTokens(prices, 0.19)),
];
