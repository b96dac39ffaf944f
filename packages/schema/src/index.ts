export * from "./rules";
export * from "./recipe";
