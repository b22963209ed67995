import ICAL from "ical.js";

/**
 * Invitations in the owner's calendar (issue 41): an event someone else organised blocks a day only
 * when the owner has accepted it. The owner's answer is the PARTSTAT of the owner's ATTENDEE line:
 * DECLINED, NEEDS-ACTION (never answered) and DELEGATED block nothing, TENTATIVE holds the day.
 * The owner is recognised by an address the build knows (site.yaml `email`), the calendar's name
 * when it is an address (Google names the main calendar after the account), the organiser of the
 * calendar's own events without guests, or – failing those – as the only guest of an invitation.
 * An invitation where the owner cannot be found blocks its day, as before: better held than double-booked.
 */

type Component = InstanceType<typeof ICAL.Component>;

export type Answer = "accepted" | "tentative" | "not-accepted" | "unknown";

const address = (value: unknown): string | null =>
  typeof value === "string" && value.trim()
    ? value
        .trim()
        .replace(/^mailto:/i, "")
        .toLowerCase()
    : null;

const isAddress = (value: string | null): value is string => Boolean(value && /^[^\s@]+@[^\s@]+$/.test(value));

/** The addresses that are the owner's in this calendar: `known` plus what the calendar itself says. */
export function ownerAddresses(calendar: Component, events: Component[], known: readonly string[]): Set<string> {
  const owners = new Set(known.map((a) => address(a)).filter(isAddress));
  const name = address(calendar.getFirstPropertyValue("x-wr-calname"));
  if (isAddress(name)) owners.add(name);
  for (const event of events) {
    if (event.hasProperty("attendee")) continue;
    const organizer = address(event.getFirstPropertyValue("organizer"));
    if (isAddress(organizer)) owners.add(organizer);
  }
  return owners;
}

/** The owner's answer to an event: "unknown" for the owner's own events and where the owner is not found. */
export function ownerAnswer(event: Component, owners: ReadonlySet<string>): Answer {
  const attendees = event.getAllProperties("attendee");
  if (!attendees.length) return "unknown";
  const organizer = address(event.getFirstPropertyValue("organizer"));
  if (organizer && owners.has(organizer)) return "unknown";
  let own = attendees.find((a) => owners.has(address(a.getFirstValue()) ?? ""));
  if (!own && organizer) {
    const guests = attendees.filter((a) => address(a.getFirstValue()) !== organizer);
    if (guests.length === 1) own = guests[0];
  }
  if (!own) return "unknown";
  const partstat = String(own.getParameter("partstat") ?? "NEEDS-ACTION")
    .trim()
    .toUpperCase();
  if (partstat === "ACCEPTED") return "accepted";
  if (partstat === "TENTATIVE") return "tentative";
  if (partstat === "DECLINED" || partstat === "NEEDS-ACTION" || partstat === "DELEGATED") return "not-accepted";
  return "unknown";
}
