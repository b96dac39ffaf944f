export * from "./head";
export * from "./render";
export * from "./art";
