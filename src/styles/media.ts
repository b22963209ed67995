import { theme } from "./theme";

type Breakpoint = keyof typeof theme.breakpoints;

/** `${media.md} { … }` applies from that width upwards. */
export const media = Object.fromEntries(
  Object.entries(theme.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;
