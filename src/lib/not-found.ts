import { ROUTES } from "../model/routes";

/** Unknown article slugs end on the blog overview instead of the not-found page. */
export const redirectTargetFor = (pathname: string): string | null =>
  /^\/blog\/.+/.test(pathname) ? ROUTES.blog : null;

/**
 * Runs in the <head> of the static 404 page before anything is painted, so a visitor who
 * follows an outdated article link never sees the not-found text flash up.
 */
export const BLOG_REDIRECT_SCRIPT = `if(/^\\/blog\\/.+/.test(location.pathname)){location.replace("${ROUTES.blog}")}`;
