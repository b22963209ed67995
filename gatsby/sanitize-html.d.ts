// The part of sanitize-html (https://github.com/apostrophecms/sanitize-html, no own types) that
// gatsby/article-html.ts uses.
declare module "sanitize-html" {
  export interface Frame {
    tagName: string;
    attribs: Record<string, string>;
  }
  export interface Options {
    allowedTags?: string[];
    allowedAttributes?: Record<string, string[]>;
    allowedSchemes?: string[];
    allowedSchemesByTag?: Record<string, string[]>;
    allowProtocolRelative?: boolean;
    disallowedTagsMode?: "discard" | "escape" | "recursiveEscape";
    nonTextTags?: string[];
    transformTags?: Record<string, (tagName: string, attribs: Record<string, string>) => Frame>;
    exclusiveFilter?: (frame: Frame & { text: string }) => boolean;
  }
  function sanitizeHtml(dirty: string, options?: Options): string;
  export default sanitizeHtml;
}
