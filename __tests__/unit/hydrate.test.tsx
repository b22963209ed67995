import React, { act } from "react";
import { replaceHydrateFunction } from "../../gatsby-browser";

// `npm run cms` runs `gatsby develop`: its pages arrive empty, and once the page is rendered Gatsby
// renders its loading indicator through the same function into another, empty element. Hydrating
// an empty element fails ("Hydration failed" over every preview page), so only a container with
// server-rendered HTML is hydrated.
const renderer = replaceHydrateFunction!({} as never, {} as never) as unknown as (
  element: React.ReactElement,
  container: Element,
) => () => void;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

it("renders into an empty element even when the page elsewhere is rendered, and can be removed", async () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>Seite</main></div></div>';
  const indicator = document.createElement("first-render-loading-indicator");
  document.body.append(indicator);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  window.addEventListener("error", onError);
  let cleanup: () => void = () => undefined;
  await act(async () => {
    cleanup = renderer(<p>Lädt …</p>, indicator);
  });
  expect(indicator.innerHTML).toBe("<p>Lädt …</p>");
  await act(async () => cleanup());
  expect(indicator.innerHTML).toBe("");
  window.removeEventListener("error", onError);
  expect(reported).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it("hydrates server-rendered HTML without rendering it anew", async () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>Seite</p></div></div>';
  const container = document.getElementById("___gatsby")!;
  const server = container.querySelector("p");
  await act(async () => {
    renderer(
      <div id="gatsby-focus-wrapper">
        <p>Seite</p>
      </div>,
      container,
    );
  });
  expect(container.querySelector("p")).toBe(server);
});
