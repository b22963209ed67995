// Local enquiry inbox: a small HTTP server that speaks the hosted form service's contract, so the
// enquiry form works on a machine without GATSBY_ENQUIRY_ENDPOINT (`npm start` uses it then).
//   - POST on any path, body multipart/form-data or application/x-www-form-urlencoded
//   - Accept: application/json → 200 {"ok":true} / 422 {"ok":false,"error":…,"missing":[…]}
//   - plain form post → 303 to `_next` (against the Referer) / 422 German HTML page
//   - `_gotcha` filled (honeypot) → answered like a success, not stored
//   - OPTIONS → 204; every answer carries the CORS headers for the allowed origin
// What it refuses (issue 41): a browser request whose Origin is not the local site (any website the
// developer visits could post to it otherwise), bodies over 256 KB, more than MAX_FIELDS fields or
// a field name over MAX_NAME_LENGTH characters (all checked before parsing), and any `_next` whose
// path could take a browser to another site (open redirect): it redirects only to the site's own
// origin plus a path with exactly one leading "/" (never `//host`, `/\host`, `/%2F…`). Field names go
// into a null-prototype map, so `constructor` or `__proto__` are plain names.
// Accepted enquiries are appended as JSON lines to <dir>/anfragen.jsonl and printed to the log, with
// a line saying where the enquiry started (quelleSeite, quelleWeg: src/lib/enquiry-source.ts).
// Control characters (ESC sequences, CR, C0/C1) and bidi overrides in names and values are shown
// escaped in the terminal (\u001b) and stored as JSON escapes, never raw.
//
// Run directly: `node scripts/enquiry-inbox.mjs` (port: ENQUIRY_INBOX_PORT, default 9001).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import {
  MAX_FIELDS,
  MAX_NAME_LENGTH,
  checkShape,
  forTerminal,
  isSafeRedirectPath,
  jsonLine,
  originAllowed,
  readBody,
  refuse,
} from "./inbox-guard.mjs";

export { MAX_BODY_BYTES, MAX_FIELDS, MAX_NAME_LENGTH, originAllowed } from "./inbox-guard.mjs";

/** The site's home time zone (src/model/home-time-zone.json, read by src/model/calendar-day.ts too). */
const { timeZone: HOME_TIME_ZONE } = createRequire(import.meta.url)("../src/model/home-time-zone.json");

/** Fields the form service rejects a submission without (status 422). */
export const REQUIRED_FIELDS = ["anrede", "vorname", "nachname", "email", "eventTyp", "eventLocation", "nachricht"];

/**
 * The Musikplanung (/musikplanung) posts to the same service; it says so in its `formular` field
 * (src/components/MusicPlanner/MusicPlanner.labels.ts) and needs a name, an e-mail and the day.
 */
export const PLANNING_FORM = "Musikplanung";
export const PLANNING_REQUIRED_FIELDS = ["name", "email", "Datum der Feier"];
const isPlanning = (fields) => fields.formular === PLANNING_FORM;

/**
 * The callback request of /kontakt#rueckruf (src/components/CallbackForm) posts to the same service
 * as an enquiry of its own kind (`anfrageArt: rueckruf`, CallbackForm/payload.ts) and needs a name
 * and a phone number.
 */
export const CALLBACK_KIND = "rueckruf";
export const CALLBACK_REQUIRED_FIELDS = ["name", "telefon"];
const isCallback = (fields) => fields.anfrageArt === CALLBACK_KIND;

/** The fields a submission of its kind must have, and the form to go back to. */
const kindOf = (fields) =>
  isPlanning(fields)
    ? { required: PLANNING_REQUIRED_FIELDS, form: "/musikplanung" }
    : isCallback(fields)
      ? { required: CALLBACK_REQUIRED_FIELDS, form: "/kontakt#rueckruf" }
      : { required: REQUIRED_FIELDS, form: "/kontakt" };

/** German names of the required fields for the HTML error page (same labels as the form). */
const LABELS = {
  anrede: "Anrede",
  vorname: "Vorname",
  nachname: "Nachname",
  email: "E-Mail-Adresse",
  eventTyp: "Art der Veranstaltung",
  eventLocation: "Event-Location",
  nachricht: "Ihre Nachricht",
  name: "Ihr Name",
  telefon: "Ihre Telefonnummer",
};

