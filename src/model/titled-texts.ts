import { list, titledText, type ListField } from "./fields";

/**
 * A list of cards with a title and a text (GraphQL type TitledText, the same on every page);
 * /admin names each card by its title.
 */
export const titledTexts = <O extends Pick<ListField, "optional" | "hint" | "min" | "max" | "noun">>(
  label: string,
  items: ReturnType<typeof titledText>,
  options: O,
) => list("TitledText", label, items, { summary: "{{fields.title}}", ...options });
