import { createFileRoute } from "@tanstack/react-router";

import { PAGES } from "@repo/domain";
import { pageHead } from "@repo/seo";

import { toRouterHead } from "~/lib/head";
import { LoginForm } from "~/features/auth/login-form";
import { TrpcProvider } from "~/lib/trpc";

export const Route = createFileRoute("/login")({
  head: () => toRouterHead(pageHead(PAGES.login)),
  component: LoginPage,
});

function LoginPage() {
  return (
    <TrpcProvider>
      <LoginForm />
    </TrpcProvider>
  );
}
