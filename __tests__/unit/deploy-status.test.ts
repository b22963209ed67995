import { adminContentSecurityPolicy } from "../../gatsby/host-files";
import { DEPLOY_BADGE_ORIGIN, showDeployStatus } from "../../src/cms/deploy-status";

afterEach(() => document.body.replaceChildren());

describe("/admin's status line „Letzter Build“", () => {
  it("shows Netlify's badge of the newest deploy, linked to the deploy log", () => {
    const line = showDeployStatus(document, {
      siteId: "0a1b2c3d-4e5f-6789-abcd-ef0123456789",
      siteName: "dj-petersen",
    })!;
    expect(document.querySelector("[data-deploy-status]")).toBe(line);
    expect(line.textContent).toBe("Letzter Build:");
    expect(line.getAttribute("href")).toBe("https://app.netlify.com/sites/dj-petersen/deploys");
    const badge = line.querySelector("img")!;
    expect(badge.src).toBe(`${DEPLOY_BADGE_ORIGIN}/api/v1/badges/0a1b2c3d-4e5f-6789-abcd-ef0123456789/deploy-status`);
    expect(badge.alt).toMatch(/rot: fehlgeschlagen/);
  });

  it("is not shown off Netlify (no site id), and the editor's policy lets the badge in", () => {
    expect(showDeployStatus(document, {})).toBeUndefined();
    expect(showDeployStatus(document, { siteId: '"><script>' })).toBeUndefined();
    expect(document.querySelector("[data-deploy-status]")).toBeNull();
    expect(adminContentSecurityPolicy()).toMatch(new RegExp(`img-src [^;]*${DEPLOY_BADGE_ORIGIN}`));
  });
});
