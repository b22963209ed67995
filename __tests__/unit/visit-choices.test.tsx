import React from "react";
import { act, cleanup as cleanupLinks, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as gatsby from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { AvailabilityCheck } from "../../src/components/AvailabilityCheck";
import { PriceEstimator } from "../../src/components/PriceEstimator";
import { PageChoiceContext, PagePathContext } from "../../src/components/PagePath";
import { Link } from "../../src/components/ui/SiteLink";
import { Toasts } from "../../src/components/Toasts";
import { useContactRequest } from "../../src/hooks/useContactRequest";
import { ContactHeader } from "../../src/sections/contact/ContactHeader";
import { ContactForm } from "../../src/sections/contact/ContactForm";
import { EVENT_TYPES, interestParts, requesterText } from "../../src/sections/contact/interest";
import type { ContactTexts } from "../../src/sections/contact/ContactTexts";
import { planningContent, type PlanningSource } from "../../src/lib/estimate";
import {
  carryChoices,
  forgetVisitChoices,
  mergeVisitChoices,
  readVisitChoices,
  rememberChoices,
  rememberedDay,
  withVisitChoices,
} from "../../src/lib/visit-choices";
import { VISIT_CHOICES_KEY } from "../../src/lib/storage-keys";

/*
 * Issue 51, "The moment of sending on a phone": what the visitor chose on the site – a checked day,
 * the page's occasion, a package with extras, a town or venue, company and name from the quote –
 * arrives in the enquiry form together, in whichever order they used the tools, and nothing is typed
 * twice. Own fixtures throughout: no price, package or sentence from content/.
 */

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));
jest.mock("../../src/hooks/useSiteFacts", () => ({
  useSiteFacts: () => ({ email: "info@example.de", phone: "040 000", phoneE164: "+4940000", vatRate: 0.19 }),
  useSiteUrl: () => "https://www.example.de",
}));
const navigate = gatsby.navigate as jest.Mock;

const availability = { updatedAt: "2027-03-01", booked: ["2027-09-18"], tentative: [] as string[] };
const TODAY = new Date("2027-03-01T12:00:00+01:00");
const planning: PlanningSource = {
  availabilityYaml: availability,
  extrasYaml: {
    hourlyRate: 100,
    maxExtraHours: 3,
    extras: [{ id: "nebel", name: "Nebel", netPrice: 50, description: "Dunst für das Licht.", occasions: null }],
  },
  packagesYaml: {
    home: [],
    guide: [
      { id: "start", name: "Start", netPrice: 500, durationHours: 4, popular: false },
      { id: "komfort", name: "Komfort", netPrice: 800, durationHours: 6, popular: true },
      { id: "premium", name: "Premium", netPrice: 1000, durationHours: 8, popular: false },
    ],
    christmas: [
      { id: "premium", name: "Festlich", netPrice: 1300, durationHours: 5, popular: true },
      { id: "gala", name: "Gala", netPrice: 1600, durationHours: 7, popular: false },
    ],
  },
  siteYaml: { vatRate: 0.19 },
};
const texts = Object.fromEntries(
  [
    "eyebrow",
    "title",
    "text",
    "formTitle",
    "selection",
    "estimate",
    "sent",
    "change",
    "phoneTitle",
    "emailTitle",
    "reviewsTitle",
    "reviewsText",
    "reviewsOn",
    "planningTitle",
    "planningText",
    "planningLink",
    "earlyBird",
  ].map((key) => [key, `[${key}]`]),
) as unknown as ContactTexts;
Object.assign(texts, { interest: "Interesse an:", date: "Termin:", package: "Paket:" });

