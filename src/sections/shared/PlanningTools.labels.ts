/**
 * The page's words around its tools (PlanningTools.tsx); the tools' own words are in their labels
 * modules, which load with the tools (components/Island).
 */
export const PLANNING_TOOLS_LABELS = {
  /** The folded Preisrechner under the package cards (a <details>): what opening it offers. */
  foldSummary: "Preisrechner: Paket mit Zusatzstunden und Extras berechnen",
} as const;
