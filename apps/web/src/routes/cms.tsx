import { useEffect } from "react";
import { createFileRoute, Outlet } from "@tanstack/react-router";

import { nl, nlAdmin } from "@repo/strings";
import { Loading } from "@repo/ui";

import { ErrorState } from "~/components/error-state";
import { view as toastView } from "~/components/toaster";
import { LoginForm } from "~/features/auth/login-form";
import { useAuth } from "~/features/auth/use-auth";
import { useOnline } from "~/features/offline/online";
import { TrpcProvider } from "~/lib/trpc";

/**
 * Every /cms page checks the session here, once; without one the login screen shows in place.
 * The CMS's tRPC options and query cache load with its first page and reach its pages' loaders
 * through the context, so no visitor page carries them.
 */
export const Route = createFileRoute("/cms")({
  staticData: { page: { title: nl.pages.cms, private: true }, drawn: "session" },
  beforeLoad: () => import("~/lib/trpc").then((cms) => cms.context),
  component: CmsGate,
});

function CmsGate() {
  const auth = useAuth();
  const online = useOnline();
  // The CMS toasts on every save: have the toast region ready before the first one.
  useEffect(() => void toastView.start(), []);
  if (auth.isPending) return <Loading />;
  if (auth.isError)
    return (
      <ErrorState
        message={online ? nlAdmin.errors.shown.checkAuth : nlAdmin.offline.cms}
        technical={nlAdmin.errors.checkAuth}
        onRetry={() => void auth.refetch()}
      />
    );
  return <TrpcProvider>{auth.data?.isAuthenticated ? <Outlet /> : <LoginForm />}</TrpcProvider>;
}