const theming = (ui: React.ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

/** A page with both tools, as the wedding page has them (its occasion and path from Layout). */
const WeddingTools = () => (
  <PagePathContext.Provider value="/hochzeits-dj-hamburg">
    <PageChoiceContext.Provider value={{ occasion: "hochzeit" }}>
      <AvailabilityCheck availability={availability} today={TODAY} />
      <PriceEstimator {...planningContent(planning).estimator("standard", "hochzeit")} occasion="hochzeit" />
    </PageChoiceContext.Provider>
  </PagePathContext.Provider>
);

/** /kontakt as src/pages/kontakt/index.tsx puts it together: the header and the form from the address. */
const Kontakt = ({ search, state = null }: { search: string; state?: { selectedLocation?: string } | null }) => {
  const request = useContactRequest({ search, key: "k", state }, planning, EVENT_TYPES);
  return (
    <>
      <ContactHeader
        interest={interestParts(request, planning)}
        selectedLocation={request.selectedLocation}
        requester={requesterText(request)}
        quoteNumber={request.quoteNumber}
        texts={texts}
      />
      <ContactForm request={request} texts={texts} planning={planning} />
      <Toasts />
    </>
  );
};

const searchOf = (href: string) => new URL(href, "http://localhost").search;
const lastNavigation = (): string => navigate.mock.calls.at(-1)![0];

const checkDay = async (user: ReturnType<typeof userEvent.setup>, day: string) => {
  fireEvent.change(screen.getByLabelText("Wunschdatum"), { target: { value: day } });
  await user.click(screen.getByRole("button", { name: "Prüfen" }));
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  navigate.mockClear();
});

