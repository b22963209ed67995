import React, { useContext, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";
import { navigate, prefetchPathname, withPrefix } from "gatsby";
import { LocationContext } from "@gatsbyjs/reach-router";
import { carryChoices } from "../../lib/visit-choices";
import { ROUTES } from "../../model/routes";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site ("/kontakt?anlass=hochzeit#anfrage"). */
  to: string;
  /** Handed to the next page as `location.state`, as with Gatsby's Link. */
  state?: object;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Gatsby's `<Link>` for this site, lighter: the same plain `<a href>` in the static HTML, the same
 * navigation inside the app on a plain left click (`navigate`, with `state`), the same prefetch of
 * the next page's data when the link comes into view or is pointed at – but one component instead
 * of four, and one IntersectionObserver for all links (that forgets a link once it has fetched its
 * page) instead of one per link that watches it for as long as the page is open.
 *
 * Measured on the home page: Gatsby's Link kept 63 observers there, and Chromium computes each of
 * them after every layout – inside the frame of a tap.
 *
 * A link to the enquiry form takes the visitor's choices of this visit along (src/lib/visit-choices.ts):
 * on the tap (also one that opens a new tab, or the context menu's "copy link") its address gains
 * the remembered date, package, company … it does not carry itself. The static HTML's address is
 * the page's own, and works without JavaScript.
 */
export const Link = ({
  to,
  state,
  replace,
  ref,
  children,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: SiteLinkProps) => {
  const href = linkHref(to);
  // What the page loader fetches: the address without its hash.
  const page = href.split("#")[0];
  const location = useContext(LocationContext)?.location;
  // As Gatsby's Link: the link to exactly this address (no query, no hash) is the current page.
  const current = location?.pathname === encodeURI(href);
  const own = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const el = own.current;
    if (!el) return;
    return watchForPrefetch(el, page);
  }, [page]);

  const setRef = (el: HTMLAnchorElement | null) => {
    own.current = el;
    if (typeof ref === "function") ref(el);
    else if (ref) (ref as { current: HTMLAnchorElement | null }).current = el;
  };
  const prefetch = () => prefetchPage(page);
  /** The address with the visitor's choices (a link to /kontakt), also in the element for a new tab or a copy. */
  const carry = (event: MouseEvent<HTMLAnchorElement>): string => {
    const to = carryChoices(href, linkHref(ROUTES.contact), state);
    if (to !== href) event.currentTarget.setAttribute("href", to);
    return to;
  };

  return (
    <a
      aria-current={current ? "page" : undefined}
      {...rest}
      ref={setRef}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const to = carry(event);
        if (!isPlainClick(event) || rest.target || rest.download !== undefined) return;
        event.preventDefault();
        // A link to the page itself replaces the history entry, as Gatsby's Link does.
        navigate(to, { state, replace: replace ?? current });
      }}
      onAuxClick={(event: MouseEvent<HTMLAnchorElement>) => {
        rest.onAuxClick?.(event);
        carry(event);
      }}
      onContextMenu={(event: MouseEvent<HTMLAnchorElement>) => {
        rest.onContextMenu?.(event);
        carry(event);
      }}
    >
      {children}
    </a>
  );
};

/** Left button, no modifier key, not already handled: the click stays in the app. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The href of a site path, as Gatsby's Link writes it: path prefix, and no trailing slash on the
 * path (gatsby-config: `trailingSlash: "never"`). A hash or query stays as it is.
 */
export function linkHref(to: string): string {
  if (!to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const tail = cut === -1 ? "" : to.slice(cut);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  return withPrefix(trimmed) + tail;
}

/**
 * Fetches a page's data and code ahead, through Gatsby's public `prefetchPathname` (which also leaves
 * out Save-Data and slow connections), for a link in view or pointed at. Only once Gatsby's app runs
 * this page (RootWrapper marks `<html data-app="ready">`): the CMS's preview bundle has a page loader
 * that never started.
 */
function prefetchPage(path: string) {
  if (typeof window === "undefined" || document.documentElement.dataset.app !== "ready") return;
  if (path === window.location.pathname + window.location.search) return;
  prefetchPathname(path);
}

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, string>();

/** One observer for every link: a link seen on screen fetches its page's data once and is forgotten. */
function watchForPrefetch(el: Element, path: string): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = waiting.get(entry.target);
      observer?.unobserve(entry.target);
      waiting.delete(entry.target);
      if (target) prefetchPage(target);
    }
  });
  waiting.set(el, path);
  observer.observe(el);
  return () => {
    if (!waiting.delete(el)) return;
    observer?.unobserve(el);
  };
}
