import { useCallback, useMemo, useRef, useState, type RefObject } from "react";
import {
  emptyDraft,
  momentRowsFor,
  momentsEdited,
  type GenreWish,
  type OccasionMoments,
  type PlanDraft,
  type PlanNotes,
} from "../../lib/music-plan";
import { clearPlanDraft, type StorageState } from "./draft";
import { PLANNER_LABELS as L, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import {
  songEdits,
  useAutoSave,
  useFocusAfterRender,
  useMomentEdits,
  useRestoredDraft,
  useSharedLink,
  type Notice,
  type Question,
} from "./planner-steps";

export const OCCASION_ID = "planung-anlass";
export { SONG_LIST_IDS, type Notice, type Question, type SongListName } from "./planner-steps";

/**
 * The plan's state: restored from this browser and from a shared link, saved while the visitor
 * types, and the edits of every part. Focus follows the row a button acted on. Each step is a hook
 * or function of ./planner-steps.ts; this one holds the state and the questions to the visitor.
 */
export function usePlanner(
  form: RefObject<HTMLFormElement | null>,
  occasions: readonly OccasionMoments[],
  genres: readonly string[],
) {
  const [draft, setDraft] = useState<PlanDraft>(emptyDraft);
  const [ready, setReady] = useState(false);
  const [storage, setStorage] = useState<StorageState>("ok");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const current = useRef(draft);
  current.current = draft;
  const known = useMemo(() => ({ genres, occasions: L.occasions.map((o) => o.value) }), [genres]);

  const update = useCallback((change: (d: PlanDraft) => PlanDraft) => setDraft(change), []);
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const focusLater = useFocusAfterRender();

  useRestoredDraft(form, known, { genres, occasions }, { draft: setDraft, storage: setStorage, ready: setReady });
  const currentLink = useAutoSave(draft, ready, current, setStorage);
  useSharedLink(ready, known, current, { draft: setDraft, notice: setNotice, question: setQuestion });
  const moments = useMomentEdits(update, current, focusLater, announce);
  const songs = songEdits(update, current, focusLater, announce);

  const chooseOccasion = occasionChoice(update, current, occasions, setQuestion);

  /** The visitor's answer to the open question (open a shared plan, replace the moments, clear everything). */
  const answer = (accept: boolean) => {
    const asked = question;
    setQuestion(null);
    if (!asked) return;
    focusLater(OCCASION_ID);
    if (!accept) {
      if (asked.kind === "shared") setNotice(null);
      return;
    }
    if (asked.kind === "shared") {
      setDraft(asked.shared);
      setNotice({ kind: "info", title: M.opened });
    } else if (asked.kind === "occasion") update((d) => ({ ...d, moments: momentRowsFor(occasions, d.occasion) }));
    else {
      setDraft(emptyDraft());
      setStorage(clearPlanDraft());
      setNotice(null);
      announce(M.cleared);
    }
  };

  const { setGenre, setNote, setField } = fieldEdits(update);

  return {
    draft,
    ready,
    storage,
    notice,
    question,
    announcement,
    current,
    ask: setQuestion,
    answer,
    chooseOccasion,
    moments,
    songs,
    setGenre,
    setNote,
    setField,
    currentLink,
    focusLater,
  };
}

type Update = (change: (d: PlanDraft) => PlanDraft) => void;

/** Choosing the occasion: fills its moments, or asks first when the visitor has edited the ones there. */
const occasionChoice =
  (
    update: Update,
    current: RefObject<PlanDraft>,
    occasions: readonly OccasionMoments[],
    setQuestion: (question: Question) => void,
  ) =>
  (occasion: string) => {
    const mine = current.current;
    if (occasion === mine.occasion) return;
    if (occasion && momentsEdited(mine.moments, occasions, mine.occasion)) {
      update((d) => ({ ...d, occasion }));
      setQuestion({ kind: "occasion", occasion });
    } else update((d) => ({ ...d, occasion, moments: occasion ? momentRowsFor(occasions, occasion) : d.moments }));
  };

/** Editing the genre wishes, the notes for the evening and the sender's fields. */
const fieldEdits = (update: Update) => ({
  setGenre: (genre: string, wish: GenreWish | null) =>
    update((d) => {
      const next = { ...d.genres };
      if (wish) next[genre] = wish;
      else delete next[genre];
      return { ...d, genres: next };
    }),
  setNote: (field: keyof PlanNotes, value: string) => update((d) => ({ ...d, notes: { ...d.notes, [field]: value } })),
  setField: (field: "name" | "email" | "date", value: string) => update((d) => ({ ...d, [field]: value })),
});
