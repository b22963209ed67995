/** Home is active only on exactly "/"; every other entry when the path starts with its route. */
export function isActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return to === "/" ? path === "/" : path.startsWith(to);
}
