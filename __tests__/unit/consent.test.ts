import {
  CONSENT_EVENT,
  CONSENT_KEY,
  externalMediaAllowed,
  onConsentChange,
  storedConsent,
} from "../../src/lib/consent";

/** What a media component asks before it loads a video or mix from its platform. */
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-consent");
  jest.restoreAllMocks();
});

describe("externalMediaAllowed", () => {
  it.each([
    [null, false],
    ["declined", false],
    ["accepted", true],
    ["maybe", false],
    ["ACCEPTED", false],
  ])("stored %p → %p", (value, allowed) => {
    if (value !== null) localStorage.setItem(CONSENT_KEY, value);
    expect(externalMediaAllowed()).toBe(allowed);
    expect(storedConsent()).toBe(value === "accepted" || value === "declined" ? value : null);
  });

  it("is false when reading storage throws", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storedConsent()).toBeNull();
    expect(externalMediaAllowed()).toBe(false);
  });

  it("counts a choice made on this page when storage could not keep it", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    document.documentElement.setAttribute("data-consent", "accepted");
    expect(externalMediaAllowed()).toBe(true);
    document.documentElement.setAttribute("data-consent", "declined");
    expect(externalMediaAllowed()).toBe(false);
  });

  it("a stored decline wins over nothing on <html>", () => {
    localStorage.setItem(CONSENT_KEY, "declined");
    expect(externalMediaAllowed()).toBe(false);
  });
});

describe("onConsentChange", () => {
  it("calls the listener on every consentchange until unsubscribed", () => {
    const listener = jest.fn();
    const stop = onConsentChange(listener);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: "accepted" }));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: "declined" }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: "accepted" }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("is the event name the inline script dispatches", () => {
    expect(CONSENT_EVENT).toBe("consentchange");
  });
});
