/**
 * The Musikplanung's data: a plan as the page edits it, the compact form it is stored and shared in,
 * and the check that turns anything read back (a draft, a link from someone else) into a plan or
 * nothing. No words here: the labels and the readable text are in src/components/MusicPlanner.
 */

/** More or less of a genre; a genre without a wish is left to the DJ. */
export type GenreWish = "more" | "less";

export interface PlanMoment {
  /** React key, never stored. */
  key: string;
  time: string;
  title: string;
  song: string;
  note: string;
}

export interface PlanSong {
  key: string;
  title: string;
  artist: string;
}

export interface PlanNotes {
  /** Who decides on the evening (name, phone). */
  contact: string;
  /** Volume limits or the venue's rules. */
  volume: string;
  moderation: string;
  other: string;
}

export interface MusicPlan {
  /** An event type of the enquiry form (eventTyp), or "" before one is chosen. */
  occasion: string;
  /** The day of the party as typed, TT.MM.JJJJ. */
  date: string;
  moments: PlanMoment[];
  mustPlay: PlanSong[];
  doNotPlay: PlanSong[];
  genres: Record<string, GenreWish>;
  notes: PlanNotes;
}

/** The plan with the sender's contact: what this browser keeps (a shared link carries only the plan). */
export interface PlanDraft extends MusicPlan {
  name: string;
  email: string;
}

export const NOTE_FIELDS = ["contact", "volume", "moderation", "other"] as const;

/** Longest values the fields accept (maxlength) and a plan read back may hold. */
export const PLAN_LIMITS = {
  moments: 40,
  songs: 100,
  /** Titles, artists, song wishes, a moment's title and note. */
  text: 200,
  /** The free notes. */
  notes: 1000,
  time: 5,
  date: 10,
  name: 100,
  email: 200,
  occasion: 40,
  /** A list or the running order typed as plain text (the fields shown without JavaScript). */
  plain: 8000,
} as const;

let counter = 0;
/** A key for a new row (React only; rows are never stored with it). */
export const newKey = (): string => `r${++counter}`;

export const emptyNotes = (): PlanNotes => ({ contact: "", volume: "", moderation: "", other: "" });

export const emptyDraft = (): PlanDraft => ({
  occasion: "",
  date: "",
  moments: [],
  mustPlay: [],
  doNotPlay: [],
  genres: {},
  notes: emptyNotes(),
  name: "",
  email: "",
});

export const newSong = (): PlanSong => ({ key: newKey(), title: "", artist: "" });
export const newMoment = (title = ""): PlanMoment => ({ key: newKey(), time: "", title, song: "", note: "" });

// ---- moments from content ----------------------------------------------------------------------

export interface MomentTemplate {
  title: string;
  hint?: string | null;
}
export interface OccasionMoments {
  occasion: string;
  moments: readonly MomentTemplate[];
}

/** The moments content/planning/planning.yaml gives an occasion, in order; none for an unknown one. */
export const momentsFor = (occasions: readonly OccasionMoments[], occasion: string): readonly MomentTemplate[] =>
  occasions.find((o) => o.occasion === occasion)?.moments ?? [];

/** The rows a plan starts with for an occasion. */
export const momentRowsFor = (occasions: readonly OccasionMoments[], occasion: string): PlanMoment[] =>
  momentsFor(occasions, occasion).map((m) => newMoment(m.title));

/** The hint content gives a moment of this title for the occasion (a moment the visitor added has none). */
export const momentHint = (occasions: readonly OccasionMoments[], occasion: string, title: string) =>
  momentsFor(occasions, occasion).find((m) => m.title === title.trim())?.hint ?? undefined;

/** Whether the visitor has written anything into the moments beyond what the occasion lays out. */
export function momentsEdited(moments: readonly PlanMoment[], occasions: readonly OccasionMoments[], occasion: string) {
  const laidOut = momentsFor(occasions, occasion).map((m) => m.title);
  if (moments.length !== laidOut.length) return moments.length > 0;
  return moments.some((m, i) => m.time || m.song.trim() || m.note.trim() || m.title.trim() !== laidOut[i]);
}

// ---- the compact form (storage and links) -------------------------------------------------------

/**
 * Version 1, short keys and arrays to keep links short; empty parts are left out:
 * { v: 1, o: occasion, d: date, m: [[time, title, song, note]], p: [[title, artist]] (play),
 *   n: [[title, artist]] (not), g: { genre: 1 | -1 }, x: [contact, volume, moderation, other],
 *   a: name, e: email } – a and e only in this browser's draft, never in a link.
 */
export interface WirePlan {
  v: 1;
  o?: string;
  d?: string;
  m?: [string, string, string, string][];
  p?: [string, string][];
  n?: [string, string][];
  g?: Record<string, 1 | -1>;
  x?: [string, string, string, string];
  a?: string;
  e?: string;
}

