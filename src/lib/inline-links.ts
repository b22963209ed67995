/**
 * Links an editor writes in a text of content/ (YAML texts, like in Markdown): "[Linktext](/pfad)".
 * Only addresses of this site (starting with "/") become links; anything else stays text.
 */
export type InlinePart = { text: string; to?: string };

const LINK = /\[([^\]\n]+)\]\((\/[^)\s]*)\)/g;

/** "Mehr im [Ratgeber](/event-dj-hamburg-finden)." → text and link parts, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: match[1], to: match[2] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as read aloud or shown in a search result: link syntax removed, link text kept. */
export const plainText = (text: string): string => text.replace(LINK, "$1");