/** Control fields of the service: they steer the answer and are not part of the stored enquiry. */
const CONTROL_FIELDS = new Set(["_next", "_gotcha"]);

export const JSONL_NAME = "anfragen.jsonl";

/** Field names wider than this are not padded in the log. */
const LOG_NAME_WIDTH = 40;

const CORS_HEADERS = {
  "Access-Control-Allow-Headers": "Accept, Content-Type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  Vary: "Origin",
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const htmlPage = (title, body) =>
  `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;

/** A request header as a URL when it holds an http(s) address, else null. */
function headerUrl(req, name) {
  try {
    const url = new URL(req.headers[name] ?? "");
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The Referer's origin followed by `path`, or null unless that is exactly this origin plus a safe path. */
function onOrigin(origin, path) {
  if (!isSafeRedirectPath(path)) return null;
  const location = origin + path;
  try {
    const url = new URL(location);
    return url.origin === origin && url.href === location ? location : null;
  } catch {
    return null;
  }
}

/**
 * Where a plain form post goes after success: only ever a path on the Referer's origin. `_next` is
 * resolved against the Referer and only its path, query and fragment are kept, so an absolute
 * `_next` on another origin moves to the Referer's origin (a local preview built with the
 * production SITE_URL stays local). A path that a browser or server could read as another host
 * (`//host`, `/\host`, `/%2F…`, also after tabs, line breaks or dot segments are removed) is not
 * used; then, as without `_next`: /kontakt/danke on the Referer's origin. Null (no usable target):
 * answer with a thank-you page – also for any `_next` when neither Referer nor Origin names the
 * site, so the inbox never sends a browser elsewhere.
 */
export function redirectTarget(next, referer) {
  let refererOrigin = null;
  try {
    const url = referer ? new URL(referer) : null;
    if (url && (url.protocol === "http:" || url.protocol === "https:")) refererOrigin = url.origin;
  } catch {
    // unusable Referer: no redirect
  }
  if (!refererOrigin) return null;
  if (typeof next === "string" && next.trim()) {
    try {
      const target = new URL(next.trim(), referer);
      if (target.protocol === "http:" || target.protocol === "https:") {
        const location = onOrigin(refererOrigin, target.pathname + target.search + target.hash);
        if (location) return location;
      }
    } catch {
      // unusable _next (malformed): fall through
    }
  }
  return onOrigin(refererOrigin, "/kontakt/danke");
}

/**
 * Parses the body with the WHATWG Request (multipart and urlencoded) into a null-prototype map
 * (a field named `constructor` or `__proto__` is just a name); repeated names are joined, line
 * breaks stored as \n (multipart encoding turns them into \r\n). A lone CR is no line break a
 * browser sends: it stays a CR (stored as JSON "\r", shown as \r in the terminal).
 */
async function parseFields(req, body) {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw refuse(415, "Nur multipart/form-data oder application/x-www-form-urlencoded");
  }
  checkShape(contentType, body);
  let data;
  try {
    data = await new Request("http://x/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    }).formData();
  } catch {
    throw refuse(400, "Formulardaten nicht lesbar");
  }
  const fields = Object.create(null);
  let count = 0;
  for (const [name, value] of data.entries()) {
    if (++count > MAX_FIELDS) throw refuse(413, `Zu viele Felder (höchstens ${MAX_FIELDS})`);
    if (name.length > MAX_NAME_LENGTH) throw refuse(413, `Feldname zu lang (höchstens ${MAX_NAME_LENGTH} Zeichen)`);
    const text = typeof value === "string" ? value.replace(/\r\n/g, "\n") : `[Datei: ${value.name}]`;
    fields[name] = name in fields ? `${fields[name]}, ${text}` : text;
  }
  return fields;
}

/** The ways into the form (quelleWeg, src/lib/enquiry-source.ts) as the owner reads them. */
const WAYS = {
  hero: "Schaltfläche oben auf der Seite (Hero)",
  aktionsleiste: "Aktionsleiste",
  abschnitt: "Zeile „Passt das zu Ihrer Feier?“ nach einem Abschnitt",
  preisrechner: "Preisrechner",
  terminpruefung: "Terminprüfung „Ist mein Termin frei?“",
  paket: "Schaltfläche eines Pakets",
  direkt: "direkt (Menü, Lesezeichen, Suchmaschine oder eingetippte Adresse)",
};

/** Where the enquiry started, in one line. Without both fields it was sent without JavaScript. */
export function sourceLine(fields) {
  const page = (fields.quelleSeite ?? "").trim();
  const way = (fields.quelleWeg ?? "").trim();
  if (!page && !way) return "Herkunft: unbekannt (ohne JavaScript gesendet – dann kommen Seite und Weg nicht mit)";
  const wayName = way ? (Object.hasOwn(WAYS, way) ? WAYS[way] : way) : "Weg unbekannt";
  if (page) return `Herkunft: ${page} – ${wayName}`;
  return way === "direkt" ? `Herkunft: ${wayName}` : `Herkunft: ${wayName} (Seite unbekannt)`;
}

/**
 * Readable log lines of one enquiry (multi-line values indented). Names and values come from the
 * visitor: control and bidi characters are shown escaped (forTerminal), line breaks only inside values.
 */
function formatEnquiry(fields, receivedAt) {
  const entries = Object.entries(fields).map(([name, value]) => [
    forTerminal(name),
    forTerminal(value, { keepNewlines: true }),
  ]);
  let width = 0;
  for (const [name] of entries) if (name.length <= LOG_NAME_WIDTH) width = Math.max(width, name.length);
  const lines = entries.map(
    ([name, value]) => `  ${`${name}:`.padEnd(width + 2)}${value.replace(/\n/g, `\n  ${" ".repeat(width + 2)}`)}`,
  );
  return [
    `\nNeue Anfrage eingegangen (${receivedAt.toLocaleString("de-DE", { timeZone: HOME_TIME_ZONE })})`,
    `  ${forTerminal(sourceLine(fields))}`,
    ...lines,
    "",
  ].join("\n");
}

/** Stores the enquiry as one line of the JSONL file; the log line is written separately so a logging failure never undoes it. */
async function storeEnquiry(file, fields) {
  const receivedAt = new Date();
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.appendFile(file, `${jsonLine({ receivedAt: receivedAt.toISOString(), fields })}\n`, "utf8");
  return receivedAt;
}

function logEnquiry(log, fields, receivedAt) {
  try {
    log(formatEnquiry(fields, receivedAt));
  } catch (error) {
    try {
      log(`Anfrage gespeichert, aber nicht anzeigbar: ${forTerminal(error.message)}`);
    } catch {
      // the log itself fails: the enquiry is stored all the same
    }
  }
}

/** How one request is answered: JSON for the site's own sends (Accept: application/json), a small page for the plain form post. */
function responder(req, res, origins) {
  const wantsJson = (req.headers.accept ?? "").toLowerCase().includes("application/json");
  const requestOrigin = req.headers.origin;
  const allowed = originAllowed(requestOrigin, origins);
  const cors = allowed && requestOrigin ? { "Access-Control-Allow-Origin": requestOrigin } : {};
  const send = (status, headers, body = "") =>
    res.writeHead(status, { ...CORS_HEADERS, ...cors, ...headers }).end(body);
  const json = (status, value) =>
    send(status, { "Content-Type": "application/json; charset=utf-8" }, JSON.stringify(value));
  const html = (status, title, body) =>
    send(status, { "Content-Type": "text/html; charset=utf-8" }, htmlPage(title, body));
  const fail = (status, error) =>
    wantsJson
      ? json(status, { ok: false, error })
      : html(status, "Anfrage nicht angenommen", `<p>${escapeHtml(error)}</p>`);
  return { allowed, wantsJson, send, json, html, fail };
}

/** The page for a plain form post with empty required fields: which ones, and the way back to the form. */
const missingFieldsPage = (
  missing,
  back,
) => `<p>Ihre Anfrage wurde nicht gesendet, weil diese Pflichtfelder leer sind:</p>
<ul>
${missing.map((name) => `<li>${escapeHtml(LABELS[name] ?? name)}</li>`).join("\n")}
</ul>
<p><a href="${escapeHtml(back)}">Zurück zum Formular</a></p>`;

/** The answer to an accepted (or silently dropped) send: JSON, the way on to `_next` on the same site, or a page of its own. */
function accepted(answer, fields, from) {
  if (answer.wantsJson) return answer.json(200, { ok: true });
  const location = redirectTarget(fields._next, from?.href);
  if (location)
    return answer.send(
      303,
      { Location: location, "Content-Type": "text/plain; charset=utf-8" },
      `Weiter: ${location}\n`,
    );
  return answer.html(
    200,
    "Vielen Dank für Ihre Anfrage!",
    "<p>Ihre Anfrage ist eingegangen. Sie erhalten in Kürze eine Antwort.</p>",
  );
}

/** One request to the inbox: checked, stored and logged, answered. */
async function handleRequest(req, res, { file, log, origins }) {
  const answer = responder(req, res, origins);
  if (!answer.allowed) {
    req.resume();
    return answer.fail(403, "Anfragen nur von der lokalen Website");
  }
  if (req.method === "OPTIONS") return answer.send(204, {});
  if (req.method !== "POST")
    return answer.send(
      405,
      { Allow: "POST, OPTIONS", "Content-Type": "text/plain; charset=utf-8" },
      "Nur POST (Anfrageformular).\n",
    );

  let fields;
  try {
    fields = await parseFields(req, await readBody(req));
  } catch (error) {
    return answer.fail(error.status ?? 400, error.message);
  }
  // The page the form was on. Browsers send cross-origin Referers as the origin only (default
  // referrer policy); when a privacy setting drops the Referer, the Origin header still names the site.
  const referer = headerUrl(req, "referer");
  const origin = referer ? null : headerUrl(req, "origin");

  if ((fields._gotcha ?? "").trim()) {
    log("Anfrage mit ausgefülltem Spam-Feld (_gotcha) verworfen, nicht gespeichert.");
    return accepted(answer, fields, referer ?? origin);
  }
  const { required, form } = kindOf(fields);
  const missing = required.filter((name) => !(fields[name] ?? "").trim());
  if (missing.length) {
    if (answer.wantsJson) return answer.json(422, { ok: false, error: "Pflichtfelder fehlen", missing });
    const back = referer ? referer.href : origin ? new URL(form, origin).href : form;
    return answer.html(422, "Pflichtfelder fehlen", missingFieldsPage(missing, back));
  }

  const stored = Object.fromEntries(Object.entries(fields).filter(([name]) => !CONTROL_FIELDS.has(name)));
  let receivedAt;
  try {
    receivedAt = await storeEnquiry(file, stored);
  } catch (error) {
    log(`Anfrage konnte nicht gespeichert werden: ${forTerminal(error.message)}`);
    return answer.fail(500, "Anfrage konnte nicht gespeichert werden");
  }
  logEnquiry(log, stored, receivedAt);
  return accepted(answer, fields, referer ?? origin);
}

/**
 * Starts the inbox. Port 0 picks a free port; `url` names the real one.
 * @returns {Promise<{ url: string, port: number, file: string, close: () => Promise<void> }>}
 */
export async function startInbox({
  port = 9001,
  host = "127.0.0.1",
  dir = "anfragen",
  log = console.log,
  origins = [],
} = {}) {
  const file = path.resolve(dir, JSONL_NAME);
  const server = http.createServer((req, res) => {
    handleRequest(req, res, { file, log, origins }).catch((error) => {
      log(`Fehler im Anfrage-Eingang: ${forTerminal(error.message)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const realPort = server.address().port;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${realPort}/anfrage`,
    port: realPort,
    file,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const runDirectly =
  process.argv[1] && fs.realpathSync(path.resolve(process.argv[1])) === fs.realpathSync(fileURLToPath(import.meta.url));
if (runDirectly) {
  const port = Number(process.env.ENQUIRY_INBOX_PORT || 9001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`ENQUIRY_INBOX_PORT ist keine gültige Portnummer: ${process.env.ENQUIRY_INBOX_PORT}`);
    process.exit(1);
  }
  try {
    const inbox = await startInbox({ port });
    console.log(`Lokaler Anfrage-Eingang läuft: ${inbox.url}`);
    console.log(
      `Anfragen landen in ${path.relative(process.cwd(), inbox.file) || inbox.file} (und hier im Terminal). Beenden mit Strg+C.`,
    );
    const stop = () => inbox.close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} ist schon belegt; anderen Port mit ENQUIRY_INBOX_PORT wählen.`
        : error.message,
    );
    process.exit(1);
  }
}
