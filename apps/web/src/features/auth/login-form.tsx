import { useState } from "react";
import { useMutation } from "@tanstack/react-query";

import { nl, nlAdmin } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field, Input } from "@repo/ui/field";

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
        <Heading level={1} className="mb-6 text-center">
          {nl.pages.login}
        </Heading>
        {/* Required, but the one field of the form: no asterisk to explain. */}
        <Field id="wachtwoord" label={nlAdmin.auth.password} className="mb-4">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={password === "" || pending}
          className={buttonClass({ width: "full" })}
        >
          {pending ? nlAdmin.auth.loggingIn : nlAdmin.auth.login}
        </button>
      </form>
    </section>
  );
}
