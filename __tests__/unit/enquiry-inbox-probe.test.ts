/** @jest-environment node */
// Security probe on the local inbox (scripts/enquiry-inbox.mjs):
//   1. `_next` never leads off-site: the Location is the Referer's origin plus a path with exactly one
//      leading "/" (no `//host`, `/\host`, `/%2F…`), whatever `_next` hides in it (backslashes, tabs,
//      line breaks, dot segments, URL encoding); otherwise the default /kontakt/danke.
//   2. Control characters (ESC sequences, CR, C0/C1) and bidi overrides in names and values reach the
//      terminal escaped (\u001b), never raw; the JSON lines hold C1 and bidi characters as \u escapes too.
// Same child-process setup as enquiry-inbox.test.ts (the script is plain Node ESM).
import { spawn, type ChildProcessWithoutNullStreams } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import readline from "readline";

const INBOX_MODULE = path.resolve(__dirname, "../../scripts/enquiry-inbox.mjs");

let child: ChildProcessWithoutNullStreams;
let dir: string;
let url: string;
const logs: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-inbox-probe-"));
  const program = `
    import { startInbox } from ${JSON.stringify(INBOX_MODULE)};
    const inbox = await startInbox({ port: 0, dir: ${JSON.stringify(dir)}, log: (text) => console.log(JSON.stringify({ log: text })) });
    console.log(JSON.stringify({ url: inbox.url }));
    process.on("SIGTERM", () => inbox.close().then(() => process.exit(0)));
  `;
  child = spawn(process.execPath, ["--input-type=module", "-e", program], { cwd: dir });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = readline.createInterface({ input: child.stdout });
  url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`inbox exited (${code}): ${stderr}`)));
    lines.on("line", (line) => {
      const message = JSON.parse(line) as { log?: string; url?: string };
      if (message.log !== undefined) logs.push(message.log);
      if (message.url) resolve(message.url);
    });
  });
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const complete: Record<string, string> = {
  anrede: "Frau",
  vorname: "Maren",
  nachname: "Petersen",
  email: "maren@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Elbschloss, Hamburg",
  nachricht: "Hochzeit am 12.09. mit 90 Gästen.",
};

const SITE = "http://localhost:9000";

/** A Location a browser cannot take off-site: the site's origin, then "/" and no second "/" or "\". */
function expectOnSite(location: string | null) {
  expect(location).not.toBeNull();
  expect(location!.startsWith(`${SITE}/`)).toBe(true);
  const rest = location!.slice(SITE.length);
  expect(rest).toMatch(/^\/(?:$|[^/\\])/);
  expect(rest).not.toMatch(/^\/%(?:25)*(?:2f|5c)/i);
  expect(rest).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location!, `${SITE}/kontakt`).origin).toBe(SITE);
  expect(new URL(rest, `${SITE}/kontakt`).origin).toBe(SITE);
  expect(location).not.toContain("evil.example");
}

describe("local inbox: _next never leads off-site (probe finding 1)", () => {
  it.each([
    "http://x//evil.example/p",
    "https://www.event-dj-hamburg.example//evil.example/p",
    "http://x/\\evil.example/p",
    "http://x\\\\evil.example/p",
    "http://x/\t/evil.example/p",
    "http://x/\n/evil.example/p",
    "http://x/\r\n/evil.example/p",
    "http://x/./\\evil.example/p",
    "http://x/.//evil.example/p",
    "http://x/a/..//evil.example/p",
    "/.//evil.example/p",
    "/./\\evil.example/p",
    "/kontakt/..//evil.example/p",
    "http://x/%2F%2Fevil.example/p",
    "http://x/%5Cevil.example/p",
    "/%2fevil.example/p",
    "/%252F%252Fevil.example/p",
    "\\\\evil.example/p",
    "/\\evil.example/p",
    "//evil.example/p",
    "http:/\\evil.example/p",
    "http:\\\\evil.example/p",
    "/\t/evil.example/p",
    " //evil.example/p",
    "https:evil.example/p",
    "http://x//evil.example/p#frag",
  ])("keeps _next %j on the site with a single leading slash", async (next) => {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: `${SITE}/kontakt` },
      body: new URLSearchParams({ ...complete, _next: next }),
    });
    expect(response.status).toBe(303);
    expectOnSite(response.headers.get("location"));
  });

  it("does so for a multipart post and for the honeypot answer too", async () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(complete)) data.append(name, value);
    data.append("_next", "http://x//evil.example/p");
    const multipart = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: `${SITE}/kontakt` },
      body: data,
    });
    expect(multipart.status).toBe(303);
    expectOnSite(multipart.headers.get("location"));

    const honeypot = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: SITE },
      body: new URLSearchParams({ ...complete, _gotcha: "spam", _next: "http://x//evil.example/p" }),
    });
    expect(honeypot.status).toBe(303);
    expectOnSite(honeypot.headers.get("location"));
  });

  it("falls back to /kontakt/danke when the path of _next is unsafe", async () => {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: `${SITE}/kontakt` },
      body: new URLSearchParams({ ...complete, _next: "http://x//evil.example/p" }),
    });
    expect(response.headers.get("location")).toBe(`${SITE}/kontakt/danke`);
  });

  it("still keeps path, query and fragment of a usable _next", async () => {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: `${SITE}/kontakt` },
      body: new URLSearchParams({ ...complete, _next: "https://www.event-dj-hamburg.example/kontakt/danke?a=1#b" }),
    });
    expect(response.headers.get("location")).toBe(`${SITE}/kontakt/danke?a=1#b`);
    const relative = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: `${SITE}/musikplanung/` },
      body: new URLSearchParams({ ...complete, _next: "danke" }),
    });
    expect(relative.headers.get("location")).toBe(`${SITE}/musikplanung/danke`);
  });
});

