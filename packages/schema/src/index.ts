// Validation only: the zod schemas of every write, for the server and the CMS form.
export * from "./recipe";
export * from "./auth";
export * from "./import";
export * from "./collection";
export * from "./vitals";
