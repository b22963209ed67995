import { ENQUIRY_CHOICE_PARAMS, ENQUIRY_SOURCE_PARAMS } from "./enquiry-source";
import { CHRISTMAS_OCCASION, ESTIMATE_PARAMS } from "./estimate-params";
import { QUOTE_PARAMS } from "../model/routes";
import { VISIT_CHOICES_KEY } from "./storage-keys";

/**
 * What the visitor chose during this visit travels with them to /kontakt, in whichever order they
 * used the tools (issue 51): the day of the date check, the page's occasion, the Preisrechner's
 * selection or a package card, the town of a city page, a location card's venue, company and name
 * from the quote. Each choice is remembered in this tab's session storage (one key, gone when the
 * tab closes) when the visitor makes it; when JavaScript runs, every link to /kontakt adds the
 * remembered choices its own address does not carry (components/ui/SiteLink.tsx, on the tap), so
 * /kontakt reads them all from its address, once, as before. The address alone still works without
 * JavaScript: it carries what its own page knows.
 */

const P = ENQUIRY_CHOICE_PARAMS;
const E = ESTIMATE_PARAMS;

/**
 * The parameters of /kontakt, grouped by choice. A link that carries any parameter of a group
 * brings that whole choice, and the remembered one of the same group stays out: a package card's
 * paket=premium is not mixed with the extras of an earlier Preisrechner selection.
 */
export const CHOICE_GROUPS = {
  date: [P.date],
  occasion: [P.occasion],
  selection: [E.package, E.hours, E.extra, E.customer, E.wish],
  town: [P.town],
  venue: [P.venue],
  company: [QUOTE_PARAMS.company],
  name: [QUOTE_PARAMS.name],
} as const satisfies Record<string, readonly string[]>;
type Group = keyof typeof CHOICE_GROUPS;
const GROUPS = Object.keys(CHOICE_GROUPS) as Group[];

/** Which package list a selection's package ids mean (estimate.ts paramsVariant): the Christmas ones for weihnachtsfeier. */
type Variant = "christmas" | "standard";
const variantOf = (occasion: string | null | undefined): Variant =>
  occasion === CHRISTMAS_OCCASION ? "christmas" : "standard";

/** What is remembered: each group's parameters as [name, value] pairs, and the package list a selection means. */
export interface VisitChoices {
  groups: Partial<Record<Group, [string, string][]>>;
  selectionVariant?: Variant;
}

/** Longest value kept (the longest a /kontakt parameter takes is a venue's 80 characters), and most values per group. */
const MAX_VALUE = 200;
const MAX_VALUES = 12;

type SessionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const session = (): SessionStorage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the choices simply do not travel
  }
};

/** Tells the page a choice was remembered (the Christmas page's scarcity line follows the checked day). */
export const VISIT_CHOICES_EVENT = "besuch-auswahl";

const isPair = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && typeof v[1] === "string";

/** The remembered choices; anything unreadable or tampered with is left out. */
export function readVisitChoices(storage: SessionStorage | undefined = session()): VisitChoices {
  try {
    const parsed = JSON.parse(storage?.getItem(VISIT_CHOICES_KEY) ?? "{}") as Partial<VisitChoices> | null;
    const groups: VisitChoices["groups"] = {};
    for (const group of GROUPS) {
      const pairs = parsed?.groups?.[group];
      if (!Array.isArray(pairs)) continue;
      const names: readonly string[] = CHOICE_GROUPS[group];
      const kept = pairs.filter(isPair).filter(([name, value]) => names.includes(name) && value.length <= MAX_VALUE);
      if (kept.length) groups[group] = kept.slice(0, MAX_VALUES);
    }
    const variant = parsed?.selectionVariant === "christmas" ? "christmas" : "standard";
    return groups.selection ? { groups, selectionVariant: variant } : { groups };
  } catch {
    return { groups: {} };
  }
}

const groupsIn = (params: URLSearchParams): Group[] =>
  GROUPS.filter((group) => CHOICE_GROUPS[group].some((name) => params.has(name)));

/**
 * Remembers the choices in `params` (a /kontakt address's or a tool's): each group they carry
 * replaces the remembered one; the others stay. Empty values are not choices.
 */
