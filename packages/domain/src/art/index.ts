export * from "./compose";
export * from "./dish";
export * from "./staples";
export * from "./proteins";
export * from "./path";
export { hashText } from "./hash";
export * from "./describe";
export * from "./label";
