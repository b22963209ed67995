import path from "path";
import type { GatsbyNode } from "gatsby";
import { contentWarningsForDir, formatIssue, formatWarnings, validateContentDir } from "../src/checks/validate";
import { launchIssues, launchReminder } from "../scripts/launch/check";
import { publishLogo } from "./brand-content";

/** Runs at the start of every build: bad content stops it with an editor-readable message. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const contentDir = process.env.CONTENT_PATH || path.resolve("content");
  const issues = validateContentDir(contentDir);
  if (issues.length) {
    reporter.panic(
      `Der Inhalt in content/ enthält ${issues.length} Fehler:\n${issues.map((i) => `  • ${formatIssue(i)}`).join("\n")}`,
    );
  }
  reporter.info("Inhaltsprüfung: alle Dateien in content/ sind gültig.");
  publishLogo(contentDir, path.resolve("public"));
  const warnings = contentWarningsForDir(contentDir);
  if (warnings.length) reporter.warn(formatWarnings(warnings));
  const launch = launchIssues(contentDir);
  if (launch.length) reporter.warn(launchReminder(launch.length));
  if (!process.env.GATSBY_ENQUIRY_ENDPOINT) {
    reporter.warn(
      [
        "ACHTUNG: GATSBY_ENQUIRY_ENDPOINT ist nicht gesetzt.",
        "  Das Anfrageformular dieser Website kann KEINE Anfragen senden: Wer es abschickt,",
        "  bekommt eine Fehlermeldung. So gebaut darf die Seite nicht online gehen.",
        "  Adresse des Formular-Dienstes beim Build setzen, z. B.:",
        "    GATSBY_ENQUIRY_ENDPOINT=https://… npm run build",
        "  (Netlify/GitHub: als Umgebungs- bzw. Repository-Variable; `npm start` nimmt ohne die",
        "  Variable den lokalen Anfrage-Eingang, siehe docs/owner.md: „Anfragen beim lokalen Start“.)",
      ].join("\n"),
    );
  }
};
