/**
 * Scheduled publishing: an article whose `publishedAt` lies after the build's "now" is built
 * nowhere (no page, no list, no feed, no sitemap entry) until a build after that moment.
 * This file is the one definition of that "now" and of "published"; it has no Gatsby imports,
 * so the build, the tests and scripts share it.
 */

import { HOME_TIME_ZONE, instantOf, isRealDay } from "./calendar-day";

/** Environment variable that pins the build's "now" (ISO timestamp), e.g. to preview a later day. */
export const BUILD_TIME_ENV = "BUILD_TIME";

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The instant an ISO date or timestamp stands for, in ms since 1970; null for anything that is not
 * an ISO date with a real calendar day and time. With an offset ("…+01:00", "…Z") the string says
 * it all; without one ("2026-03-10T09:00:00", "2026-03-10") the wall time is German time (the home
 * zone of src/model/calendar-day.ts), so the result does not depend on the time zone of the machine
 * that builds. In the hour repeated in autumn such a time is the second one (winter time).
 */
export function publishTime(value: string | Date | null | undefined): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== "string") return null;
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", offset] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Math.round(Number(`0${fraction || ".0"}`) * 1000);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (offset === "Z") return wall;
  if (offset) {
    const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
    if (Number(oh) > 23 || Number(om) > 59) return null;
    return wall - (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
  }
  return instantOf({ year, month, day, hour, minute, second }, HOME_TIME_ZONE, "second") + ms;
}

/**
 * The build's "now": `BUILD_TIME` if set (an ISO timestamp; anything else stops the build), else
 * the clock. `pinBuildTime` fixes it at the start of a build so every part of it agrees.
 */
export function buildTime(env: NodeJS.ProcessEnv = process.env): Date {
  const pinned = env[BUILD_TIME_ENV];
  if (pinned === undefined || pinned.trim() === "") return new Date();
  const time = publishTime(pinned);
  if (time === null)
    throw new Error(`${BUILD_TIME_ENV}="${pinned}" ist kein gültiger Zeitpunkt (Format: 2026-03-10T06:00:00+01:00)`);
  return new Date(time);
}

/**
 * Fixes "now" for the whole build: writes it to `BUILD_TIME` unless that is set already. Called once
 * at the start (onPreInit), before Gatsby starts its query workers, which inherit the variable;
 * otherwise a build running across an article's moment could list an article it has no page for.
 */
export function pinBuildTime(env: NodeJS.ProcessEnv = process.env): Date {
  const now = buildTime(env);
  if (!env[BUILD_TIME_ENV]?.trim()) env[BUILD_TIME_ENV] = now.toISOString();
  return now;
}

/** True once `publishedAt` is reached (at `now` itself too); false for a missing or invalid date. */
export function isPublished(publishedAt: string | Date | null | undefined, now: Date): boolean {
  const time = publishTime(publishedAt);
  return time !== null && time <= now.getTime();
}
