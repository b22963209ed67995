/** @jest-environment node */
// Issue 51, item 7: the local enquiry inbox (scripts/enquiry-inbox.mjs, what `npm start` posts to
// without GATSBY_ENQUIRY_ENDPOINT) takes the callback request of /kontakt#rueckruf – an enquiry of
// its own kind that needs a name and a number, not the enquiry's fields. As enquiry-inbox.test.ts,
// a real Node child runs the plain-ESM script and the test talks to it with real fetch; the payload
// is the one the callback form builds (CallbackForm/payload.ts).
import { spawn, type ChildProcessWithoutNullStreams } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import readline from "readline";
import { buildCallbackPayload } from "../../src/components/CallbackForm/payload";

const INBOX_MODULE = path.resolve(__dirname, "../../scripts/enquiry-inbox.mjs");

let child: ChildProcessWithoutNullStreams;
let dir: string;
let url: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "callback-inbox-"));
  const program = `
    import { startInbox } from ${JSON.stringify(INBOX_MODULE)};
    const inbox = await startInbox({ port: 0, dir: ${JSON.stringify(dir)}, log: () => undefined });
    console.log(JSON.stringify({ url: inbox.url }));
    process.on("SIGTERM", () => inbox.close().then(() => process.exit(0)));
  `;
  child = spawn(process.execPath, ["--input-type=module", "-e", program], { cwd: dir });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = readline.createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`inbox exited (${code}): ${stderr}`)));
    lines.on("line", (line) => {
      url = (JSON.parse(line) as { url: string }).url;
      resolve();
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

const post = (entries: [string, string][]) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return fetch(url, { method: "POST", headers: { Accept: "application/json" }, body });
};
const stored = (): Record<string, string>[] =>
  fs
    .readFileSync(path.join(dir, "anfragen.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line).fields);

describe("local inbox: callback requests", () => {
  it("takes a callback request with a name and a number, and stores it as sent", async () => {
    const entries = buildCallbackPayload(
      { name: "Jana Schulz", telefon: "0171 2345678", zeitfenster: "Vormittags (10–12 Uhr)" },
      "localhost:9000",
    );
    const response = await post(entries);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(stored().at(-1)).toEqual(Object.fromEntries(entries));
  });

  it("refuses one without a number, naming the missing field", async () => {
    const response = await post(buildCallbackPayload({ name: "Jana Schulz" }, "localhost:9000"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, error: "Pflichtfelder fehlen", missing: ["telefon"] });
  });

  it("still holds an enquiry without the kind to the enquiry's fields", async () => {
    const response = await post([
      ["name", "Jana Schulz"],
      ["telefon", "0171 2345678"],
    ]);
    expect(response.status).toBe(422);
    expect((await response.json()).missing).toContain("vorname");
  });
});
