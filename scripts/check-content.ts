// `npm run check:content`: the same validator the build runs, without building.
// Errors (exit code 1) stop the build; warnings (stale content) are printed but pass (exit code 0).
import path from "path";
import { contentWarningsForDir, formatIssue, formatWarnings, validateContentDir } from "../src/checks/validate";

const contentDir = path.resolve(process.env.CONTENT_PATH || "content");
const issues = validateContentDir(contentDir);
const warnings = contentWarningsForDir(contentDir);
if (warnings.length) console.log(`${formatWarnings(warnings)}\n`);
if (issues.length) {
  console.error(`Der Inhalt enthält ${issues.length} Fehler:`);
  for (const issue of issues) console.error(`  • ${formatIssue(issue)}`);
  process.exit(1);
}
console.log(
  `Inhaltsprüfung bestanden: ${path.relative(process.cwd(), contentDir) || "."} ist gültig${warnings.length ? ` (${warnings.length} ${warnings.length === 1 ? "Hinweis" : "Hinweise"} oben)` : ""}.`,
);
