/**
 * @jest-environment node
 *
 * The layers of src/ point one way (issue 30): from the ground up model, styles, lib, hooks,
 * components, sections, templates/pages, cms, checks (the content check, which reads the model as the CMS shows it). A module may import from its own layer or below; the
 * import graph has no circle, type imports included. An import from a lower layer up is allowed
 * only where listed below with its reason (at most two).
 */
import fs from "fs";
import os from "os";
import path from "path";

const SRC = path.resolve(__dirname, "../../src");
const LAYERS = ["model", "styles", "lib", "hooks", "components", "sections", "templates|pages", "cms", "checks"];
const layerOf = (file: string): number => {
  const top = path.relative(SRC, file).split(path.sep)[0];
  return LAYERS.findIndex((l) => l.split("|").includes(top));
};

/** Upward imports that are allowed, "from → to" (paths below src/), each with its reason. */
const ALLOWED_UP: Record<string, string> = {};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });

const resolveImport = (from: string, spec: string): string | null => {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
};

/** Every relative import of a file (static, type-only and re-exports alike), resolved to a file. */
export const importsOf = (file: string, root = SRC): string[] => {
  const text = fs.readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/g)].map((m) => m[1]);
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null && f.startsWith(root));
};

/** Circles of an import graph, each as "a → b → a". */
export function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}

/** Imports that run from a lower layer up, as "from → to". */
export const upwardOf = (graph: ReadonlyMap<string, readonly string[]>, layer: (file: string) => number): string[] =>
  [...graph].flatMap(([from, tos]) => tos.filter((to) => layer(to) > layer(from)).map((to) => `${from} → ${to}`));

const files = sourceFiles(SRC).filter((f) => layerOf(f) >= 0);
const graph = new Map(files.map((f) => [rel(f), importsOf(f).map(rel)]));
function rel(f: string) {
  return path.relative(SRC, f);
}
const layerOfRel = (f: string) => layerOf(path.join(SRC, f));

describe("the layers of src/", () => {
  it("every file of src/ belongs to a layer", () => {
    const outside = sourceFiles(SRC).filter((f) => layerOf(f) < 0 && !f.endsWith("gatsby-types.d.ts"));
    expect(outside.map(rel)).toEqual([]);
  });

  it("imports run from a higher layer down (or within a layer), except the listed ones", () => {
    expect(upwardOf(graph, layerOfRel).filter((edge) => !(edge in ALLOWED_UP))).toEqual([]);
    expect(Object.keys(ALLOWED_UP).length).toBeLessThanOrEqual(2);
  });

  it("has no import circle, type imports included", () => {
    expect(circlesOf(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("the checks find an upward import, a circle through a type import, and every kind of import", () => {
    const probe = new Map([
      ["lib/a.ts", ["lib/b.ts", "components/Button.tsx"]],
      ["lib/b.ts", ["lib/a.ts"]],
      ["components/Button.tsx", []],
    ]);
    expect(upwardOf(probe, layerOfRel)).toEqual(["lib/a.ts → components/Button.tsx"]);
    expect(circlesOf(probe)).toEqual([["lib/a.ts", "lib/b.ts", "lib/a.ts"]]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
    try {
      const file = path.join(dir, "a.ts");
      fs.writeFileSync(path.join(dir, "b.ts"), "export type B = 1;\n");
      fs.writeFileSync(path.join(dir, "c.tsx"), "export const C = 1;\n");
      fs.writeFileSync(path.join(dir, "d.ts"), "export const D = 1;\n");
      fs.writeFileSync(
        file,
        'import type { B } from "./b";\nimport {\n  C,\n} from "./c";\nexport { D } from "./d";\nimport x from "react";\n',
      );
      expect(importsOf(file, dir).map((f) => path.basename(f))).toEqual(["b.ts", "c.tsx", "d.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
