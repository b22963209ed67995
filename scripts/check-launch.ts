// `npm run check:launch`: lists every example value that must be replaced before the site goes live
// (gatsby/launch-check.ts) and exits 1 while any is left. `--report` lists them and exits 0 (deploy
// previews, which are not indexed).
import path from "path";
import { launchIssues } from "../gatsby/launch-check";
import { formatIssue } from "../gatsby/validate-content";

const report = process.argv.includes("--report");
const contentDir = path.resolve(process.env.CONTENT_PATH || "content");
const issues = launchIssues(contentDir);
if (!issues.length) {
  console.log("Go-live-Prüfung bestanden: keine Beispielangaben mehr, die Live-Einstellungen sind gesetzt.");
  process.exit(0);
}
const out = report ? console.log : console.error;
out(
  `Go-live-Prüfung: ${issues.length} ${issues.length === 1 ? "Angabe muss" : "Angaben müssen"} vor dem Livegang ersetzt werden:`,
);
for (const issue of issues) out(`  • ${formatIssue(issue)}`);
out(
  report
    ? "\n(Nur Bericht: Diese Vorschau wird trotzdem gebaut und ist für Suchmaschinen gesperrt.)"
    : "\nSo darf die Seite nicht online gehen (Impressum nach § 5 DDG, Bewertungen nach UWG). README: „Vor dem Livegang“.",
);
process.exit(report ? 0 : 1);
