import { useSite } from "../support/harness";
import { useFormService } from "../support/form-service";
import { inlineJson } from "../../src/lib/inline-json";

const site = useSite({ withHeaders: true });

// Every page hydrating under the policy without a violation is checked on the phone tour
// (phone-path.test.ts), which serves the site with its _headers too and reads each page once.
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

  it("every unknown path gets the site's policy as a header, and an inline script without its hash does not run", async () => {
    const sitePolicy = (await fetch(`${site.url}/`)).headers.get("content-security-policy");
    for (const address of ["/zzz", "/Kontakt", "/1"]) {
      const res = await fetch(`${site.url}${address}`);
      expect([address, res.status, res.headers.get("content-security-policy")]).toEqual([address, 404, sitePolicy]);
    }
    const { page, log } = await site.open("/zzz", { consent: "declined" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
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

  it("a hostile FAQ answer neither runs in its JSON-LD nor, had it slipped in raw, under the built policy (issue 49)", async () => {
    const hostile = "Gern!</script><script>document.documentElement.dataset.pwned=document.domain</script>";
    const faq = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Wünsche?", acceptedAnswer: { "@type": "Answer", text: hostile } }],
    };
    const { page } = await site.open("/", { consent: "declined" });
    // The built page with the FAQ as the build writes it, and once more as plain JSON.stringify would have.
    await page.route("**/kontakt", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</head>",
        `<script type="application/ld+json">${inlineJson(faq)}</script><script type="application/ld+json">${JSON.stringify(faq)}</script></head>`,
      );
      await route.fulfill({ response, body: html });
    });
    const violations: string[] = [];
    await page.exposeFunction("__violation", (d: string) => violations.push(d));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __violation: (d: string) => void }).__violation(e.violatedDirective),
      ),
    );
    await page.goto(`${site.url}/kontakt`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app"));
    expect(await page.evaluate(() => document.documentElement.dataset.pwned)).toBeUndefined();
    expect(violations).toContain("script-src-elem");
    const parsed = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => {
          try {
            return JSON.parse(s.textContent ?? "");
          } catch {
            return null;
          }
        })
        .filter((d) => d?.["@type"] === "FAQPage"),
    );
    expect(parsed).toEqual([faq]);
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
