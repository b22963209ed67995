import { useSite } from "../support/harness";
import { homeHeading, pageHeading } from "../support/content";

const site = useSite();

describe("home page in Chromium", () => {
  it("loads without console errors or foreign requests and a link leads on", async () => {
    const { page, log } = await site.open("/");
    await expect(page.locator("h1").textContent()).resolves.toBe(homeHeading()); // the editor's heading, site.yaml
    await page.locator("header").getByRole("link", { name: "Blog" }).first().click();
    await page.waitForURL(/\/blog$/);
    // the URL changes before the new page has rendered: wait for its heading
    await page.locator("h1", { hasText: pageHeading("blog") }).waitFor();
    expect(log.errors).toEqual([]);
    expect(log.foreignRequests).toEqual([]);
  });
});
