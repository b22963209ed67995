/**
 * @jest-environment node
 */
import http from "http";
import type { AddressInfo } from "net";
import { submitEnquiry } from "../../src/components/EnquiryForm/submit";

/** A real local HTTP server standing in for the form service. */
function standIn(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => handler(req, body, res));
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/anfrage`,
        close: () => server.close(),
      }),
    ),
  );
}

const values = {
  anrede: "Herr",
  vorname: "Ole",
  nachname: "Hansen",
  email: "ole@example.de",
  eventTyp: "firmenfeier",
  eventLocation: "Kiel",
  nachricht: "Sommerfest mit 120 Gästen",
};

describe("submitting an enquiry", () => {
  it("posts multipart form data with Accept: application/json and succeeds on 2xx", async () => {
    let seen: { method?: string; accept?: string; type?: string; body: string } = { body: "" };
    const server = await standIn((req, body, res) => {
      seen = { method: req.method, accept: req.headers.accept, type: req.headers["content-type"], body };
      res.writeHead(201).end();
    });
    await expect(submitEnquiry(values, { endpoint: server.url, host: "dj.example.test" })).resolves.toBe(true);
    server.close();
    expect(seen.method).toBe("POST");
    expect(seen.accept).toBe("application/json");
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="_subject"\r\n\r\nNeue Anfrage von dj.example.test');
    expect(seen.body).toContain('name="nachricht"\r\n\r\nSommerfest mit 120 Gästen');
  });

  it.each([400, 422, 429, 500])("fails on status %i", async (status) => {
    const server = await standIn((_req, _body, res) => res.writeHead(status).end("{}"));
    await expect(submitEnquiry(values, { endpoint: server.url, host: "h" })).resolves.toBe(false);
    server.close();
  });

  it("fails when the connection is refused", async () => {
    await expect(submitEnquiry(values, { endpoint: "http://127.0.0.1:9/anfrage", host: "h" })).resolves.toBe(false);
  });

  it("fails when the service does not answer within the timeout", async () => {
    const server = await standIn(() => undefined); // never answers
    await expect(submitEnquiry(values, { endpoint: server.url, host: "h", timeoutMs: 300 })).resolves.toBe(false);
    server.close();
  });

  it("fails without an endpoint instead of pretending success", async () => {
    await expect(submitEnquiry(values, { endpoint: "", host: "h" })).resolves.toBe(false);
  });
});
