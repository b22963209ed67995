/**
 * A name written in one line (the quote's „Name“) as the enquiry form asks for it: Anrede, Vorname,
 * Nachname. Only what can be told apart is filled; the visitor completes the rest.
 */
export interface NameParts {
  /** "Herr" or "Frau" (the form's anrede values), when the name starts with it. */
  anrede?: "Herr" | "Frau";
  vorname?: string;
  nachname?: string;
}

/** "Herr", "Hr.", "Frau", "Fr." at the start → the form's anrede value. */
// eslint-disable-next-line local/no-german-copy -- words a name is read by, and the form's anrede values
const SALUTATIONS: Record<string, NameParts["anrede"]> = { herr: "Herr", hr: "Herr", frau: "Frau", fr: "Frau" };
/** Academic titles ("Dr.", "Prof.", "Dipl.-Ing."): they stay with the surname, as a letter addresses "Frau Dr. Schmidt". */
const TITLE = /^(dr|prof|dipl|mag|ing)\b.*\.$/i;
/** Words that begin a surname: "Jan von der Heide", "Eva de Vries", "Tim ter Horst". */
// eslint-disable-next-line local/no-german-copy -- words a name is read by, not copy
const PARTICLES = new Set("von vom zu zum zur van de den der del della di da du la le ter ten".split(" "));

/**
 * "Anna Schmidt" → Anna / Schmidt; "Frau Dr. Anna Schmidt" → Frau / Anna / Dr. Schmidt;
 * "Anna Maria Schmidt" → Anna Maria / Schmidt; "Jan von der Heide" → Jan / von der Heide;
 * "Herr Schmidt" → Herr / – / Schmidt. A single word without a salutation ("Anna", "Schmidt") could
 * be either name, and is left to the visitor.
 */
export function splitName(text: string): NameParts {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const parts: NameParts = {};
  const salutation = SALUTATIONS[(words[0] ?? "").replace(/\.$/, "").toLowerCase()];
  if (salutation && words.length > 1) {
    parts.anrede = salutation;
    words.shift();
  }
  const titles: string[] = [];
  while (words.length > 1 && TITLE.test(words[0])) titles.push(words.shift()!);
  if (words.length === 0) return parts;
  const withTitles = (surname: string) => [...titles, surname].join(" ");
  if (words.length === 1) return parts.anrede || titles.length ? { ...parts, nachname: withTitles(words[0]) } : parts;
  const particle = words.findIndex((word, i) => i > 0 && PARTICLES.has(word.toLowerCase()));
  const cut = particle > 0 ? particle : words.length - 1;
  return { ...parts, vorname: words.slice(0, cut).join(" "), nachname: withTitles(words.slice(cut).join(" ")) };
}
