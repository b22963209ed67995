/**
 * The `_headers` file as the two hosts read it, for the test server and the tests of the file.
 *
 * A request gets the headers of EVERY rule whose path matches it. Netlify and Cloudflare Pages
 * disagree when two matching rules set the same header: Netlify lets the later rule win,
 * Cloudflare joins both values with ", " (two Content-Security-Policies are then both enforced).
 * This module takes the strictest reading of both: a rule applies when either host would apply it,
 * and repeated headers are joined as Cloudflare does. A `_headers` file that serves correctly here
 * serves the same on both hosts.
 */

export interface HeaderRule {
  /** The path line as written, e.g. `/admin/*`. */
  path: string;
  headers: [string, string][];
  /** Whether Netlify or Cloudflare Pages would apply this rule to a request for `urlPath`. */
  matches: (urlPath: string) => boolean;
}

/** As Cloudflare's rules engine escapes. */
const escapeAll = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");
/** As escape-string-regexp (Netlify) escapes: valid in a unicode RegExp. */
const escapeUnicode = (s: string) => s.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");

/**
 * Netlify's reading (@netlify/headers-parser, getForRegExp): case-insensitive, a trailing slash is
 * optional, `:name` is one segment, a standalone `*` segment may also be empty (`/admin/*` matches
 * `/admin` and `/adminx`), a `*` inside a segment matches anything including slashes.
 */
export function netlifyPattern(rulePath: string): RegExp {
  const parts = rulePath
    .split("/")
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      if (part === "*") return "?(.*)";
      if (part.includes("*")) return part.replaceAll("*", "(.*)");
      return escapeUnicode(part);
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}

/**
 * Cloudflare Pages' reading (workers-sdk, pages-shared/asset-server/rulesEngine.ts): case-sensitive
 * and exact, `*` matches anything including slashes, `:name` is one segment.
 */
export function cloudflarePattern(rulePath: string): RegExp {
  let rule = rulePath.split("*").map(escapeAll).join("(.*)");
  rule = rule.replace(/:([A-Za-z]\w*)/g, "([^/]+)");
  return new RegExp(`^${rule}$`);
}

/** Parses a Netlify/Cloudflare `_headers` file: a path line, then indented "Name: value" lines; `#` starts a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const rulePath = line.trim();
      const netlify = netlifyPattern(rulePath);
      const cloudflare = cloudflarePattern(rulePath);
      rules.push({
        path: rulePath,
        headers: [],
        matches: (urlPath) => netlify.test(urlPath) || cloudflare.test(urlPath),
      });
    } else if (rules.length) {
      const i = line.indexOf(":");
      rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Every header a request for `urlPath` gets: all matching rules, a repeated header joined with ", ". Names as first written. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string> {
  const merged = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (!names.has(key)) names.set(key, name);
      const shown = names.get(key)!;
      merged.set(shown, merged.has(shown) ? `${merged.get(shown)}, ${value}` : value);
    }
  }
  return merged;
}

/** The rules that set `header` for a request for `urlPath` (more than one: the hosts disagree). */
export const rulesSetting = (rules: readonly HeaderRule[], urlPath: string, header: string): HeaderRule[] =>
  rules.filter((r) => r.matches(urlPath) && r.headers.some(([name]) => name.toLowerCase() === header.toLowerCase()));
