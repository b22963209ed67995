// `npm start`: builds the site and serves the production build at http://localhost:9000.
// With GATSBY_ENQUIRY_ENDPOINT set, that is all (`gatsby build`, then `gatsby serve --port 9000`).
// Without it, the enquiry form would have nowhere to send to; so the local enquiry inbox
// (scripts/enquiry-inbox.mjs) starts first, its address is built in as GATSBY_ENQUIRY_ENDPOINT, and
// enquiries land in anfragen/anfragen.jsonl and in this terminal. Ctrl+C stops everything.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { startInbox } from "./enquiry-inbox.mjs";

const require = createRequire(import.meta.url);
const gatsbyCli = require.resolve("gatsby/cli.js");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

let inbox = null;
let child = null;
let stopSignal = null;

async function finish(code) {
  if (inbox) await inbox.close();
  inbox = null;
  process.exit(code);
}

const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143 };
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopSignal) return;
    stopSignal = signal;
    if (child)
      child.kill(signal); // finish() follows when it has exited
    else finish(SIGNAL_CODES[signal]);
  });
}

/** Runs the Gatsby CLI and resolves with its exit code (non-zero when it died of a signal). */
function gatsby(args) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [gatsbyCli, ...args], { env, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`Gatsby konnte nicht gestartet werden: ${error.message}`);
      child = null;
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 1) : 1));
    });
  });
}

if (!process.env.GATSBY_ENQUIRY_ENDPOINT?.trim()) {
  const port = Number(process.env.ENQUIRY_INBOX_PORT || 9001);
  try {
    inbox = await startInbox({ port });
  } catch (error) {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} für den lokalen Anfrage-Eingang ist schon belegt (läuft noch ein \`npm start\`?).\n` +
            "Den anderen Prozess beenden oder einen freien Port wählen: ENQUIRY_INBOX_PORT=9002 npm start"
        : `Der lokale Anfrage-Eingang startet nicht: ${error.message}`,
    );
    process.exit(1);
  }
  env.GATSBY_ENQUIRY_ENDPOINT = inbox.url;
  const file = path.relative(process.cwd(), inbox.file) || inbox.file;
  console.log(
    [
      "",
      "Kein Formular-Dienst eingerichtet (GATSBY_ENQUIRY_ENDPOINT ist nicht gesetzt).",
      `Das Anfrageformular sendet deshalb an den lokalen Anfrage-Eingang: ${inbox.url}`,
      `Anfragen landen in ${file} und erscheinen hier im Terminal.`,
      "Für den echten Dienst: GATSBY_ENQUIRY_ENDPOINT=https://… npm start",
      "",
    ].join("\n"),
  );
}

const built = await gatsby(["build"]);
if (stopSignal) await finish(SIGNAL_CODES[stopSignal]);
if (built !== 0) {
  console.error(`\nDer Build ist fehlgeschlagen (Exit-Code ${built}); die Website wird nicht ausgeliefert.`);
  await finish(built);
}

if (inbox) {
  console.log(
    `\nAnfragen landen in ${path.relative(process.cwd(), inbox.file) || inbox.file} (Formular-Adresse: ${inbox.url}).\n`,
  );
}
const served = await gatsby(["serve", "--port", "9000"]);
await finish(stopSignal ? SIGNAL_CODES[stopSignal] : served);
