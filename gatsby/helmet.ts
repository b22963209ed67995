import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import type { RenderBodyArgs } from "gatsby";

/**
 * Writes each page's <Helmet> tags (src/components/Seo.tsx) into its static HTML – exactly what
 * gatsby-plugin-react-helmet's gatsby-ssr did. That plugin is nothing but this hook, and it printed
 * "Gatsby now has built-in support for modifying the document head" on every build; the site keeps
 * react-helmet itself (Seo.tsx, and the CMS previews rely on Helmet.canUseDOM).
 *
 * renderStatic() also resets Helmet's state for the next page, so it runs once per page.
 */
export function renderHelmetHead({
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}: Pick<RenderBodyArgs, "setHeadComponents" | "setHtmlAttributes" | "setBodyAttributes">): void {
  const helmet = Helmet.renderStatic();
  setHtmlAttributes(helmet.htmlAttributes.toComponent());
  setBodyAttributes(helmet.bodyAttributes.toComponent());
  const title = helmet.title.toComponent() as unknown as { props?: { children?: unknown } }[];
  const rest = [helmet.link, helmet.meta, helmet.noscript, helmet.script, helmet.style, helmet.base].map((tags) => tags.toComponent());
  // Like the plugin: the title only when the page set one.
  setHeadComponents((title?.[0]?.props?.children ? [title, ...rest] : rest) as ReactNode[]);
}

type HeadElement = { type?: unknown; props?: Record<string, unknown> };
const fromHelmet = (c: HeadElement) => c?.props?.["data-react-helmet"] !== undefined;
const isMeta = (c: HeadElement) => c?.type === "meta";

/**
 * The head in the order the plugin produced: it ran before every other plugin, and Gatsby then
 * moves <meta> elements to the top. So Gatsby's generator tag, the page's meta tags, the other
 * plugins' meta tags, then the page's title, canonical link and JSON-LD, then everything else –
 * the title stays ahead of the style blocks.
 */
export function helmetFirst<T>(components: readonly T[]): T[] {
  const all = components as unknown as HeadElement[];
  const generator = all.filter((c) => isMeta(c) && c.props?.name === "generator");
  const rest = all.filter((c) => !generator.includes(c));
  const helmet = rest.filter(fromHelmet);
  const others = rest.filter((c) => !fromHelmet(c));
  return [
    ...generator,
    ...helmet.filter(isMeta),
    ...others.filter(isMeta),
    ...helmet.filter((c) => !isMeta(c)),
    ...others.filter((c) => !isMeta(c)),
  ] as unknown as T[];
}
