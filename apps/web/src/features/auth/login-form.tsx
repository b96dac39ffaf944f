import { useMutation } from "@tanstack/react-query";
import { useState } from "react";

import { nl, nlAdmin } from "@repo/strings";

import { toast } from "~/components/toaster";
import { useAfterWrite, useTRPC } from "~/lib/trpc";

/** The one password field of the CMS. Success reloads the page at /cms. */
export function LoginForm() {
  const [password, setPassword] = useState("");
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: () => {
        void afterWrite();
        window.location.assign("/cms");
      },
      onError: (error) => {
        setPassword("");
        toast({
          title: nlAdmin.auth.loginFailedTitle,
          description:
            error.data?.code === "TOO_MANY_REQUESTS"
              ? nlAdmin.auth.tooManyAttempts
              : nlAdmin.auth.loginFailedText,
          variant: "destructive",
        });
      },
    }),
  );
  const pending = login.isPending || login.isSuccess;

  return (
    <section className="mx-auto flex max-w-sm flex-col px-4 py-16">
      <form
        className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (password === "" || pending) return;
          login.mutate({ password });
        }}
      >
        <h1 className="mb-6 text-center font-serif text-3xl font-semibold">{nl.pages.login}</h1>
        <label htmlFor="wachtwoord" className="mb-1 block text-sm font-medium">
          {nlAdmin.auth.password}
        </label>
        <input
          id="wachtwoord"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="mb-4 h-11 w-full rounded-lg border border-border bg-bg px-3"
          required
        />
        <button
          type="submit"
          disabled={password === "" || pending}
          className="h-11 w-full rounded-lg bg-primary font-semibold text-primary-fg hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? nlAdmin.auth.loggingIn : nlAdmin.auth.login}
        </button>
      </form>
    </section>
  );
}
