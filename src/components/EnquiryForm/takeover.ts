import { useEffect, useLayoutEffect, type RefObject } from "react";
import type { FormApi } from "final-form";
import { fieldsInForm, readDraft, saveDraft } from "./draft";
import type { EnquiryValues } from "./fields";
import { appIsReady } from "../../lib/app-ready";

const DRAFT_SAVE_DELAY_MS = 250;

type FormRef = RefObject<FormApi<EnquiryValues> | undefined>;

/**
 * The app takes the form over: from now on it validates and sends (not the browser), and the fields
 * keep what the visitor typed before hydration, else the saved draft; every change is saved as the
 * draft again. Layout effect: it runs in the hydration commit, before anything re-renders the (still
 * empty) controlled fields.
 */
export function useTakeOver(
  formApi: FormRef,
  formElement: RefObject<HTMLFormElement | null>,
  selectedLocation?: string,
) {
  useLayoutEffect(() => {
    const form = formApi.current;
    const element = formElement.current;
    if (!form || !element) return;
    element.noValidate = true;
    const adopted: EnquiryValues = { ...readDraft(), ...fieldsInForm(element) };
    if (selectedLocation) adopted.eventLocation = selectedLocation;
    form.batch(() => {
      for (const [name, value] of Object.entries(adopted)) form.change(name as keyof EnquiryValues, value);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe(
      ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => saveDraft(values), DRAFT_SAVE_DELAY_MS);
      },
      { values: true },
    );
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
    // Once per mount: later location changes are handled by useBroughtAlong.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface BroughtAlong {
  /** A date from "Ist mein Termin frei?" (TT.MM.JJJJ). */
  eventDate?: string;
  /** The occasion of the page the visitor came from (an eventTyp value). */
  eventType?: string;
  /** The Preisrechner's or a package card's choice, sent as hidden fields. */
  estimate?: { paketWunsch: string; preisSchaetzung: string } | null;
  /** A location card's "Beratung Anfragen". */
  selectedLocation?: string;
  /** The quote being accepted: the hidden field angebotNr. */
  quoteNumber?: string | null;
  /** Company and name from the quote (/angebot): firma, and anrede, vorname, nachname where the name tells them. */
  person?: Pick<EnquiryValues, "firma" | "anrede" | "vorname" | "nachname">;
}

/** The visitor's own fields a link may fill (from the quote), in the form's order. */
const PERSON_FIELDS = ["anrede", "firma", "vorname", "nachname"] as const;

/** The fields' values from what the visitor brought along (the effects below set the same). */
function broughtValues({
  eventDate,
  eventType,
  estimate,
  selectedLocation,
  quoteNumber,
  person,
}: BroughtAlong): EnquiryValues {
  const values: EnquiryValues = {};
  if (eventDate) values.eventDatum = eventDate;
  if (eventType) values.eventTyp = eventType;
  if (estimate) Object.assign(values, estimate);
  if (quoteNumber) values.angebotNr = quoteNumber;
  if (selectedLocation) values.eventLocation = selectedLocation;
  for (const field of PERSON_FIELDS) if (person?.[field]) values[field] = person[field];
  return values;
}

/**
 * The values the fields render with first. When the app is already running (a visit to /kontakt by
 * client-side navigation, e.g. back from the imprint), that is the draft and what the visitor brought
 * along, so the fields are filled in the very first frame: react-final-form's fields subscribe only
 * in a later (passive) effect, and until then they showed the empty form. At hydration only the
 * location, so the first render matches the static HTML; useTakeOver adopts the rest there.
 */
export function firstValues(brought: BroughtAlong): EnquiryValues {
  if (appIsReady()) return { ...readDraft(), ...broughtValues(brought) };
  return brought.selectedLocation ? { eventLocation: brought.selectedLocation } : {};
}

/**
 * What the visitor brought from another page replaces the draft's value of that field, also on a
 * later arrival at /kontakt; everything else they typed stays.
 */
export function useBroughtAlong(
  formApi: FormRef,
  { eventDate, eventType, estimate, selectedLocation, quoteNumber, person }: BroughtAlong,
) {
  const { anrede, firma, vorname, nachname } = person ?? {};
  useEffect(() => {
    const form = formApi.current;
    if (!form || !(anrede || firma || vorname || nachname)) return;
    form.batch(() => {
      if (anrede) form.change("anrede", anrede);
      if (firma) form.change("firma", firma);
      if (vorname) form.change("vorname", vorname);
      if (nachname) form.change("nachname", nachname);
    });
  }, [formApi, anrede, firma, vorname, nachname]);
  useEffect(() => {
    if (eventDate) formApi.current?.change("eventDatum", eventDate);
  }, [formApi, eventDate]);
  useEffect(() => {
    if (eventType) formApi.current?.change("eventTyp", eventType);
  }, [formApi, eventType]);
  useEffect(() => {
    if (!estimate) return;
    formApi.current?.batch(() => {
      formApi.current?.change("paketWunsch", estimate.paketWunsch);
      formApi.current?.change("preisSchaetzung", estimate.preisSchaetzung);
    });
  }, [formApi, estimate]);
  useEffect(() => {
    if (quoteNumber) formApi.current?.change("angebotNr", quoteNumber);
  }, [formApi, quoteNumber]);
  useEffect(() => {
    if (selectedLocation) formApi.current?.change("eventLocation", selectedLocation);
  }, [formApi, selectedLocation]);
}
