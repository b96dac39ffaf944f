export * from "./retention";
export * from "./changes";
