import type { MusicPlan, PlanDraft, PlanSong } from "../../lib/music-plan";
import { PLANNER_LABELS as L } from "./MusicPlanner.labels";
import { normalisedDate } from "./validate";

const F = L.fields;

export const occasionLabel = (occasion: string): string =>
  L.occasions.find((o) => o.value === occasion)?.label ?? occasion;

const songLines = (songs: readonly PlanSong[]) =>
  songs
    .filter((s) => s.title.trim() || s.artist.trim())
    .map((s, i) => `${i + 1}. ${[s.title.trim(), s.artist.trim()].filter(Boolean).join(" – ")}`)
    .join("\n");

/** "1. 18:00 Sektempfang – Musikwunsch: … – Notiz: …", one line per moment. */
const momentLines = (plan: MusicPlan) =>
  plan.moments
    .filter((m) => m.time || m.title.trim() || m.song.trim() || m.note.trim())
    .map((m, i) =>
      [
        `${i + 1}. ${[m.time, m.title.trim()].filter(Boolean).join(" ")}`,
        m.song.trim() && `${L.moments.song}: ${m.song.trim()}`,
        m.note.trim() && `${L.moments.note}: ${m.note.trim()}`,
      ]
        .filter(Boolean)
        .join(" – "),
    )
    .join("\n");

const genreLines = (plan: MusicPlan, genres: readonly string[]) => {
  const pick = (wish: "more" | "less") => genres.filter((g) => plan.genres[g] === wish);
  return [
    pick("more").length ? `${L.print.more} ${pick("more").join(", ")}` : "",
    pick("less").length ? `${L.print.less} ${pick("less").join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
};

/** The plan as readable text fields, in the order the page shows them; empty parts are left out. */
export function planFields(plan: MusicPlan, genres: readonly string[]): [string, string][] {
  const entries: [string, string][] = [
    [F.occasion, plan.occasion ? occasionLabel(plan.occasion) : ""],
    [F.moments, momentLines(plan)],
    [F.mustPlay, songLines(plan.mustPlay)],
    [F.doNotPlay, songLines(plan.doNotPlay)],
    [F.genres, genreLines(plan, genres)],
    [F.contact, plan.notes.contact.trim()],
    [F.volume, plan.notes.volume.trim()],
    [F.moderation, plan.notes.moderation.trim()],
    [F.other, plan.notes.other.trim()],
  ];
  return entries.filter(([, value]) => value);
}

/**
 * The multipart fields sent to the form service: who sends, for which day, the plan as text,
 * the service's subject ("Musikplanung von {Name} für den {dd.MM.yyyy}") and the site.
 */
export function buildPlanPayload(
  draft: PlanDraft,
  { genres, host, gotcha = "" }: { genres: readonly string[]; host: string; gotcha?: string },
): [string, string][] {
  const date = normalisedDate(draft.date) ?? draft.date.trim();
  const entries: [string, string][] = [
    [F.form, L.formName],
    [F.name, draft.name.trim()],
    [F.email, draft.email.trim()],
    [F.date, date],
    ...planFields(draft, genres),
  ];
  if (gotcha) entries.push(["_gotcha", gotcha]);
  entries.push(["_subject", L.subject(draft.name.trim(), date)]);
  entries.push(["website", host]);
  return entries;
}

/** The plan as e-mail text: "Feld: Wert", multi-line values below their field. */
export const planText = (entries: readonly [string, string][]): string =>
  entries
    .filter(([name]) => !name.startsWith("_") && name !== F.form && name !== "website")
    .map(([name, value]) => (value.includes("\n") ? `${name}:\n${value}` : `${name}: ${value}`))
    .join("\n\n");

/** A mailto: link with the whole plan: the way that cannot fail when the form service does not answer. */
export function planMailto(draft: PlanDraft, genres: readonly string[], to: string): string {
  const entries = buildPlanPayload(draft, { genres, host: "" });
  const date = normalisedDate(draft.date) ?? draft.date.trim();
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(L.mail.subject(draft.name.trim(), date))}&body=${encode(L.mail.body(planText(entries)))}`;
}
