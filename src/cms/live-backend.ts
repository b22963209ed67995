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
 * Set up once by the owner: docs/owner.md, „Das CMS auf der Live-Seite“.
 *
 * The repository comes from the host's build environment (cmsRepository below): Netlify sets
 * REPOSITORY_URL for every build, GitHub Actions GITHUB_REPOSITORY, and CMS_REPOSITORY overrides
 * both (e.g. on Cloudflare Pages). gatsby-config.ts passes the result to the editor's bundle as
 * GATSBY_CMS_REPOSITORY, so the owner never edits this file. The rest is the same for every site.
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

/** Where /admin's status line gets Netlify's deploy badge (./deploy-status.ts); the policy lets its images in. */
export const DEPLOY_BADGE_ORIGIN = "https://api.netlify.com";

/** What `repo` says until the owner enters the repository; `npm run check:launch` lists it. */
export const REPO_PLACEHOLDER = "IHR-GITHUB-KONTO/event-dj-hamburg";

/**
 * The GitHub repository (owner/name) the live editor saves to, from the build's environment:
 * CMS_REPOSITORY (owner/name or its github.com address), else Netlify's REPOSITORY_URL
 * (https://github.com/owner/name or git@github.com:owner/name.git), else GitHub Actions'
 * GITHUB_REPOSITORY. Undefined when none names a GitHub repository.
 */
export function cmsRepository(env: Record<string, string | undefined>): string | undefined {
  for (const value of [env.CMS_REPOSITORY, env.REPOSITORY_URL, env.GITHUB_REPOSITORY]) {
    const text = value?.trim();
    if (!text) continue;
    const match = text.match(
      /^(?:(?:https?:\/\/|ssh:\/\/git@|git@)github\.com[/:])?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/i,
    );
    if (match && liveRepoProblem(match[1]) === null) return match[1];
  }
  return undefined;
}

/** The repository a build gives the editor: GATSBY_CMS_REPOSITORY if set, else cmsRepository, else the placeholder. */
export const liveRepository = (env: Record<string, string | undefined>): string =>
  env.GATSBY_CMS_REPOSITORY || cmsRepository(env) || REPO_PLACEHOLDER;

/** Netlify's OAuth provider: completes the GitHub login for sites hosted on Netlify. */
export const NETLIFY_AUTH_URL = "https://api.netlify.com";

/** Why a CMS_AUTH_URL value cannot be the login's provider, or null. */
export function authUrlProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:") return "muss mit https:// beginnen";
    if (url.search || url.hash)
      return "muss eine Adresse ohne ? und # sein, z. B. https://decap-login.ihr-konto.workers.dev";
    return null;
  } catch {
    return "ist keine Adresse – sie muss mit https:// beginnen, z. B. https://decap-login.ihr-konto.workers.dev";
  }
}

/**
 * The OAuth provider of the live editor's GitHub login: CMS_AUTH_URL (an own login service, e.g. a
 * Cloudflare Worker for Decap CMS, needed off Netlify) when it is a usable https address, else Netlify's.
 */
export function cmsAuthUrl(env: Record<string, string | undefined>): string {
  const setting = authUrlSetting(env);
  return setting && setting.problem === null ? setting.value : NETLIFY_AUTH_URL;
}

/** CMS_AUTH_URL as set (without a trailing /) and why it cannot be used (null if it can); null when it is not set. */
export function authUrlSetting(
  env: Record<string, string | undefined>,
): { value: string; problem: string | null } | null {
  const value = env.CMS_AUTH_URL?.trim().replace(/\/+$/, "");
  return value ? { value, problem: authUrlProblem(value) } : null;
}

export const LIVE_CMS: LiveCmsSettings = {
  backend: "github",
  // Filled in by the build (gatsby-config.ts sets GATSBY_CMS_REPOSITORY from cmsRepository).
  repo: process.env.GATSBY_CMS_REPOSITORY || REPO_PLACEHOLDER,
  branch: "main",
  // Filled in by the build too (gatsby-config.ts sets GATSBY_CMS_AUTH_URL from cmsAuthUrl). Read when
  // asked for: the build's own code (the /admin policy) imports this module before gatsby-config.ts sets it.
  get baseUrl() {
    return process.env.GATSBY_CMS_AUTH_URL || NETLIFY_AUTH_URL;
  },
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
 * asks it whether GitHub works), the editors' GitHub avatars and Netlify's deploy badge (the status
 * line, ./deploy-status.ts).
 */
export function liveCmsOrigins(settings: LiveCmsSettings): { connect: string[]; img: string[] } {
  return {
    connect: [new URL(settings.apiRoot).origin, new URL(settings.baseUrl).origin, "https://www.githubstatus.com"],
    img: ["https://avatars.githubusercontent.com", DEPLOY_BADGE_ORIGIN],
  };
}

/** Why the repository setting is not usable yet, or null. */
export function liveRepoProblem(repo: string): string | null {
  if (repo === REPO_PLACEHOLDER) return "ist noch der Platzhalter";
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/.test(repo))
    return "ist keine GitHub-Adresse der Form konto/repository";
  return null;
}
