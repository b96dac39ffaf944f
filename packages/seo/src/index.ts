export * from "./head";
export * from "./home-head";
export * from "./recipe-head";
export * from "./render";
export * from "./art";
