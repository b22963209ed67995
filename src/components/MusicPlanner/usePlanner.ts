import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import {
  emptyDraft,
  isEmptyPlan,
  momentRowsFor,
  momentsEdited,
  newMoment,
  newSong,
  samePlan,
  type GenreWish,
  type OccasionMoments,
  type PlanDraft,
  type PlanNotes,
} from "../../lib/music-plan";
import { decodePlan, planCodeIn, shareLink, type ShareLink } from "../../lib/plan-link";
import { clearPlanDraft, readPlanDraft, savePlanDraft, type StorageState } from "./draft";
import { adoptFromForm } from "./adopt";
import { PLANNER_LABELS as L, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import { momentId, type MomentField } from "./MomentList";
import { songId, type SongField } from "./SongList";

const SAVE_DELAY_MS = 250;
export const OCCASION_ID = "planung-anlass";
export const ADD_MOMENT_ID = "ablauf-hinzufuegen";
export type SongListName = "mustPlay" | "doNotPlay";
export const SONG_LIST_IDS: Record<SongListName, string> = { mustPlay: "unbedingt", doNotPlay: "nicht" };

export type Notice = { kind: "error" | "info"; title: string; text?: string };
export type Question =
  { kind: "shared"; shared: PlanDraft } | { kind: "occasion"; occasion: string } | { kind: "clear" };

/**
 * The plan's state: restored from this browser and from a shared link, saved while the visitor
 * types, and the edits of every part. Focus follows the row a button acted on.
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
  const focusNext = useRef<string | null>(null);
  const link = useRef<{ draft: PlanDraft; link: ShareLink } | null>(null);
  const known = useMemo(() => ({ genres, occasions: L.occasions.map((o) => o.value) }), [genres]);

  const update = useCallback((change: (d: PlanDraft) => PlanDraft) => setDraft(change), []);
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const focusLater = (id: string) => (focusNext.current = id);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  });

  // Once, after hydration: the saved draft, with whatever the visitor did before the app ran (read
  // from the fields before anything re-renders them). A transition: the restored planner renders in
  // slices, not as one long task.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const saved = readPlanDraft(known);
    const restored = adoptFromForm(saved.draft ?? emptyDraft(), element, { genres, occasions });
    startTransition(() => {
      setStorage(saved.storage);
      if (!isEmptyPlan(restored, { contact: true })) setDraft(restored);
      setReady(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  // Kept while typing (and when the page is left before the delay is over); the share link is made ready.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      setStorage(savePlanDraft(draft));
      void shareLink(shareBase(), draft).then((made) => (link.current = { draft, link: made }));
    }, SAVE_DELAY_MS);
    const leave = () => setStorage(savePlanDraft(current.current));
    window.addEventListener("pagehide", leave);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", leave);
    };
  }, [draft, ready]);

  // A shared link: opened at once into an empty planner; over another plan, the visitor chooses.
  const openLink = useCallback(async () => {
    const code = planCodeIn(window.location.hash);
    if (code === null) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const result = await decodePlan(code, known);
    if (!result.ok) {
      const title = result.reason === "unsupported" ? M.unsupportedLink : M.invalidLink;
      setNotice({ kind: "error", title, text: M.invalidLinkText });
      return;
    }
    const mine = current.current;
    const shared = { ...result.plan, name: mine.name, email: mine.email };
    if (isEmptyPlan(mine) || samePlan(mine, shared)) {
      setDraft(shared);
      setNotice({ kind: "info", title: M.opened });
    } else setQuestion({ kind: "shared", shared });
  }, [known]);
  useEffect(() => {
    if (!ready) return;
    void openLink();
    const onHash = () => void openLink();
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [ready, openLink]);

  const chooseOccasion = (occasion: string) => {
    const mine = current.current;
    if (occasion === mine.occasion) return;
    if (occasion && momentsEdited(mine.moments, occasions, mine.occasion)) {
      update((d) => ({ ...d, occasion }));
      setQuestion({ kind: "occasion", occasion });
    } else update((d) => ({ ...d, occasion, moments: occasion ? momentRowsFor(occasions, occasion) : d.moments }));
  };

  const answer = (accept: boolean) => {
    const asked = question;
    setQuestion(null);
    if (!asked) return;
    if (asked.kind === "shared") {
      if (accept) {
        setDraft(asked.shared);
        setNotice({ kind: "info", title: M.opened });
      } else setNotice(null);
      focusLater(OCCASION_ID);
    } else if (asked.kind === "occasion") {
      if (accept) update((d) => ({ ...d, moments: momentRowsFor(occasions, d.occasion) }));
      focusLater(OCCASION_ID);
    } else {
      if (accept) {
        setDraft(emptyDraft());
        setStorage(clearPlanDraft());
        setNotice(null);
        announce(M.cleared);
      }
      focusLater(OCCASION_ID);
    }
  };

  const changeMoment = useCallback(
    (key: string, field: MomentField, value: string) =>
      update((d) => ({ ...d, moments: d.moments.map((m) => (m.key === key ? { ...m, [field]: value } : m)) })),
    [update],
  );
  const addMoment = () => {
    const moment = newMoment();
    update((d) => ({ ...d, moments: [...d.moments, moment] }));
    focusLater(momentId(moment.key, "title"));
  };
  const removeMoment = useCallback(
    (key: string) => {
      const list = current.current.moments;
      const at = list.findIndex((m) => m.key === key);
      const neighbour = list[at + 1] ?? list[at - 1];
      update((d) => ({ ...d, moments: d.moments.filter((m) => m.key !== key) }));
      focusLater(neighbour ? momentId(neighbour.key, "title") : ADD_MOMENT_ID);
      announce(L.moments.removed(list[at]?.title.trim() || L.moments.untitled(at + 1)));
    },
    [update, announce],
  );
  const moveMoment = useCallback(
    (key: string, delta: -1 | 1) => {
      const list = [...current.current.moments];
      const from = list.findIndex((m) => m.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return;
      [list[from], list[to]] = [list[to], list[from]];
      update((d) => ({ ...d, moments: list }));
      // The same button keeps focus, unless the moment reached the end it moved towards.
      const atEnd = to === 0 || to === list.length - 1;
      focusLater(momentId(key, atEnd ? (delta < 0 ? "down" : "up") : delta < 0 ? "up" : "down"));
      announce(L.moments.moved(list[to].title.trim() || L.moments.untitled(to + 1), to + 1, list.length));
    },
    [update, announce],
  );

  const songs = (list: SongListName) => ({
    onChange: (key: string, field: SongField, value: string) =>
      update((d) => ({ ...d, [list]: d[list].map((s) => (s.key === key ? { ...s, [field]: value } : s)) })),
    onRemove: (key: string) => {
      const rows = current.current[list];
      const at = rows.findIndex((s) => s.key === key);
      const neighbour = rows[at + 1] ?? rows[at - 1];
      update((d) => ({ ...d, [list]: d[list].filter((s) => s.key !== key) }));
      focusLater(
        neighbour ? songId(SONG_LIST_IDS[list], neighbour.key, "title") : `${SONG_LIST_IDS[list]}-hinzufuegen`,
      );
      announce(L.songs.removed(at + 1));
    },
    onAdd: () => {
      const song = newSong();
      update((d) => ({ ...d, [list]: [...d[list], song] }));
      focusLater(songId(SONG_LIST_IDS[list], song.key, "title"));
    },
  });

  const setGenre = (genre: string, wish: GenreWish | null) =>
    update((d) => {
      const next = { ...d.genres };
      if (wish) next[genre] = wish;
      else delete next[genre];
      return { ...d, genres: next };
    });
  const setNote = (field: keyof PlanNotes, value: string) =>
    update((d) => ({ ...d, notes: { ...d.notes, [field]: value } }));
  const setField = (field: "name" | "email" | "date", value: string) => update((d) => ({ ...d, [field]: value }));

  /** The link to the current plan: made ready in the background, else made now. */
  const currentLink = async (): Promise<ShareLink> =>
    link.current?.draft === current.current ? link.current.link : shareLink(shareBase(), current.current);

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
    moments: { onChange: changeMoment, onRemove: removeMoment, onMove: moveMoment, onAdd: addMoment },
    songs,
    setGenre,
    setNote,
    setField,
    currentLink,
    focusLater,
  };
}

/** Where a shared link points: this page, without query or fragment. */
const shareBase = () => `${window.location.origin}${window.location.pathname}`;
