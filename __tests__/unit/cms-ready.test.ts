/** @jest-environment node */
// `npm run cms` prints the editor's address only once the editor answers (scripts/cms-ready.mjs), and
// says meanwhile that it is still starting. The script is plain Node ESM, which this jest setup cannot
// load in-process; a Node child runs waitUntilReachable() as scripts/cms.mjs does (with short
// intervals), against a stand-in for `gatsby develop` here: first nothing listens, then it answers
// 503, then 200.
import { spawn } from "child_process";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import readline from "readline";

const MODULE = path.resolve(__dirname, "../../scripts/cms-ready.mjs");

/** Runs waitUntilReachable(url) in a child; every line it logs, with the time it arrived. */
function waitInChild(url: string, onLine: (line: string) => void): Promise<boolean> {
  const program = `
    import { waitUntilReachable } from ${JSON.stringify(MODULE)};
    const ready = await waitUntilReachable({
      url: ${JSON.stringify(url)}, pollMs: 50, progressMs: 150, requestTimeoutMs: 1000,
      log: (line) => console.log(JSON.stringify({ line })),
    });
    console.log(JSON.stringify({ ready }));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", program]);
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => code !== 0 && reject(new Error(`exit ${code}: ${stderr}`)));
    readline.createInterface({ input: child.stdout }).on("line", (text) => {
      const message = JSON.parse(text) as { line?: string; ready?: boolean };
      if (message.line !== undefined) onLine(message.line);
      if (message.ready !== undefined) resolve(message.ready);
    });
  });
}

describe("npm run cms: the address once the editor answers", () => {
  it("says it is still starting until /admin/ answers 200, then prints the address", async () => {
    // A free port, closed again: until the stand-in listens, connections are refused.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const url = `http://127.0.0.1:${port}/admin/`;

    let answeredAt = 0;
    let requests = 0;
    const server = http.createServer((req, res) => {
      requests += 1;
      // Starting: Gatsby's answer before the editor's page exists.
      if (requests <= 4 || req.url !== "/admin/") {
        res.writeHead(503).end("startet");
        return;
      }
      answeredAt ||= Date.now();
      res.writeHead(200, { "content-type": "text/html" }).end("<title>CMS</title>");
    });
    const lines: { line: string; at: number }[] = [];
    const ready = waitInChild(url, (line) => lines.push({ line, at: Date.now() }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.some(({ line }) => line.includes(url))).toBe(false);
    server.listen(port, "127.0.0.1");
    try {
      expect(await ready).toBe(true);
    } finally {
      server.close();
    }

    const last = lines.at(-1)!;
    expect(last.line).toContain(url);
    expect(last.at).toBeGreaterThanOrEqual(answeredAt);
    const before = lines.slice(0, -1).map(({ line }) => line);
    expect(before.length).toBeGreaterThan(1);
    for (const line of before) expect(line).toMatch(/^CMS startet … \(noch nicht erreichbar, \d+ s\)$/);
    expect(lines.filter(({ line }) => line.includes(url))).toHaveLength(1);
  });
});
