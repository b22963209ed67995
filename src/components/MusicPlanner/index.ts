export { MusicPlanner } from "./MusicPlanner";
export type { PlannerTexts } from "./MusicPlanner";
