import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { SPEC_ROUTES } from "../support/routes";
import fs from "fs";
import path from "path";
import { headersFor, parseHeadersFile } from "../support/headers";

const site = useSite({ withHeaders: true });
const routes = SPEC_ROUTES;

describe("the site served with its _headers (CSP and friends)", () => {
  it("sends the security headers", async () => {
    const res = await fetch(`${site.url}/kontakt`);
    const csp = res.headers.get("content-security-policy") ?? "";
    // One policy: the test server joins a header that two rules set, as Cloudflare Pages does.
    expect(csp.match(/default-src/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/); // no 'unsafe-inline'
    // the plain form post and the fetch may go to the service's one endpoint, no other form there
    expect(/form-action ([^;]*)/.exec(csp)?.[1]).toBe("'self' http://127.0.0.1:9787/anfrage");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' http://127.0.0.1:9787/anfrage");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toBeTruthy();
  });

  it.each(routes)("%s hydrates with no CSP violation", async (route) => {
    const { page, log } = await site.tour(route, { consent: "declined" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app")); // the app started
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener("securitypolicyviolation", (e) =>
            seen.push(`${e.violatedDirective} ${e.blockedURI}`),
          );
          setTimeout(() => resolve(seen), 300);
        }),
    );
    expect(violations).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it("an unknown path no rule names still runs under the site's policy (the not-found page carries it)", async () => {
    const rules = parseHeadersFile(fs.readFileSync(path.resolve("public/_headers"), "utf8"));
    const address = ["/ueber-uns", "/gibt-es-nicht", "/xyz", "/Quatsch"].find(
      (p) => !headersFor(rules, p).has("Content-Security-Policy"),
    )!;
    expect(address).toBeDefined();
    const res = await fetch(`${site.url}${address}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBeNull();
    const { page, log } = await site.open(address, { consent: "declined" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
    // The policy is in force: an inline script without its hash does not run.
    const ran = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violation: string }>((resolve) => {
          let violation = "";
          document.addEventListener("securitypolicyviolation", (e) => (violation = e.violatedDirective));
          const script = document.createElement("script");
          script.textContent = "window.__inlineRan = true";
          document.head.appendChild(script);
          setTimeout(
            () => resolve({ ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, violation }),
            100,
          );
        }),
    );
    expect(ran).toEqual({ ran: false, violation: expect.stringMatching(/^script-src/) });
    expect(log.errors.filter((e) => !/404|Content Security Policy/i.test(e))).toEqual([]);
  });

  describe("with the form service listening", () => {
    const stub = useFormService(site);

    it("the enquiry still reaches the form service under the CSP", async () => {
      const { page, log } = await site.open("/kontakt", { consent: "declined" });
      await page.selectOption('select[name="anrede"]', "Frau");
      await page.fill('[name="vorname"]', "Jana");
      await page.fill('[name="nachname"]', "Schulz");
      await page.fill('[name="email"]', "jana@example.de");
      await page.selectOption('select[name="eventTyp"]', "geburtstag");
      await page.fill('[name="eventLocation"]', "Landhaus Flottbek");
      await page.fill('[name="nachricht"]', "Runder Geburtstag mit 60 Gästen im Mai.");
      await page.getByRole("button", { name: "Anfrage senden" }).click();
      await page.getByText("Vielen Dank für Ihre Anfrage!").waitFor();
      expect(stub.service.requests).toHaveLength(1);
      expect(log.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    });
  });
});
