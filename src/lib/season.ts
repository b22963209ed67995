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

/**
 * The Christmas season a day belongs to, as the year of its December: its own year's; a day in
 * January still belongs to the December before (a Christmas party moved into the new year).
 * "2027-09-11" → 2027, "2027-12-11" → 2027, "2028-01-08" → 2027.
 */
export const seasonYearOfDay = (day: string): number => {
  const year = Number(day.slice(0, 4));
  return day.slice(5, 7) === "01" ? year - 1 : year;
};

export interface Scarcity {
  /** The year of the December counted. */
  year: number;
  /** Fridays and Saturdays of the season's December from today on. */
  total: number;
  /** Of these, booked or held as an option. */
  taken: number;
  /** taken / total in whole percent, rounded down (never overstated). */
  percent: number;
  /** Whether the figure is high enough to be shown at all. */
  show: boolean;
}

/**
 * How full the popular December dates of a season are, from the availability list: the coming
 * season (this year's December) by default, or the December of `year` (the season a visitor plans
 * for, seasonYearOfDay). Days before today do not count.
 */
export function scarcity(availability: AvailabilityData, now: Date, year: number = buildYear(now)): Scarcity {
  const today = berlinDay(now);
  let total = 0;
  let taken = 0;
  for (let day = `${year}-12-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
    const weekday = localDate(day).getDay();
    if (day < today || (weekday !== 5 && weekday !== 6)) continue;
    total += 1;
    if (dayStatus(day, availability) !== "free") taken += 1;
  }
  const percent = total ? Math.floor((taken / total) * 100) : 0;
  return { year, total, taken, percent, show: total > 0 && percent >= SCARCITY_THRESHOLD_PERCENT };
}