/** Characters that must never reach the terminal (or the JSON lines) raw; line breaks may. */
// eslint-disable-next-line no-control-regex
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("local inbox: control and bidi characters are shown escaped (probe finding 2)", () => {
  const hostile: Record<string, string> = {
    vorname: "Mal\u001b[2Jory",
    nachname: "Titel\u001b]0;gehackt\u0007",
    nachricht: "Zeile eins\r\u001b[1A\u001b[2KHerkunft: gefälscht\nZeile zwei\u009b31m\u0085\u007f",
    eventLocation: "Elb\u202eschloss\u202c \u2066isoliert\u2069 \u202a\u202b\u202d\u2067\u2068",
    telefon: "\u0000\u0008\u000b\u000c\u001f\u0080\u009f\u200e\u200f\u061c\u2028\u2029",
    "feld\u001b[31m\r\u202e": "wert",
    quelleSeite: "/kontakt\u001b[2J\n\u202e",
    quelleWeg: "hero",
  };

  let logText: string;
  let fileText: string;
  beforeAll(async () => {
    const before = logs.length;
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...complete, ...hostile }),
    });
    expect(response.status).toBe(200);
    await waitFor(() => logs.slice(before).some((text) => text.includes("Neue Anfrage eingegangen")));
    logText = logs.slice(before).join("\n");
    fileText = fs.readFileSync(path.join(dir, "anfragen.jsonl"), "utf8");
  });

  it("never writes a raw control or bidi character to the terminal", () => {
    expect(logText).not.toMatch(RAW_UNSAFE);
  });

  it("shows ESC sequences, BEL, CR, C1 and bidi characters as escapes", () => {
    expect(logText).toContain("Mal\\u001b[2Jory");
    expect(logText).toContain("Titel\\u001b]0;gehackt\\u0007");
    expect(logText).toContain("Zeile eins\\r\\u001b[1A\\u001b[2KHerkunft: gefälscht");
    expect(logText).toContain("Zeile zwei\\u009b31m\\u0085\\u007f");
    expect(logText).toContain("Elb\\u202eschloss\\u202c \\u2066isoliert\\u2069 \\u202a\\u202b\\u202d\\u2067\\u2068");
    expect(logText).toContain("\\u0000\\u0008\\u000b\\u000c\\u001f\\u0080\\u009f\\u200e\\u200f\\u061c\\u2028\\u2029");
    expect(logText).toContain("feld\\u001b[31m\\r\\u202e:");
  });

  it("keeps a value's line breaks as indented lines, but escapes them in names and the source line", () => {
    expect(logText).toMatch(/\n {2,}Zeile zwei/);
    expect(logText).toContain("Herkunft: /kontakt\\u001b[2J\\n\\u202e – Schaltfläche oben auf der Seite (Hero)");
  });

  it("stores the values unchanged, with C1 and bidi characters escaped in the JSON line", () => {
    expect(fileText).not.toMatch(RAW_UNSAFE);
    const last = JSON.parse(fileText.trim().split("\n").at(-1)!) as { fields: Record<string, string> };
    expect(last.fields).toEqual({ ...complete, ...hostile });
    expect(fileText).toContain("\\u009b31m");
    expect(fileText).toContain("\\u202e");
  });
});

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
