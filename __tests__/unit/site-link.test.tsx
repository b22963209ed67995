import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import * as gatsby from "gatsby";
import { LocationContext } from "@gatsbyjs/reach-router";
import { Link, linkHref } from "../../src/components/ui/SiteLink";

// Gatsby's unit-testing recipe: its mock (__mocks__/gatsby.js), where `navigate` records its calls.
jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));
const navigate = gatsby.navigate as jest.Mock;

/** What Gatsby's router provides around every page (ServerLocation in the build, LocationProvider in the browser). */
const at = (pathname: string, ui: React.ReactElement) => (
  <LocationContext.Provider value={{ location: { pathname } }}>{ui}</LocationContext.Provider>
);

/** jsdom has no IntersectionObserver: a stand-in that records what it is asked to watch. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  show(el: Element) {
    this.callback(
      [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => navigate.mockClear());

describe("SiteLink", () => {
  it("writes the href as Gatsby's Link does: no trailing slash on the path, query and hash kept", () => {
    expect(linkHref("/kontakt/")).toBe("/kontakt");
    expect(linkHref("/")).toBe("/");
    expect(linkHref("/kontakt/?anlass=hochzeit#anfrage")).toBe("/kontakt?anlass=hochzeit#anfrage");
    expect(linkHref("#preise")).toBe("#preise");
    render(at("/", <Link to="/hochzeits-dj-hamburg/">Hochzeit</Link>));
    expect(screen.getByRole("link", { name: "Hochzeit" })).toHaveAttribute("href", "/hochzeits-dj-hamburg");
  });

  it("marks the link to exactly this page as current, not one with a query, and lets an explicit value win", () => {
    render(
      at(
        "/kontakt",
        <>
          <Link to="/kontakt">Kontakt</Link>
          <Link to="/kontakt?anlass=hochzeit">Hochzeit anfragen</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/kontakt" aria-current={undefined}>
            Kontakt im Menü
          </Link>
        </>,
      ),
    );
    expect(screen.getByRole("link", { name: "Kontakt" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Hochzeit anfragen" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Kontakt im Menü" })).not.toHaveAttribute("aria-current");
  });

  it("stays in the app on a plain click, with the state handed on", () => {
    render(
      at(
        "/",
        <Link to="/kontakt?anlass=hochzeit" state={{ scrollToForm: true }}>
          Anfragen
        </Link>,
      ),
    );
    const clicked = fireEvent.click(screen.getByRole("link", { name: "Anfragen" }), { button: 0 });
    expect(clicked).toBe(false); // default prevented: no page load
    expect(navigate).toHaveBeenCalledWith("/kontakt?anlass=hochzeit", {
      state: { scrollToForm: true },
      replace: false,
    });
  });

  it("replaces the history entry for a link to the page itself", () => {
    render(at("/blog", <Link to="/blog">Blog</Link>));
    fireEvent.click(screen.getByRole("link", { name: "Blog" }), { button: 0 });
    expect(navigate).toHaveBeenCalledWith("/blog", { state: undefined, replace: true });
  });

  it("leaves modified clicks, other buttons, new tabs and handled clicks to the browser", () => {
    const handled = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      at(
        "/",
        <>
          <Link to="/blog">Blog</Link>
          <Link to="/blog" target="_blank">
            Blog im neuen Tab
          </Link>
          <Link to="/kontakt" onClick={handled}>
            Schon erledigt
          </Link>
        </>,
      ),
    );
    const blog = screen.getByRole("link", { name: "Blog" });
    expect(fireEvent.click(blog, { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(blog, { button: 0, metaKey: true })).toBe(true);
    expect(fireEvent.click(blog, { button: 0, shiftKey: true })).toBe(true);
    expect(fireEvent.click(blog, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Blog im neuen Tab" }), { button: 0 })).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Schon erledigt" }), { button: 0 });
    expect(handled).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  describe("prefetch", () => {
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    // Gatsby's public prefetchPathname, once the app runs the page (RootWrapper's data-app="ready").
    const prefetch = gatsby.prefetchPathname as jest.Mock;
    beforeEach(() => {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
      prefetch.mockClear();
      document.documentElement.dataset.app = "ready";
    });
    afterEach(() => {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
      delete document.documentElement.dataset.app;
    });

    it("watches every link with one observer and forgets a link once it has fetched its page", () => {
      const { unmount } = render(
        at(
          "/",
          <>
            {["/blog", "/kontakt", "/locations"].map((to) => (
              <Link key={to} to={to}>
                {to}
              </Link>
            ))}
          </>,
        ),
      );
      const observers = FakeObserver.made.filter((o) => o.watched.size > 0);
      expect(observers).toHaveLength(1);
      const [observer] = observers;
      expect(observer.watched.size).toBe(3);
      const blog = screen.getByRole("link", { name: "/blog" });
      observer.show(blog);
      expect(prefetch).toHaveBeenCalledWith("/blog");
      expect(observer.watched.has(blog)).toBe(false);
      expect(observer.watched.size).toBe(2);
      unmount();
      expect(observer.watched.size).toBe(0);
    });

    it("fetches the page when the link is pointed at, touched or focused, but not the page itself", () => {
      render(
        at(
          "/",
          <>
            <Link to="/kontakt?anlass=firmenfeier">Firmenfeier anfragen</Link>
            <Link to="/">Startseite</Link>
          </>,
        ),
      );
      const link = screen.getByRole("link", { name: "Firmenfeier anfragen" });
      fireEvent.mouseEnter(link);
      fireEvent.touchStart(link);
      fireEvent.focus(link);
      expect(prefetch.mock.calls).toEqual([
        ["/kontakt?anlass=firmenfeier"],
        ["/kontakt?anlass=firmenfeier"],
        ["/kontakt?anlass=firmenfeier"],
      ]);
      prefetch.mockClear();
      fireEvent.mouseEnter(screen.getByRole("link", { name: "Startseite" }));
      expect(prefetch).not.toHaveBeenCalled();
    });

    it("does nothing before the app has started (or in the CMS's preview, where it never does)", () => {
      delete document.documentElement.dataset.app;
      render(at("/", <Link to="/blog">Blog</Link>));
      fireEvent.mouseEnter(screen.getByRole("link", { name: "Blog" }));
      const [observer] = FakeObserver.made.filter((o) => o.watched.size > 0);
      observer.show(screen.getByRole("link", { name: "Blog" }));
      expect(prefetch).not.toHaveBeenCalled();
    });
  });
});
