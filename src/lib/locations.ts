/** Location types with their counts, in order of first appearance in the content. */
export function countByType(locations: readonly { type: string }[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { type } of locations) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}
