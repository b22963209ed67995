import type { Collection } from "./collections";
import type { Field, Fields } from "./fields";

/**
 * GraphQL type definitions derived from the content model. Every node type is @dontInfer: the
 * site builds the same whether or not a field happens to be filled. A field is non-null when the
 * model requires it, or when a resolver fills it (`filled`).
 */
export function graphqlTypeDefs(collections: readonly Collection[]): string {
  const named = new Map<string, string>();

  const define = (name: string, fields: Fields): string => {
    const body = fieldLines(fields);
    const known = named.get(name);
    if (known !== undefined && known !== body)
      throw new Error(`Inhaltsmodell: Typ ${name} ist zweimal unterschiedlich definiert`);
    named.set(name, body);
    return name;
  };

  const typeOf = (field: Field): string => {
    switch (field.kind) {
      case "text":
        // Texts an editor writes get their tokens filled by the build (gatsby/tokens.ts); keys,
        // addresses and slugs (fields with a pattern) stay as written.
        return field.pattern ? "String" : "String @tokens";
      case "reference":
        return "String";
      case "image":
        return "File @fileByRelativePath";
      case "number":
        return field.integer ? "Int" : "Float";
      case "boolean":
        return "Boolean";
      case "date":
        return "Date @dateformat";
      case "choices":
        return "[String!]";
      case "values": {
        const [item, directive] = typeOf(field.item).split(" ");
        return `[${item}!]${directive ? ` ${directive}` : ""}`;
      }
      case "group":
        return define(field.type, field.fields);
      case "list":
        return `[${define(field.type, field.fields)}!]`;
    }
  };

  const fieldLines = (fields: Fields, node = false): string =>
    Object.entries(fields)
      .map(([name, field]) => {
        const [type, directive] = typeOf(field).split(" ");
        const nonNull = !field.optional || field.filled ? "!" : "";
        // gatsby-transformer-yaml keeps an entry's own `id` as `yamlId` (the node's id is its own).
        const key = node && name === "id" ? "yamlId" : name;
        return `  ${key}: ${type}${nonNull}${directive ? ` ${directive}` : ""}`;
      })
      .join("\n");

  const nodes = collections.map((c) => {
    const own =
      c.shape === "markdown"
        ? Object.fromEntries(Object.entries(c.fields).filter(([name]) => name !== "body"))
        : c.fields;
    const computed = Object.entries(c.computed ?? {}).map(([name, type]) => `  ${name}: ${type}`);
    if (c.shape === "markdown") {
      const frontmatter = `${c.node}Frontmatter`;
      named.set(frontmatter, [fieldLines(own), ...computed].join("\n"));
      return `type ${c.node} implements Node @dontInfer {\n  frontmatter: ${frontmatter}!\n}`;
    }
    return `type ${c.node} implements Node @dontInfer {\n${[fieldLines(own, true), ...computed].join("\n")}\n}`;
  });

  return [...[...named].map(([name, body]) => `type ${name} {\n${body}\n}`), ...nodes].join("\n\n");
}
