import http from "http";
import type { AddressInfo } from "net";
import { routeForms, unrouteForms } from "./form-hub";

/** respondWith(DROP): the request arrives, then the connection breaks before any answer. */
export const DROP = 0;

export interface RecordedRequest {
  method: string;
  accept?: string;
  contentType?: string;
  /** What the service learns of the page the form was on. */
  referer?: string;
  fields: Record<string, string>;
}

/**
 * A local stand-in for the hosted form service: records each multipart submission and answers
 * with the status (and after the delay) the test asks for. Sends CORS headers like the real one.
 * It listens on a free port; the suite's form router (./form-hub.ts) passes it what the pages on
 * `siteOrigin` send to the address of the test build, so files with their own stand-ins run at once.
 */
export async function startFormService(siteOrigin: string) {
  let port = 0;
  const requests: RecordedRequest[] = [];
  let status = 200;
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Accept, Content-Type" };
    if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const parsed = await new Request("http://stand-in/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body,
      }).formData();
      const fields: Record<string, string> = {};
      parsed.forEach((value, key) => (fields[key] = String(value)));
      requests.push({
        method: req.method ?? "",
        accept: req.headers.accept,
        contentType: req.headers["content-type"],
        referer: req.headers.referer,
        fields,
      });
      if (status === DROP) return void setTimeout(() => req.socket.destroy(), delayMs); // the line goes dead mid-send
      setTimeout(
        () =>
          res
            .writeHead(status, { ...cors, "Content-Type": "application/json" })
            .end(JSON.stringify({ ok: status < 300 })),
        delayMs,
      );
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) =>
      server.once("error", reject).listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  await routeForms(siteOrigin, port);
  return {
    requests,
    respondWith(nextStatus: number, nextDelayMs = 0) {
      status = nextStatus;
      delayMs = nextDelayMs;
    },
    /** Nobody listens on the port until `listenAgain()` (connections are refused); the port stays this test's. */
    refuseConnections: stopListening,
    listenAgain: listen,
    close: () => stopListening().then(() => unrouteForms(siteOrigin)),
  };
}

/**
 * One stand-in for the test file (or the describe block it is called in), fresh for every test (no
 * recorded requests, answering 200), for the pages of `site` (useSite, called before this).
 */
export function useFormService(site: { readonly url: string }) {
  const stub = {} as { service: Awaited<ReturnType<typeof startFormService>> };
  beforeAll(async () => {
    stub.service = await startFormService(site.url);
  });
  afterAll(() => stub.service.close());
  beforeEach(() => {
    stub.service.requests.length = 0;
    stub.service.respondWith(200);
  });
  return stub;
}
