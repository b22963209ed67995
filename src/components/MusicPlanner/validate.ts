import { dayOfLocalDate, parseGermanDay } from "../../model/calendar-day";
import { PLAN_LIMITS, type PlanDraft } from "../../lib/music-plan";
import { PLANNER_MESSAGES as M } from "./MusicPlanner.labels";

export type SendField = "name" | "email" | "date";
export type SendErrors = Partial<Record<SendField, string>>;

/** Field order: the first invalid one gets focus. */
export const SEND_FIELDS: readonly SendField[] = ["name", "email", "date"];

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** "1.6.2027" → "01.06.2027"; null for anything that is no real day. */
export function normalisedDate(text: string): string | null {
  const day = parseGermanDay(text);
  if (!day) return null;
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

/** What the plan needs before it is sent: a name, an e-mail address, the day of the party (today or later). */
export function validateSend(draft: Pick<PlanDraft, SendField>, today: Date = new Date()): SendErrors {
  const errors: SendErrors = {};
  if (draft.name.trim().length < 2) errors.name = M.name;
  else if (draft.name.length > PLAN_LIMITS.name) errors.name = M.textTooLong(PLAN_LIMITS.name, draft.name.length);
  if (draft.email.length > PLAN_LIMITS.email) errors.email = M.textTooLong(PLAN_LIMITS.email, draft.email.length);
  else if (!EMAIL.test(draft.email.trim())) errors.email = M.email;
  const date = draft.date.trim();
  if (!date) errors.date = M.dateMissing;
  else if (date.length > PLAN_LIMITS.date) errors.date = M.textTooLong(PLAN_LIMITS.date, date.length);
  else {
    const day = parseGermanDay(date);
    if (!day) errors.date = M.dateFormat;
    else if (day < dayOfLocalDate(today)) errors.date = M.datePast;
  }
  return errors;
}