export function rememberChoices(
  params: URLSearchParams | Record<string, string>,
  storage: SessionStorage | undefined = session(),
): void {
  const given = new URLSearchParams([...new URLSearchParams(params)].filter(([, value]) => value.trim() !== ""));
  const chosen = groupsIn(given);
  if (!chosen.length || !storage) return;
  const next = readVisitChoices(storage);
  for (const group of chosen) {
    const names: readonly string[] = CHOICE_GROUPS[group];
    next.groups[group] = [...given]
      .filter(([name, value]) => names.includes(name) && value.length <= MAX_VALUE)
      .slice(0, MAX_VALUES);
  }
  if (chosen.includes("selection")) next.selectionVariant = variantOf(given.get(P.occasion));
  try {
    storage.setItem(VISIT_CHOICES_KEY, JSON.stringify(next));
  } catch {
    return; // storage full or blocked: nothing remembered, nothing to announce
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(VISIT_CHOICES_EVENT));
}

/**
 * A /kontakt query with the remembered choices it does not carry itself, in the order: its own
 * choices, the remembered ones, then where the visitor comes from (von, weg). A remembered
 * Preisrechner selection comes along only where it means the same packages: a Christmas selection
 * not into an address whose occasion is another (its package ids would name the standard packages).
 */
export function mergeVisitChoices(query: URLSearchParams, remembered: VisitChoices): URLSearchParams {
  const own = groupsIn(query);
  const occasion = query.get(P.occasion) ?? remembered.groups.occasion?.[0]?.[1];
  const added = GROUPS.filter((group) => !own.includes(group) && remembered.groups[group]?.length).filter(
    (group) => group !== "selection" || (remembered.selectionVariant ?? "standard") === variantOf(occasion),
  );
  const source: string[] = Object.values(ENQUIRY_SOURCE_PARAMS);
  const merged = new URLSearchParams();
  for (const [name, value] of query) if (!source.includes(name)) merged.append(name, value);
  for (const group of added) for (const [name, value] of remembered.groups[group]!) merged.append(name, value);
  for (const [name, value] of query) if (source.includes(name)) merged.append(name, value);
  return merged;
}

/** The path of an address ("/kontakt?x=1#anfrage" → "/kontakt"), its query and its hash (with "#"). */
function parts(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf("?");
  return queryAt === -1
    ? { path: rest, query: "", hash }
    : { path: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash };
}

const isContact = (path: string, contactHref: string) => path === contactHref || path === `${contactHref}/`;

/**
 * `href` with the remembered choices, if it leads to the enquiry form (`contactHref`, as the link
 * writes it: with the site's path prefix); any other address as it is. E.g. with a checked day
 * remembered, "/kontakt?paket=premium&anlass=hochzeit&weg=preisrechner#anfrage" →
 * "/kontakt?paket=premium&anlass=hochzeit&datum=2027-09-11&weg=preisrechner#anfrage".
 */
export function withVisitChoices(href: string, contactHref: string, remembered = readVisitChoices()): string {
  const { path, query, hash } = parts(href);
  if (!isContact(path, contactHref)) return href;
  const own = new URLSearchParams(query);
  const merged = mergeVisitChoices(own, remembered);
  if (merged.toString() === own.toString()) return href;
  // "/" needs no escaping in a query string; unescaped, the address stays readable (as enquiryHref writes it).
  return `${path}?${merged.toString().replace(/%2F/gi, "/")}${hash}`;
}

/**
 * The tap on a link to /kontakt: the link's own choices (and the venue of a location card, which it
 * hands over as navigation state) are remembered as the visitor's latest, and the address to go to
 * carries every remembered choice. Any other link: its address as it is, nothing remembered.
 */
export function carryChoices(href: string, contactHref: string, state?: { selectedLocation?: unknown } | null): string {
  const { path, query } = parts(href);
  if (!isContact(path, contactHref)) return href;
  const venue = typeof state?.selectedLocation === "string" ? state.selectedLocation : "";
  if (venue) rememberChoices({ [P.venue]: venue });
  rememberChoices(new URLSearchParams(query));
  return withVisitChoices(href, contactHref);
}

/**
 * Forgets the remembered choices: /kontakt calls it once it has read its address, because from then
 * on the form keeps them (its draft) – and what the visitor changes there must not be overwritten by
 * an older choice on their next way to the form. A choice made after that is remembered anew.
 */
export function forgetVisitChoices(storage: SessionStorage | undefined = session()): void {
  try {
    storage?.removeItem(VISIT_CHOICES_KEY);
  } catch {
    // storage blocked: nothing was remembered
  }
}

/** The day the visitor checked in the date check during this visit (yyyy-mm-dd), or null. */
export function rememberedDay(remembered = readVisitChoices()): string | null {
  const day = remembered.groups.date?.[0]?.[1] ?? null;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** Calls `listener` whenever a choice is remembered in this page; returns the unsubscribe. */
export function onVisitChoices(listener: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  window.addEventListener(VISIT_CHOICES_EVENT, listener);
  return () => window.removeEventListener(VISIT_CHOICES_EVENT, listener);
}
