// The week menu's planner: pure, seeded functions, loaded with the week page only.
export * from "./rules";
export * from "./dates";
export { mulberry32, shuffled, newSeed } from "./prng";
export * from "./week";
export { planWeek, pickFor, gaveWay } from "./plan";
export type { Plan, GaveWay } from "./plan";
export * from "./check";
export * from "./edit";
export * from "./share";
export * from "./sample";
export * from "./shopping";
export * from "./notes";
export { inSeason } from "../season/months";
export { auditWeek } from "./audit";
