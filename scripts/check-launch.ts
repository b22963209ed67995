// `npm run check:launch`: the go-live checklist (docs/owner.md „Vor dem Livegang“), step by step, with every
// example value that must be replaced before the site goes live (scripts/launch/check.ts), named as
// /admin names it. Exits 1 while anything is left.
//   (no option)  on your computer: checks the content; lists the settings the host must hold and
//                checks those set here (e.g. SITE_URL=https://… npm run check:launch).
//   --live       the live build (`npm run build:live`; also on Netlify or Cloudflare Pages): the host's
//                settings must be there too.
//   --report     lists everything and exits 0 (deploy previews, which are not indexed).
import path from "path";
import { launchCheck } from "./launch/check";
import { LAUNCH_STEPS, formatLaunchIssue } from "./launch/steps";

const report = process.argv.includes("--report");
const live = process.argv.includes("--live") || process.env.NETLIFY === "true" || process.env.CF_PAGES === "1";
const contentDir = path.resolve(process.env.CONTENT_PATH || "content");
const { issues, hostSettings } = launchCheck(contentDir, { live });
const out = report || !issues.length ? console.log : console.error;

out(
  live
    ? "Go-live-Prüfung (Live-Build: Inhalte und Einstellungen des Hosters)"
    : "Go-live-Prüfung auf diesem Rechner (Inhalte; die Einstellungen des Hosters prüft der Live-Build)",
);
LAUNCH_STEPS.forEach((step, i) => {
  const found = issues.filter((issue) => issue.step === step.id);
  const head = `${i + 1}. ${step.title}`;
  if (found.length) {
    out(`\n${head} – ${found.length} ${found.length === 1 ? "Angabe" : "Angaben"} zu erledigen:`);
    for (const issue of found) out(`   • ${formatLaunchIssue(issue)}`);
  } else if (step.byHand) out(`\n${head} – von Hand: ${step.byHand}`);
  else if (step.id === "host" && !live) {
    out(`\n${head} – hier nicht prüfbar; beim Hoster müssen stehen:`);
    for (const s of hostSettings)
      out(`   • ${s.variable}${s.optional ? " (optional)" : ""}: ${s.what}. Wo: ${s.where}.`);
  } else out(`\n${head} – in Ordnung.`);
});

if (!issues.length) {
  out(
    live
      ? "\nGo-live-Prüfung bestanden: keine Beispielangaben mehr, die Live-Einstellungen sind gesetzt."
      : "\nGo-live-Prüfung bestanden (Inhalte). Die Schritte „von Hand“ und die Einstellungen beim Hoster bitte selbst abhaken; der Live-Build prüft die Einstellungen noch einmal.",
  );
  process.exit(0);
}
out(
  `\nGo-live-Prüfung: ${issues.length} ${issues.length === 1 ? "Angabe muss" : "Angaben müssen"} vor dem Livegang ersetzt werden. ` +
    (report
      ? "(Nur Bericht: Diese Vorschau wird trotzdem gebaut und ist für Suchmaschinen gesperrt.)"
      : "Die Namen vor dem Doppelpunkt sind die Felder im CMS unter /admin, in eckigen Klammern steht die Datei. So darf die Seite nicht online gehen (Impressum nach § 5 DDG, Bewertungen nach UWG). docs/owner.md: „Vor dem Livegang“."),
);
process.exit(report ? 0 : 1);
