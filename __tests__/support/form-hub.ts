import http from "http";

/** The address baked into the test build (scripts/test-all.mjs sets GATSBY_ENQUIRY_ENDPOINT). */
export const FORM_SERVICE_PORT = 9787;

const ROUTES_PATH = "/__form-hub/routes";
const hubUrl = (origin: string) =>
  `http://127.0.0.1:${FORM_SERVICE_PORT}${ROUTES_PATH}?origin=${encodeURIComponent(origin)}`;

/** The origin of the page a request came from: the Origin header, else the Referer's origin. */
function pageOrigin(req: http.IncomingMessage): string | undefined {
  if (req.headers.origin && req.headers.origin !== "null") return req.headers.origin;
  try {
    return req.headers.referer ? new URL(req.headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser suite's files run in parallel workers, each serving the site on a port of its own, but
 * the test build posts every enquiry to one address. This router listens there (started once, in the
 * suite's globalSetup) and passes each request on, unchanged, to the form service of the test file
 * whose page sent it – told apart by the page's origin (Origin, or the Referer for a request without
 * one). A file's stand-in or real inbox listens on a free port and registers that port for its site's
 * origin. What the upstream does reaches the browser as it is: its status, headers, delays; a
 * connection it breaks or refuses is broken towards the browser too (no answer at all).
 */
export async function startFormHub(): Promise<{ close: () => Promise<void> }> {
  const routes = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://hub");
    if (url.pathname === ROUTES_PATH) {
      const origin = url.searchParams.get("origin") ?? "";
      if (req.method === "PUT") routes.set(origin, Number(url.searchParams.get("port")));
      else if (req.method === "DELETE") routes.delete(origin);
      return void res.writeHead(204).end();
    }
    const origin = pageOrigin(req);
    const port = origin ? routes.get(origin) : undefined;
    if (!port) {
      res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
      return void res.end(`Kein Formular-Dienst für ${origin ?? "(ohne Origin)"} angemeldet`);
    }
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // Refused, dropped mid-send or reset: the browser's connection ends without an answer as well.
    upstream.on("error", () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(FORM_SERVICE_PORT, "127.0.0.1", () => resolve()),
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.code === "EADDRINUSE"
      ? new Error(
          `Port ${FORM_SERVICE_PORT} ist belegt (läuft noch ein \`npm start\` oder ein anderer Testlauf?): ` +
            "die Browser-Tests brauchen ihn für den Formular-Dienst.",
        )
      : error;
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends the form requests of pages on `origin` to the service on `port` (until `unroute`). */
export async function routeForms(origin: string, port: number): Promise<void> {
  const answer = await fetch(`${hubUrl(origin)}&port=${port}`, { method: "PUT" });
  if (answer.status !== 204) throw new Error(`Formular-Router antwortet ${answer.status}`);
}

export async function unrouteForms(origin: string): Promise<void> {
  await fetch(hubUrl(origin), { method: "DELETE" });
}
