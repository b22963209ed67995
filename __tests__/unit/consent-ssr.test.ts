/**
 * @jest-environment node
 */
import { externalMediaAllowed, onConsentChange, storedConsent } from "../../src/lib/consent";

/** Server rendering: no window, no storage – nothing loads from a platform, nothing throws. */
describe("consent helpers without a window", () => {
  it("allow nothing and subscribe to nothing", () => {
    expect(typeof window).toBe("undefined");
    expect(storedConsent()).toBeNull();
    expect(externalMediaAllowed()).toBe(false);
    const stop = onConsentChange(() => {});
    expect(() => stop()).not.toThrow();
  });
});
