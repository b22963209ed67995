// Issue 41, finding 1: a broken %-escape after "#" (a mistyped link in a mail or a chat) must not
// empty the page. Gatsby's scroll handler calls decodeURI on the hash (Gatsby issue #26828); the
// pre-app script (src/lib/pre-app.ts) makes the hash readable before the app starts.
import { useSite } from "../support/harness";
import { PLANNER_MESSAGES } from "../../src/components/MusicPlanner/MusicPlanner.labels";

const site = useSite();

/** The page's heading as the static HTML has it, without the app. */
async function staticHeading(path: string): Promise<string> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return heading
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("a page survives a fragment decodeURI cannot read", () => {
  it.each(["/#%E0", "/kontakt#%E0%A4%A", "/blog#%", "/musikplanung#plan=1.%E0%A4%A"])(
    "%s shows its page after the app has started",
    async (address) => {
      const path = address.split("#")[0];
      const heading = await staticHeading(path);
      expect(heading.length).toBeGreaterThan(3);
      const { page, log } = await site.open(address);
      // the app is running and has not thrown the page away a moment later
      await page.waitForTimeout(300);
      await expect(page.locator("h1").first().innerText()).resolves.toBe(heading);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(200);
      expect(log.errors.filter((e) => /URI/i.test(e))).toEqual([]);
      expect(log.errors).toEqual([]);
      if (path === "/musikplanung") await page.getByText(PLANNER_MESSAGES.invalidLink).waitFor();
    },
  );
});
