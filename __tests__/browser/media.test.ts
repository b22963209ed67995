import { useSite } from "../support/harness";
import { occasionNamed } from "../support/content";
import { occasionPath } from "../../src/model/routes";

const site = useSite();
/** The wedding page (issue #37 names it): it must exist, no other page stands in for it. */
const wedding = occasionNamed("hochzeits-dj-hamburg");
const PLATFORM = /youtube|mixcloud/;

describe("showreel behind two clicks", () => {
  it("loads nothing from the platform until the visitor clicks; then the player", async () => {
    const { page } = await site.open(occasionPath(wedding.slug), { width: 375, consent: "declined" });
    const requested: string[] = [];
    await page.route(PLATFORM, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<p>player</p>" });
    });
    const media = page.locator("figure", { has: page.getByRole("button", { name: /Abspielen/ }) });
    await media.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await expect(media.getByRole("link", { name: /Auf YouTube ansehen/ }).getAttribute("href")).resolves.toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    await media.getByRole("button", { name: /Abspielen/ }).click();
    await expect(page.locator("iframe").first().getAttribute("src")).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBeGreaterThan(0);
  });

  it("with external media accepted, the player is there without a click", async () => {
    const { page } = await site.open(occasionPath(wedding.slug), { width: 1440, consent: "accepted" });
    await page.route(PLATFORM, (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
    await expect(page.locator("iframe").first().getAttribute("src")).resolves.toMatch(/youtube-nocookie\.com\/embed\//);
  });

  it("without JavaScript there is only the link, no button that could not work", async () => {
    const context = await site.newContext({ width: 375, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + occasionPath(wedding.slug));
    await expect(page.getByRole("button", { name: /Abspielen/ }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("link", { name: /Auf YouTube ansehen/ }).count()).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
