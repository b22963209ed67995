import type { __PRIVATE__ } from "styled-components";

type Sheet = (typeof __PRIVATE__)["mainSheet"];

/** styled-components' marker after each component's rules in a server sheet: group, component id, class names. */
const MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;

/**
 * Tells styled-components' browser runtime which classes the server sheet already holds, so that
 * hydration does not insert them a second time.
 *
 * The server sheet is marked `data-styled="active"` (gatsby/server-styles.ts) so that the runtime
 * does not tear it down and rebuild it rule by rule at start-up. But then the runtime knew none of
 * its classes: each component inserted its rules again while hydrating (on the wedding page 261
 * rules, ~70 ms of a 4× throttled start in `insertRule`), and from then on the browser matched
 * every style change against both copies. Registering the names – the runtime's own cache check,
 * `hasNameForId` – leaves only rules the server did not render for the runtime's tag.
 * Returns how many class names were registered.
 */
export function adoptServerStyles(doc: Document, sheet: Sheet): number {
  let count = 0;
  for (const tag of doc.querySelectorAll('style[data-styled="active"]')) {
    for (const [, id, names] of (tag.textContent ?? "").matchAll(MARKER)) {
      for (const name of names.split(",")) {
        if (!name) continue;
        sheet.registerName(id, name);
        count += 1;
      }
    }
  }
  return count;
}
