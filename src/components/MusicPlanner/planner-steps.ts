import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import {
  emptyDraft,
  isEmptyPlan,
  newMoment,
  newSong,
  samePlan,
  type OccasionMoments,
  type PlanDraft,
} from "../../lib/music-plan";
import { decodePlan, planCodeIn, shareLink, type ShareLink } from "../../lib/plan-link";
import { readPlanDraft, savePlanDraft, type StorageState } from "./draft";
import { adoptFromForm } from "./adopt";
import { PLANNER_LABELS as L, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import { momentId, type MomentField } from "./MomentList";
import { songId, type SongField } from "./SongList";

/**
 * The steps of the planner's state (usePlanner.ts puts them together): focus after a render,
 * restoring and saving the draft, opening a shared link, and the edits of moments and songs.
 */

const SAVE_DELAY_MS = 250;
export const ADD_MOMENT_ID = "ablauf-hinzufuegen";
export type SongListName = "mustPlay" | "doNotPlay";
export const SONG_LIST_IDS: Record<SongListName, string> = { mustPlay: "unbedingt", doNotPlay: "nicht" };

export type Notice = { kind: "error" | "info"; title: string; text?: string };
export type Question =
  { kind: "shared"; shared: PlanDraft } | { kind: "occasion"; occasion: string } | { kind: "clear" };

type Update = (change: (d: PlanDraft) => PlanDraft) => void;
type Current = RefObject<PlanDraft>;
type Known = { genres: readonly string[]; occasions: readonly string[] };

/** Where a shared link points: this page, without query or fragment. */
export const shareBase = () => `${window.location.origin}${window.location.pathname}`;

/** `focusLater(id)`: the element with this id gets focus after the next render (the row a button acted on). */
export function useFocusAfterRender(): (id: string) => void {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  });
  return useCallback((id: string) => {
    focusNext.current = id;
  }, []);
}

/**
 * Once, after hydration: the saved draft, with whatever the visitor did before the app ran (read
 * from the fields before anything re-renders them). A transition: the restored planner renders in
 * slices, not as one long task.
 */
export function useRestoredDraft(
  form: RefObject<HTMLFormElement | null>,
  known: Known,
  content: { genres: readonly string[]; occasions: readonly OccasionMoments[] },
  set: { draft: Dispatch<SetStateAction<PlanDraft>>; storage: (s: StorageState) => void; ready: (r: boolean) => void },
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.noValidate = true;
    const saved = readPlanDraft(known);
    const restored = adoptFromForm(saved.draft ?? emptyDraft(), element, content);
    startTransition(() => {
      set.storage(saved.storage);
      if (!isEmptyPlan(restored, { contact: true })) set.draft(restored);
      set.ready(true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);
}

/** Kept while typing (and when the page is left before the delay is over); the share link is made ready. */
export function useAutoSave(draft: PlanDraft, ready: boolean, current: Current, setStorage: (s: StorageState) => void) {
  const link = useRef<{ draft: PlanDraft; link: ShareLink } | null>(null);
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
  }, [draft, ready, current, setStorage]);
  /** The link to the current plan: made ready in the background, else made now. */
  return async (): Promise<ShareLink> =>
    link.current?.draft === current.current ? link.current.link : shareLink(shareBase(), current.current);
}

/** A shared link: opened at once into an empty planner; over another plan, the visitor chooses. */
export function useSharedLink(
  ready: boolean,
  known: Known,
  current: Current,
  set: { draft: (d: PlanDraft) => void; notice: (n: Notice | null) => void; question: (q: Question) => void },
): void {
  const { draft: setDraft, notice: setNotice, question: setQuestion } = set;
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
  }, [known, current, setDraft, setNotice, setQuestion]);
  useEffect(() => {
    if (!ready) return;
    void openLink();
    const onHash = () => void openLink();
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [ready, openLink]);
}

/** Editing the moments (the evening's running order): change, add, remove and move a row; focus and announcement follow. */
export function useMomentEdits(
  update: Update,
  current: Current,
  focusLater: (id: string) => void,
  announce: (t: string) => void,
) {
  const onChange = useCallback(
    (key: string, field: MomentField, value: string) =>
      update((d) => ({ ...d, moments: d.moments.map((m) => (m.key === key ? { ...m, [field]: value } : m)) })),
    [update],
  );
  const onAdd = () => {
    const moment = newMoment();
    update((d) => ({ ...d, moments: [...d.moments, moment] }));
    focusLater(momentId(moment.key, "title"));
  };
  const onRemove = useCallback(
    (key: string) => {
      const list = current.current.moments;
      const at = list.findIndex((m) => m.key === key);
      const neighbour = list[at + 1] ?? list[at - 1];
      update((d) => ({ ...d, moments: d.moments.filter((m) => m.key !== key) }));
      focusLater(neighbour ? momentId(neighbour.key, "title") : ADD_MOMENT_ID);
      announce(L.moments.removed(list[at]?.title.trim() || L.moments.untitled(at + 1)));
    },
    [update, announce, current, focusLater],
  );
  const onMove = useCallback(
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
    [update, announce, current, focusLater],
  );
  return { onChange, onRemove, onMove, onAdd };
}

/** Editing one song list (must play / do not play): change, remove and add a row. */
export const songEdits =
  (update: Update, current: Current, focusLater: (id: string) => void, announce: (t: string) => void) =>
  (list: SongListName) => ({
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
