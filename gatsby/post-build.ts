import type { GatsbyNode } from "gatsby";
import { onPostBuild as writeHostFiles } from "./host-files";
import { checkOwnText } from "./own-text";

/** After the build: rewrite the pages and write the host files, then check that landing pages are their own. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  await writeHostFiles!(args, options, () => undefined);
  await checkOwnText!(args, options, () => undefined);
};
