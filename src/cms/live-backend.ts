import type { CmsConfig } from "./types";

/**
 * How the editor at /admin of the LIVE site logs in and where it saves – the one place for these
 * settings. src/cms/config.ts builds Decap's `backend` from it, and gatsby/host-files.ts lets
 * exactly these origins into the editor's Content-Security-Policy. `npm run cms` does not use it:
 * on localhost Decap finds decap-server (local_backend) and writes into the checkout.
 *
 * Decap's GitHub backend with Netlify's OAuth provider (not Netlify Identity or Git Gateway, which
 * Netlify deprecated in 2025): every editor logs in with their own GitHub account and must be a
 * collaborator of the repository with write access; "Veröffentlichen" commits straight to `branch`,
 * and every commit rebuilds the site. Netlify's OAuth provider only signs the login with the
 * client secret of the owner's GitHub OAuth app (Site configuration → Access & security → OAuth).
 * Set up once by the owner: README, „Das CMS auf der Live-Seite“.
 *
 * Committed rather than read from environment variables: nothing here is secret, a deploy preview
 * and the live site use the same values, and a change is reviewed like any other.
 */
export interface LiveCmsSettings {
  /** Decap backend. */
  backend: "github";
  /** GitHub repository as owner/name (the address github.com/owner/name). */
  repo: string;
  /** Branch the site is published from; the editor commits here. */
  branch: string;
  /** OAuth provider that completes the GitHub login (it holds the OAuth app's client secret). */
  baseUrl: string;
  /** Path of the login at the provider: `${baseUrl}/${authEndpoint}?provider=github&site_id=…`. */
  authEndpoint: string;
  /** GitHub's API, which the editor reads and commits through. */
  apiRoot: string;
}

/** What `repo` says until the owner enters the repository; `npm run check:launch` lists it. */
export const REPO_PLACEHOLDER = "IHR-GITHUB-KONTO/event-dj-hamburg";

export const LIVE_CMS: LiveCmsSettings = {
  backend: "github",
  // Your repository, as in its address github.com/konto/name (README, step C).
  repo: "IHR-GITHUB-KONTO/event-dj-hamburg",
  branch: "main",
  baseUrl: "https://api.netlify.com",
  authEndpoint: "auth",
  apiRoot: "https://api.github.com",
};

/** Decap's `backend` block for these settings. */
export const liveBackend = (settings: LiveCmsSettings): CmsConfig["backend"] => ({
  name: settings.backend,
  repo: settings.repo,
  branch: settings.branch,
  base_url: settings.baseUrl,
  auth_endpoint: settings.authEndpoint,
  api_root: settings.apiRoot,
});

/**
 * What the editor's browser talks to on the live site, for /admin's Content-Security-Policy:
 * the GitHub API and the OAuth provider (its token refresh is a fetch; the login itself is a
 * popup window, which the policy does not govern), GitHub's status page (Decap's GitHub backend
 * asks it whether GitHub works) and the editors' GitHub avatars.
 */
export function liveCmsOrigins(settings: LiveCmsSettings): { connect: string[]; img: string[] } {
  return {
    connect: [new URL(settings.apiRoot).origin, new URL(settings.baseUrl).origin, "https://www.githubstatus.com"],
    img: ["https://avatars.githubusercontent.com"],
  };
}

/** Why the repository setting is not usable yet, or null. */
export function liveRepoProblem(repo: string): string | null {
  if (repo === REPO_PLACEHOLDER) return "ist noch der Platzhalter";
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(repo))
    return "ist keine GitHub-Adresse der Form konto/repository";
  return null;
}
