import { grossPrice, type CustomerType } from "./pricing";
import { ENQUIRY_CHOICE_PARAMS, enquiryHref } from "./enquiry-source";
import { CHRISTMAS_OCCASION, ESTIMATE_FORM_ANCHOR, ESTIMATE_PARAMS } from "./estimate-params";
import { availabilityOf } from "./planning-availability";
import type { AvailabilityData, ExtrasData, PricedPackageData, SiteData } from "../model/collections";

/**
 * The Preisrechner's arithmetic and the selection it hands to /kontakt. The VAT rule is the price
 * cards' (pricing.ts): gross = net × (1 + vatRate), rounded to whole euros, on the total.
 */

export interface EstimateInput {
  packageNet: number;
  extraHours: number;
  hourlyRate: number;
  /** Net prices of the chosen extras. */
  extras: readonly number[];
  customer: CustomerType;
  vatRate: number;
}

export interface Estimate {
  net: number;
  gross: number;
  /** What the visitor sees: gross for private, net for business customers (words: PriceEstimator.labels.ts). */
  shown: number;
}

export function estimate({ packageNet, extraHours, hourlyRate, extras, customer, vatRate }: EstimateInput): Estimate {
  const net = packageNet + extraHours * hourlyRate + extras.reduce((sum, price) => sum + price, 0);
  const gross = grossPrice(net, vatRate);
  const shown = customer === "private" ? gross : net;
  return { net, gross, shown };
}

/**
 * What the estimate uses of a package in packages.yaml (guide or christmas); includesExtras: extras
 * it already contains; extraNotes: extras it contains in part, with a sentence on the difference.
 */
export type EstimatorPackage = Pick<PricedPackageData, "id" | "name" | "netPrice" | "durationHours" | "popular"> &
  Partial<Pick<PricedPackageData, "includesExtras" | "extraNotes">>;

/** An extra to tick, from extras.yaml. */
export type EstimatorExtra = NonNullable<ExtrasData["extras"]>[number];

export type EstimatorVariant = "standard" | "christmas";

/** Everything the estimate needs from content: packages.yaml (guide or christmas), extras.yaml, site.yaml's vatRate. */
export type EstimatorData = Pick<ExtrasData, "hourlyRate" | "maxExtraHours"> &
  Pick<SiteData, "vatRate"> & {
    packages: readonly EstimatorPackage[];
    /** An empty list where extras.yaml has none. */
    extras: readonly EstimatorExtra[];
  };

export interface Selection {
  packageId: string;
  extraHours: number;
  extraIds: readonly string[];
  customer: CustomerType;
  /** Christmas pages: the packages are the Christmas ones. */
  variant?: EstimatorVariant;
  /** The page's occasion (the enquiry form's eventTyp, e.g. hochzeit): /kontakt chooses it. */
  occasion?: string;
}

/** The extras that fit an occasion: those without a list of occasions, and those naming it; a page without an occasion gets only the first. */
export const extrasFor = <E extends { readonly occasions?: readonly string[] | null }>(
  extras: readonly E[],
  occasion?: string | null,
): E[] => extras.filter((e) => !e.occasions?.length || (!!occasion && e.occasions.includes(occasion)));

/** Whether the package already contains the extra (packages.yaml → includesExtras): then it is not offered with it. */
export const includedIn = (pkg: EstimatorPackage | undefined, extraId: string): boolean =>
  !!pkg?.includesExtras?.includes(extraId);

/** What the package already contains of the extra, in a sentence (packages.yaml → extraNotes), or null. */
export const partNote = (pkg: EstimatorPackage | undefined, extraId: string): string | null =>
  pkg?.extraNotes?.find((n) => n.extra === extraId)?.note ?? null;

/** The popular package (else the first), no extra hours, no extras, private customer. */
export const defaultSelection = (data: EstimatorData, variant: EstimatorVariant = "standard"): Selection => ({
  packageId: (data.packages.find((p) => p.popular) ?? data.packages[0])?.id ?? "",
  extraHours: 0,
  extraIds: [],
  customer: "private",
  variant,
});

const clampHours = (value: unknown, max: number): number => {
  const hours = Math.floor(Number(value));
  return Number.isFinite(hours) ? Math.min(Math.max(hours, 0), Math.max(0, max)) : 0;
};

/** The selection with everything unknown dropped: null without a known package; hours as whole numbers 0…max; extras known, once, in content order. */
export function normalizeSelection(selection: Partial<Selection>, data: EstimatorData): Selection | null {
  const pkg = data.packages.find((p) => p.id === selection.packageId);
  if (!pkg) return null;
  const chosen = new Set(selection.extraIds ?? []);
  const occasion = OCCASION_VALUE.test(selection.occasion ?? "") ? selection.occasion : undefined;
  return {
    packageId: pkg.id,
    extraHours: clampHours(selection.extraHours ?? 0, data.maxExtraHours),
    extraIds: data.extras.filter((e) => chosen.has(e.id) && !includedIn(pkg, e.id)).map((e) => e.id),
    customer: selection.customer === "business" ? "business" : "private",
    variant: selection.variant === "christmas" ? "christmas" : "standard",
    ...(occasion && { occasion }),
  };
}

/** An occasion as a query value: lower-case letters and hyphens (the enquiry form's eventTyp values). */
const OCCASION_VALUE = /^[a-z][a-z-]{0,39}$/;

