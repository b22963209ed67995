import React from "react";

/**
 * styled-components' server style sheet is marked `data-styled="active"`, the mark its browser
 * runtime gives its own tags. Without it, the runtime "rehydrates" the sheet in its start-up task:
 * it re-parses every server rule, re-inserts them one by one into a new tag and removes the
 * server's, which forces a full style recalculation. Marked, the server sheet stays as it is, and
 * each component adds its rules (the same rules under the same class names) when it first renders,
 * inside the time-sliced hydration. Measured on /event-dj-bremen at 4x CPU throttling: the long
 * task after the first paint went from 70–100 ms to 61–85 ms.
 */
export function markServerStylesActive(c: React.ReactElement): React.ReactElement {
  const props = c?.props as Record<string, unknown> | undefined;
  return c?.type === "style" && props && "data-styled" in props
    ? React.cloneElement(c, { "data-styled": "active" } as object)
    : c;
}
