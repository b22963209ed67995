import { renderHook, waitFor } from "@testing-library/react";
import { ENQUIRY_SOURCE_PARAMS, enquiryHref, enquirySource, sitePath } from "../../src/lib/enquiry-source";
import { useContactRequest } from "../../src/hooks/useContactRequest";

const source = (query: string, inferred?: Parameters<typeof enquirySource>[1]) =>
  enquirySource(new URLSearchParams(query), inferred);

describe("enquiryHref: the link to the enquiry form says where it comes from", () => {
  it("names the page and the way in the query string, readable", () => {
    expect(enquiryHref({ from: "/hochzeits-dj-hamburg", way: "hero" })).toBe(
      "/kontakt?von=/hochzeits-dj-hamburg&weg=hero",
    );
    expect(ENQUIRY_SOURCE_PARAMS).toEqual({ from: "von", way: "weg" });
  });

  it("keeps other parameters first and adds an anchor", () => {
    expect(enquiryHref({ from: "/event-dj-kiel/", way: "paket", params: { paket: "premium" }, hash: "anfrage" })).toBe(
      "/kontakt?paket=premium&von=/event-dj-kiel&weg=paket#anfrage",
    );
    expect(enquiryHref({ from: "/", way: "aktionsleiste", params: new URLSearchParams("datum=2030-12-12") })).toBe(
      "/kontakt?datum=2030-12-12&von=/&weg=aktionsleiste",
    );
  });

  it("leaves out a page that is not a path of this site", () => {
    for (const from of ["https://spam.example/x", "//spam.example", "javascript:alert(1)", "", null, undefined, "x"])
      expect(enquiryHref({ from, way: "hero" })).toBe("/kontakt?weg=hero");
  });

  it("reads back what it wrote", () => {
    const href = enquiryHref({ from: "/weihnachtsfeier-dj-luebeck", way: "terminpruefung" });
    expect(source(href.split("?")[1])).toEqual({ page: "/weihnachtsfeier-dj-luebeck", way: "terminpruefung" });
  });
});

describe("enquirySource: what /kontakt reads", () => {
  it("page and way from the query (also with an escaped slash)", () => {
    expect(source("von=/hochzeits-dj-hamburg&weg=hero")).toEqual({ page: "/hochzeits-dj-hamburg", way: "hero" });
    expect(source("von=%2Fevent-dj-bremen&weg=paket")).toEqual({ page: "/event-dj-bremen", way: "paket" });
  });

  it("no source at all: the way is 'direkt', no page", () => {
    expect(source("")).toEqual({ way: "direkt" });
    expect(source("weg=direkt")).toEqual({ way: "direkt" });
  });

  it("a link of the Preisrechner or the date check without a way of its own is known by its parameters", () => {
    expect(source("paket=premium", "preisrechner")).toEqual({ way: "preisrechner" });
    expect(source("von=/event-dj-kiel&weg=aktionsleiste", "preisrechner")).toEqual({
      page: "/event-dj-kiel",
      way: "aktionsleiste",
    });
  });

  it("drops what was tampered with: an unknown way, a page that is a URL, a script or too long", () => {
    expect(source("von=/event-dj-kiel&weg=newsletter")).toEqual({ page: "/event-dj-kiel" });
    expect(source("von=https://spam.example&weg=hero")).toEqual({ way: "hero" });
    expect(source("von=javascript:alert(1)")).toEqual({ way: "direkt" });
    expect(source(`von=/${"a".repeat(300)}&weg=hero`)).toEqual({ way: "hero" });
    expect(sitePath("/blog/<script>")).toBeNull();
    expect(sitePath("/blog/")).toBe("/blog");
    expect(sitePath("/")).toBe("/");
  });
});

describe("/kontakt's request carries the source", () => {
  const planning = { availabilityYaml: null, extrasYaml: null, packagesYaml: null, siteYaml: null };
  const request = (search: string) =>
    renderHook(() => useContactRequest({ search, key: "k", state: null }, planning, ["hochzeit", "firmenfeier"]))
      .result;

  it("from the query string, once it is read", async () => {
    const result = request("?von=/hochzeits-dj-hamburg&weg=hero");
    await waitFor(() => expect(result.current.source).toEqual({ page: "/hochzeits-dj-hamburg", way: "hero" }));
  });

  it("the date check's ?datum= without a way: terminpruefung; the Preisrechner's ?paket=: preisrechner", async () => {
    const date = request("?datum=2030-12-12");
    await waitFor(() => expect(date.current.source).toEqual({ way: "terminpruefung" }));
    const estimate = request("?paket=premium&stunden=0&kunde=private");
    await waitFor(() => expect(estimate.current.source).toEqual({ way: "preisrechner" }));
  });

  it("carries the page's occasion when it is one of the form's, and a town that is only a name", async () => {
    const chosen = request("?anlass=hochzeit&ort=Timmendorfer%20Strand&von=/hochzeits-dj-hamburg&weg=hero");
    await waitFor(() => expect(chosen.current.occasion).toBe("hochzeit"));
    expect(chosen.current.town).toBe("Timmendorfer Strand");
    const tampered = request("?anlass=abiball&ort=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await waitFor(() => expect(tampered.current.source).toEqual({ way: "direkt" }));
    expect(tampered.current.occasion).toBeNull();
    expect(tampered.current.town).toBeNull();
  });

  it("/kontakt opened directly: direkt", async () => {
    const result = request("");
    await waitFor(() => expect(result.current.source).toEqual({ way: "direkt" }));
  });
});
