/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { spawnSync } from "child_process";
import {
  cmsAuthUrl,
  cmsRepository,
  LIVE_CMS,
  liveRepository,
  NETLIFY_AUTH_URL,
  REPO_PLACEHOLDER,
} from "../../src/cms/live-backend";
import { adminContentSecurityPolicy } from "../../gatsby/host-files";
import { launchCheck, launchIssues, FILL_IN_MARKER } from "../../scripts/launch/check";
import {
  emailProblem,
  looksInvented,
  phoneProblem,
  profileUrlProblem,
  vatIdProblem,
  webAddressProblem,
} from "../../scripts/launch/values";

const root = path.resolve(__dirname, "../..");
const LIVE_ENV = {
  SITE_URL: "https://www.dj-petersen-hamburg.de",
  GATSBY_ENQUIRY_ENDPOINT: "https://formspree.io/f/xyzabcde",
  REPOSITORY_URL: "https://github.com/jan-petersen/event-dj-website",
};

/** The example owner data the project ships with (content/site/site.yaml before launch). */
const EXAMPLE_SITE = {
  businessName: "Event DJ Hamburg – Max Mustermann",
  ownerName: "Max Mustermann",
  street: "Musterstraße 12",
  phone: "040 1234 5678",
  phoneE164: "+494012345678",
  whatsappE164: "+4917612345678",
  email: "kontakt@event-dj-hamburg.example",
  vatId: "DE123456789",
  reviewsUrl: "https://www.provenexpert.com/de-de/",
  businessProfileUrl: "https://www.google.com/maps/search/?api=1&query=Event+DJ+Hamburg",
};

/** What a real owner enters: a real-looking name, address, numbers, domain, a valid USt-IdNr. and profile links. */
const OWNER_SITE = {
  media: {
    showreel: {
      title: "Showreel",
      platform: "youtube",
      id: "Xk3mL9pQ2vA",
      poster: "./images/showreel-poster.jpg",
      posterAlt: "Jan am DJ-Pult",
      sample: false,
    },
  },
  businessName: "Event DJ Hamburg – Jan Petersen",
  ownerName: "Jan Petersen",
  street: "Bahrenfelder Straße 148",
  postalCode: "22765",
  phone: "040 8537 2296",
  phoneE164: "+494085372296",
  whatsappE164: "+491718842317",
  email: "kontakt@dj-petersen-hamburg.de",
  vatId: "DE287316457",
  reviewsUrl: "https://www.provenexpert.com/jan-petersen-event-dj/",
  businessProfileUrl: "https://maps.app.goo.gl/Xk3f9Qd2pLmZ7vA8",
  reviewSites: [
    { name: "Google", url: "https://g.page/r/CbT3xYz9ABCdEAE/review" },
    { name: "ProvenExpert", url: "https://www.provenexpert.com/jan-petersen-event-dj/" },
  ],
};

