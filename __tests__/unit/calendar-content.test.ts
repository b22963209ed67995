/**
 * @jest-environment node
 */
import path from "path";
import yaml from "js-yaml";
import {
  contentWarnings,
  formatIssue,
  readContentFiles,
  validateFiles,
  type ContentFile,
} from "../../src/checks/validate";
import { addDays, toIsoDay } from "../../src/lib/availability";
import type { AvailabilityData } from "../../src/model/collections";
import { icsDate, vcalendar, vevent } from "../support/ics";

/** The content validator with the owner's calendar: committed exports, their age, and the reminder for the hand-kept list. */
const root = path.resolve(__dirname, "../..");
const content = path.join(root, "content");
/** The committed content without any calendar export an owner may have added. */
const baseline = (): ContentFile[] => readContentFiles(content, root).filter((f) => !f.path.endsWith(".ics"));
const listFile = () => baseline().find((f) => f.path === "content/availability/availability.yaml")!;
const list = () => yaml.load(listFile().text) as AvailabilityData;
const exportFile = (stamp: string): ContentFile => ({
  path: "content/availability/kalender.ics",
  text: vcalendar([vevent("UID:1@example.org", `DTSTAMP:${stamp}`, "DTSTART;VALUE=DATE:20301212")]),
});

describe("content validator and calendar exports", () => {
  it("accepts an .ics export in content/availability/ and refuses one elsewhere (the site would not read it)", () => {
    const issues = (files: ContentFile[]) => validateFiles(files, () => true).map(formatIssue);
    expect(issues([...baseline(), exportFile("20301101T090000Z")])).toEqual([]);
    expect(issues([...baseline(), { ...exportFile("20301101T090000Z"), path: "content/kalender.ics" }])).toEqual([
      "content/kalender.ics: Kalenderdateien (.ics) liest die Website nur aus content/availability/. Bitte die Datei dorthin verschieben.",
    ]);
  });

  describe("the 30-day reminder to renew updatedAt", () => {
    // 40 days after the list's own date, whatever an editor has entered there.
    const later = () => new Date(`${addDays(toIsoDay(list().updatedAt)!, 40)}T12:00:00+01:00`);
    const reminders = (files: ContentFile[], options?: { calendarUrl?: string }) =>
      contentWarnings(files, later(), options)
        .map(formatIssue)
        .filter((w) => w.includes("die Terminliste wurde seit"));

    it("fires for the hand-kept list alone", () => {
      expect(reminders(baseline())).toHaveLength(1);
    });

    it("does not fire while a calendar is configured: an address or a committed export", () => {
      expect(reminders(baseline(), { calendarUrl: "https://calendar.example.org/privat.ics" })).toEqual([]);
      expect(
        reminders([...baseline(), exportFile(`${icsDate(addDays(toIsoDay(list().updatedAt)!, 39))}T090000Z`)]),
      ).toEqual([]);
    });
  });

  it("warns about an export that cannot be read or is older than 30 days, not about a fresh one", () => {
    const now = new Date("2030-12-01T12:00:00+01:00");
    const about = (file: ContentFile) =>
      contentWarnings([...baseline(), file], now)
        .map(formatIssue)
        .filter((w) => w.startsWith("content/availability/kalender.ics"));
    expect(about(exportFile("20301125T090000Z"))).toEqual([]);
    expect(about(exportFile("20301001T090000Z"))).toEqual([
      expect.stringContaining(
        "der Kalender-Export ist 61 Tage alt (jüngster Eintrag vom 1. Oktober 2030). Bitte neu exportieren",
      ),
    ]);
    expect(about({ ...exportFile("20301125T090000Z"), text: "<html>Anmelden</html>" })).toEqual([
      "content/availability/kalender.ics: lässt sich nicht als Kalender lesen: keine iCalendar-Datei (sie beginnt nicht mit BEGIN:VCALENDAR). Die Website nutzt dann nur die Tage aus availability.yaml.",
    ]);
  });
});