describe("the visitor's choices travel together to the enquiry form", () => {
  it("wedding page: check 11.09.2027, then choose Premium and tap „anfragen“ – the form shows Hochzeit, 11.09.2027 and Premium", async () => {
    const user = userEvent.setup();
    const page = render(theming(<WeddingTools />));
    await checkDay(user, "2027-09-11");
    await user.click(screen.getByRole("radio", { name: /^Premium/ }));
    await user.click(screen.getByRole("link", { name: "Mit dieser Auswahl anfragen" }));
    const href = lastNavigation();
    expect(href).toMatch(/^\/kontakt\?/);
    expect(href).toContain("datum=2027-09-11");
    page.unmount();

    const kontakt = render(theming(<Kontakt search={searchOf(href)} />));
    await waitFor(() => expect(screen.getByLabelText(/^Art der Veranstaltung/)).toHaveValue("hochzeit"));
    expect(screen.getByLabelText(/^Datum der Veranstaltung/)).toHaveValue("11.09.2027");
    expect((kontakt.container.querySelector('input[name="paketWunsch"]') as HTMLInputElement).value).toContain(
      "Premium",
    );
    // The header names them: occasion with the day, and the package.
    expect(screen.getByTestId("interest")).toHaveTextContent("Hochzeit am Samstag, 11. September 2027 · Premium");
    expect(screen.getByTestId("brought-along")).toHaveTextContent("Samstag, 11. September 2027");
  });

  it("the other order: Premium in the Preisrechner first, then the date check's „Anfrage für diesen Termin“", async () => {
    const user = userEvent.setup();
    const page = render(theming(<WeddingTools />));
    await user.click(screen.getByRole("radio", { name: /^Premium/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Nebel/ }));
    await checkDay(user, "2027-09-10");
    const cta = screen.getByRole("link", { name: "Anfrage für diesen Termin" });
    // The static address is the date check's own; the tap adds the remembered selection.
    expect(cta.getAttribute("href")).not.toContain("paket=");
    expect(cta.getAttribute("href")).toContain("anlass=hochzeit"); // the date check's own link names the occasion
    await user.click(cta);
    const href = lastNavigation();
    expect(cta).toHaveAttribute("href", href); // a new tab or a copied link gets the same
    expect(new URLSearchParams(searchOf(href)).getAll("extra")).toEqual(["nebel"]);
    page.unmount();

    const kontakt = render(theming(<Kontakt search={searchOf(href)} />));
    await waitFor(() => expect(screen.getByLabelText(/^Datum der Veranstaltung/)).toHaveValue("10.09.2027"));
    expect(screen.getByLabelText(/^Art der Veranstaltung/)).toHaveValue("hochzeit");
    const wish = kontakt.container.querySelector('input[name="paketWunsch"]') as HTMLInputElement;
    expect(wish.value).toContain("Premium");
    expect(wish.value).toContain("Nebel");
  });

  it("/kontakt reads them once: what the visitor then changes in the form is not overwritten on the next way there", async () => {
    const user = userEvent.setup();
    rememberChoices({ datum: "2027-09-11", anlass: "hochzeit" });
    render(theming(<Link to="/kontakt?weg=hero#anfrage">Anfragen</Link>));
    await user.click(screen.getByRole("link", { name: "Anfragen" }));
    const first = render(theming(<Kontakt search={searchOf(lastNavigation())} />));
    const date = await screen.findByDisplayValue("11.09.2027");
    expect(readVisitChoices().groups).toEqual({}); // the form keeps them from here on (its draft)
    await user.clear(date);
    await user.type(date, "12.09.2027");
    await waitFor(() => expect(localStorage.getItem("anfrage-entwurf")).toContain("12.09.2027"));
    first.unmount();
    cleanupLinks();

    render(theming(<Link to="/kontakt?weg=hero#anfrage">Anfragen</Link>));
    await user.click(screen.getByRole("link", { name: "Anfragen" }));
    expect(lastNavigation()).not.toContain("datum=");
    render(theming(<Kontakt search={searchOf(lastNavigation())} />));
    await waitFor(() => expect(screen.getByLabelText(/^Datum der Veranstaltung/)).toHaveValue("12.09.2027"));
    expect(screen.getByLabelText(/^Art der Veranstaltung/)).toHaveValue("hochzeit");
  });

  it("a Christmas page's Preisrechner names its town and occasion, and /kontakt the right package list", async () => {
    const user = userEvent.setup();
    const christmas = planningContent(planning).estimator("christmas");
    const page = render(
      theming(
        <PagePathContext.Provider value="/weihnachtsfeier-dj-kiel">
          <PageChoiceContext.Provider value={{ occasion: "weihnachtsfeier", town: "Kiel" }}>
            <PriceEstimator {...christmas} variant="christmas" customer="business" />
          </PageChoiceContext.Provider>
        </PagePathContext.Provider>,
      ),
    );
    // Without JavaScript the form itself carries the town.
    expect(page.container.querySelector('input[type="hidden"][name="ort"]')).toHaveValue("Kiel");
    await user.click(screen.getByRole("link", { name: "Mit dieser Auswahl anfragen" }));
    const params = new URLSearchParams(searchOf(lastNavigation()));
    expect([params.get("ort"), params.get("anlass"), params.get("paket"), params.get("kunde")]).toEqual([
      "Kiel",
      "weihnachtsfeier",
      "premium",
      "business",
    ]);
    page.unmount();
    render(theming(<Kontakt search={searchOf(lastNavigation())} />));
    // "premium" is the Christmas list's package here (its own name), not the standard list's.
    await waitFor(() => expect(screen.getByTestId("interest")).toHaveTextContent("Weihnachtsfeier in Kiel · Festlich"));
  });

  it("/kontakt reached without the app's link (typed, reloaded, tapped before the app started) reads the visit's choices too", async () => {
    rememberChoices({ datum: "2027-09-11", anlass: "hochzeit" });
    const request = renderHook(() => useContactRequest({ search: "", key: "k", state: null }, planning, EVENT_TYPES));
    await waitFor(() => expect(request.result.current.source).toEqual({ way: "direkt" })); // still the way it was
    expect(request.result.current.day).toBe("2027-09-11");
    request.unmount();
    rememberChoices({ datum: "2027-09-11", anlass: "hochzeit" });
    render(theming(<Kontakt search="" />));
    await waitFor(() => expect(screen.getByLabelText(/^Datum der Veranstaltung/)).toHaveValue("11.09.2027"));
    expect(screen.getByLabelText(/^Art der Veranstaltung/)).toHaveValue("hochzeit");
    expect(readVisitChoices().groups).toEqual({});
  });

  it("company and name from the quote fill Firma, Anrede, Vorname and Nachname, and the header names them", async () => {
    const search =
      "?paket=premium&stunden=0&kunde=business&firma=Muster%20GmbH&name=Frau%20Anna%20Schmidt&weg=preisrechner";
    const kontakt = render(theming(<Kontakt search={search} />));
    await waitFor(() => expect(screen.getByLabelText(/^Firma/)).toHaveValue("Muster GmbH"));
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Anna");
    expect(screen.getByLabelText(/^Nachname/)).toHaveValue("Schmidt");
    expect(kontakt.container.querySelector('[name="anrede"]')).toHaveValue("Frau");
    expect(screen.getByTestId("requester")).toHaveTextContent("Anfrage von Frau Anna Schmidt (Muster GmbH)");
  });

  it("the quote's company and name travel on to a later link, e.g. the menu's plain /kontakt", async () => {
    const user = userEvent.setup();
    render(
      theming(
        <>
          <Link to="/kontakt?paket=premium&firma=Muster%20GmbH&name=Anna%20Schmidt&weg=preisrechner#anfrage">
            Dieses Angebot anfragen
          </Link>
          <Link to="/kontakt">Kontakt</Link>
        </>,
      ),
    );
    await user.click(screen.getByRole("link", { name: "Dieses Angebot anfragen" }));
    await user.click(screen.getByRole("link", { name: "Kontakt" }));
    const params = new URLSearchParams(searchOf(lastNavigation()));
    expect(params.get("firma")).toBe("Muster GmbH");
    expect(params.get("name")).toBe("Anna Schmidt");
    expect(params.get("paket")).toBe("premium");
  });

  it("a location card's venue travels along and fills the form's location", async () => {
    const user = userEvent.setup();
    render(
      theming(
        <>
          <Link to="/kontakt" state={{ scrollToForm: true, selectedLocation: "Gut Testhof" }}>
            Beratung anfragen
          </Link>
          <Link to="/kontakt?datum=2027-09-10&weg=terminpruefung#anfrage">Anfrage für den Tag</Link>
        </>,
      ),
    );
    await user.click(screen.getByRole("link", { name: "Beratung anfragen" }));
    await user.click(screen.getByRole("link", { name: "Anfrage für den Tag" }));
    const href = lastNavigation();
    expect(new URLSearchParams(searchOf(href)).get("location")).toBe("Gut Testhof");
    render(theming(<Kontakt search={searchOf(href)} />));
    await waitFor(() => expect(screen.getByLabelText(/^Event-Location/)).toHaveValue("Gut Testhof"));
    expect(screen.getByLabelText(/^Datum der Veranstaltung/)).toHaveValue("10.09.2027");
  });
});

