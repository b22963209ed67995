import React, { lazy, useContext, useEffect, useId, useRef, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { PageChoiceContext, PagePathContext } from "./PagePath";

/** What every island component accepts: ids that are the same on the server and in the island's own root. */
export interface IslandProps {
  idBase?: string;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A visitor reaching for the tool: each of these inside it starts it at once. */
const REACHING = ["pointerdown", "focusin", "keydown", "input", "change"] as const;
/**
 * Starts a tool while it is still a quarter screen below the screen, so its few kB are there when
 * it is seen; a tool further down is not part of the first view and does not load with it.
 */
const AHEAD = "0px 0px 25% 0px";

const CONTENTS = { display: "contents" } as const;

/** Tells the island its root has committed (hydrated or rendered). */
const Committed = ({ onCommit, children }: { onCommit: () => void; children: ReactNode }) => {
  useEffect(onCommit, [onCommit]);
  return <>{children}</>;
};

/**
 * A tool far down the page (the date check, the Preisrechner) as an island: the server renders it into
 * the page's HTML like any component, and it works as a plain form before it starts; in the browser its
 * code is downloaded and hydrated (in a root of its own, over the server's HTML) only when the visitor
 * comes near it or reaches for it – not with the page, so a phone's first view loads less JavaScript
 * (the audit's budget). Until then the page's root leaves its HTML alone (dangerouslySetInnerHTML).
 * A form sent before the tool has started is held and sent again once it has, so the answer comes in
 * place as with a started tool, and taps on its own plain buttons (− and +) are tapped again in order; choices and text entered before are the form's and are adopted
 * (the tools read their form when they start, as after a slow app start). After a client-side
 * navigation there is no server HTML: the tool then renders as soon as its code is there.
 * Sets data-island="ready" when started (tests and tools wait for it).
 */
export function island<P extends IslandProps>(
  load: Loader<P>,
  {
    inert = false,
  }: {
    /**
     * A part with no behaviour of its own (the consent banner: the inline script of src/lib/pre-app.ts
     * handles its buttons): on a page the server rendered its code never loads; only after a
     * client-side navigation, where there is no server HTML, is it loaded to render the part. Its box
     * is `display: contents`, so it changes no layout (a sticky child stays sticky to the page).
     */
    inert?: boolean;
  } = {},
): ComponentType<P> {
  const Lazy = serverReadyLazy(load);
  const Island = (props: P) => {
    const ref = useRef<HTMLDivElement>(null);
    const idBase = useId();
    const path = useContext(PagePathContext);
    const choice = useContext(PageChoiceContext);
    const withIds = { ...props, idBase: props.idBase ?? idBase };

    useEffect(() => {
      const box = ref.current;
      if (!box) return;
      const tree = (Tool: ComponentType<P>, onCommit: () => void) => (
        <PagePathContext.Provider value={path}>
          <PageChoiceContext.Provider value={choice}>
            <Committed onCommit={onCommit}>
              <Tool {...withIds} />
            </Committed>
          </PageChoiceContext.Provider>
        </PagePathContext.Provider>
      );
      return runIsland(box, { load, inert, tree });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the island's props are the page's data
    }, []);

    if (typeof window === "undefined")
      return (
        <div ref={ref} data-island="" style={inert ? CONTENTS : undefined}>
          <Lazy {...withIds} />
        </div>
      );
    return (
      <div
        ref={ref}
        data-island=""
        style={inert ? CONTENTS : undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  };
  return Island;
}

/**
 * The tool as a lazy component that, on the server, is in the HTML in its place, not streamed after it:
 * no <Suspense> around it (React writes a large boundary's content at the end of the page, with a
 * script that moves it), and its module is loaded when this file is, so the lazy component does not
 * wait. Site test: islands.test.ts.
 */
function serverReadyLazy<P>(load: Loader<P>) {
  let loaded: { default: ComponentType<P> } | undefined;
  if (typeof window === "undefined") void load().then((module) => (loaded = module));
  return lazy(() =>
    loaded
      ? ({ then: (take: (m: typeof loaded) => void) => take(loaded) } as unknown as ReturnType<Loader<P>>)
      : load(),
  );
}

/**
 * Starts the island in its box when the visitor nears or reaches for it (at once without server HTML;
 * never on a server-rendered inert part), holding what they did before it started. Returns the cleanup.
 */
function runIsland<P>(
  box: HTMLDivElement,
  {
    load,
    inert,
    tree,
  }: { load: Loader<P>; inert: boolean; tree: (Tool: ComponentType<P>, onCommit: () => void) => ReactNode },
): () => void {
  let root: Root | undefined;
  let started = false;
  let leaving = false;
  const held = holdEarlyInput(box, () => start());
  let stopWatching = () => {};
  const start = () => {
    if (started) return;
    started = true;
    stopWatching();
    void load().then(({ default: Tool }) => {
      held.rendering();
      root = mountTool(box, tree(Tool, held.release), () => leaving);
    });
  };
  if (!box.firstChild) start();
  else if (!inert) stopWatching = watchForReach(box, start);
  return () => {
    leaving = true;
    stopWatching();
    held.stop();
    // Not during React's own commit: a root is unmounted after it.
    const done = root;
    if (done) setTimeout(() => done.unmount());
  };
}

/** Starts the tool once it is a quarter screen below the screen, or at once when the visitor reaches for it. */
function watchForReach(box: HTMLDivElement, start: () => void): () => void {
  const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
    rootMargin: AHEAD,
  });
  seen.observe(box);
  REACHING.forEach((type) => box.addEventListener(type, start, true));
  return () => {
    seen.disconnect();
    REACHING.forEach((type) => box.removeEventListener(type, start, true));
  };
}

/**
 * A form sent before the tool has started is held and sent again once it has; taps on the tool's own
 * plain buttons (the Preisrechner's − and +), which do nothing without it, are kept and tapped again,
 * in order. `release` marks the box ready (data-island="ready") and replays them.
 */
function holdEarlyInput(box: HTMLDivElement, start: () => void) {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let heldTaps: HTMLButtonElement[] = [];
  // Once React hydrates the box it answers a tap itself (it hydrates at once for it): no more holding.
  let rendering = false;
  const onSubmit = (event: SubmitEvent) => {
    if (box.dataset.island === "ready") return;
    event.preventDefault();
    held = { form: event.target as HTMLFormElement, submitter: event.submitter };
    start();
  };
  const onClick = (event: MouseEvent) => {
    if (rendering || box.dataset.island === "ready") return;
    // Only a plain button of the tool's own (not a submit, a popover or an inline-script control).
    const button = (event.target as Element | null)?.closest?.("button");
    if (!button || !box.contains(button) || button.type !== "button") return;
    if (button.hasAttribute("data-pre") || button.hasAttribute("popovertarget")) return;
    heldTaps.push(button);
    start();
  };
  box.addEventListener("submit", onSubmit, true);
  box.addEventListener("click", onClick, true);
  return {
    rendering: () => (rendering = true),
    release: () => {
      box.dataset.island = "ready";
      const resend = held;
      held = null;
      const taps = heldTaps;
      heldTaps = [];
      for (const button of taps) if (button.isConnected && !button.disabled) button.click();
      if (resend?.form.isConnected) resend.form.requestSubmit(resend.submitter as HTMLButtonElement | null);
    },
    stop: () => {
      box.removeEventListener("submit", onSubmit, true);
      box.removeEventListener("click", onClick, true);
    },
  };
}

/** Hydrates the server's HTML in the box, or – with none, after a client-side navigation – renders into it. */
function mountTool(box: HTMLDivElement, element: ReactNode, isLeaving: () => boolean): Root {
  if (box.firstChild)
    return hydrateRoot(box, element, {
      // Leaving the page while the tool is still hydrating: React drops the hydration for the
      // unmount and reports that as an error – expected then, so only report it otherwise.
      onRecoverableError: (error) => {
        if (isLeaving()) return;
        if (typeof reportError === "function") reportError(error);
        else console.error(error); // as React does where reportError is missing (Safari < 15.4)
      },
    });
  // No server HTML: render into a box of its own, as React asks of a container whose parent
  // sets dangerouslySetInnerHTML (it warns otherwise); `display: contents` keeps the layout.
  const inner = box.appendChild(document.createElement("div"));
  inner.style.display = "contents";
  const root = createRoot(inner);
  root.render(element);
  return root;
}
