import { DEPLOY_BADGE_ORIGIN } from "./live-backend";

/**
 * The status line of /admin on the live site: "Letzter Build" with Netlify's public badge of the
 * site's newest deploy (green: published, red: failed, orange: building), linked to the deploy list
 * with the German reason in the log (docs/owner.md „Wenn ein Build fehlschlägt“). "Veröffentlichen" in the
 * editor only saves; this line says whether the site then built. Netlify tells every build its site
 * (SITE_ID, SITE_NAME); gatsby-config.ts builds them in as GATSBY_NETLIFY_SITE_ID/_NAME. Elsewhere
 * (another host, `npm run cms`) there is no line.
 */

export { DEPLOY_BADGE_ORIGIN };

export interface DeployStatusSite {
  siteId?: string;
  siteName?: string;
}

export const DEPLOY_STATUS_LABELS = {
  title: "Letzter Build:",
  badge: "Stand des letzten Builds bei Netlify – grün: veröffentlicht, rot: fehlgeschlagen, orange: läuft",
  hint: "Zum Deploy-Log bei Netlify (dort steht bei einem Fehler der Grund)",
};

/** Adds the status line to the editor's page; returns it, or undefined when the site is not on Netlify. */
export function showDeployStatus(doc: Document, site: DeployStatusSite): HTMLElement | undefined {
  if (!site.siteId || !/^[\w-]+$/.test(site.siteId)) return undefined;
  const link = doc.createElement("a");
  link.href = site.siteName
    ? `https://app.netlify.com/sites/${encodeURIComponent(site.siteName)}/deploys`
    : "https://app.netlify.com/";
  link.target = "_blank";
  link.rel = "noopener";
  link.title = DEPLOY_STATUS_LABELS.hint;
  link.dataset.deployStatus = "";
  Object.assign(link.style, {
    position: "fixed",
    left: "12px",
    bottom: "12px",
    zIndex: "1000",
    display: "flex",
    alignItems: "center",
    gap: "6px",
    padding: "4px 8px",
    borderRadius: "6px",
    background: "#fff",
    boxShadow: "0 1px 4px rgba(0, 0, 0, 0.2)",
    color: "#313d3e",
    font: "13px system-ui, sans-serif",
    textDecoration: "none",
  });
  const badge = doc.createElement("img");
  badge.src = `${DEPLOY_BADGE_ORIGIN}/api/v1/badges/${site.siteId}/deploy-status`;
  badge.alt = DEPLOY_STATUS_LABELS.badge;
  badge.height = 20;
  link.append(DEPLOY_STATUS_LABELS.title, badge);
  doc.body.append(link);
  return link;
}
