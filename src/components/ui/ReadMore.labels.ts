/** The fold of a long text's further paragraphs (ReadMore.tsx). */
export const READ_MORE_LABELS = {
  more: "Weiterlesen",
} as const;
