/** @jest-environment node */
// The local enquiry inbox (scripts/enquiry-inbox.mjs) that `npm start` uses without
// GATSBY_ENQUIRY_ENDPOINT. The script is plain Node ESM, which this jest setup (babel → CommonJS,
// no --experimental-vm-modules) cannot load in-process; so a real Node child imports it and calls
// startInbox() exactly as scripts/start.mjs does, and the tests talk to it with real fetch.
import { spawn, type ChildProcessWithoutNullStreams } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import readline from "readline";

const INBOX_MODULE = path.resolve(__dirname, "../../scripts/enquiry-inbox.mjs");

let child: ChildProcessWithoutNullStreams;
let dir: string;
let url: string;
let requiredFields: string[];
const logs: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-inbox-"));
  const program = `
    import { startInbox, REQUIRED_FIELDS } from ${JSON.stringify(INBOX_MODULE)};
    const inbox = await startInbox({ port: 0, dir: ${JSON.stringify(dir)}, log: (text) => console.log(JSON.stringify({ log: text })) });
    console.log(JSON.stringify({ url: inbox.url, required: REQUIRED_FIELDS }));
    process.on("SIGTERM", () => inbox.close().then(() => process.exit(0)));
  `;
  child = spawn(process.execPath, ["--input-type=module", "-e", program], { cwd: dir });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = readline.createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`inbox exited (${code}): ${stderr}`)));
    lines.on("line", (line) => {
      const message = JSON.parse(line) as { log?: string; url?: string; required?: string[] };
      if (message.log !== undefined) logs.push(message.log);
      if (message.url) {
        url = message.url;
        requiredFields = message.required ?? [];
        resolve();
      }
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

const jsonlFile = () => path.join(dir, "anfragen.jsonl");
const storedLines = (): { receivedAt: string; fields: Record<string, string> }[] =>
  fs.existsSync(jsonlFile())
    ? fs
        .readFileSync(jsonlFile(), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

const complete: Record<string, string> = {
  anrede: "Frau",
  vorname: "Maren",
  nachname: "Petersen",
  email: "maren@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Elbschloss, Hamburg",
  nachricht: "Hochzeit am 12.09. mit 90 Gästen.\nBitte mit Trauung.",
};

const multipart = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const CORS = {
  "access-control-allow-headers": "Accept, Content-Type",
  "access-control-allow-methods": "POST, OPTIONS",
};
/** CORS headers; the allowed origin is echoed (never `*`), and only when the request named one. */
const expectCors = (response: Response, origin: string | null = null) => {
  for (const [name, value] of Object.entries(CORS)) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get("access-control-allow-origin")).toBe(origin);
};

describe("local enquiry inbox", () => {
  it("starts on a free port and reports it", () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anfrage$/);
    expect(url).not.toMatch(/:0\//);
    expect(requiredFields).toEqual([
      "anrede",
      "vorname",
      "nachname",
      "email",
      "eventTyp",
      "eventLocation",
      "nachricht",
    ]);
  });

  it("accepts a multipart submission asking for JSON, stores it as one line and logs it", async () => {
    const before = storedLines().length;
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({
        ...complete,
        _subject: "Neue Anfrage von localhost:9000",
        website: "localhost:9000",
        _gotcha: "",
      }),
    });
    expect(response.status).toBe(200);
    expectCors(response);
    expect(await response.json()).toEqual({ ok: true });

    const lines = storedLines();
    expect(lines).toHaveLength(before + 1);
    const stored = lines[lines.length - 1];
    expect(new Date(stored.receivedAt).toISOString()).toBe(stored.receivedAt);
    expect(stored.fields).toEqual({
      ...complete,
      _subject: "Neue Anfrage von localhost:9000",
      website: "localhost:9000",
    });
    await waitFor(() =>
      logs.some(
        (text) => text.includes("Neue Anfrage eingegangen") && text.includes("vorname:") && text.includes("Maren"),
      ),
    );
  });

  it("shows where an enquiry started (quelleSeite, quelleWeg) and stores both fields", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({ ...complete, vorname: "Quelle", quelleSeite: "/hochzeits-dj-hamburg", quelleWeg: "hero" }),
    });
    expect(response.status).toBe(200);
    expect(storedLines().at(-1)!.fields).toMatchObject({ quelleSeite: "/hochzeits-dj-hamburg", quelleWeg: "hero" });
    await waitFor(() =>
      logs.some(
        (text) =>
          text.includes("Quelle") &&
          text.includes("Herkunft: /hochzeits-dj-hamburg – Schaltfläche oben auf der Seite (Hero)"),
      ),
    );
  });

  it("says when an enquiry carries no source (sent without JavaScript)", async () => {
    await fetch(url, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ ...complete, vorname: "Ohnequelle" }),
    });
    await waitFor(() =>
      logs.some(
        (text) => text.includes("Ohnequelle") && text.includes("Herkunft: unbekannt (ohne JavaScript gesendet"),
      ),
    );
  });

  it("redirects a plain urlencoded form post to _next, rebased onto the Referer's origin", async () => {
    const before = storedLines().length;
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: "http://localhost:9000/kontakt", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      body: new URLSearchParams({ ...complete, _next: "https://www.event-dj-hamburg.example/kontakt/danke" }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:9000/kontakt/danke");
    expectCors(response);
    const lines = storedLines();
    expect(lines).toHaveLength(before + 1);
    expect(lines[lines.length - 1].fields).toEqual(complete); // _next is not stored
  });

  it("rejects a JSON submission without nachricht with 422 listing it, and stores nothing", async () => {
    const before = storedLines().length;
    const { nachricht: _left, ...withoutMessage } = complete;
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({ ...withoutMessage, telefon: "040 123" }),
    });
    expect(response.status).toBe(422);
    expectCors(response);
    expect(await response.json()).toEqual({ ok: false, error: "Pflichtfelder fehlen", missing: ["nachricht"] });
    expect(storedLines()).toHaveLength(before);
  });

  it("treats a blank required field as missing", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({ ...complete, vorname: "   " }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { missing: string[] }).missing).toEqual(["vorname"]);
  });

  it("uses the Origin header when the Referer is missing, and /kontakt/danke without _next", async () => {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "http://localhost:9000" },
      body: new URLSearchParams(complete),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:9000/kontakt/danke");
  });

  it("answers a plain form post without Referer or _next with a German thank-you page", async () => {
    const response = await fetch(url, { method: "POST", redirect: "manual", body: new URLSearchParams(complete) });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Vielen Dank");
  });

  it("answers a plain form post with a missing field with a German 422 page linking back to the Referer", async () => {
    const before = storedLines().length;
    const { email: _left, ...withoutEmail } = complete;
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: "http://localhost:9000/kontakt" },
      body: new URLSearchParams({ ...withoutEmail, _next: "/kontakt/danke" }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectCors(response);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Pflichtfelder fehlen");
    expect(page).toContain("<li>E-Mail-Adresse</li>");
    expect(page).toContain('<a href="http://localhost:9000/kontakt">');
    expect(page).not.toContain("javascript:");
    expect(storedLines()).toHaveLength(before);
  });

  it("links back to /kontakt when a plain post without Referer misses a field", async () => {
    const response = await fetch(url, { method: "POST", body: new URLSearchParams({ anrede: "Herr" }) });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('<a href="/kontakt">');
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = storedLines().length;
    const json = await fetch(url, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: multipart({ ...complete, _gotcha: "http://spam.example" }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const plain = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Referer: "http://localhost:9000/kontakt" },
      body: new URLSearchParams({ ...complete, _gotcha: "spam", _next: "/kontakt/danke" }),
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("http://localhost:9000/kontakt/danke");
    expect(storedLines()).toHaveLength(before);
  });

  it("answers a preflight with 204 and the CORS headers", async () => {
    const response = await fetch(url, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:9000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "accept, content-type",
      },
    });
    expect(response.status).toBe(204);
    expectCors(response, "http://localhost:9000");
  });
});

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
