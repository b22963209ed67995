import type { GatsbyNode } from "gatsby";
import { berlinDay } from "../src/model/calendar-day";
import { BUILD_TIME_ENV, buildTime, publishTime } from "../src/model/publish-time";

/**
 * The local editor (`npm run cms`, scripts/cms.mjs) runs `gatsby develop` for hours, but a build's
 * "now" is pinned when it starts (gatsby/publishing.ts): a scheduled article would stay hidden until
 * a restart, "today" would stay the start's day. So, while the editor runs, a timer looks every few
 * seconds whether the site lags behind the clock – an article's publishedAt passed after the pinned
 * "now" (also one saved meanwhile with a time already past), or the day changed – and then moves the
 * pin to the present and asks Gatsby to read the site's own data again (its refresh endpoint, only
 * the site's sourceNodes): the published set and the day change, Gatsby creates the article's page
 * and re-runs every query that read them, as on the morning's rebuild of the live site.
 */

/** Set by scripts/cms.mjs (unless BUILD_TIME pins a day on purpose): the develop server follows the clock. */
export const FOLLOWS_CLOCK_ENV = "DEVELOP_FOLLOWS_CLOCK";
const CHECK_EVERY_MS = 10_000;

/** Whether the site built at `pinned` lags behind `now`: an article went live in between, or the day changed. */
export function behindTheClock(publishedAt: Iterable<unknown>, pinned: Date, now: Date): boolean {
  if (berlinDay(pinned) !== berlinDay(now)) return true;
  for (const value of publishedAt) {
    const time = publishTime(value instanceof Date || typeof value === "string" ? value : null);
    if (time !== null && time > pinned.getTime() && time <= now.getTime()) return true;
  }
  return false;
}

interface Follow {
  env: NodeJS.ProcessEnv;
  /** The publishedAt of every article as the node store holds it now (saved articles included). */
  publishedAt: () => Iterable<unknown>;
  /** Asks Gatsby to read the site's data again; resolves when asked. */
  refresh: () => Promise<void>;
  now?: () => Date;
  every?: number;
}

/** Starts the timer; returns its stop. */
export function followTheClock({ env, publishedAt, refresh, now = () => new Date(), every = CHECK_EVERY_MS }: Follow) {
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    const current = now();
    if (!behindTheClock(publishedAt(), buildTime(env), current)) return;
    busy = true;
    // The new "now" for everything the refresh runs: sourceNodes, createPages, the resolvers.
    env[BUILD_TIME_ENV] = current.toISOString();
    try {
      await refresh();
    } finally {
      busy = false;
    }
  }, every);
  timer.unref?.();
  return () => clearInterval(timer);
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ store, getNodesByType, reporter }) => {
  if (process.env[FOLLOWS_CLOCK_ENV] !== "1" || !process.env.ENABLE_GATSBY_REFRESH_ENDPOINT) return;
  const { program } = store.getState() as { program: { host: string; port: number } };
  const url = `http://${program.host}:${program.port}/__refresh/default-site-plugin`;
  followTheClock({
    env: process.env,
    publishedAt: () =>
      getNodesByType("MarkdownRemark").map((node) => (node.frontmatter as { publishedAt?: unknown })?.publishedAt),
    refresh: async () => {
      reporter.info(
        `Neuer Stichtag ${process.env[BUILD_TIME_ENV]}: geplante Artikel und Tagesangaben werden aktualisiert.`,
      );
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: process.env.GATSBY_REFRESH_TOKEN ?? "" },
        });
        if (!response.ok)
          reporter.warn(`Aktualisieren fehlgeschlagen (${response.status}); bitte das CMS neu starten.`);
      } catch (error) {
        reporter.warn(`Aktualisieren fehlgeschlagen (${(error as Error).message}); bitte das CMS neu starten.`);
      }
    },
  });
};
