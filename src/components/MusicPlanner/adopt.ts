import { momentRowsFor, momentsEdited, NOTE_FIELDS, type OccasionMoments, type PlanDraft } from "../../lib/music-plan";
import { PLANNER_LABELS as L } from "./MusicPlanner.labels";

const F = L.fields;

/**
 * What the visitor already did in the page's HTML before the app ran (chose an occasion, typed a
 * name, a note, picked a genre wish), laid over the saved draft: the app adopts it, never resets it.
 */
export function adoptFromForm(
  draft: PlanDraft,
  form: HTMLFormElement,
  { genres, occasions }: { genres: readonly string[]; occasions: readonly OccasionMoments[] },
): PlanDraft {
  const value = (name: string): string => {
    const element = form.elements.namedItem(name);
    return element && "value" in element && typeof element.value === "string" ? element.value : "";
  };
  const next: PlanDraft = { ...draft, notes: { ...draft.notes }, genres: { ...draft.genres } };
  const occasion = value(F.occasion);
  if (occasion && occasion !== next.occasion && L.occasions.some((o) => o.value === occasion)) {
    if (!momentsEdited(next.moments, occasions, next.occasion)) next.moments = momentRowsFor(occasions, occasion);
    next.occasion = occasion;
  }
  for (const [field, name] of [
    ["name", F.name],
    ["email", F.email],
    ["date", F.date],
  ] as const)
    if (value(name).trim()) next[field] = value(name);
  for (const field of NOTE_FIELDS) if (value(F[field]).trim()) next.notes[field] = value(F[field]);
  for (const genre of genres) {
    const chosen = value(F.genre(genre));
    if (chosen === L.genres.more) next.genres[genre] = "more";
    else if (chosen === L.genres.less) next.genres[genre] = "less";
  }
  return next;
}
