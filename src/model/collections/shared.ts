import { integer, line, paragraph, withComment } from "../fields";

/** Hints for texts whose placeholders the build fills (gatsby/tokens.ts). */
export const CITY = "{city} wird auf jeder Stadtseite durch den Ortsnamen ersetzt.";
export const CITY_CHRISTMAS = "{city} wird auf jeder Weihnachtsfeier-Seite durch den Ortsnamen ersetzt.";
export const PARAGRAPHS = "Absätze durch eine Leerzeile trennen.";

export const metaTitle = (hint = "Etwa 50–60 Zeichen.") => line("Seitentitel für Suchmaschinen", { hint });
export const metaDescription = (hint = "Etwa 140–160 Zeichen. Erscheint in den Suchergebnissen unter dem Titel.") =>
  paragraph("Beschreibung für Suchmaschinen", { hint });
export const rating = (label: string, options: { optional?: true; hint?: string } = {}) =>
  integer(label, { min: 1, max: 5, ...options });

/** Head of a fixed page's text file: search-engine texts, keywords and the hero. */
export const pageHead = (comment: string) => ({
  metaTitle: withComment(metaTitle(), comment),
  metaDescription: metaDescription(),
  keywords: line("Suchbegriffe", { hint: "Durch Komma getrennt." }),
  heroTitle: line("Überschrift oben"),
  heroText: paragraph("Text unter der Überschrift"),
});

/** Hint for texts with the business facts as placeholders. */
export const FACTS =
  "Platzhalter wie {businessName}, {ownerName}, {street}, {postalCode}, {homeCity}, {phone}, {email} und {vatId} werden durch die Firmendaten ersetzt.";
