/**
 * The `_headers` file as the two hosts read it, for the test server and the tests of the file.
 *
 * A request gets the headers of every rule whose path matches it. The hosts differ when two
 * matching rules set the same header: Netlify (the site's host, netlify.toml) lets the later rule
 * win; Cloudflare Pages joins both values with ", " (two Content-Security-Policies are then both
 * enforced) unless a rule detaches the header with a line `! Name`. `headersFor` reads a file as
 * one host does; the test server reads it as Netlify.
 */

export type Host = "netlify" | "cloudflare";

export interface HeaderRule {
  /** The path line as written, e.g. `/admin/*`. */
  path: string;
  headers: [string, string][];
  /** Headers this rule detaches (`! Name`, Cloudflare Pages only), lower case. */
  detach: string[];
  /** Whether the host would apply this rule to a request for `urlPath`. */
  matches: (urlPath: string, host?: Host) => boolean;
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
        detach: [],
        matches: (urlPath, host = "netlify") => (host === "netlify" ? netlify : cloudflare).test(urlPath),
      });
    } else if (rules.length && /^\s+!/.test(line)) {
      rules[rules.length - 1].detach.push(line.trim().slice(1).trim().toLowerCase());
    } else if (rules.length) {
      const i = line.indexOf(":");
      rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Every header a request for `urlPath` gets from `host`, names as first written. Netlify: the later
 * of two rules wins. Cloudflare: values joined with ", ", except that a header a matching rule
 * detaches keeps only the values of the rules that detach it.
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string, host: Host = "netlify"): Map<string, string> {
  const matching = rules.filter((r) => r.matches(urlPath, host));
  const detached = new Set(host === "cloudflare" ? matching.flatMap((r) => r.detach) : []);
  const merged = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (detached.has(key) && !rule.detach.includes(key)) continue;
      if (!names.has(key)) names.set(key, name);
      const shown = names.get(key)!;
      const join = host === "cloudflare" && merged.has(shown);
      merged.set(shown, join ? `${merged.get(shown)}, ${value}` : value);
    }
  }
  return merged;
}

/** The rules that set `header` for a request for `urlPath`, as `host` reads them. */
export const rulesSetting = (rules: readonly HeaderRule[], urlPath: string, header: string, host: Host = "netlify") =>
  rules.filter(
    (r) => r.matches(urlPath, host) && r.headers.some(([name]) => name.toLowerCase() === header.toLowerCase()),
  );
