import {
  article,
  breadcrumb,
  faqPage,
  itemList,
  localBusiness,
  service,
  type BusinessFacts,
} from "../../src/lib/json-ld";
import { shownRating } from "../../src/lib/rating-profile";

const facts: BusinessFacts = {
  businessName: "Testklang – Erika Beispiel",
  phoneE164: "+494012345678",
  email: "kontakt@example.test",
  street: "Musterstraße 12",
  postalCode: "20095",
  city: "Hamburg",
  country: "DE",
  geo: { latitude: 53.55, longitude: 9.99 },
  openingHours: [
    {
      days: "Montag bis Freitag",
      hours: "10–18 Uhr",
      schemaDays: ["Monday", "Friday"],
      opens: "10:00",
      closes: "18:00",
    },
    { days: "Samstag und Sonntag", hours: "nach Vereinbarung", schemaDays: [], opens: null, closes: null },
  ],
  areaServed: ["Hamburg", "Bremen"],
};
const SITE = "https://dj.example.test";
const offers = [
  { name: "Basic", price: 833, vatIncluded: true, description: "4 Stunden" },
  { name: "Premium", price: 1309, vatIncluded: true, description: "6 Stunden" },
  { name: "Deluxe", price: 1100, vatIncluded: false, description: "8 Stunden" },
];

describe("structured data", () => {
  it("home LocalBusiness: rating 5 from 42, €€, opening hours, area served, three offers", () => {
    const data = localBusiness(facts, SITE, { rating: { value: 5, count: 42 }, offers });
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.priceRange).toBe("€€");
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 5,
      reviewCount: 42,
      bestRating: 5,
    });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "10:00", closes: "18:00" },
    ]);
    expect(data.areaServed.map((a) => a.name)).toEqual(["Hamburg", "Bremen"]);
    expect(data.makesOffer?.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Basic", 833, "EUR"],
      ["Premium", 1309, "EUR"],
      ["Deluxe", 1100, "EUR"],
    ]);
    // Every offer states its VAT status with the price it names (PAngV).
    expect(data.makesOffer?.map((o) => o.priceSpecification)).toEqual([
      { "@type": "UnitPriceSpecification", price: 833, priceCurrency: "EUR", valueAddedTaxIncluded: true },
      { "@type": "UnitPriceSpecification", price: 1309, priceCurrency: "EUR", valueAddedTaxIncluded: true },
      { "@type": "UnitPriceSpecification", price: 1100, priceCurrency: "EUR", valueAddedTaxIncluded: false },
    ]);
  });

  it("Service: provider, area served, rating 5 / 137 / best 5, offers in EUR", () => {
    const data = service(facts, SITE, {
      name: "Event-DJ Kiel",
      serviceType: "Event-DJ",
      areaServed: ["Kiel"],
      rating: { value: 5, count: 137 },
      offers,
    });
    expect(data.provider.name).toBe(facts.businessName);
    expect(data.serviceType).toBe("Event-DJ");
    expect(data.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 137, bestRating: 5 });
    expect(data.offers).toHaveLength(3);
    expect(data.offers!.every((o) => o.priceCurrency === "EUR" && o.description)).toBe(true);
    // A page without prices declares no offers.
    const unpriced = service(facts, SITE, {
      name: "X",
      serviceType: "Event-DJ",
      areaServed: [],
      rating: { value: 5, count: 1 },
    });
    expect(unpriced).not.toHaveProperty("offers");
  });

  it("declares a rating only where the page shows it (a profile to link)", () => {
    const sites = [{ name: "Google", url: "https://g.page/r/beispiel" }];
    const rating = { value: 4.8, count: 137, profileUrl: "https://g.page/r/beispiel" };
    expect(shownRating(rating, sites)).toBe(rating);
    expect(shownRating({ ...rating, profileUrl: "" }, sites)).toBeUndefined();
    const hidden = service(facts, SITE, {
      name: "X",
      serviceType: "Event-DJ",
      areaServed: [],
      rating: shownRating({ ...rating, profileUrl: "" }, sites),
    });
    expect(hidden).not.toHaveProperty("aggregateRating");
    expect(localBusiness(facts, SITE, {})).not.toHaveProperty("aggregateRating");
  });

  it("FAQPage, BreadcrumbList and ItemList", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }]).mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Q?",
      acceptedAnswer: { "@type": "Answer", text: "A." },
    });
    expect(
      breadcrumb(SITE, [
        { name: "Start", path: "/" },
        { name: "Blog", path: "/blog" },
      ]).itemListElement[1],
    ).toEqual({ "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog` });
    expect(itemList("Venues", ["A", "B"]).itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });

  it("Article: headline, description, absolute image, ISO date, author, publisher, canonical URL", () => {
    const data = article(SITE, {
      title: "T",
      excerpt: "E",
      path: "/blog/t",
      image: "/static/x.jpg",
      publishedAt: "2025-03-10T08:00:00.000Z",
      author: "Max",
      publisher: "DJ",
      logo: "/icons/icon-512x512.png",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      description: "E",
      image: `${SITE}/static/x.jpg`,
      datePublished: "2025-03-10T08:00:00.000Z",
      author: { name: "Max" },
      publisher: { name: "DJ" },
      url: `${SITE}/blog/t`,
    });
  });
});
