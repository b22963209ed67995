/** @jest-environment node */
// Issue 41, findings 4–6: the local inbox (scripts/enquiry-inbox.mjs) refuses oversized shapes before
// parsing, never answers 500 for what it stored, accepts only the local site's origin, keeps field
// names out of Object.prototype and never redirects to another site. Same child-process setup as
// enquiry-inbox.test.ts (the script is plain Node ESM).
import { spawn, type ChildProcessWithoutNullStreams } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import readline from "readline";

const INBOX_MODULE = path.resolve(__dirname, "../../scripts/enquiry-inbox.mjs");

interface Inbox {
  child: ChildProcessWithoutNullStreams;
  url: string;
  dir: string;
  logs: string[];
}

async function spawnInbox(logSource = "console.log(JSON.stringify({ log: text }));"): Promise<Inbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-inbox-hard-"));
  const logs: string[] = [];
  const program = `
    import { startInbox } from ${JSON.stringify(INBOX_MODULE)};
    const inbox = await startInbox({ port: 0, dir: ${JSON.stringify(dir)}, log: (text) => { ${logSource} } });
    console.log(JSON.stringify({ url: inbox.url }));
    process.on("SIGTERM", () => inbox.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", program], { cwd: dir });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`inbox exited (${code}): ${stderr}`)));
    lines.on("line", (line) => {
      const message = JSON.parse(line) as { log?: string; url?: string };
      if (message.log !== undefined) logs.push(message.log);
      if (message.url) resolve(message.url);
    });
  });
  return { child, url, dir, logs };
}

async function stopInbox(inbox: Inbox | undefined) {
  if (!inbox) return;
  if (inbox.child.exitCode === null) {
    await new Promise((resolve) => {
      inbox.child.once("exit", resolve);
      inbox.child.kill("SIGTERM");
    });
  }
  fs.rmSync(inbox.dir, { recursive: true, force: true });
}

const stored = (inbox: Inbox): { fields: Record<string, string> }[] => {
  const file = path.join(inbox.dir, "anfragen.jsonl");
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
};

const complete: Record<string, string> = {
  anrede: "Frau",
  vorname: "Maren",
  nachname: "Petersen",
  email: "maren@example.de",
  eventTyp: "hochzeit",
  eventLocation: "Elbschloss, Hamburg",
  nachricht: "Hochzeit am 12.09. mit 90 Gästen.",
};
const json = { Accept: "application/json" };
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

let inbox: Inbox;
beforeAll(async () => {
  inbox = await spawnInbox();
});
afterAll(() => stopInbox(inbox));

describe("local inbox: limits before parsing (finding 4)", () => {
  it("refuses a 500 KB field name with 10,000 empty fields at once, storing nothing", async () => {
    const body = `${new URLSearchParams(complete)}&${"n".repeat(500_000)}=x${"&".repeat(10_000)}`;
    const started = Date.now();
    const response = await fetch(inbox.url, { method: "POST", headers: { ...json, ...urlencoded }, body });
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(stored(inbox)).toHaveLength(0);
  });

  it("refuses 158,541 empty fields (under the size limit) with 413, not a crash", async () => {
    const body = `${new URLSearchParams(complete)}${"&".repeat(158_541)}`;
    const response = await fetch(inbox.url, { method: "POST", headers: { ...json, ...urlencoded }, body });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/Zu viele Felder/);
  });

  it("refuses more than 100 multipart fields and a field name over 100 characters", async () => {
    const many = new FormData();
    for (const [name, value] of Object.entries(complete)) many.append(name, value);
    for (let i = 0; i < 120; i++) many.append(`feld${i}`, "");
    expect((await fetch(inbox.url, { method: "POST", headers: json, body: many })).status).toBe(413);

    const longName = new FormData();
    for (const [name, value] of Object.entries(complete)) longName.append(name, value);
    longName.append("x".repeat(101), "wert");
    const response = await fetch(inbox.url, { method: "POST", headers: json, body: longName });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/Feldname zu lang/);
    expect(stored(inbox)).toHaveLength(0);
  });

  it("refuses a body over 256 KB", async () => {
    const body = new URLSearchParams({ ...complete, nachricht: "a".repeat(300_000) }).toString();
    expect((await fetch(inbox.url, { method: "POST", headers: { ...json, ...urlencoded }, body })).status).toBe(413);
  });

  it("keeps the log near the enquiry's size even for long multi-line values", async () => {
    const before = inbox.logs.join("").length;
    const name = "n".repeat(100);
    const body = new URLSearchParams({ ...complete, [name]: "\n".repeat(20_000) }).toString();
    const response = await fetch(inbox.url, { method: "POST", headers: { ...json, ...urlencoded }, body });
    expect(response.status).toBe(200);
    await waitFor(() => inbox.logs.join("").length > before);
    // indentation is capped at 40 columns: 20,000 lines × (2 + 40 + 2 + 1) chars at most
    expect(inbox.logs.join("").length - before).toBeLessThan(20_000 * 45 + 5_000);
  });
});

describe("local inbox: a logging failure never turns a stored enquiry into a 500 (finding 4)", () => {
  let failing: Inbox;
  beforeAll(async () => {
    failing = await spawnInbox('if (text.includes("Neue Anfrage")) throw new Error("log kaputt");');
  });
  afterAll(() => stopInbox(failing));

  it("answers 200 and stores the enquiry when the log throws", async () => {
    const body = new URLSearchParams(complete).toString();
    const response = await fetch(failing.url, { method: "POST", headers: { ...json, ...urlencoded }, body });
    expect(response.status).toBe(200);
    expect(stored(failing).at(-1)!.fields).toEqual(complete);
  });
});

describe("local inbox: only the local site may post (finding 4)", () => {
  it.each(["https://evil.example", "null", "http://localhost.evil.example:9000"])(
    "refuses Origin %s with 403 and stores nothing",
    async (origin) => {
      const before = stored(inbox).length;
      const response = await fetch(inbox.url, {
        method: "POST",
        headers: { ...json, Origin: origin },
        body: new URLSearchParams({ ...complete, vorname: "Fremd" }),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(stored(inbox)).toHaveLength(before);
    },
  );

  it.each(["http://localhost:9000", "http://127.0.0.1:8000", "http://[::1]:9000"])(
    "accepts Origin %s and names it in Access-Control-Allow-Origin",
    async (origin) => {
      const response = await fetch(inbox.url, {
        method: "POST",
        headers: { ...json, Origin: origin },
        body: new URLSearchParams(complete),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    },
  );

  it("refuses a preflight from another website", async () => {
    const response = await fetch(inbox.url, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("local inbox: field names are plain names (finding 5)", () => {
  it("stores fields named constructor, __proto__ and toString as sent", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(complete)) body.append(name, value);
    body.append("constructor", "x");
    body.append("__proto__", "y");
    body.append("toString", "z");
    body.append("quelleWeg", "constructor");
    const response = await fetch(inbox.url, { method: "POST", headers: json, body });
    expect(response.status).toBe(200);
    const fields = stored(inbox).at(-1)!.fields;
    expect(Object.getOwnPropertyDescriptor(fields, "constructor")?.value).toBe("x");
    expect(Object.getOwnPropertyDescriptor(fields, "__proto__")?.value).toBe("y");
    expect(Object.getOwnPropertyDescriptor(fields, "toString")?.value).toBe("z");
    await waitFor(() => inbox.logs.some((text) => text.includes("Herkunft: constructor (Seite unbekannt)")));
    expect(inbox.logs.join("\n")).not.toContain("native code");
  });
});

describe("local inbox: no open redirect (finding 6)", () => {
  it("answers a post without Origin or Referer and an absolute _next with the thank-you page", async () => {
    const response = await fetch(inbox.url, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ ...complete, _next: "https://evil.example/phish" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Vielen Dank");
  });

  it.each(["https://evil.example/phish", "//evil.example/phish", "/\\evil.example/phish"])(
    "keeps _next %s on the site's own origin",
    async (next) => {
      const response = await fetch(inbox.url, {
        method: "POST",
        redirect: "manual",
        headers: { Referer: "http://localhost:9000/kontakt" },
        body: new URLSearchParams({ ...complete, _next: next }),
      });
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get("location")!).origin).toBe("http://localhost:9000");
    },
  );
});

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
