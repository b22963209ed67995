/**
 * @jest-environment node
 *
 * /angebot is built from its address, which anyone can edit and forward. What a visitor would notice
 * if these failed: a quote "valid until 01.+010000", a sentence in the place that reads like the DJ's
 * terms, text turned backwards by a hidden character, a page-long company name, or /kontakt taking a
 * made-up quote number.
 */
import {
  buildQuote,
  cleanText,
  isQuoteNumber,
  quoteAddressParams,
  quoteEnquiryHref,
  quoteNumberParam,
  readQuoteRequest,
  type QuoteData,
} from "../../src/lib/quote";

const TODAY = "2026-11-20";
const VALID_DAYS = 14;
const read = (query: Record<string, string>) => readQuoteRequest(new URLSearchParams(query), TODAY, VALID_DAYS);
const RLO = "\u202E";

describe("dates in the address", () => {
  it("a quote date after today or older than the quote's validity is refused: the quote is today's", () => {
    for (const am of ["9999-12-31", "2030-11-20", "2026-11-21", "2026-11-05", "0001-01-01", "2026-02-30", "morgen"]) {
      const request = read({ am });
      expect(request.date).toBe(TODAY);
      expect(request.refused).toEqual(["quoteDate"]);
    }
  });

  it("a forwarded quote keeps its date while it is valid (yesterday, the first valid day); no date means today", () => {
    expect(read({ am: "2026-11-19" })).toEqual(expect.objectContaining({ date: "2026-11-19", refused: [] }));
    expect(read({ am: "2026-11-06" })).toEqual(expect.objectContaining({ date: "2026-11-06", refused: [] }));
    expect(read({})).toEqual(expect.objectContaining({ date: TODAY, refused: [] }));
  });

  it("an event date must lie between today and three years ahead; yesterday, 4 years ahead and 9999-12-31 are refused", () => {
    for (const datum of ["2026-11-19", "2030-11-20", "2029-11-21", "9999-12-31", "2026-13-01", "20.12.2026"]) {
      const request = read({ datum });
      expect(request.eventDate).toBeNull();
      expect(request.refused).toEqual(["eventDate"]);
    }
    for (const datum of [TODAY, "2026-12-12", "2029-11-20"])
      expect(read({ datum })).toEqual(expect.objectContaining({ eventDate: datum, refused: [] }));
  });
});

