import { ROUTES } from "../model/routes";

/**
 * Where an enquiry started, without tracking: the links to /kontakt say it in their query string
 * (`/kontakt?von=/hochzeits-dj-hamburg&weg=hero`), /kontakt reads it, and the enquiry form sends it
 * as two plain fields (quelleSeite, quelleWeg) with the enquiry – nothing is stored, no cookie, no
 * request of its own. A query string works for plain links and GET forms without JavaScript; only
 * the form's own no-JavaScript post cannot carry it (a static page cannot copy its URL into hidden
 * fields), so that post arrives without the two fields.
 */

/** The query parameters (also the names of hidden inputs in a GET form to /kontakt). */
export const ENQUIRY_SOURCE_PARAMS = {
  // eslint-disable-next-line local/no-german-copy -- a query parameter's name, not copy
  from: "von",
  way: "weg",
} as const;

/**
 * What a page knows of the visitor's celebration, carried into the enquiry (issue #37): the occasion
 * (an eventTyp value of the spec: an occasion, a Christmas page) and the town of a city page. /kontakt
 * chooses the occasion in the form and names both in its header; the town is a hint, never the venue.
 */
export const ENQUIRY_CHOICE_PARAMS = {
  occasion: "anlass",
  town: "ort",
  /** The day from the date check („Ist mein Termin frei?“), yyyy-mm-dd; also the name of its date field. */
  date: "datum",
  /** A location the visitor chose on a location card („Beratung Anfragen“): pre-fills the form's location. */
  venue: "location",
} as const;

/** What a page passes on: the occasion's eventTyp value and the town, both optional. */
export interface PageChoice {
  occasion?: string;
  town?: string;
}

/** The query parameters of a page's choice, e.g. { anlass: "hochzeit" } or { ort: "Kiel" }. */
export function choiceParams(choice: PageChoice | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (choice?.occasion) params[ENQUIRY_CHOICE_PARAMS.occasion] = choice.occasion;
  if (choice?.town) params[ENQUIRY_CHOICE_PARAMS.town] = choice.town;
  return params;
}

/** A town as a link may carry it: letters, spaces, dots and hyphens, at most 40 characters; else null. */
export function townParam(value: string | null | undefined): string | null {
  const town = (value ?? "").trim();
  return /^[\p{L}][\p{L} .-]{1,39}$/u.test(town) ? town : null;
}

/**
 * A location's name as a link may carry it ("Gut Basthorst", "Strandhotel Blankenese", "Schloss
 * Ahrensburg & Park"): letters, digits, spaces and . , - & ' ( ), at most 80 characters; else null.
 */
export function venueParam(value: string | null | undefined): string | null {
  const venue = (value ?? "").trim().replace(/\s+/g, " ");
  return /^[\p{L}\d][\p{L}\d .,&'()-]{1,79}$/u.test(venue) ? venue : null;
}

/**
 * The ways into the enquiry form: the hero's button, the sticky action bar, the line at the end of a
 * long section (EnquiryNudge), the Preisrechner, the
 * date check („Ist mein Termin frei?“), a package's button; „direkt“ = /kontakt without an entry
 * point's link (menu, bookmark, search result, typed address).
 */
export const ENQUIRY_WAYS = [
  "hero",
  "aktionsleiste",
  "abschnitt",
  "preisrechner",
  "terminpruefung",
  "paket",
  "direkt",
] as const;
export type EnquiryWay = (typeof ENQUIRY_WAYS)[number];

export interface EnquirySource {
  /** The site path the visitor started from, e.g. "/hochzeits-dj-hamburg"; absent when unknown. */
  page?: string;
  /** The way they came; absent when a link named a page but no known way. */
  way?: EnquiryWay;
}

const MAX_PATH_LENGTH = 200;
/** A path of this site: one leading slash (not "//host"), URL path characters only, no query or fragment. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/** The value as a path of this site ("/blog/" → "/blog"), or null for anything else (a URL, a script, junk). */
export function sitePath(value: string | null | undefined): string | null {
  const path = (value ?? "").trim();
  if (!path || path.length > MAX_PATH_LENGTH || !SITE_PATH.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

const isWay = (value: string | null): value is EnquiryWay => (ENQUIRY_WAYS as readonly string[]).includes(value ?? "");

/**
 * The address of the enquiry form with where the visitor comes from, for a plain link or a Gatsby
 * `<Link to>` (keep `state={{ scrollToForm: true }}` beside it where the button scrolls to the form):
 *
 *     <ButtonLink to={enquiryHref({ from: pathname, way: "aktionsleiste" })} state={{ scrollToForm: true }}>
 *     enquiryHref({ from: "/event-dj-kiel", way: "paket", params: { paket: "premium" }, hash: "anfrage" })
 *       → "/kontakt?paket=premium&von=/event-dj-kiel&weg=paket#anfrage"
 *
 * `from` is the page's own path (a template knows it as `location.pathname` or its slug's path);
 * anything that is not a site path is left out. A GET form to /kontakt (date check, Preisrechner)
 * carries the same with hidden inputs named ENQUIRY_SOURCE_PARAMS.from and .way.
 */
export function enquiryHref({
  from,
  way,
  params,
  hash,
  contactPath = ROUTES.contact,
}: {
  from?: string | null;
  way: EnquiryWay;
  /** Further parameters for /kontakt (date, Preisrechner selection); they come first. */
  params?: URLSearchParams | Record<string, string>;
  /** An anchor on /kontakt without "#", e.g. "anfrage". */
  hash?: string;
  contactPath?: string;
}): string {
  const query = new URLSearchParams(params);
  const page = sitePath(from);
  if (page) query.set(ENQUIRY_SOURCE_PARAMS.from, page);
  query.set(ENQUIRY_SOURCE_PARAMS.way, way);
  // "/" needs no escaping in a query string; unescaped, the address stays readable in a log.
  return `${contactPath}?${query.toString().replace(/%2F/gi, "/")}${hash ? `#${hash}` : ""}`;
}

/**
 * Where the visitor came from, as /kontakt's query string says. An unknown way or a `von` that is
 * no site path is dropped (the address is the visitor's to edit). Without a way of its own the
 * link's other parameters may tell it (`inferredWay`: ?paket= → "preisrechner", ?datum= →
 * "terminpruefung"); without any of it the way is "direkt".
 */
export function enquirySource(params: URLSearchParams, inferredWay?: EnquiryWay): EnquirySource {
  const page = sitePath(params.get(ENQUIRY_SOURCE_PARAMS.from)) ?? undefined;
  const named = params.get(ENQUIRY_SOURCE_PARAMS.way);
  const way = isWay(named) ? named : (inferredWay ?? (page ? undefined : "direkt"));
  return { ...(page && { page }), ...(way && { way }) };
}
