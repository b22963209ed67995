/**
 * Links an editor writes in a text of content/ (YAML texts, like in Markdown): "[Linktext](/pfad)".
 * Only addresses of this site become links: a path starting with exactly one "/" and without a
 * backslash ("//evil.example" and "/\\evil.example" lead browsers to another host); anything else
 * stays text, and the content check (gatsby/content/links.ts) names it.
 */
export type InlinePart = { text: string; to?: string };

/** A site-internal address: one leading "/", then no "/" or "\\" right after it, no backslash or space. */
export const INTERNAL_PATH = /^\/(?![/\\])[^)\s\\]*$/;
const LINK = /\[([^\]\n]+)\]\((\/(?![/\\])[^)\s\\]*)\)/g;
/** Anything written like a link, whatever its address. */
const LINK_LIKE = /\[([^\]\n]+)\]\(([^)\n]*)\)/g;

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

/** The site addresses a text links to. */
export const linkTargets = (text: string): string[] => [...text.matchAll(LINK)].map((m) => m[2]);

/** Link-shaped parts whose address is not a site-internal one (they stay text): "[x](//evil.example)". */
export const foreignLinks = (text: string): string[] =>
  [...text.matchAll(LINK_LIKE)].filter((m) => !INTERNAL_PATH.test(m[2])).map((m) => m[0]);
