/** Cookie consent as stored in local storage (spec: key "cookie-consent"). */
export const CONSENT_KEY = "cookie-consent";
export type Consent = "accepted" | "declined";

export function readConsent(storage: Pick<Storage, "getItem"> | undefined): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null; // storage blocked (private mode, strict settings): behave as "not decided"
  }
}

export function writeConsent(storage: Pick<Storage, "setItem"> | undefined, value: Consent): void {
  try {
    storage?.setItem(CONSENT_KEY, value);
  } catch {
    // Storage unavailable: the choice holds for this page view only.
  }
}

/** Runs in <head> before the first paint: a stored choice hides the server-rendered banner. */
export const CONSENT_SCRIPT = `try{if(/^(accepted|declined)$/.test(localStorage.getItem("${CONSENT_KEY}")))document.documentElement.setAttribute("data-consent","set")}catch(e){}`;

export const CONSENT_LABELS: Record<Consent, string> = {
  accepted: "Alle Cookies akzeptiert",
  declined: "Nur notwendige Cookies",
};