/** A copy of content/ with site.yaml's values replaced (and `prepare` run on it); removed after `use`. */
function withSite<T>(values: Record<string, unknown>, use: (dir: string) => T, prepare?: (dir: string) => void): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  try {
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    const file = path.join(dir, "site/site.yaml");
    const site = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown> & {
      ratings: Record<string, Record<string, unknown>>;
    };
    const merged = { ...site, ...values };
    if (values.reviewsUrl)
      for (const rating of Object.values(merged.ratings as Record<string, Record<string, unknown>>))
        rating.profileUrl = values.reviewsUrl;
    fs.writeFileSync(file, yaml.dump(merged));
    prepare?.(dir);
    return use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const editYaml = (file: string, edit: (data: never) => unknown) =>
  fs.writeFileSync(file, yaml.dump(edit(yaml.load(fs.readFileSync(file, "utf8")) as never)));

/** Everything an owner does in the content before launch: own photos, reviews, dates, the legal items filled in. */
function ownerContent(dir: string): void {
  const own = path.join(dir, "locations/images", fs.readdirSync(path.join(dir, "locations/images"))[0]);
  for (const name of ["hero.jpg", "portrait.jpg"]) fs.copyFileSync(own, path.join(dir, "site/images", name));
  editYaml(path.join(dir, "gallery/gallery.yaml"), (list: { sample?: boolean }[]) =>
    list.map((p) => ({ ...p, sample: false })),
  );
  editYaml(path.join(dir, "testimonials/testimonials.yaml"), (list: { text: string }[]) =>
    list.map((t, i) => ({
      ...t,
      text: `Echte Stimme Nummer ${i + 1}: Die Tanzfläche war bis drei Uhr voll.`,
      sample: false,
    })),
  );
  // The owner's own celebrations replace the sample references (content/events; not the CMS's images/).
  const events = path.join(dir, "events");
  if (fs.existsSync(events))
    for (const name of fs.readdirSync(events).filter((n) => n.endsWith(".yaml")))
      editYaml(path.join(events, name), (e: Record<string, unknown>) => ({ ...e, sample: false }));
  // … and the DJs who really step in replace the sample stand-ins (content/standins).
  const standIns = path.join(dir, "standins");
  if (fs.existsSync(standIns))
    for (const name of fs.readdirSync(standIns).filter((n) => n.endsWith(".yaml")))
      editYaml(path.join(standIns, name), (e: Record<string, unknown>) => ({ ...e, sample: false }));
  editYaml(path.join(dir, "availability/availability.yaml"), (a: Record<string, unknown>) => ({ ...a, booked: [] }));
  for (const name of ["legal/legal.yaml", "site/site.yaml"]) {
    const file = path.join(dir, name);
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replaceAll(`${FILL_IN_MARKER}:`, "Geprüft:")
        .replaceAll(FILL_IN_MARKER, "Xk3mL9pQ2vA"),
    );
  }
}

/** The /admin names of the issues about the business facts and review links. */
const siteFields = (dir: string, env: NodeJS.ProcessEnv = LIVE_ENV) =>
  launchIssues(dir, { env, root: dir })
    .filter((i) => i.file === "site/site.yaml" && ["facts", "reviews"].includes(i.step))
    .map((i) => i.where.replace(/^„Firmendaten, Pakete & FAQ → Firmendaten & Startseite → /, "").replace(/“$/, ""));

const runCheck = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-launch.ts", ...args], {
    cwd: root,
    env: { ...process.env, NETLIFY: "", CF_PAGES: "", SITE_URL: "", GATSBY_ENQUIRY_ENDPOINT: "", ...env },
    encoding: "utf8",
  });

