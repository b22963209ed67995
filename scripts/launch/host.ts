import { authUrlSetting, cmsRepository, liveRepoProblem } from "../../src/cms/live-backend";
import { HOST_ADDRESSES } from "./values";
import type { LaunchIssue } from "./steps";

/**
 * Step „Einstellungen beim Hoster“ of the go-live check: the settings the live build reads from the
 * host's environment. The live build (`check:launch -- --live`, in `npm run build:live`) demands
 * them; a local check cannot see the host, so it lists what the host must hold and checks only the
 * values that are set on this computer (a mistyped `SITE_URL=www.…` is caught before launch).
 */

const WHERE_NETLIFY = "Netlify: Site configuration → Environment variables → Add a variable";

/** One setting the host must hold, as a local check lists it. */
export interface HostSettingNote {
  variable: string;
  what: string;
  /** Where it is set. */
  where: string;
  optional?: boolean;
}

const REPOSITORY: HostSettingNote = {
  variable: "REPOSITORY_URL",
  what: "Ihr GitHub-Repository für die Anmeldung auf /admin – Netlify setzt es selbst, sobald die Site mit dem Repository verbunden ist; auf anderen Hostern CMS_REPOSITORY=konto/name setzen",
  where: "automatisch (Netlify) bzw. CMS_REPOSITORY",
};

/** Everything the host must hold, in the order of docs/owner.md „Umgebungsvariablen“. */
export const hostSettings = (): HostSettingNote[] => [
  ...HOST_ADDRESSES.map(({ variable, what }) => ({ variable, what, where: WHERE_NETLIFY })),
  REPOSITORY,
  {
    variable: "CMS_AUTH_URL",
    what: "nur außerhalb von Netlify (z. B. Cloudflare Pages): die Adresse Ihres eigenen Anmeldedienstes für /admin (docs/owner.md: „Andere Hoster“)",
    where: "beim Hoster unter den Umgebungsvariablen",
    optional: true,
  },
  {
    variable: "AVAILABILITY_ICS_URL",
    what: "die private Adresse Ihres Buchungskalenders (geheim; docs/owner.md: „Termine aus Ihrem Kalender“)",
    where: WHERE_NETLIFY,
    optional: true,
  },
  {
    variable: "NETLIFY_BUILD_HOOK",
    what: "die Adresse des Build-Hooks für den täglichen Build (Netlify: Site configuration → Build & deploy → Build hooks)",
    where: "GitHub: Settings → Secrets and variables → Actions → New repository secret",
    optional: true,
  },
];

/** The host's settings that are wrong, and (`live`) those that are missing. */
export function hostIssues(env: NodeJS.ProcessEnv, live: boolean): LaunchIssue[] {
  const issues: LaunchIssue[] = [];
  for (const { variable, problem, unset } of HOST_ADDRESSES) {
    const value = env[variable]?.trim();
    const message = value ? problem(value) : live ? unset : null;
    if (message)
      issues.push({
        step: "host",
        where: `Umgebungsvariable ${variable}`,
        message: `${value ? `„${value}“ ` : ""}${message}. ${live ? `Beim Hoster eintragen (${WHERE_NETLIFY}), dann neu bauen.` : "Beim Hoster genauso eintragen."}`,
      });
  }
  const explicit = env.CMS_REPOSITORY?.trim();
  if (explicit && !cmsRepository({ CMS_REPOSITORY: explicit }))
    issues.push({
      step: "host",
      where: "Umgebungsvariable CMS_REPOSITORY",
      message: `„${explicit}“ ${liveRepoProblem(explicit) ?? "ist kein GitHub-Repository"}. Tragen Sie es ein, wie es in der Adresse steht: bei https://github.com/jan-petersen/event-dj-website also jan-petersen/event-dj-website.`,
    });
  else if (live && !cmsRepository(env))
    issues.push({
      step: "host",
      where: "GitHub-Repository für /admin",
      message:
        "ist unbekannt – ohne es kann sich auf /admin niemand anmelden. Auf Netlify: die Site mit Ihrem GitHub-Repository verbinden (dann setzt Netlify REPOSITORY_URL selbst). Auf anderen Hostern: Umgebungsvariable CMS_REPOSITORY=konto/name setzen.",
    });
  const auth = authUrlSetting(env);
  if (auth?.problem)
    issues.push({
      step: "host",
      where: "Umgebungsvariable CMS_AUTH_URL",
      message: `„${auth.value}“ ${auth.problem}. Bis dahin nutzt /admin Netlifys Anmeldung, die nur für Sites auf Netlify funktioniert.`,
    });
  else if (live && env.CF_PAGES && !auth)
    issues.push({
      step: "host",
      where: "Anmeldung auf /admin",
      message:
        "fehlt: Die Seite wird bei Cloudflare Pages gebaut, dort meldet Netlifys Anmeldedienst niemanden an. Richten Sie einen eigenen Anmeldedienst ein (docs/owner.md: „Andere Hoster“) und tragen Sie seine Adresse als Umgebungsvariable CMS_AUTH_URL ein.",
    });
  return issues;
}