describe("without JavaScript, the address alone carries what its page knows", () => {
  it("the date check's plain GET form sends the page's occasion and where the visitor comes from", () => {
    const { container } = render(theming(<WeddingTools />));
    const form = container.querySelector('form[method="get"]') as HTMLFormElement;
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(sent.get("anlass")).toBe("hochzeit");
    expect(sent.get("von")).toBe("/hochzeits-dj-hamburg");
    expect(sent.get("weg")).toBe("terminpruefung");
    expect(sent.has("datum")).toBe(true);
  });

  it("the rendered address is the same for every visitor: remembered choices are added only on the tap", () => {
    rememberChoices({ datum: "2027-09-11", firma: "Muster GmbH" });
    render(theming(<Link to="/kontakt?anlass=hochzeit#anfrage">Anfragen</Link>));
    expect(screen.getByRole("link", { name: "Anfragen" })).toHaveAttribute("href", "/kontakt?anlass=hochzeit#anfrage");
    // A middle click (new tab) takes them along as well.
    fireEvent(screen.getByRole("link", { name: "Anfragen" }), new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    expect(screen.getByRole("link", { name: "Anfragen" })).toHaveAttribute(
      "href",
      "/kontakt?anlass=hochzeit&datum=2027-09-11&firma=Muster+GmbH#anfrage",
    );
  });
});

describe("visit-choices: one key in session storage, grouped by choice", () => {
  it("remembers each tool's choice under one key; a later choice of a group replaces the earlier", () => {
    rememberChoices({ datum: "2027-09-11", anlass: "hochzeit" });
    rememberChoices(new URLSearchParams("paket=komfort&stunden=1&extra=nebel&kunde=private"));
    rememberChoices({ datum: "2027-09-10" });
    expect(Object.keys(sessionStorage)).toEqual([VISIT_CHOICES_KEY]);
    const merged = mergeVisitChoices(new URLSearchParams("weg=hero"), readVisitChoices());
    expect(merged.toString()).toBe(
      "datum=2027-09-10&anlass=hochzeit&paket=komfort&stunden=1&extra=nebel&kunde=private&weg=hero",
    );
    expect(rememberedDay()).toBe("2027-09-10");
  });

  it("a link's own choice wins, group by group: a package card's package is not mixed with earlier extras", () => {
    rememberChoices(new URLSearchParams("paket=komfort&stunden=2&extra=nebel&kunde=business&datum=2027-09-11"));
    const merged = mergeVisitChoices(
      new URLSearchParams("paket=premium&anlass=hochzeit&weg=paket"),
      readVisitChoices(),
    );
    expect(merged.getAll("paket")).toEqual(["premium"]);
    expect(merged.has("extra")).toBe(false);
    expect(merged.has("stunden")).toBe(false);
    expect(merged.get("datum")).toBe("2027-09-11");
  });

  it("a Christmas selection does not travel into another occasion's link, where its ids would name other packages", () => {
    rememberChoices(new URLSearchParams("paket=premium&stunden=0&kunde=business&anlass=weihnachtsfeier"));
    expect(mergeVisitChoices(new URLSearchParams("anlass=hochzeit&weg=hero"), readVisitChoices()).has("paket")).toBe(
      false,
    );
    // The link of a Christmas page (or one without an occasion, where the remembered one applies) takes it.
    expect(mergeVisitChoices(new URLSearchParams("weg=aktionsleiste"), readVisitChoices()).get("paket")).toBe(
      "premium",
    );
  });

  it("only links to the enquiry form change; other addresses stay as they are", () => {
    rememberChoices({ datum: "2027-09-11" });
    expect(withVisitChoices("/blog?seite=2", "/kontakt")).toBe("/blog?seite=2");
    expect(withVisitChoices("/kontakt-alt", "/kontakt")).toBe("/kontakt-alt");
    expect(withVisitChoices("/kontakt#anfrage", "/kontakt")).toBe("/kontakt?datum=2027-09-11#anfrage");
    expect(carryChoices("/angebot?paket=premium", "/kontakt")).toBe("/angebot?paket=premium");
    expect(readVisitChoices().groups.selection).toBeUndefined(); // nothing remembered from a link elsewhere
  });

  it("ignores what was tampered with in storage, and works where storage is blocked", () => {
    sessionStorage.setItem(
      VISIT_CHOICES_KEY,
      JSON.stringify({
        groups: { date: [["datum", "2027-09-11"]], company: [["von", "https://evil.example"]], name: "x" },
      }),
    );
    expect(readVisitChoices().groups).toEqual({ date: [["datum", "2027-09-11"]] });
    sessionStorage.setItem(VISIT_CHOICES_KEY, "{not json");
    expect(readVisitChoices()).toEqual({ groups: {} });
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => rememberChoices({ datum: "2027-09-11" }, blocked)).not.toThrow();
    expect(() => forgetVisitChoices(blocked)).not.toThrow();
  });

  it("tells the page when a choice is remembered (the scarcity line listens)", () => {
    const heard = jest.fn();
    window.addEventListener("besuch-auswahl", heard);
    act(() => rememberChoices({ datum: "2027-12-10" }));
    window.removeEventListener("besuch-auswahl", heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
