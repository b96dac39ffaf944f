import type { FormEvent } from "react";
import { useState } from "react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import { heroImageSources } from "@repo/domain";
import { nl, nlAdmin } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field, Input } from "@repo/ui/field";

import { toast } from "~/components/toaster";
import { PasswordForm } from "~/features/auth/password-form";
import { CmsBackLink, CmsPage, cmsRouteError } from "~/features/cms/cms-page";
import { CollectionSection } from "~/features/cms/collection-section";
import { ownSitePath } from "~/features/upload/site-path";
import { UploadButton } from "~/features/upload/upload-dialog";
import { ImagePreview, previewable } from "~/features/upload/upload-preview";
import { failureText, useAfterWrite, useTRPC } from "~/lib/trpc";

export const Route = createFileRoute("/cms/settings")({
  loader: ({ context: { trpc, queryClient } }) => queryClient.fetchQuery(trpc.settings.get.queryOptions()),
  errorComponent: cmsRouteError(nlAdmin.errors.shown.fetchSettings, nlAdmin.errors.fetchSettings),
  staticData: { page: { title: nl.pages.cmsSettings, private: true } },
  component: SettingsPage,
});

const URL_ID = "hero-url";
const HERO_FRAME = "aspect-[16/9] w-full max-w-xl";

/** Without a hero of its own, the home page shows the bundled one: so does this page. */
function DefaultHeroPreview() {
  const { src, srcSet } = heroImageSources(null);
  return (
    <>
      <div className={`overflow-hidden rounded-xl border border-border bg-surface-2 ${HERO_FRAME}`}>
        <img
          src={src}
          srcSet={srcSet}
          sizes="(min-width: 640px) 36rem, 100vw"
          alt={nlAdmin.settings.preview}
          width={1600}
          height={900}
          className="h-full w-full object-cover"
        />
      </div>
      <p className="mt-2 text-sm text-muted">{nlAdmin.settings.defaultHeroHint}</p>
    </>
  );
}

function SettingsPage() {
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.settings.get.queryOptions());
  const [url, setUrl] = useState("");
  const [invalid, setInvalid] = useState(false);
  const afterWrite = useAfterWrite();
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async () => {
        setUrl("");
        toast({ title: nlAdmin.toasts.settingsSavedTitle, description: nlAdmin.toasts.settingsSaved });
        // The button stays busy until the page shows the new hero.
        await afterWrite();
      },
      onError: (error) =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: failureText(nlAdmin.toasts.settingsFailed, error),
          variant: "destructive",
        }),
    }),
  );
  const empty = url.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || save.isPending) return;
    // Only a web address or an uploaded path can be a hero; say so before asking the server.
    if (!previewable(url)) {
      setInvalid(true);
      document.getElementById(URL_ID)?.focus();
      return;
    }
    save.mutate({ heroImageUrl: ownSitePath(url.trim()) });
  }

  const current = settings.heroImageUrl;
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlAdmin.settings.back}</CmsBackLink>} title={nl.pages.cmsSettings}>
      <section
        aria-labelledby="hero-titel"
        className="space-y-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <Heading level={2} id="hero-titel">
          {nlAdmin.settings.heroTitle}
        </Heading>
        <div>
          <h3 className="mb-1 text-sm font-semibold">{nlAdmin.settings.current}</h3>
          <p data-testid="current-hero" className="mb-3 text-sm break-all text-muted">
            {current ?? nlAdmin.settings.noHero}
          </p>
          {current ? (
            <ImagePreview url={current} alt={nlAdmin.settings.preview} width={1280} className={HERO_FRAME} />
          ) : (
            <DefaultHeroPreview />
          )}
        </div>

        <form noValidate onSubmit={submit} className="space-y-3 border-t border-border pt-6">
          <Field
            id={URL_ID}
            label={nlAdmin.settings.newUrl}
            error={invalid ? nlAdmin.form.fieldErrors.url : undefined}
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  type="url"
                  value={url}
                  onChange={(e) => {
                    setUrl(e.target.value);
                    setInvalid(false);
                  }}
                  placeholder={nlAdmin.settings.newUrlPlaceholder}
                  autoComplete="off"
                  className="min-w-0"
                />
                <UploadButton
                  // An uploaded picture is the new hero at once: no second button to press.
                  onUploaded={(path) => {
                    setInvalid(false);
                    save.mutate({ heroImageUrl: ownSitePath(path) });
                  }}
                />
              </div>
            )}
          </Field>
          {previewable(url) && (
            <ImagePreview url={url} alt={nlAdmin.settings.preview} width={1280} className={HERO_FRAME} />
          )}
          <button type="submit" disabled={empty || save.isPending} className={buttonClass()}>
            {save.isPending ? nlAdmin.settings.saving : nlAdmin.settings.save}
          </button>
        </form>
      </section>
      <CollectionSection />
      <PasswordForm />
    </CmsPage>
  );
}
