import { useRead, useReads } from "~/lib/reads";

/** Whether the visitor is the logged-in admin; checked again whenever a page showing it mounts. */
export function useAuth() {
  return useRead(useReads().of("auth.check"), { fresh: true });
}
