export * from "./head";
export * from "./render";
