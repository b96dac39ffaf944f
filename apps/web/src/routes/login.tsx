import { createFileRoute } from "@tanstack/react-router";

import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";

import { toRouterHead } from "~/lib/head";
import { LoginForm } from "~/features/auth/login-form";

export const Route = createFileRoute("/login")({
  head: () => toRouterHead(privateHead(nl.auth.loginTitle)),
  component: LoginForm,
});
