import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { LoginForm } from "~/features/auth/login-form";
import { TrpcProvider } from "~/lib/trpc";

export const Route = createFileRoute("/login")({
  staticData: { page: { title: nl.pages.login, private: true }, drawn: "session" },
  component: LoginPage,
});

function LoginPage() {
  return (
    <TrpcProvider>
      <LoginForm />
    </TrpcProvider>
  );
}
