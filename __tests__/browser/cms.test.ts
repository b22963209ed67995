import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import type { Browser, Page } from "playwright-core";
import { serveSite } from "../support/server";
import { launchBrowser, watchPage, type PageLog } from "../support/browser";
import { buildIn, sharedCopy, ROOT } from "../support/project-copy";
import { adminContentSecurityPolicy } from "../../gatsby/host-files";
import { LIVE_CMS } from "../../src/cms/live-backend";

/**
 * The editor's whole path, offline: Decap CMS at /admin of the built site (served with public/_headers
 * as Cloudflare Pages would merge them), talking to decap-server
 * (the local backend, bound to 127.0.0.1) that writes into a throw-away copy of the project.
 * An article with an image is created and saved through the UI; then the content check and a
 * real Gatsby build of that copy must accept it (warm in `npm test`, see SHARED_COPY).
 * The copy is deleted afterwards.
 */
const SLUG = "cms-testartikel-sommerfest";
const TITLE = "Sommerfest im Betrieb: So klappt die Musik";

let work: string;
let backend: ChildProcess;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;

async function waitForBackend(url: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("decap-server did not start");
}

beforeAll(async () => {
  // In `npm test`, the run's built copy, which the calendar build test has just rebuilt: the build below is then warm.
  work = sharedCopy();
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: work, BIND_HOST: "127.0.0.1", PORT: "8081", LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  await waitForBackend("http://127.0.0.1:8081/api/v1");
  site = await serveSite(undefined, { withHeaders: true });
  browser = await launchBrowser();
}, 660_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  backend?.kill();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

async function openEditor(pathHash: string): Promise<{ page: Page; log: PageLog }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  const log = watchPage(page, site.url);
  // The server sends what Cloudflare Pages would (every matching _headers rule, a repeated header
  // joined): /admin must get exactly its own policy, or Decap stops with an EvalError.
  const res = await page.goto(`${site.url}/admin/`);
  expect(res?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy());
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${site.url}/admin/${pathHash}`);
  return { page, log };
}

test("an article with an image created in the CMS passes the content check and the build", async () => {
  const { page, log } = await openEditor("#/collections/blog/new");
  await page.getByLabel("Titel").fill(TITLE);
  await page.getByLabel("Adresse (Slug)").fill(SLUG);
  await page
    .getByLabel("Kurzbeschreibung")
    .fill(
      "Wie die Musik beim Sommerfest Kolleginnen und Kollegen aller Abteilungen zusammenbringt: Ablauf, Lautstärke und Wünsche.",
    );
  await page.getByLabel("Kategorie").click();
  await page.getByText("Firmenevents", { exact: true }).click();
  await page.locator('input[type="datetime-local"]').fill("2026-06-12T18:30");
  await page.getByLabel("Lesezeit in Minuten").fill("4");

  // The image: uploaded through the media library under a new name.
  const upload = path.join(work, "sommerfest-buehne.jpg");
  // Any article image of the content will do; the editor's own photo in real life.
  const sample = fs.readdirSync(path.join(ROOT, "content/blog/images")).find((f) => f.endsWith(".jpg"))!;
  fs.copyFileSync(path.join(ROOT, "content/blog/images", sample), upload);
  await page.getByRole("button", { name: "Wähle ein Bild" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  // The uploaded image appears in the library already selected.
  await page.getByText("sommerfest-buehne.jpg").waitFor();
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
  await page.getByLabel("Bildbeschreibung (Alt-Text)").fill("Bühne mit warmem Licht bei einem Sommerfest");

  const editor = page.locator('[data-slate-editor="true"]');
  await editor.click();
  await page.keyboard.type("Ein Sommerfest lebt von der Musik, die alle mitnimmt.");

  // The preview pane renders the site's own article component with the typed values.
  const preview = page.frameLocator("#preview-pane");
  await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  expect(await preview.locator("article time").textContent()).toBe("12. Juni 2026");
  expect(await preview.locator("article img").first().getAttribute("alt")).toBe(
    "Bühne mit warmem Licht bei einem Sommerfest",
  );

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
  const file = path.join(work, "content/blog", `${SLUG}.md`);
  const image = path.join(work, "content/blog/images/sommerfest-buehne.jpg");
  // decap-server writes the entry and the image one after the other: wait for both.
  for (let i = 0; i < 50 && !(fs.existsSync(file) && fs.existsSync(image)); i++) await page.waitForTimeout(200);

  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  expect(data).toMatchObject({
    slug: SLUG,
    title: TITLE,
    category: "Firmenevents",
    readTime: 4,
    image: "images/sommerfest-buehne.jpg",
  });
  expect(content).toContain("Ein Sommerfest lebt von der Musik");
  expect(fs.existsSync(image)).toBe(true);
  expect(log.errors.filter((e) => !/404/.test(e))).toEqual([]); // no Netlify Identity widget any more

  // What the editor saved must pass the validator and a real build.
  const check = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: work,
    encoding: "utf8",
  });
  expect(check.stdout + check.stderr).toContain("Inhaltsprüfung bestanden");
  expect(check.status).toBe(0);
  const build = buildIn(work);
  expect(build.status).toBe(0);
  const html = fs.readFileSync(path.join(work, "public/blog", SLUG, "index.html"), "utf8");
  expect(html).toContain(TITLE);
  expect(html).toContain("12. Juni 2026");
}, 900_000);

/**
 * The live login, as far as it goes without the internet: no decap-server (so Decap uses the
 * configured GitHub backend), Netlify's OAuth popup and GitHub's API answered by stand-ins that
 * speak their protocols. What is checked is this project's side: the popup goes to the provider of
 * src/cms/live-backend.ts for this site, the editor then talks to GitHub with the token for the
 * configured repository, and /admin's policy (served as Cloudflare merges it) lets all of it through.
 * The real GitHub OAuth app and Netlify's provider are the owner's one-time setup (README).
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
      if (pathname === `/repos/${LIVE_CMS.repo}`)
        return json(200, { owner: { login: LIVE_CMS.repo.split("/")[0] }, permissions: { push: true } });
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

    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Mit GitHub einloggen" }).click();
    await (await popup).waitForEvent("close");
    const site_id = new URL(site.url).hostname;
    expect(loginUrl).toBe(`${LIVE_CMS.baseUrl}/${LIVE_CMS.authEndpoint}?provider=github&site_id=${site_id}&scope=repo`);

    // Logged in: the collections on the left. (The header shows Decap's placeholder, not the GitHub
    // avatar: since decap-cms-backend-github 3.5 the user it hands on carries no avatar_url.)
    await page.getByRole("link", { name: "Blogartikel" }).first().waitFor();
    expect(api.slice(0, 2).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /user", `GET /repos/${LIVE_CMS.repo}`]);
    expect(api.length).toBeGreaterThan(2); // then it reads the content of the branch
    expect(api.every((r) => r.auth === "token test-token")).toBe(true);
    expect(api.filter((r) => r.path.startsWith("/repos/") && !r.path.startsWith(`/repos/${LIVE_CMS.repo}`))).toEqual(
      [],
    );
    expect(violations).toEqual([]);
    expect(log.errors.filter((e) => /Content Security Policy|EvalError/i.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
