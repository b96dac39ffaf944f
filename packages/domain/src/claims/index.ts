export * from "./portion";
