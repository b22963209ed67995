/** Reading time as the article shows it (BlogArticle.tsx): 6 → "6 Min. Lesezeit". */
export const formatReadTime = (minutes: number): string => `${minutes} Min. Lesezeit`;
