import { reviewNames, type ReviewOrigin } from "./reviews";
import { ROUTES, christmasPath, cityPath, occasionPath } from "../model/routes";
import { compareText } from "./compare";

/**
 * Which customer's words lead on which landing page (the proof strip under the hero, issue 40):
 * the occasion's on an occasion page, the town's or region's on a city page, else the best match –
 * and no quote on more than a third of the landing pages, as far as the content allows.
 */

/** What a landing page is about. */
export interface LandingPage {
  /** The page's path, e.g. "/hochzeits-dj-hamburg". */
  path: string;
  /** The form's event type the page is for (hochzeit, weihnachtsfeier …). */
  occasion?: string;
  /** The town or region the page is for (Kiel, Schleswig-Holstein …), as testimonials name it. */
  place?: string;
}

export interface LeadCandidate extends ReviewOrigin {
  occasion: string;
}

/** How well a testimonial fits a page: its occasion and its place, the occasion weighing more. */
export function fit(t: LeadCandidate, page: LandingPage): number {
  const occasion = page.occasion !== undefined && t.occasion === page.occasion;
  const place = page.place !== undefined && reviewNames(t, page.place);
  return (occasion ? 2 : 0) + (place ? 1 : 0);
}

/** The most pages one quote may lead on: a third of them (at least one). */
export const leadCap = (pages: number): number => Math.max(1, Math.floor(pages / 3));

/**
 * The index (into `quotes`) of the quote leading on each page, by path. Pages with the fewest
 * well-fitting quotes choose first; each takes its best fit still under the cap, ties going to the
 * quote used least, then to content order. Only when every quote is at the cap (too few quotes)
 * does a page take the least used one. Deterministic: same content, same choice on every build.
 */
export function assignLeadQuotes(quotes: readonly LeadCandidate[], pages: readonly LandingPage[]): Map<string, number> {
  const out = new Map<string, number>();
  if (!quotes.length) return out;
  const cap = leadCap(pages.length);
  const used = quotes.map(() => 0);
  // Each quote's fit to each page, worked out once: this runs in every landing page's render, and
  // asked again inside the sort it took ~100 ms of a slow phone's start (36 pages × 10 quotes).
  const fits = pages.map((page) => quotes.map((q) => fit(q, page)));
  const best = fits.map((scores) => Math.max(...scores));
  const choices = fits.map((scores, p) => scores.filter((score) => score === best[p]).length);
  const order = pages
    .map((_, p) => p)
    .sort((a, b) => best[b] - best[a] || choices[a] - choices[b] || compareText(pages[a].path, pages[b].path));
  for (const p of order) {
    const ranked = fits[p]
      .map((score, i) => ({ i, score }))
      .sort((a, b) => b.score - a.score || used[a.i] - used[b.i] || a.i - b.i);
    const pick =
      ranked.find((r) => used[r.i] < cap) ?? [...ranked].sort((a, b) => used[a.i] - used[b.i] || a.i - b.i)[0];
    used[pick.i] += 1;
    out.set(pages[p].path, pick.i);
  }
  return out;
}

/** What the site's content says about its landing pages (the proof strip's query). */
export interface LandingContent {
  homeCity: string;
  region?: string | null;
  cities: readonly { slug: string; name: string }[];
  christmasCities: readonly string[];
  occasions: readonly { slug: string; occasion: string }[];
}

/** Every landing page with what it is about: home, guide, region, cities, Christmas cities, occasions. */
export const landingPages = (c: LandingContent): LandingPage[] => [
  { path: ROUTES.home, place: c.homeCity },
  { path: ROUTES.guide, place: c.homeCity },
  ...(c.region ? [{ path: ROUTES.schleswigHolstein, place: c.region }] : []),
  ...c.cities.map((city) => ({ path: cityPath(city.slug), place: city.name })),
  ...c.christmasCities.map((city) => ({ path: christmasPath(city), occasion: "weihnachtsfeier", place: city })),
  ...c.occasions.map((o) => ({ path: occasionPath(o.slug), occasion: o.occasion })),
];