const songsToWire = (songs: readonly PlanSong[]) =>
  songs.filter((s) => s.title.trim() || s.artist.trim()).map((s): [string, string] => [s.title, s.artist]);

/** The plan in its compact form; with `contact`, the sender's name and e-mail too (the draft). */
export function toWire(plan: MusicPlan | PlanDraft, { contact = false } = {}): WirePlan {
  const wire: WirePlan = { v: 1 };
  if (plan.occasion) wire.o = plan.occasion;
  if (plan.date.trim()) wire.d = plan.date.trim();
  if (plan.moments.length) wire.m = plan.moments.map((m) => [m.time, m.title, m.song, m.note]);
  const play = songsToWire(plan.mustPlay);
  if (play.length) wire.p = play;
  const not = songsToWire(plan.doNotPlay);
  if (not.length) wire.n = not;
  const genres = Object.entries(plan.genres).filter(([, wish]) => wish === "more" || wish === "less");
  if (genres.length) wire.g = Object.fromEntries(genres.map(([name, wish]) => [name, wish === "more" ? 1 : -1]));
  const notes = NOTE_FIELDS.map((f) => plan.notes[f]) as [string, string, string, string];
  if (notes.some((n) => n.trim())) wire.x = notes;
  if (contact && "name" in plan) {
    if (plan.name.trim()) wire.a = plan.name;
    if (plan.email.trim()) wire.e = plan.email;
  }
  return wire;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;
const isTuple = (value: unknown, length: number, max: number): value is string[] =>
  Array.isArray(value) && value.length === length && value.every((v) => isText(v, max));

const KNOWN_KEYS = new Set(["v", "o", "d", "m", "p", "n", "g", "x", "a", "e"]);

/**
 * A draft from its compact form, or null when the value is not one: wrong version or shape, a text
 * too long, too many rows, an unknown key. Genre wishes for genres the site no longer lists are
 * dropped (the genres are content and may change); an unknown occasion is not a plan of this site.
 */
export function fromWire(
  value: unknown,
  { genres, occasions }: { genres: readonly string[]; occasions: readonly string[] },
): PlanDraft | null {
  if (!isObject(value) || value.v !== 1) return null;
  if (Object.keys(value).some((k) => !KNOWN_KEYS.has(k))) return null;
  const { o = "", d = "", m = [], p = [], n = [], g = {}, x = ["", "", "", ""], a = "", e = "" } = value;
  if (!isText(o, PLAN_LIMITS.occasion) || (o && !occasions.includes(o))) return null;
  if (!isText(d, PLAN_LIMITS.date) || !isText(a, PLAN_LIMITS.name) || !isText(e, PLAN_LIMITS.email)) return null;
  if (!Array.isArray(m) || m.length > PLAN_LIMITS.moments || !m.every((r) => isTuple(r, 4, PLAN_LIMITS.text)))
    return null;
  for (const list of [p, n])
    if (!Array.isArray(list) || list.length > PLAN_LIMITS.songs || !list.every((r) => isTuple(r, 2, PLAN_LIMITS.text)))
      return null;
  if (!isObject(g) || Object.values(g).some((w) => w !== 1 && w !== -1)) return null;
  if (!isTuple(x, 4, PLAN_LIMITS.notes)) return null;
  if ((m as string[][]).some(([time]) => time !== "" && !/^\d{2}:\d{2}$/.test(time))) return null;
  const songs = (rows: string[][]): PlanSong[] => rows.map(([title, artist]) => ({ key: newKey(), title, artist }));
  return {
    occasion: o,
    date: d,
    moments: (m as string[][]).map(([time, title, song, note]) => ({ key: newKey(), time, title, song, note })),
    mustPlay: songs(p as string[][]),
    doNotPlay: songs(n as string[][]),
    genres: Object.fromEntries(
      Object.entries(g as Record<string, 1 | -1>)
        .filter(([name]) => genres.includes(name))
        .map(([name, wish]) => [name, wish === 1 ? "more" : "less"]),
    ),
    notes: Object.fromEntries(NOTE_FIELDS.map((f, i) => [f, (x as string[])[i]])) as unknown as PlanNotes,
    name: a,
    email: e,
  };
}

/** Nothing in it worth keeping (an occasion chosen counts: it lays out the moments). */
export const isEmptyPlan = (plan: MusicPlan | PlanDraft, { contact = false } = {}): boolean =>
  Object.keys(toWire(plan, { contact })).length === 1;

/** The same plan, whatever the row keys (the sender's contact not compared). */
export const samePlan = (a: MusicPlan, b: MusicPlan): boolean =>
  JSON.stringify(toWire(a)) === JSON.stringify(toWire(b));