/** The estimate for a selection, or null when its package is unknown. */
export function estimateSelection(selection: Partial<Selection>, data: EstimatorData): Estimate | null {
  const s = normalizeSelection(selection, data);
  const pkg = s && data.packages.find((p) => p.id === s.packageId);
  if (!s || !pkg) return null;
  const extras = data.extras.filter((e) => s.extraIds.includes(e.id)).map((e) => e.netPrice);
  return estimate({
    packageNet: pkg.netPrice,
    extraHours: s.extraHours,
    hourlyRate: data.hourlyRate,
    extras,
    customer: s.customer,
    vatRate: data.vatRate,
  });
}

export { ESTIMATE_PARAMS, CHRISTMAS_OCCASION, ESTIMATE_FORM_ANCHOR } from "./estimate-params";

/** paket=premium&stunden=2&extra=lichtshow&extra=trauungsmusik&kunde=private (&anlass=weihnachtsfeier) */
export function selectionToParams(selection: Selection): URLSearchParams {
  const params = new URLSearchParams();
  params.set(ESTIMATE_PARAMS.package, selection.packageId);
  params.set(ESTIMATE_PARAMS.hours, String(selection.extraHours));
  for (const id of selection.extraIds) params.append(ESTIMATE_PARAMS.extra, id);
  params.set(ESTIMATE_PARAMS.customer, selection.customer);
  const occasion = selection.occasion ?? (selection.variant === "christmas" ? CHRISTMAS_OCCASION : undefined);
  if (occasion) params.set(ESTIMATE_PARAMS.occasion, occasion);
  return params;
}

/** Which package list the parameters refer to: /kontakt picks the Christmas packages for "christmas". */
export const paramsVariant = (params: URLSearchParams): EstimatorVariant =>
  params.get(ESTIMATE_PARAMS.occasion) === CHRISTMAS_OCCASION ? "christmas" : "standard";

/** The selection from /kontakt's query string; unknown or tampered values are ignored, null without a known package. */
export function paramsToSelection(params: URLSearchParams, data: EstimatorData): Selection | null {
  const extraIds = params.getAll(ESTIMATE_PARAMS.extra).flatMap((v) => v.split(","));
  return normalizeSelection(
    {
      packageId: params.get(ESTIMATE_PARAMS.package) ?? undefined,
      extraHours: Number(params.get(ESTIMATE_PARAMS.hours) ?? 0),
      extraIds,
      customer: params.get(ESTIMATE_PARAMS.customer) as CustomerType,
      variant: paramsVariant(params),
      occasion: params.get(ESTIMATE_PARAMS.occasion) ?? undefined,
    },
    data,
  );
}

/** "/kontakt?paket=…#anfrage": the call to action "Mit dieser Auswahl anfragen". */
export const estimateHref = (contactPath: string, selection: Selection): string =>
  `${contactPath}?${selectionToParams(selection).toString()}#${ESTIMATE_FORM_ANCHOR}`;

/**
 * The same with where the visitor comes from (src/lib/enquiry-source.ts) and the town of the page,
 * if it has one: "/kontakt?paket=…&anlass=weihnachtsfeier&ort=Kiel&von=/weihnachtsfeier-dj-kiel&weg=preisrechner#anfrage".
 */
export const estimateEnquiryHref = (
  contactPath: string,
  selection: Selection,
  from?: string | null,
  town?: string | null,
): string => {
  const params = selectionToParams(selection);
  if (town) params.set(ENQUIRY_CHOICE_PARAMS.town, town);
  return enquiryHref({ from, way: "preisrechner", params, hash: ESTIMATE_FORM_ANCHOR, contactPath });
};

/** What a page's query holds for the date check, the Preisrechner and the form's calendar (the PlanningData fragment). */
export interface PlanningSource {
  readonly availabilityYaml: Partial<Pick<AvailabilityData, "updatedAt" | "booked" | "tentative">> | null;
  readonly extrasYaml: {
    readonly hourlyRate: number;
    readonly maxExtraHours: number;
    readonly extras: readonly EstimatorExtra[] | null;
  } | null;
  readonly packagesYaml: {
    readonly home?: readonly { readonly id: string; readonly name: string }[];
    readonly guide: readonly EstimatorPackage[];
    readonly christmas: readonly EstimatorPackage[];
  } | null;
  readonly siteYaml: { readonly vatRate: number } | null;
}

/** The availability and the estimator's content of a page's PlanningData. */
export function planningContent(data: PlanningSource): {
  availability: AvailabilityData;
  /** The Preisrechner's content for a page: its packages, and the extras that fit its occasion (Christmas pages: weihnachtsfeier). */
  estimator: (variant: EstimatorVariant, occasion?: string | null) => EstimatorData;
} {
  const availability = availabilityOf(data);
  const extras = data.extrasYaml;
  return {
    availability,
    estimator: (variant, occasion) => ({
      packages: (variant === "christmas" ? data.packagesYaml?.christmas : data.packagesYaml?.guide) ?? [],
      hourlyRate: extras?.hourlyRate ?? 0,
      maxExtraHours: extras?.maxExtraHours ?? 0,
      extras: extrasFor(extras?.extras ?? [], occasion ?? (variant === "christmas" ? CHRISTMAS_OCCASION : null)),
      vatRate: data.siteYaml?.vatRate ?? 0,
    }),
  };
}
