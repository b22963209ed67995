// Limits of the local enquiry inbox (scripts/enquiry-inbox.mjs), checked before a body is parsed,
// and the origins it accepts (issue 41).

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
