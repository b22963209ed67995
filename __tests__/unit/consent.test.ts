import { CONSENT_KEY, readConsent, writeConsent } from "../../src/lib/consent";

describe("cookie consent storage", () => {
  beforeEach(() => localStorage.clear());

  it("stores the choice under cookie-consent", () => {
    writeConsent(localStorage, "accepted");
    expect(localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(readConsent(localStorage)).toBe("accepted");
  });

  it("treats anything else as undecided", () => {
    expect(readConsent(localStorage)).toBeNull();
    localStorage.setItem(CONSENT_KEY, "vielleicht");
    expect(readConsent(localStorage)).toBeNull();
  });

  it("survives blocked storage", () => {
    const blocked = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("blocked"); } };
    expect(readConsent(blocked)).toBeNull();
    expect(() => writeConsent(blocked, "declined")).not.toThrow();
  });
});
