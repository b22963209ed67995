import fs from "fs";
import path from "path";
import type { Browser } from "playwright-core";
import { serveSite } from "../support/server";
import { launchBrowser, watchPage } from "../support/browser";
import { ROOT } from "../support/project-copy";
import { adminContentSecurityPolicy } from "../../gatsby/host-files";
import { LIVE_CMS, liveRepository } from "../../src/cms/live-backend";

// The editor's offline path (decap-server, an article written through the UI and built) runs in
// __tests__/site/later-builds.test.ts, between the two builds of its project copy.

/** The repository the build gave the editor: the same environment as the build's (gatsby-config.ts). */
const REPO = liveRepository(process.env);

let site: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  site = await serveSite(undefined, { withHeaders: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The live login, as far as it goes without the internet: no decap-server (so Decap uses the
 * configured GitHub backend), Netlify's OAuth popup and GitHub's API answered by stand-ins that
 * speak their protocols. What is checked is this project's side: the popup goes to the provider of
 * src/cms/live-backend.ts for this site, the editor then talks to GitHub with the token for the
 * configured repository, and /admin's policy (served as Cloudflare merges it) lets all of it through.
 * The real GitHub OAuth app and Netlify's provider are the owner's one-time setup (docs/owner.md).
 */
test("live login: GitHub through the OAuth provider, under /admin's own policy", async () => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const api: { method: string; path: string; auth?: string }[] = [];
  let loginUrl = "";
  try {
    // No local backend: the live configuration applies.
    await context.route("http://localhost:8081/**", (r) => r.abort());
    // The provider's popup: Netlify's handshake, then the token (decap-cms-lib-auth, netlify-auth.js).
    await context.route(`${LIVE_CMS.baseUrl}/${LIVE_CMS.authEndpoint}?**`, async (route) => {
      loginUrl = route.request().url();
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><script>
          window.addEventListener("message", (e) => {
            window.opener.postMessage('authorization:github:success:{"token":"test-token","provider":"github"}', e.origin);
          });
          window.opener.postMessage("authorizing:github", "*");
        </script>`,
      });
    });
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Authorization, Content-Type",
      "Access-Control-Expose-Headers": "*",
    };
    await context.route(`${LIVE_CMS.apiRoot}/**`, async (route) => {
      const request = route.request();
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      const { pathname } = new URL(request.url());
      api.push({ method: request.method(), path: pathname, auth: request.headers()["authorization"] });
      const json = (status: number, body: unknown) =>
        route.fulfill({ status, headers: cors, contentType: "application/json", body: JSON.stringify(body) });
      if (pathname === "/user")
        return json(200, {
          login: "redakteurin",
          name: "Jana Redakteurin",
          avatar_url: "https://avatars.githubusercontent.com/u/1?v=4",
        });
      if (pathname === `/repos/${REPO}`)
        return json(200, { owner: { login: REPO.split("/")[0] }, permissions: { push: true } });
      return json(404, { message: "Not Found" });
    });
    await context.route("https://www.githubstatus.com/**", (r) =>
      r.fulfill({
        headers: { "Access-Control-Allow-Origin": "*" },
        contentType: "application/json",
        body: JSON.stringify({ components: [] }),
      }),
    );
    await context.route("https://avatars.githubusercontent.com/**", (r) =>
      r.fulfill({ contentType: "image/png", body: fs.readFileSync(path.join(ROOT, "src/images/icon.png")) }),
    );

    const page = await context.newPage();
    const log = watchPage(page, site.url);
    const violations: string[] = [];
    await page.exposeFunction("__violation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __violation: (v: string) => void }).__violation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      ),
    );
    const res = await page.goto(`${site.url}/admin/`);
    expect(res?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());

    // The stand-in popup may close before `await` returns with it: listen for its end as it opens.
    const popupClosed = new Promise<void>((resolve) =>
      page.once("popup", (popup) => (popup.isClosed() ? resolve() : popup.once("close", () => resolve()))),
    );
    await page.getByRole("button", { name: "Mit GitHub einloggen" }).click();
    await popupClosed;
    const site_id = new URL(site.url).hostname;
    expect(loginUrl).toBe(`${LIVE_CMS.baseUrl}/${LIVE_CMS.authEndpoint}?provider=github&site_id=${site_id}&scope=repo`);

    // Logged in: the collections on the left. (The header shows Decap's placeholder, not the GitHub
    // avatar: since decap-cms-backend-github 3.5 the user it hands on carries no avatar_url.)
    await page.getByRole("link", { name: "Blogartikel" }).first().waitFor();
    expect(api.slice(0, 2).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /user", `GET /repos/${REPO}`]);
    expect(api.length).toBeGreaterThan(2); // then it reads the content of the branch
    expect(api.every((r) => r.auth === "token test-token")).toBe(true);
    expect(api.filter((r) => r.path.startsWith("/repos/") && !r.path.startsWith(`/repos/${REPO}`))).toEqual([]);
    expect(violations).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy|EvalError/i.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
