// Limits of the local enquiry inbox (scripts/enquiry-inbox.mjs), checked before a body is parsed,
// the origins it accepts (issue 41), the only redirect paths it sends a browser to, and how it
// shows untrusted text in the terminal and in the JSON lines (control and bidi characters escaped).

/** Limits checked before the body is parsed (the forms send about 20 short-named fields). */
export const MAX_BODY_BYTES = 256 * 1024;
export const MAX_FIELDS = 100;
export const MAX_NAME_LENGTH = 100;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a browser Origin may post: the local site (http(s) on localhost, 127.0.0.1 or [::1], any
 * port: `npm start` serves on 9000, `gatsby develop` on 8000) or one of `extraOrigins`. A missing
 * Origin (curl, a script) is fine; "null" (sandboxed page, file://) and other websites are not.
 */
export function originAllowed(origin, extraOrigins = []) {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    if (url.origin !== origin) return false;
    if (extraOrigins.includes(url.origin)) return true;
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export const refuse = (status, message) => Object.assign(new Error(message), { status });

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (declared > MAX_BODY_BYTES) {
      reject(refuse(413, "Anfrage zu groß"));
      req.resume(); // read on, keep nothing
      return;
    }
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk); // beyond the limit: read on, keep nothing
    });
    req.on("end", () =>
      size > MAX_BODY_BYTES ? reject(refuse(413, "Anfrage zu groß")) : resolve(Buffer.concat(chunks)),
    );
    req.on("error", reject);
  });
}

/** Counts `needle` in `buffer`, stopping once the count passes `limit`. */
function countUpTo(buffer, needle, limit) {
  let count = 0;
  for (let at = buffer.indexOf(needle); at !== -1 && count <= limit; at = buffer.indexOf(needle, at + needle.length))
    count++;
  return count;
}

/**
 * Refuses a body with too many fields or too long a field name before it is parsed: urlencoded
 * fields are counted by `&`, multipart parts by their boundary; names are checked in the raw text.
 */
export function checkShape(contentType, body) {
  const tooMany = () => refuse(413, `Zu viele Felder (höchstens ${MAX_FIELDS})`);
  const tooLong = () => refuse(413, `Feldname zu lang (höchstens ${MAX_NAME_LENGTH} Zeichen)`);
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    if (countUpTo(body, "&", MAX_FIELDS) >= MAX_FIELDS) throw tooMany();
    for (const pair of body.toString("latin1").split("&")) {
      const end = pair.indexOf("=");
      // a %-escaped character takes 3 bytes, so this is a generous bound before decoding
      if ((end === -1 ? pair.length : end) > MAX_NAME_LENGTH * 3 * 4) throw tooLong();
    }
    return;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) throw refuse(400, "Formulardaten nicht lesbar");
  if (countUpTo(body, `--${boundary[1] ?? boundary[2]}`, MAX_FIELDS + 1) > MAX_FIELDS + 1) throw tooMany();
  for (const match of body.toString("latin1").matchAll(/^content-disposition:[^\r\n]*?\bname="([^"]*)"/gim)) {
    if (match[1].length > MAX_NAME_LENGTH * 4) throw tooLong();
  }
}

/**
 * A same-origin path the inbox may redirect to: exactly one "/" and then anything but "/" or "\"
 * (or just "/"), so no browser reads it as protocol-relative (`//host`, `/\host`) – also not once
 * a server decodes it (`/%2F…`, `/%5C…`, `/%252F…`). Printable ASCII only (what a parsed URL serializes to).
 */
export function isSafeRedirectPath(path) {
  return (
    typeof path === "string" &&
    /^\/(?:$|[^/\\])/.test(path) &&
    !/^\/%(?:25)*(?:2f|5c)/i.test(path) &&
    /^[\x21-\x7e]+$/.test(path)
  );
}

/**
 * Characters that steer a terminal or reorder what it shows: C0 controls, DEL, C1 controls (U+0080–U+009F,
 * e.g. U+009B = CSI), the bidi embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the
 * bidi marks U+200E, U+200F, U+061C and the line/paragraph separators U+2028, U+2029.
 */
const BEYOND_C0 = "\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
const UNSAFE_TEXT = new RegExp(`[\\u0000-\\u001f${BEYOND_C0}]`, "g");
const UNSAFE_TEXT_BUT_NEWLINE = new RegExp(`[\\u0000-\\u0009\\u000b-\\u001f${BEYOND_C0}]`, "g");
/** What JSON.stringify leaves raw of the above (it escapes C0 itself). */
const UNSAFE_IN_JSON = new RegExp(`[${BEYOND_C0}]`, "g");
const SHORT_ESCAPES = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const escapeChar = (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Untrusted text as the terminal may show it: every control and bidi character above written as an
 * escape (ESC as `\u001b`, tab `\t`, CR `\r`); line breaks kept only with `keepNewlines`.
 */
export const forTerminal = (text, { keepNewlines = false } = {}) =>
  String(text).replace(keepNewlines ? UNSAFE_TEXT_BUT_NEWLINE : UNSAFE_TEXT, escapeChar);

/**
 * One JSON line: JSON.stringify escapes C0 itself; DEL, C1, bidi and U+2028/U+2029 are escaped too, so
 * `cat`/`tail -f` on the file shows them as \u…. These characters only occur inside JSON strings,
 * where the escape reads back to the same text.
 */
export const jsonLine = (value) => JSON.stringify(value).replace(UNSAFE_IN_JSON, escapeChar);
