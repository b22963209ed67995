/**
 * @jest-environment node
 */
import path from "path";
import { execFileSync } from "child_process";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { looksGerman, rule } from "../../eslint/no-german-copy.cjs";

/*
 * The lint rule that keeps visitor copy out of components (docs/developer.md, „Wörter auf der Seite“): a German
 * word in a component fails `npm run lint`; code that only looks like words does not.
 */

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const german = [{ messageId: "german" }];

describe("local/no-german-copy", () => {
  tester.run("no-german-copy", rule, {
    valid: [
      // class names, ids and other attribute values that are code
      `const Hero = () => <section className="hero" aria-labelledby="kontakt-title"><h2 id="kontakt-title">{title}</h2></section>;`,
      `const Link = () => <a href="/kontakt" rel="noopener noreferrer" target="_blank">{L.link}</a>;`,
      // a styled-components CSS block, also with capitalised font names and .attrs()
      'const Title = styled.h2`\n  font-family: "Bebas Neue", sans-serif;\n  color: ${theme.colors.text};\n  &:hover { text-decoration: Underline; }\n`;',
      "const Figure = styled(Picture).attrs({ priority: true })`\n  img { display: Block; }\n`;",
      "const fade = css`\n  transition: opacity 0.2s Ease;\n`;",
      // GraphQL
      "export const query = graphql`\n  query CityPage($id: String!) {\n    citiesYaml(id: { eq: $id }) { name }\n  }\n`;",
      // schema.org types, keys, URLs, paths, keyboard keys, type literals
      `const data = { "@context": "https://schema.org", "@type": "Service", areaServed: [city] };`,
      `const crumbs = [{ name: SEO_LABELS.breadcrumb.home, path: "/" }];`,
      `if (event.key === "Escape" || event.key === "Tab") close();`,
      `const file = "content/texts/texts.yaml";`,
      `type Customer = "Privatkunde" | "Geschäftskunde";`,
      "const id = `${name}-title`;",
      // punctuation and symbols, and words that come from a labels module
      `const Quote = () => <p>„{quote}“ – {author} · {place}</p>;`,
      `const Close = () => <button type="button" aria-label={L.close}>×</button>;`,
      `const Call = () => <a href={"tel:" + phone}>{L.call}{"\\u00a0"}{phone}</a>;`,
    ],
    invalid: [
      { code: `const Hero = () => <ButtonLink to="/kontakt">Jetzt anfragen</ButtonLink>;`, errors: german },
      { code: `const Hero = () => <Actions enquireLabel="Jetzt anfragen" />;`, errors: german },
      {
        code: `export const CallToAction = ({ label = "Jetzt anfragen" }: { label?: string }) => <a>{label}</a>;`,
        errors: german,
      },
      { code: `const Footer = () => <p>Telefon</p>;`, errors: german },
      { code: `const address = { label: "Telefon", number: phone };`, errors: german },
      { code: `const email = { label: "E-Mail", address };`, errors: german },
      { code: `const Note = () => <span className="visually-hidden"> (öffnet in neuem Tab)</span>;`, errors: german },
      {
        code: 'const Stars = () => <span role="img" aria-label={`${rating} von ${max} Sternen`} />;',
        errors: [...german, ...german],
      },
      { code: `const crumbs = [{ name: "Start", path: "/" }];`, errors: german },
      { code: "const eyebrow = `Event DJ · ${city}`;", errors: german },
      { code: "const title = `${post.title} | Event DJ Hamburg`;", errors: german },
      { code: `const Cta = () => <Buttons callLabel={"Direkt\\u00a0anrufen"} />;`, errors: german },
      { code: `const Meta = () => <span>{" von "}{author}</span>;`, errors: german },
    ],
  });

  it("tells words for people from code", () => {
    expect(
      ["Häufige Fragen", "Anrufen:", "Neu", "bis zu", "ca. 90 km", "Weihnachtsfeier-DJ", "statt"].map(looksGerman),
    ).toEqual(Array(7).fill(true));
    expect(
      [
        "hero",
        "kontakt-title",
        "BreadcrumbList",
        "Service",
        "Escape",
        "noopener noreferrer",
        "/blog",
        "mailto:",
        "de_DE",
        "—",
      ].map(looksGerman),
    ).toEqual(Array(10).fill(false));
  });
});

describe("the project's lint configuration", () => {
  const ROOT = path.resolve(__dirname, "../..");
  /** The rules reporting on each file, from one run of ESLint's API over the project's eslint.config.mjs. */
  const reported = (cases: Record<string, string>): Record<string, string[]> => {
    const script = `
      import { ESLint } from "eslint";
      const cases = ${JSON.stringify(cases)};
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
      const out = {};
      for (const [filePath, code] of Object.entries(cases)) {
        const [result] = await eslint.lintText(code, { filePath });
        out[filePath] = [...new Set(result.messages.map((m) => m.ruleId ?? m.message))].sort();
      }
      console.log(JSON.stringify(out));`;
    return JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" }),
    );
  };

  it("reports German copy in the .tsx files of components, sections, templates and pages and in src/lib – and nowhere else", () => {
    const component = `export const Demo = ({ label = "Jetzt anfragen" }: { label?: string }) => <p>{label} Telefon</p>;\n`;
    const labels = `export const DEMO_LABELS = { call: "Anrufen:", cta: "Jetzt anfragen" } as const;\n`;
    const both = ["local/no-german-copy", "react/jsx-no-literals"];
    expect(
      reported({
        "src/components/Demo.tsx": component,
        "src/components/ui/Demo.tsx": component,
        "src/sections/home/Demo.tsx": component,
        "src/templates/Demo.tsx": component,
        "src/pages/demo.tsx": component,
        "src/components/Demo.labels.ts": labels,
        "src/lib/demo.ts": labels,
        "src/cms/preview/Demo.tsx": component,
      }),
    ).toEqual({
      "src/components/Demo.tsx": both,
      "src/components/ui/Demo.tsx": both,
      "src/sections/home/Demo.tsx": both,
      "src/templates/Demo.tsx": both,
      "src/pages/demo.tsx": both,
      "src/components/Demo.labels.ts": [],
      "src/lib/demo.ts": ["local/no-german-copy"],
      "src/cms/preview/Demo.tsx": [],
    });
  });

  it("lets punctuation and symbols stand as JSX text, but no word", () => {
    const symbols = [
      "export const Demo = ({ q, n }: { q: string; n: number }) => (",
      "  <p>",
      "    <q>„{q}“</q> – {n} · {q}.",
      "    <span>×</span> <span>+</span> <span>−</span> <span>★</span> <span>✓</span> <span>*</span> <span>#</span>",
      "  </p>",
      ");",
      "",
    ].join("\n");
    const word = `export const Demo = ({ n }: { n: number }) => <p>{n} km</p>;\n`;
    expect(reported({ "src/components/Symbols.tsx": symbols, "src/components/Word.tsx": word })).toEqual({
      "src/components/Symbols.tsx": [],
      "src/components/Word.tsx": ["react/jsx-no-literals"],
    });
  });
});
