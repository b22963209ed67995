import { useEffect, useState } from "react";
import { DATE_PARAM, localDate, parseIsoDate, type IsoDay } from "../lib/availability";
import { formatDayMonthYear } from "../lib/dates";
import { ENQUIRY_CHOICE_PARAMS, enquirySource, townParam, venueParam, type EnquirySource } from "../lib/enquiry-source";
import {
  ESTIMATE_PARAMS,
  paramsToSelection,
  paramsVariant,
  planningContent,
  type EstimatorVariant,
  type PlanningSource,
  type Selection,
} from "../lib/estimate";
import { cleanText, quoteNumberParam, QUOTE_TEXT_LIMITS } from "../lib/quote-params";
import { splitName, type NameParts } from "../lib/person-name";
import { ESTIMATE_FORM_ANCHOR } from "../lib/estimate-params";
import { forgetVisitChoices, mergeVisitChoices, readVisitChoices } from "../lib/visit-choices";
import { QUOTE_PARAMS } from "../model/routes";

/** Navigation state other pages pass to /kontakt. */
export interface ContactState {
  scrollToForm?: boolean;
  selectedLocation?: string;
  specialOffer?: string;
}

/** What /kontakt reads of its address: the query string, the navigation state and the arrival's key. */
interface ContactLocation {
  search: string;
  hash?: string;
  key?: string;
  state: ContactState | null;
}

export interface ContactRequest extends ContactState {
  /** Changes with every arrival, also a client-side one from /kontakt itself. */
  arrival: string | undefined;
  /** The address has been read (after the first render): what it names now stands in the header and form. */
  ready: boolean;
  /** The day from "Ist mein Termin frei?" (?datum=2026-12-12), if it is a real day. */
  day: IsoDay | null;
  /** The same day as the enquiry form's date field takes it: "12.12.2026". */
  eventDate: string | undefined;
  /** Which packages the Preisrechner's parameters refer to (?anlass=weihnachtsfeier: the Christmas ones). */
  variant: EstimatorVariant;
  /** The Preisrechner's selection (?paket=…), unknown values dropped; null without a known package. */
  selection: Selection | null;
  /** A start-page package chosen by its button (?wunsch=firmenfeier), its id as given. */
  packageWish: string | null;
  /** The query string as read: the Preisrechner starts over from it when it changes. */
  query: string;
  /** Where the enquiry started (?von=…&weg=…, src/lib/enquiry-source.ts); null until the query is read. */
  source: EnquirySource | null;
  /** The occasion the page the visitor came from was about (?anlass=hochzeit), if it is one of `occasions`. */
  occasion: string | null;
  /** The town of the city page the visitor came from (?ort=Kiel): a hint, not the venue. */
  town: string | null;
  /** The number of the quote being accepted (?angebot=A-20261127-XXXXXX, from /angebot), if well-formed. */
  quoteNumber: string | null;
  /** The company named on the quote (?firma=), cleaned as the quote shows it; null without one. */
  company: string | null;
  /** The name on the quote (?name=) as written, and in the form's fields where it can be told apart. */
  person: { name: string; parts: NameParts } | null;
}

/** A text of the address as the quote takes it (cleaned, trimmed), or null when empty. */
const textParam = (value: string | null | undefined, max: number): string | null =>
  cleanText(value, max).trim() || null;

/**
 * What a visitor brings to /kontakt: a day from "Ist mein Termin frei?" (?datum=), a selection
 * from the Preisrechner (?paket=…), the page and the way they came from (?von=…&weg=…), company and
 * name from the quote (?firma=…&name=…), a venue (?location=, or as navigation state from a
 * location card) and the early-bird offer (navigation state). Links to /kontakt add the visitor's
 * earlier choices of the visit (src/lib/visit-choices.ts), so all of it arrives in the address; what
 * an address lacks of them is read here, once. The query is read after hydration: the static page is
 * the same for every visitor.
 */
export function useContactRequest(
  location: ContactLocation,
  content: PlanningSource,
  /** The form's event types (their values): an unknown ?anlass= is dropped. */
  occasions: readonly string[],
): ContactRequest {
  const state = location.state ?? {};
  const planning = planningContent(content);
  // The choices (the address and what the visit remembered), and the address alone (where the visitor came from).
  // The address, and what the visit remembers that it lacks (an arrival by a typed address, a
  // reload, or a tap before the app had started); then forgotten: the form keeps what arrived (its
  // draft), and a later link must not bring it back over the visitor's edits.
  const readNow = () => {
    const own = new URLSearchParams(location.search);
    return { params: mergeVisitChoices(own, readVisitChoices()), own };
  };
  // Arriving inside the running app, the first render already has it all: the header does not grow
  // after the page has scrolled to the form. While the page hydrates, the server's HTML (which knows
  // no address) comes first, and the effect reads it.
  const [read, setRead] = useState<{ params: URLSearchParams; own: URLSearchParams } | null>(() =>
    typeof document !== "undefined" && document.documentElement.hasAttribute("data-app") ? readNow() : null,
  );
  const params = read?.params ?? null;
  useEffect(() => {
    setRead(readNow());
    forgetVisitChoices();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for every new address
  }, [location.search]);

  const day = params ? parseIsoDate(params.get(DATE_PARAM) ?? "") : null;
  const variant = params ? paramsVariant(params) : "standard";
  const estimatorData = planning.estimator(variant);
  const selection = params ? paramsToSelection(params, estimatorData) : null;
  // A link of the Preisrechner or the date check that does not name its way is known by its parameters.
  const toolWay = read?.own.has(ESTIMATE_PARAMS.package)
    ? "preisrechner"
    : read?.own.has(DATE_PARAM)
      ? "terminpruefung"
      : undefined;
  const name = params ? textParam(params.get(QUOTE_PARAMS.name), QUOTE_TEXT_LIMITS.name) : null;
  const venue = params ? venueParam(params.get(ENQUIRY_CHOICE_PARAMS.venue)) : null;
  return {
    ...state,
    // A link to the form (#anfrage) asks for it as well: the browser's own jump to the anchor is lost on a
    // phone when the page it comes from was scrolled far down (the smooth scroll ends where it began).
    scrollToForm: state.scrollToForm || location.hash === `#${ESTIMATE_FORM_ANCHOR}`,
    selectedLocation: state.selectedLocation ?? venue ?? undefined,
    arrival: location.key,
    ready: read !== null,
    day,
    eventDate: day ? formatDayMonthYear(localDate(day)) : undefined,
    variant,
    selection,
    packageWish: params?.get(ESTIMATE_PARAMS.wish) ?? null,
    query: params?.toString() ?? "",
    source: read ? enquirySource(read.own, toolWay) : null,
    occasion: occasions.find((o) => o === params?.get(ENQUIRY_CHOICE_PARAMS.occasion)) ?? null,
    town: townParam(params?.get(ENQUIRY_CHOICE_PARAMS.town)),
    quoteNumber: quoteNumberParam(params?.get(QUOTE_PARAMS.number)),
    company: params ? textParam(params.get(QUOTE_PARAMS.company), QUOTE_TEXT_LIMITS.company) : null,
    person: name ? { name, parts: splitName(name) } : null,
  };
}
