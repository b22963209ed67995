/**
 * Links an editor writes in a text of content/ (YAML texts, like in Markdown): "[Linktext](/pfad)".
 * Only addresses of this site become links: a path starting with exactly one "/" and without a
 * backslash ("//evil.example" and "/\\evil.example" lead browsers to another host); anything else
 * stays text, and the content check (src/checks/links.ts) names it.
 */
export type InlinePart = { text: string; to?: string };

/** A site-internal address: one leading "/", then no "/" or "\\" right after it, no backslash or space. */
const INTERNAL_PATH = /^\/(?![/\\])[^)\s\\]*$/;
const LINK = /\[([^\]\n]+)\]\((\/(?![/\\])[^)\s\\]*)\)/g;

/** Whether a browser can read the address: a broken %-escape ("/blog#%") would empty the page it leads to. */
const readable = (address: string): boolean => {
  try {
    decodeURI(address);
    return true;
  } catch {
    return false;
  }
};

/** Whether `address` is one inline links accept: site-internal and readable. */
export const isInternalPath = (address: string): boolean => INTERNAL_PATH.test(address) && readable(address);

/** The links of a text: [Linktext](/pfad) with an address isInternalPath accepts. */
const linksIn = (text: string) => [...text.matchAll(LINK)].filter((m) => readable(m[2]));
/** Anything written like a link, whatever its address. */
const LINK_LIKE = /\[([^\]\n]+)\]\(([^)\n]*)\)/g;

/** "Mehr im [Ratgeber](/event-dj-hamburg-finden)." → text and link parts, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of linksIn(text)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: match[1], to: match[2] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as read aloud or shown in a search result: link syntax removed, link text kept. */
export const plainText = (text: string): string =>
  text.replace(LINK, (whole, label: string, address: string) => (readable(address) ? label : whole));

/** The site addresses a text links to. */
export const linkTargets = (text: string): string[] => linksIn(text).map((m) => m[2]);

/** Link-shaped parts whose address is not a site-internal one (they stay text): "[x](//evil.example)". */
export const foreignLinks = (text: string): string[] =>
  [...text.matchAll(LINK_LIKE)].filter((m) => !isInternalPath(m[2])).map((m) => m[0]);
