import { useEffect, type RefObject } from "react";

const SCROLL_DELAY_MS = 100;

/**
 * Scrolls the element into view shortly after an arrival that asks for it (smoothly, unless the
 * visitor prefers reduced motion). Runs for every new `arrival`, also a client-side navigation to
 * the same page.
 */
export function useScrollIntoView(
  ref: RefObject<HTMLElement | null>,
  wanted: boolean | undefined,
  arrival: unknown,
): void {
  useEffect(() => {
    if (!wanted) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = setTimeout(
      () => ref.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [ref, arrival, wanted]);
}
