/**
 * @jest-environment node
 */
import { externalMediaAllowed, onConsentChange, storedConsent } from "../../src/lib/consent";

/** Server rendering: no window, no storage – nothing loads from a platform, nothing throws. */
describe("consent helpers without a window", () => {
  it("allow nothing and never call a listener", () => {
    expect(typeof window).toBe("undefined");
    expect(storedConsent()).toBeNull();
    expect(externalMediaAllowed()).toBe(false);
    const listener = jest.fn();
    onConsentChange(listener)();
    expect(listener).not.toHaveBeenCalled();
  });
});
