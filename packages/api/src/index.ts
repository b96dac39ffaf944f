export { appRouter, createCaller, type AppRouter, type RouterInputs } from "./root";
export {
  createContextInner,
  type Context,
  type ContextOptions,
  type LoginThrottle,
  type SessionData,
  type SessionPort,
  type ImageStore,
  type PreparedImage,
  type StagedImage,
  ImportFailure,
  type PageImport,
  type Uploads,
} from "./context";
export { hashPassword, verifyPassword, DEFAULT_COST } from "./password";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { RetryAfter, unavailableError } from "./errors";
export { sessionUser } from "./trpc";
export { collectionTooLarge } from "./routers/collection";
export { callRead } from "./reads";
