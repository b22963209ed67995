import { addDays, berlinDay, localDate } from "../model/calendar-day";
import { dayStatus } from "./availability";
import type { AvailabilityData } from "../model/collections";

/**
 * The figures behind the date tokens: the build's year, the coming season, the copyright years and
 * the share of booked December dates (their wording: gatsby/token-values.ts).
 */

/** Below this share of December Fridays and Saturdays booked or held, no scarcity is claimed. */
export const SCARCITY_THRESHOLD_PERCENT = 50;

/** The year of the build in Hamburg, and the season of the coming Christmas: "Y/Y+1" for build year Y. */
export const buildYear = (now: Date): number => Number(berlinDay(now).slice(0, 4));
export const seasonOf = (now: Date): string => `${buildYear(now)}/${buildYear(now) + 1}`;

/** "2024–2026", or "2026" when the site went online this year. */
export const copyrightYears = (firstYear: number, now: Date): string => {
  const year = buildYear(now);
  return firstYear >= year ? String(year) : `${firstYear}–${year}`;
};

export interface Scarcity {
  /** Fridays and Saturdays of the season's December from today on. */
  total: number;
  /** Of these, booked or held as an option. */
  taken: number;
  /** taken / total in whole percent, rounded down (never overstated). */
  percent: number;
  /** Whether the figure is high enough to be shown at all. */
  show: boolean;
}

/** How full the popular December dates of the coming season are, from the availability list. */
export function scarcity(availability: AvailabilityData, now: Date): Scarcity {
  const today = berlinDay(now);
  const year = buildYear(now);
  let total = 0;
  let taken = 0;
  for (let day = `${year}-12-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
    const weekday = localDate(day).getDay();
    if (day < today || (weekday !== 5 && weekday !== 6)) continue;
    total += 1;
    if (dayStatus(day, availability) !== "free") taken += 1;
  }
  const percent = total ? Math.floor((taken / total) * 100) : 0;
  return { total, taken, percent, show: total > 0 && percent >= SCARCITY_THRESHOLD_PERCENT };
}
