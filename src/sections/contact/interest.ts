import type { ContactRequest } from "../../hooks/useContactRequest";
import { planningContent, type PlanningSource } from "../../lib/estimate";
import { ENQUIRY_FORM_LABELS } from "../../components/EnquiryForm/EnquiryForm.labels";
import { formatCheckDate } from "../../lib/availability";
import { CONTACT_LABELS as L } from "./Contact.labels";

/** The form's event types, by value: /kontakt accepts ?anlass= only for these. */
export const EVENT_TYPES: readonly string[] = ENQUIRY_FORM_LABELS.options.eventTyp.map((o) => o.value);

/**
 * What the visitor came with, in words for /kontakt's header ("Interesse an: Hochzeit am Samstag,
 * 11. September 2027 · Premium-Paket"): the occasion (with the town of a city page), the day of the
 * date check and the package of a card or the Preisrechner.
 */
export function interestParts(
  request: Pick<ContactRequest, "occasion" | "town" | "day" | "selection" | "variant" | "packageWish">,
  planning: PlanningSource,
): string[] {
  const occasion = ENQUIRY_FORM_LABELS.options.eventTyp.find((o) => o.value === request.occasion)?.label;
  const { estimator } = planningContent(planning);
  const packageName = request.selection
    ? estimator(request.variant).packages.find((p) => p.id === request.selection?.packageId)?.name
    : planning.packagesYaml?.home?.find((p) => p.id === request.packageWish)?.name;
  const place = request.town ? L.inTown(occasion ?? L.anyOccasion, request.town) : occasion;
  const what = request.day ? L.onDay(place ?? L.anyOccasion, formatCheckDate(request.day)) : place;
  return [what, packageName].filter((part): part is string => !!part);
}

/** Who the enquiry is for, from the quote: "Anfrage von Anna Schmidt (Muster GmbH)"; null without either. */
export function requesterText(request: Pick<ContactRequest, "company" | "person">): string | null {
  const name = request.person?.name;
  if (name && request.company) return L.fromPersonOf(name, request.company);
  return name || request.company ? L.from((name ?? request.company)!) : null;
}
