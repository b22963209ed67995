import { useEffect, useState } from "react";
import { DATE_PARAM, localDate, parseIsoDate, type IsoDay } from "../lib/availability";
import { formatDayMonthYear } from "../lib/dates";
import { ENQUIRY_CHOICE_PARAMS, enquirySource, townParam, type EnquirySource } from "../lib/enquiry-source";
import {
  ESTIMATE_PARAMS,
  paramsToSelection,
  paramsVariant,
  planningContent,
  type EstimatorVariant,
  type PlanningSource,
  type Selection,
} from "../lib/estimate";
import { quoteNumberParam } from "../lib/quote";
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
  key?: string;
  state: ContactState | null;
}

export interface ContactRequest extends ContactState {
  /** Changes with every arrival, also a client-side one from /kontakt itself. */
  arrival: string | undefined;
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
}

/**
 * What a visitor brings to /kontakt: a day from "Ist mein Termin frei?" (?datum=), a selection
 * from the Preisrechner (?paket=…), the page and the way they came from (?von=…&weg=…) and, as
 * navigation state, a chosen location or the early-bird offer. The query is read after hydration:
 * the static page is the same for every visitor.
 */
export function useContactRequest(
  location: ContactLocation,
  content: PlanningSource,
  /** The form's event types (their values): an unknown ?anlass= is dropped. */
  occasions: readonly string[],
): ContactRequest {
  const state = location.state ?? {};
  const planning = planningContent(content);
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(location.search)), [location.search]);

  const day = params ? parseIsoDate(params.get(DATE_PARAM) ?? "") : null;
  const variant = params ? paramsVariant(params) : "standard";
  const estimatorData = planning.estimator(variant);
  const selection = params ? paramsToSelection(params, estimatorData) : null;
  // A link of the Preisrechner or the date check that does not name its way is known by its parameters.
  const toolWay = params?.has(ESTIMATE_PARAMS.package)
    ? "preisrechner"
    : params?.has(DATE_PARAM)
      ? "terminpruefung"
      : undefined;
  return {
    ...state,
    arrival: location.key,
    day,
    eventDate: day ? formatDayMonthYear(localDate(day)) : undefined,
    variant,
    selection,
    packageWish: params?.get(ESTIMATE_PARAMS.wish) ?? null,
    query: params?.toString() ?? "",
    source: params ? enquirySource(params, toolWay) : null,
    occasion: occasions.find((o) => o === params?.get(ENQUIRY_CHOICE_PARAMS.occasion)) ?? null,
    town: townParam(params?.get(ENQUIRY_CHOICE_PARAMS.town)),
    quoteNumber: quoteNumberParam(params?.get(QUOTE_PARAMS.number)),
  };
}
