/** Fills {city}, {year} and similar tokens in editor-written text. */
export const fillTokens = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
