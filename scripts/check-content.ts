// `npm run check:content`: the same validator the build runs, without building.
import path from "path";
import { formatIssue, validateContentDir } from "../gatsby/validate-content";

const contentDir = path.resolve(process.env.CONTENT_PATH || "content");
const issues = validateContentDir(contentDir);
if (issues.length) {
  console.error(`Der Inhalt enthält ${issues.length} Fehler:`);
  for (const issue of issues) console.error(`  • ${formatIssue(issue)}`);
  process.exit(1);
}
console.log(`Inhaltsprüfung bestanden: ${path.relative(process.cwd(), contentDir) || "."} ist gültig.`);
