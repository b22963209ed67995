import { useEffect, useState } from "react";

/**
 * The visitor's current time, read after the page has loaded in the browser. Null during the
 * static build and before hydration, so nothing time-dependent is frozen into the HTML.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
  }, []);
  return now;
}
