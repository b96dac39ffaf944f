import type { FormEvent } from "react";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";

import { passwordStrength } from "@repo/domain";
import { newPasswordProblem } from "@repo/schema";
import { nlAdmin } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field, Input } from "@repo/ui/field";

import { toast } from "~/components/toaster";
import { useTRPC } from "~/lib/trpc";

type FieldName = "current" | "new" | "repeat";
type Errors = Partial<Record<FieldName, string>>;

const IDS: Record<FieldName, string> = {
  current: "password-current",
  new: "password-new",
  repeat: "password-repeat",
};

function validate(current: string, next: string, repeat: string): Errors {
  const errors: Errors = {};
  if (current === "") errors.current = nlAdmin.password.errors.currentRequired;
  const problem = newPasswordProblem(next, current === "" ? undefined : current);
  if (problem) errors.new = nlAdmin.password.errors[problem];
  else if (repeat !== next) errors.repeat = nlAdmin.password.errors.mismatch;
  return errors;
}

/** 'Wachtwoord wijzigen' in the settings: current password, the new one twice, a strength hint. */
export function PasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const trpc = useTRPC();
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrent("");
        setNext("");
        setRepeat("");
        toast({ title: nlAdmin.toasts.passwordChangedTitle, description: nlAdmin.toasts.passwordChanged });
      },
      onError: (error) => {
        if (error.data?.code === "FORBIDDEN") {
          setErrors({ current: nlAdmin.password.errors.wrongCurrent });
          document.getElementById(IDS.current)?.focus();
          return;
        }
        const description =
          error.data?.code === "TOO_MANY_REQUESTS"
            ? nlAdmin.auth.tooManyAttempts
            : nlAdmin.toasts.passwordFailed;
        toast({ title: nlAdmin.toasts.errorTitle, description, variant: "destructive" });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = validate(current, next, repeat);
    setErrors(found);
    const first = (Object.keys(IDS) as FieldName[]).find((name) => found[name]);
    if (first) {
      document.getElementById(IDS[first])?.focus();
      return;
    }
    change.mutate({ currentPassword: current, newPassword: next });
  }

  const input = (name: FieldName, value: string, set: (v: string) => void, autoComplete: string) => (
    <Field
      id={IDS[name]}
      label={nlAdmin.password[name]}
      required
      error={errors[name]}
      hint={
        name === "new" && next !== ""
          ? `${nlAdmin.password.strengthLabel}: ${nlAdmin.password.strength[passwordStrength(next)]}`
          : undefined
      }
    >
      {(control) => (
        <Input
          {...control}
          type="password"
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => {
            set(e.target.value);
            setErrors((old) => ({ ...old, [name]: undefined }));
          }}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby="wachtwoord-titel"
      className="mt-6 space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <Heading level={2} id="wachtwoord-titel">
        {nlAdmin.password.title}
      </Heading>
      <p className="text-sm text-muted">{nlAdmin.password.intro}</p>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" value="admin" autoComplete="username" readOnly hidden />
        {input("current", current, setCurrent, "current-password")}
        {input("new", next, setNext, "new-password")}
        {input("repeat", repeat, setRepeat, "new-password")}
        <button type="submit" disabled={change.isPending} className={buttonClass()}>
          {change.isPending ? nlAdmin.password.saving : nlAdmin.password.save}
        </button>
      </form>
    </section>
  );
}
