import { useEffect, useState } from "react";
import { reachability, type OpeningHoursRow, type Reachability } from "../lib/opening-hours";

/** How often an open page looks at the clock again: the hint changes at opening and closing time. */
const EVERY_MS = 60_000;

/** What the visitor is shown: open, or the next opening. */
const shown = (r: Reachability | null) => (!r ? "" : r.open ? "open" : String(r.next?.at.getTime() ?? "none"));

/**
 * Whether the phone is answered now (src/lib/opening-hours.ts), read in the browser after the page
 * has loaded and again every minute. Null during the static build and before hydration, so nothing
 * time-dependent is frozen into the HTML.
 */
export function useReachability(rows: readonly OpeningHoursRow[]): Reachability | null {
  const [state, setState] = useState<Reachability | null>(null);
  useEffect(() => {
    const look = () => {
      const now = reachability(new Date(), rows);
      setState((before) => (shown(before) === shown(now) ? before : now));
    };
    look();
    const timer = setInterval(look, EVERY_MS);
    return () => clearInterval(timer);
  }, [rows]);
  return state;
}
