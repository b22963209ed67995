import type { ContactRequest } from "../../hooks/useContactRequest";
import { planningContent, type PlanningSource } from "../../lib/estimate";
import { ENQUIRY_FORM_LABELS } from "../../components/EnquiryForm/EnquiryForm.labels";
import { CONTACT_LABELS as L } from "./Contact.labels";

/** The form's event types, by value: /kontakt accepts ?anlass= only for these. */
export const EVENT_TYPES: readonly string[] = ENQUIRY_FORM_LABELS.options.eventTyp.map((o) => o.value);

/**
 * What the visitor came with, in words for /kontakt's header ("Interesse an: Hochzeit · Premium-Paket"):
 * the occasion (with the town of a city page) and the package of a card or the Preisrechner.
 */
export function interestParts(request: ContactRequest, planning: PlanningSource): string[] {
  const occasion = ENQUIRY_FORM_LABELS.options.eventTyp.find((o) => o.value === request.occasion)?.label;
  const { estimator } = planningContent(planning);
  const packageName = request.selection
    ? estimator(request.variant).packages.find((p) => p.id === request.selection?.packageId)?.name
    : planning.packagesYaml?.home?.find((p) => p.id === request.packageWish)?.name;
  const what = request.town ? L.inTown(occasion ?? L.anyOccasion, request.town) : occasion;
  return [what, packageName].filter((part): part is string => !!part);
}