describe("check:launch: example data cannot go live", () => {
  it("names every example value of the shipped data by its field in /admin", () => {
    const fields = withSite(EXAMPLE_SITE, (dir) => siteFields(dir));
    expect(fields).toEqual(
      expect.arrayContaining([
        "Firmenname",
        "Inhaber",
        "Straße und Hausnummer",
        "Telefon (Anzeige)",
        "Telefon (international)",
        "WhatsApp-Nummer (international)",
        "E-Mail",
        "USt-IdNr.",
        "Link zu den Bewertungen",
        "Link zum Unternehmensprofil",
        "Bewertungen (sichtbar im Bewertungsblock und für Suchmaschinen) → Startseite → Profil, auf dem die Bewertungen gezählt werden",
      ]),
    );
  });

  it("never shows a YAML key or an index path, and says what to do in every message", () => {
    const issues = withSite(EXAMPLE_SITE, (dir) => launchIssues(dir, { env: {}, root: dir, live: true }));
    expect(issues.length).toBeGreaterThan(20);
    for (const issue of issues) {
      expect(issue.where).not.toMatch(/\b[a-z]+[A-Z]\w*\b|\w\.\d+\.|\.\w+\.|sample/);
      expect(issue.message).toMatch(/Tragen Sie|Ersetzen|Löschen|löschen|Öffnen|Klicken|eintragen|setzen|Zu tun/);
    }
  });

  it("no longer names them with realistic owner data", () => {
    expect(withSite(OWNER_SITE, (dir) => siteFields(dir))).toEqual([]);
  });

  it("passes locally with the owner's content alone, listing what the host must hold", () => {
    withSite(
      OWNER_SITE,
      (dir) => {
        const local = launchCheck(dir, { env: {}, root: dir });
        expect(local.issues).toEqual([]);
        expect(local.hostSettings.map((s) => s.variable)).toEqual(
          expect.arrayContaining(["SITE_URL", "GATSBY_ENQUIRY_ENDPOINT", "REPOSITORY_URL", "NETLIFY_BUILD_HOOK"]),
        );
        // The live build demands the host's settings …
        const live = launchIssues(dir, { env: {}, root: dir, live: true });
        expect(live.map((i) => [i.step, i.where])).toEqual([
          ["host", "Umgebungsvariable SITE_URL"],
          ["host", "Umgebungsvariable GATSBY_ENQUIRY_ENDPOINT"],
          ["host", "GitHub-Repository für /admin"],
        ]);
        // … and with them as Netlify sets them it passes, without a source file to edit.
        expect(launchIssues(dir, { env: LIVE_ENV, root: dir, live: true })).toEqual([]);
        const run = runCheck([], { CONTENT_PATH: dir });
        expect(run.status).toBe(0);
        expect(run.stdout).toMatch(/Go-live-Prüfung bestanden/);
        expect(run.stdout).toMatch(/SITE_URL: die Adresse Ihrer Website mit https:\/\//);
        expect(runCheck(["--live"], { CONTENT_PATH: dir }).status).toBe(1);
      },
      ownerContent,
    );
  }, 30_000);

  it("exits non-zero with the example data and --report lists the same with exit 0", () => {
    withSite(EXAMPLE_SITE, (dir) => {
      const run = runCheck([], { CONTENT_PATH: dir });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /„Firmendaten, Pakete & FAQ → Firmendaten & Startseite → USt-IdNr\.“: „DE123456789“ ist eine bekannte Beispielnummer\. Tragen Sie/,
      );
      expect(run.stderr).toMatch(/site\/site\.yaml\]/);
      const report = runCheck(["--report"], { CONTENT_PATH: dir });
      expect(report.status).toBe(0);
      expect(report.stdout).toMatch(/USt-IdNr\./);
    });
  }, 30_000);

  it("says that an address needs https://", () => {
    const local = (env: NodeJS.ProcessEnv) =>
      withSite(
        OWNER_SITE,
        (dir) => launchIssues(dir, { env, root: dir }).filter((i) => i.step === "host"),
        ownerContent,
      );
    const [site] = local({ SITE_URL: "www.beispiel.de" });
    expect(site.where).toBe("Umgebungsvariable SITE_URL");
    expect(site.message).toMatch(/muss mit https:\/\/ beginnen, z\. B\. „https:\/\/www\.beispiel\.de“/);
    expect(webAddressProblem("http://www.mein-dj.de")).toMatch(/https:\/\//);
    expect(webAddressProblem("https://www.mein-dj.de")).toBeNull();
    expect(profileUrlProblem("www.provenexpert.com/jan")).toMatch(/https:\/\//);
    expect(local({ GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9001/anfrage" })).toEqual([
      expect.objectContaining({ where: "Umgebungsvariable GATSBY_ENQUIRY_ENDPOINT" }),
    ]);
    expect(local({ SITE_URL: "https://www.event-dj-hamburg.example" })[0].message).toMatch(/Beispieldomain/);
  });

  it("allows an empty VAT ID (a small business without one), not an example or a wrong check digit", () => {
    expect(vatIdProblem("")).toBeNull();
    expect(vatIdProblem("DE 287 316 457")).toBeNull();
    expect(vatIdProblem("DE123456789")).toMatch(/Beispielnummer/);
    expect(vatIdProblem("DE287316458")).toMatch(/Prüfziffer/);
    expect(vatIdProblem("AT U12345678")).toMatch(/keine gültige deutsche/);
  });

  it("recognises invented and invalid phone numbers, and a landline given for WhatsApp", () => {
    expect(looksInvented("+494012345678")).toBe(true);
    expect(looksInvented("+494085372296")).toBe(false);
    expect(phoneProblem("040 8537 2296")).toBeNull();
    expect(phoneProblem("040 12")).toMatch(/keine gültige/);
    expect(phoneProblem("+494085372296", true)).toMatch(/keine Mobilfunknummer/);
  });

  it("recognises e-mail on example and test domains", () => {
    for (const mail of ["info@dj.example", "a@example.com", "a@test", "kontakt@beispiel.de"])
      expect(emailProblem(mail)).not.toBeNull();
    expect(emailProblem("kontakt@dj-petersen-hamburg.de")).toBeNull();
  });

  it("recognises review links that are a search or a platform's home page", () => {
    expect(profileUrlProblem("https://www.google.com/maps/search/?api=1&query=Event+DJ+Hamburg")).toMatch(/Suche/);
    expect(profileUrlProblem("https://www.provenexpert.com/de-de/")).toMatch(/Startseite/);
    expect(profileUrlProblem("https://www.google.com/")).toMatch(/Startseite/);
    expect(profileUrlProblem("https://www.google.com/maps/place/Event+DJ+Petersen/@53.55,9.93,17z")).toBeNull();
    expect(profileUrlProblem("https://www.provenexpert.com/jan-petersen-event-dj/")).toBeNull();
  });

  it(`lists every text marked „${FILL_IN_MARKER}“ by its /admin name, with what to write and whom to ask`, () => {
    withSite(OWNER_SITE, (dir) => {
      const file = path.join(dir, "texts/texts.yaml");
      const texts = yaml.load(fs.readFileSync(file, "utf8")) as { footer: Record<string, string> };
      texts.footer.imprint = `Impressum (${FILL_IN_MARKER})`;
      fs.writeFileSync(file, yaml.dump(texts));
      const issues = launchIssues(dir, { env: LIVE_ENV, root: dir });
      expect(issues).toContainEqual(
        expect.objectContaining({ file: "texts/texts.yaml", where: expect.stringMatching(/^„Seitentexte → .+ → /) }),
      );
      const legalFile = yaml.load(fs.readFileSync(path.join(dir, "legal/legal.yaml"), "utf8")) as {
        privacy: { providers: { name: string; company: string }[] };
      };
      const formspree = legalFile.privacy.providers.findIndex((p) => p.company.includes(`${FILL_IN_MARKER}:`));
      const todo = legalFile.privacy.providers[formspree].company.split(`${FILL_IN_MARKER}:`)[1].trim();
      const issue = issues.find((i) => i.where.includes("Anbieter und Anschrift"));
      expect(issue).toEqual(
        expect.objectContaining({
          step: "legal",
          where: expect.stringContaining(
            `Dienstleister und Empfänger → Eintrag ${formspree + 1} („${legalFile.privacy.providers[formspree].name}`,
          ),
        }),
      );
      expect(issue!.message).toContain(`Zu tun: ${todo}`);
      expect(issue!.message).toMatch(/fragen Sie den Anbieter/);
    });
  });

  it("takes the editor's repository from the host's build, never from a source file", () => {
    expect(cmsRepository({ REPOSITORY_URL: "https://github.com/jan-petersen/event-dj-website" })).toBe(
      "jan-petersen/event-dj-website",
    );
    expect(cmsRepository({ REPOSITORY_URL: "git@github.com:jan-petersen/event-dj-website.git" })).toBe(
      "jan-petersen/event-dj-website",
    );
    expect(cmsRepository({ GITHUB_REPOSITORY: "jan-petersen/site" })).toBe("jan-petersen/site");
    expect(
      cmsRepository({
        CMS_REPOSITORY: "dj-team/website",
        REPOSITORY_URL: "https://github.com/jan-petersen/event-dj-website",
      }),
    ).toBe("dj-team/website");
    expect(cmsRepository({ REPOSITORY_URL: "https://gitlab.com/jan/site" })).toBeUndefined();
    expect(liveRepository({})).toBe(REPO_PLACEHOLDER);
    expect(liveRepository({ GATSBY_CMS_REPOSITORY: "a/b", REPOSITORY_URL: "https://github.com/c/d" })).toBe("a/b");
    const issues = (env: NodeJS.ProcessEnv) =>
      withSite(
        OWNER_SITE,
        (dir) => launchIssues(dir, { env, root: dir, live: true }).filter((i) => i.step === "host"),
        ownerContent,
      );
    expect(issues({ ...LIVE_ENV, REPOSITORY_URL: "" })).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/REPOSITORY_URL.*CMS_REPOSITORY=konto\/name/) }),
    ]);
    expect(issues({ ...LIVE_ENV, CMS_REPOSITORY: "https://github.com/" })).toEqual([
      expect.objectContaining({ where: "Umgebungsvariable CMS_REPOSITORY" }),
    ]);
    for (const issue of issues({})) expect(`${issue.where} ${issue.message}`).not.toMatch(/src\//);
  });

  it("takes the login provider off Netlify from CMS_AUTH_URL, never from a source file, and says when it is missing or wrong", () => {
    const worker = "https://decap-login.jan-petersen.workers.dev";
    expect(cmsAuthUrl({})).toBe(NETLIFY_AUTH_URL);
    expect(cmsAuthUrl({ CMS_AUTH_URL: `${worker}/` })).toBe(worker);
    expect(cmsAuthUrl({ CMS_AUTH_URL: "decap-login.jan-petersen.workers.dev" })).toBe(NETLIFY_AUTH_URL);
    // /admin may talk to the provider the build was given, and to no other.
    const saved = process.env.GATSBY_CMS_AUTH_URL;
    try {
      process.env.GATSBY_CMS_AUTH_URL = cmsAuthUrl({ CMS_AUTH_URL: worker }); // as gatsby-config.ts does
      expect(LIVE_CMS.baseUrl).toBe(worker);
      const connect = /connect-src ([^;]*)/.exec(adminContentSecurityPolicy())?.[1].split(" ");
      expect(connect).toContain(worker);
      expect(connect).not.toContain(NETLIFY_AUTH_URL);
    } finally {
      if (saved === undefined) delete process.env.GATSBY_CMS_AUTH_URL;
      else process.env.GATSBY_CMS_AUTH_URL = saved;
    }
    const issues = (env: NodeJS.ProcessEnv) =>
      withSite(
        OWNER_SITE,
        (dir) => launchIssues(dir, { env, root: dir, live: true }).filter((i) => i.step === "host"),
        ownerContent,
      );
    expect(issues({ ...LIVE_ENV, CMS_AUTH_URL: worker, CF_PAGES: "1" })).toEqual([]);
    expect(issues({ ...LIVE_ENV, CF_PAGES: "1" })).toEqual([
      expect.objectContaining({ where: "Anmeldung auf /admin", message: expect.stringMatching(/CMS_AUTH_URL/) }),
    ]);
    expect(issues({ ...LIVE_ENV, CMS_AUTH_URL: "decap-login.jan-petersen.workers.dev" })).toEqual([
      expect.objectContaining({
        where: "Umgebungsvariable CMS_AUTH_URL",
        message: expect.stringMatching(/https:\/\//),
      }),
    ]);
    // On Netlify nothing is asked for.
    expect(issues(LIVE_ENV)).toEqual([]);
  });
});
