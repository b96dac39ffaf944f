import { AUTH_CHECK_OPTIONS, trpc } from "~/lib/trpc";

/** Whether the visitor is the logged-in admin; never retried, always refetched. */
export function useAuth() {
  return trpc.auth.check.useQuery(undefined, AUTH_CHECK_OPTIONS);
}
