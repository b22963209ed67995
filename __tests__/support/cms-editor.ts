/**
 * The editor at /admin for __tests__/site/later-builds.test.ts: Decap CMS of the site `npm test` built
 * (served with public/_headers as Cloudflare Pages would merge them), talking to decap-server (the local
 * backend, bound to 127.0.0.1), which writes into the project copy. Helpers for what an editor does there.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "child_process";
import fs from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { serveSite } from "./server";
import { launchTestBrowser, watchPage, type PageLog } from "./browser";
import { publish, readAsCms } from "./cms-edits";
import { ROOT } from "./project-copy";
import { adminContentSecurityPolicy } from "../../gatsby/host-files";

const BACKEND = "http://127.0.0.1:8081/api/v1";

async function waitForBackend(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    try {
      const body = JSON.stringify({ action: "info" });
      const res = await fetch(BACKEND, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("decap-server did not start");
}

export interface Cms {
  /** The editor's page, logged in, at /admin/{pathHash}; the page log records console errors. */
  open(pathHash: string): Promise<{ page: Page; log: PageLog }>;
  close(): Promise<void>;
}

/** decap-server writing into `work`, the built site served, and a Chromium for the editor. */
export async function startCms(work: string): Promise<Cms> {
  const backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: work, BIND_HOST: "127.0.0.1", PORT: "8081", LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  await waitForBackend();
  const site = await serveSite(undefined, { withHeaders: true });
  const browser: Browser = await launchTestBrowser();
  return {
    async open(pathHash) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: "de-DE",
        timezoneId: "Europe/Berlin",
      });
      const page = await context.newPage();
      const log = watchPage(page, site.url);
      // /admin must get exactly its own policy, or Decap stops with an EvalError.
      const res = await page.goto(`${site.url}/admin/`);
      if (res?.headers()["content-security-policy"] !== adminContentSecurityPolicy())
        throw new Error("/admin is served without its own Content-Security-Policy");
      await page.getByRole("button", { name: "Login" }).click();
      await page.goto(`${site.url}/admin/${pathHash}`);
      return { page, log };
    },
    async close() {
      await browser.close();
      await site.close();
      backend.kill();
    },
  };
}

/** `npm run check:content` in the copy, with the copy's own scripts and content. */
export const checkContent = (work: string): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: work,
    encoding: "utf8",
  });

export interface Article {
  slug: string;
  title: string;
  category: string;
  description: string;
  /** As the date field takes it: 2026-06-12T18:30. */
  date: string;
  readTime: number;
  image: string;
  alt: string;
  text: string;
}

/**
 * Writes a new article at #/collections/blog/new with an image uploaded through the media library, checks
 * that the preview renders the site's article component with the typed values (its German date returned),
 * publishes it and waits until decap-server has written the Markdown file and the image.
 */
export async function writeArticle(page: Page, work: string, a: Article): Promise<{ previewDate: string | null }> {
  await page.getByLabel("Titel", { exact: true }).fill(a.title);
  await page.getByLabel("Adresse (Slug)").fill(a.slug);
  await page.getByLabel("Kurzbeschreibung").fill(a.description);
  await page.getByLabel("Kategorie").click();
  await page.getByText(a.category, { exact: true }).click();
  await page.locator('input[type="datetime-local"]').fill(a.date);
  await page.getByLabel("Lesezeit in Minuten").fill(String(a.readTime));
  // The image: any article image of the content, uploaded under a new name (the editor's own photo in real life).
  const upload = path.join(work, a.image);
  const sample = fs.readdirSync(path.join(ROOT, "content/blog/images")).find((f) => f.endsWith(".jpg"))!;
  fs.copyFileSync(path.join(ROOT, "content/blog/images", sample), upload);
  await page.getByRole("button", { name: "Wähle ein Bild" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByText(a.image).waitFor(); // the uploaded image appears in the library already selected
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
  await page.getByLabel("Bildbeschreibung (Alt-Text)").fill(a.alt);
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(a.text);

  const preview = page.frameLocator("#preview-pane");
  await preview.getByRole("heading", { level: 1, name: a.title }).waitFor();
  const previewDate = await preview.locator("article time").textContent();
  if ((await preview.locator("article img").first().getAttribute("alt")) !== a.alt)
    throw new Error("the preview does not show the image's alt text");

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
  const file = path.join(work, "content/blog", `${a.slug}.md`);
  const image = path.join(work, "content/blog/images", a.image);
  // decap-server writes the entry and the image one after the other: wait for both.
  for (let i = 0; i < 50 && !(fs.existsSync(file) && fs.existsSync(image)); i++) await page.waitForTimeout(200);
  return { previewDate };
}

export interface Celebration {
  id: string;
  title: string;
  date: string;
  guests: number;
  story: string;
}

/**
 * Adds a celebration at #/collections/events/new: occasion and location chosen from lists (type to filter,
 * take the first match), then published. Returns what the file holds, as the CMS reads it.
 */
export async function addCelebration(
  editor: Page,
  work: string,
  e: Celebration,
  choose: { eventType: string; location: string },
): Promise<unknown> {
  await editor.evaluate(() => (window.location.hash = "#/collections/events"));
  await editor.getByRole("button", { name: "Veröffentlicht" }).waitFor({ state: "detached" });
  await editor.evaluate(() => (window.location.hash = "#/collections/events/new"));
  await editor.getByLabel("Kennung", { exact: true }).fill(e.id);
  await editor.getByLabel("Überschrift", { exact: true }).fill(e.title);
  await editor.getByLabel("Datum der Feier").fill(e.date);
  const pick = async (label: string, text: string) => {
    await editor.getByLabel(label, { exact: true }).fill(text);
    await editor.locator('[role="option"]').first().waitFor();
    await editor.keyboard.press("Enter");
  };
  await pick("Art der Feier", choose.eventType);
  await pick("Location (Kennung) (optional)", choose.location);
  await editor.getByLabel("Anzahl der Gäste").fill(String(e.guests));
  await editor.getByLabel("Was ich an dem Abend gemacht habe").fill(e.story);
  const file = path.join(work, "content/events", `${e.id}.yaml`);
  await publish(editor, file, null);
  return readAsCms(file);
}
