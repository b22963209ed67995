import React, { useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { navigate } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { ToolBox } from "../ui/ToolBox";
import { PriceToggle } from "../Pricing/PriceToggle";
import { formatEuros, grossPrice, type CustomerType } from "../../lib/pricing";
import {
  defaultSelection,
  estimateEnquiryHref,
  CHRISTMAS_OCCASION,
  estimateSelection,
  normalizeSelection,
  selectionToParams,
  ESTIMATE_FORM_ANCHOR,
  ESTIMATE_PARAMS as P,
  type EstimatorData,
  type EstimatorVariant,
  type Selection,
} from "../../lib/estimate";
import { QUOTE_PATH } from "../../model/routes";
import { PRICE_ESTIMATOR_LABELS as M, summaryParts, vatFor } from "./PriceEstimator.labels";
import { PackageChoice } from "./PackageChoice";
import { ExtraHours } from "./ExtraHours";
import { Extras } from "./Extras";
import { RunningTotal } from "./RunningTotal";
import { Summary } from "./Summary";
import { PageChoiceContext, usePagePath } from "../PagePath";
import { ENQUIRY_CHOICE_PARAMS, ENQUIRY_SOURCE_PARAMS, sitePath } from "../../lib/enquiry-source";
import { carryChoices, rememberChoices, rememberedDay } from "../../lib/visit-choices";
import { linkHref } from "../ui/SiteLink";
import type { IslandProps } from "../Island";

interface Props extends EstimatorData, IslandProps {
  variant?: EstimatorVariant;
  contactPath?: string;
  /** A selection to start from, e.g. the one /kontakt received; unknown values are ignored. */
  initial?: Partial<Selection>;
  /** The page's occasion (the enquiry form's eventTyp, e.g. hochzeit): the request carries it. Christmas pages: weihnachtsfeier. */
  occasion?: string | null;
  /** Whose prices the switch shows first: "business" (net) on pages for companies, else private (gross). */
  customer?: CustomerType;
}

/** The selection the form's inputs hold right now (they are uncontrolled: what a visitor chose before hydration counts). */
function readForm(form: HTMLFormElement, data: EstimatorData, variant: EstimatorVariant): Selection | null {
  const values = new FormData(form);
  return normalizeSelection(
    {
      packageId: String(values.get(P.package) ?? ""),
      extraHours: Number(values.get(P.hours) ?? 0),
      extraIds: values.getAll(P.extra).map(String),
      customer: values.get(P.customer) as CustomerType,
      variant,
      occasion: String(values.get(P.occasion) ?? "") || undefined,
    },
    data,
  );
}

/**
 * The Preisrechner: package, extra hours, extras and customer type as a plain GET form to /kontakt
 * (it works without JavaScript); with JavaScript the total follows every change, with the price
 * cards' VAT rule, and the call to action carries the selection to the enquiry form.
 */
export const PriceEstimator = ({
  packages,
  hourlyRate,
  maxExtraHours,
  extras,
  vatRate,
  variant = "standard",
  contactPath = "/kontakt",
  initial,
  occasion: pageOccasion,
  customer = "private",
  idBase,
}: Props) => {
  const ownId = useId();
  const id = idBase ?? ownId;
  const from = usePagePath();
  const occasion = pageOccasion ?? (variant === "christmas" ? CHRISTMAS_OCCASION : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const data: EstimatorData = useMemo(
    () => ({ packages, hourlyRate, maxExtraHours, extras, vatRate }),
    [packages, hourlyRate, maxExtraHours, extras, vatRate],
  );
  const start = useStartSelection(initial, data, variant, occasion, customer);
  const town = useContext(PageChoiceContext)?.town;
  const { selection, hydrated, chosen } = useLiveSelection(formRef, data, variant, start, town);

  const result = estimateSelection(selection, data);
  const total = result && M.amount(formatEuros(result.shown));
  const vat = vatFor(selection.customer, vatRate);
  const summary = summaryParts(selection, data);
  const href = estimateEnquiryHref(contactPath, selection, from, town);
  const quoteHref = quoteHrefFor(selection, town, hydrated);
  const shown = (net: number) => formatEuros(selection.customer === "private" ? grossPrice(net, vatRate) : net);
  const onSubmit = submitToEnquiry(href, contactPath);

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{variant === "christmas" ? M.headingChristmas : M.heading}</h2>
      <p>{M.intro}</p>
      <Form
        ref={formRef}
        method="get"
        action={`${contactPath}#${ESTIMATE_FORM_ANCHOR}`}
        onChange={chosen}
        onSubmit={onSubmit}
      >
        {occasion && <input type="hidden" name={P.occasion} value={occasion} />}
        {town && <input type="hidden" name={ENQUIRY_CHOICE_PARAMS.town} value={town} />}
        {sitePath(from) && <input type="hidden" name={ENQUIRY_SOURCE_PARAMS.from} value={sitePath(from)!} />}
        <input type="hidden" name={ENQUIRY_SOURCE_PARAMS.way} value="preisrechner" />
        <Choices>
          <PriceToggle name={P.customer} defaultValue={start.customer} compact />
          <PackageChoice packages={packages} defaultId={start.packageId} shown={shown} vat={vat} />
          <ExtraHours
            id={id}
            max={maxExtraHours}
            defaultValue={start.extraHours}
            counted={selection.extraHours}
            rate={shown(hourlyRate)}
            vat={vat(hourlyRate)}
            onStep={chosen}
          />
          <Extras id={id} extras={extras} packages={packages} defaultIds={start.extraIds} shown={shown} vat={vat} />
          {result && total && <RunningTotal total={total} vat={vat(result.net)} live={hydrated} />}
        </Choices>
        <Summary
          id={id}
          total={total}
          vat={result ? vat(result.net) : vat(0)}
          chosen={summary?.paketWunsch}
          href={href}
          quoteHref={quoteHref}
          hydrated={hydrated}
        />
      </Form>
    </Box>
  );
};

/** The selection to start from: the given one where it is valid, else the default with the page's customer and occasion. */
function useStartSelection(
  initial: Partial<Selection> | undefined,
  data: EstimatorData,
  variant: EstimatorVariant,
  occasion: string | undefined,
  customer: CustomerType,
): Selection {
  return useMemo(
    () =>
      (initial && normalizeSelection({ ...initial, variant, occasion: initial.occasion ?? occasion }, data)) || {
        ...defaultSelection(data, variant),
        customer,
        ...(occasion && { occasion }),
      },
    [initial, data, variant, occasion, customer],
  );
}

/** The selection as the form holds it, whether the app runs yet, and the handler for the visitor's changes. */
interface LiveSelection {
  selection: Selection;
  hydrated: boolean;
  chosen: () => void;
}

/** The selection follows the form: every change, and after hydration the choices made before it. */
function useLiveSelection(
  formRef: RefObject<HTMLFormElement | null>,
  data: EstimatorData,
  variant: EstimatorVariant,
  start: Selection,
  town: string | undefined,
): LiveSelection {
  const [selection, setSelection] = useState<Selection>(start);
  const [hydrated, setHydrated] = useState(false);

  const update = () => {
    const form = formRef.current;
    const next = form && readForm(form, data, variant);
    if (next) setSelection(next);
    return next;
  };
  /** A change by the visitor: the selection is their choice of this visit, for every way to the enquiry form. */
  const chosen = () => {
    const next = update();
    if (!next) return;
    const params = selectionToParams(next);
    if (town) params.set(ENQUIRY_CHOICE_PARAMS.town, town);
    rememberChoices(params);
  };
  useEffect(() => {
    update(); // adopt choices made before the app started
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  return { selection, hydrated, chosen };
}

/** The written quote's address: it names the event's day and place when the visitor gave them (date check, town page). */
function quoteHrefFor(selection: Selection, town: string | undefined, hydrated: boolean): string {
  const quoteParams = selectionToParams(selection);
  if (town) quoteParams.set(ENQUIRY_CHOICE_PARAMS.town, town);
  const day = hydrated ? rememberedDay() : null;
  if (day) quoteParams.set(ENQUIRY_CHOICE_PARAMS.date, day);
  return `${QUOTE_PATH}?${quoteParams.toString()}`;
}

/** The form's submit with the app running: on to the enquiry form in place, with the choices of this visit. */
function submitToEnquiry(href: string, contactPath: string): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    navigate(carryChoices(href, linkHref(contactPath)));
  };
}

const Box = styled(ToolBox)`
  padding: ${theme.space[6]} clamp(${theme.space[4]}, 4vw, ${theme.space[6]});
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[5]};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;
