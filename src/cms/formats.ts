import yaml from "js-yaml";

/**
 * Some content files are a plain YAML list at the top level (locations, testimonials,
 * categories): gatsby-transformer-yaml makes one node per entry from them. Decap can only edit a
 * file whose top level is a map, so this format shows the list to the editor as the field
 * "items" and writes it back as the same plain list. The files keep their shape.
 */
export const yamlList = {
  fromFile(text: string): { items: unknown[] } {
    const data = yaml.load(text);
    return { items: Array.isArray(data) ? data : [] };
  },
  toFile(data: { items?: unknown[] }): string {
    return yaml.dump(data.items ?? [], { lineWidth: -1, noRefs: true, quotingType: '"' });
  },
};
