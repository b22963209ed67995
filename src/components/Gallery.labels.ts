/** The words under a photo (Gallery.tsx). */
export const GALLERY_LABELS = {
  credit: (name: string) => `Foto: ${name}`,
} as const;
