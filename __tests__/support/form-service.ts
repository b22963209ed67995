import http from "http";
import { acquirePort } from "./port-lock";

/** The address baked into the test build (scripts/test-all.mjs sets GATSBY_ENQUIRY_ENDPOINT). */
export const FORM_SERVICE_PORT = 9787;

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
 * Waits while another test file serves on the port.
 */
export async function startFormService() {
  const release = await acquirePort(FORM_SERVICE_PORT);
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
      server.once("error", reject).listen(FORM_SERVICE_PORT, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      }),
    );
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen().catch((error) => {
    release();
    throw error;
  });
  return {
    requests,
    respondWith(nextStatus: number, nextDelayMs = 0) {
      status = nextStatus;
      delayMs = nextDelayMs;
    },
    /** Nobody listens on the port until `listenAgain()` (connections are refused); the port stays this test's. */
    refuseConnections: stopListening,
    listenAgain: listen,
    close: () => stopListening().then(release),
  };
}

/**
 * One stand-in for the test file (or the describe block it is called in), fresh for every test (no
 * recorded requests, answering 200).
 */
export function useFormService() {
  const stub = {} as { service: Awaited<ReturnType<typeof startFormService>> };
  beforeAll(async () => {
    stub.service = await startFormService();
  }, 360_000); // another file may hold the port (see ./port-lock.ts)
  afterAll(() => stub.service.close());
  beforeEach(() => {
    stub.service.requests.length = 0;
    stub.service.respondWith(200);
  });
  return stub;
}
