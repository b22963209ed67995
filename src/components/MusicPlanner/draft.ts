import { PLAN_KEY } from "../../lib/storage-keys";
import { fromWire, isEmptyPlan, toWire, type PlanDraft } from "../../lib/music-plan";

/**
 * The visitor's plan, kept in this browser only (local storage, key PLAN_KEY): a reload or a closed
 * tab loses nothing. It stays after sending (a plan is revised and sent again) until the visitor
 * deletes it. Where storage is blocked or full the page keeps working and says so ("unavailable").
 */
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;
export type StorageState = "ok" | "unavailable";

const local = (): Storage | undefined => {
  if (typeof window === "undefined") return undefined;
  return window.localStorage; // throws where storage is disabled; callers catch
};

export interface Known {
  genres: readonly string[];
  occasions: readonly string[];
}

export function readPlanDraft(
  known: Known,
  storage?: () => Storage | undefined,
): { draft: PlanDraft | null; storage: StorageState } {
  try {
    const text = (storage ?? local)()?.getItem(PLAN_KEY);
    if (!text) return { draft: null, storage: "ok" };
    try {
      return { draft: fromWire(JSON.parse(text), known), storage: "ok" };
    } catch {
      return { draft: null, storage: "ok" }; // an unreadable entry is no plan; the next save replaces it
    }
  } catch {
    return { draft: null, storage: "unavailable" };
  }
}

export function savePlanDraft(draft: PlanDraft, storage?: () => Storage | undefined): StorageState {
  try {
    const target = (storage ?? local)();
    if (isEmptyPlan(draft, { contact: true })) target?.removeItem(PLAN_KEY);
    else target?.setItem(PLAN_KEY, JSON.stringify(toWire(draft, { contact: true })));
    return "ok";
  } catch {
    return "unavailable";
  }
}

export function clearPlanDraft(storage?: () => Storage | undefined): StorageState {
  try {
    (storage ?? local)()?.removeItem(PLAN_KEY);
    return "ok";
  } catch {
    return "unavailable";
  }
}
