import { createFileRoute } from "@tanstack/react-router";

import { LoginForm } from "~/features/auth/login-form";
import { TrpcProvider } from "~/lib/trpc";

export const Route = createFileRoute("/login")({
  staticData: { head: "login", drawn: "session" },
  component: LoginPage,
});

function LoginPage() {
  return (
    <TrpcProvider>
      <LoginForm />
    </TrpcProvider>
  );
}