describe("free text in the address", () => {
  it("strips control and bidirectional characters from name and company", () => {
    const request = read({
      name: `Max ${RLO}nnamretsuM\u200F\u2066x\u2069\u0000\u0007\u009F`,
      firma: `Acme\u202AGmbH\u202C\u200E\nAbteilung\tFeiern\u007F`,
    });
    expect(request.name).toBe("Max nnamretsuMx ");
    expect(request.company).toBe("AcmeGmbH Abteilung Feiern ");
    for (const text of [request.name, request.company])
      // eslint-disable-next-line no-control-regex -- these are the characters it looks for
      expect(text).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it("limits name and company to 80 characters (a 500-character company is cut)", () => {
    const request = read({ firma: "A".repeat(500), name: "Ä".repeat(200) });
    expect(request.company).toBe("A".repeat(80));
    expect(request.name).toBe("Ä".repeat(80));
    expect(cleanText("😀".repeat(100), 80)).toBe("😀".repeat(80)); // characters, not UTF-16 halves
  });

  it("takes a place only as a town name; a sentence or a made-up term is refused, a town is taken", () => {
    for (const ort of [
      "Kiel Zahlung vorab per PayPal auf das Konto des DJ bitte",
      "Kiel; Anzahlung 100 %",
      `Kiel${RLO}`.repeat(20),
      "x".repeat(300),
    ]) {
      const request = read({ ort });
      expect(request.place).toBeNull();
      expect(request.refused).toEqual(["place"]);
    }
    expect(read({ ort: "Bad Segeberg" })).toEqual(expect.objectContaining({ place: "Bad Segeberg", refused: [] }));
    // Hidden characters go first, so the town itself stays.
    expect(read({ ort: `Kiel${RLO}` }).place).toBe("Kiel");
  });

  it("rewrites the address to what the quote takes: the date set, refused values gone, names cleaned", () => {
    const given = new URLSearchParams({
      paket: "klein",
      am: "9999-12-31",
      datum: "2026-11-19",
      ort: "Kiel Zahlung vorab per PayPal an mich bitte jetzt",
      firma: ` Acme${RLO} GmbH `,
      name: "",
    });
    const next = quoteAddressParams(given, readQuoteRequest(given, TODAY, VALID_DAYS));
    expect(Object.fromEntries(next)).toEqual({ paket: "klein", am: TODAY, firma: "Acme GmbH" });
  });
});

describe("the way from the quote to /kontakt", () => {
  const data: QuoteData = {
    packages: [{ id: "gross", name: "Großes Paket", netPrice: 1290, durationHours: 6, popular: true }],
    hourlyRate: 95,
    maxExtraHours: 4,
    extras: [{ id: "licht", name: "Lichtshow", netPrice: 190, description: "" }],
    vatRate: 0.19,
  };
  const quote = buildQuote(
    { packageId: "gross", extraIds: ["licht"], extraHours: 1, customer: "business", occasion: "weihnachtsfeier" },
    data,
    TODAY,
    VALID_DAYS,
  )!;

  it("carries number, occasion, package, extras, date, place, name and company, and says where it came from", () => {
    const href = quoteEnquiryHref(quote, {
      eventDate: "2026-12-12",
      place: "Kiel",
      company: `Acme${RLO} GmbH`,
      name: "Jana Schulz ",
    });
    const url = new URL(href, "https://example.org");
    expect(url.pathname).toBe("/kontakt");
    expect(url.hash).toBe("#anfrage");
    const q = url.searchParams;
    expect(q.get("angebot")).toBe(quote.number);
    expect(q.get("anlass")).toBe("weihnachtsfeier");
    expect(q.get("paket")).toBe("gross");
    expect(q.getAll("extra")).toEqual(["licht"]);
    expect(q.get("stunden")).toBe("1");
    expect(q.get("kunde")).toBe("business");
    expect(q.get("datum")).toBe("2026-12-12");
    expect(q.get("ort")).toBe("Kiel");
    expect(q.get("firma")).toBe("Acme GmbH");
    expect(q.get("name")).toBe("Jana Schulz");
    expect(q.get("von")).toBe("/angebot");
    expect(q.get("weg")).toBe("preisrechner");
  });

  it("leaves out what the visitor did not give, and keeps a page of this site as the start", () => {
    const href = quoteEnquiryHref(quote, { eventDate: null, place: null, company: " ", name: "" }, "/event-dj-kiel");
    const q = new URL(href, "https://example.org").searchParams;
    for (const key of ["datum", "ort", "firma", "name"]) expect(q.has(key)).toBe(false);
    expect(q.get("von")).toBe("/event-dj-kiel");
    const foreign = quoteEnquiryHref(quote, { eventDate: null, place: null, company: "", name: "" }, "https://evil");
    expect(new URL(foreign, "https://example.org").searchParams.get("von")).toBe("/angebot");
  });
});

describe("/kontakt takes only quote numbers of the quote page's form", () => {
  it("accepts the number the quote page made", () => {
    const quote = buildQuote(
      { packageId: "p" },
      {
        packages: [{ id: "p", name: "P", netPrice: 800, durationHours: 4, popular: true }],
        hourlyRate: 90,
        maxExtraHours: 0,
        extras: [],
        vatRate: 0.19,
      },
      TODAY,
      VALID_DAYS,
    )!;
    expect(isQuoteNumber(quote.number)).toBe(true);
    expect(quoteNumberParam(quote.number)).toBe(quote.number);
  });

  it.each([
    "",
    "A-20261120-ABC12",
    "A-20261120-ABC1234",
    "a-20261120-ABC123",
    "A-20261120-abc123",
    "A-20261320-ABC123",
    "A-20260230-ABC123",
    "A-99999999-ABC123",
    " A-20261120-ABC123",
    "A-20261120-ABC123 ",
    "A-20261120-ABC123\n",
    "A-20261120-ABC12\u202E3",
    "A-20261120-ABC123&angebot=x",
    "<script>",
    "B-20261120-ABC123",
  ])("refuses %j", (value) => {
    expect(isQuoteNumber(value)).toBe(false);
    expect(quoteNumberParam(value)).toBeNull();
  });

  it("refuses nothing at all", () => {
    expect(quoteNumberParam(null)).toBeNull();
    expect(quoteNumberParam(undefined)).toBeNull();
  });
});
