import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import { nl, nlTools } from "@repo/strings";

import { ClearVitals } from "~/features/cms-desk/clear-vitals";
import { CmsBackLink, CmsPage, cmsRouteError } from "~/features/cms/cms-page";
import { SpeedWindow, ThresholdLegend, WorstPages } from "~/features/cms/speed-figures";
import { useTRPC } from "~/lib/trpc";

export const Route = createFileRoute("/cms/snelheid")({
  loader: ({ context: { trpc, queryClient } }) => queryClient.fetchQuery(trpc.vitals.summary.queryOptions()),
  errorComponent: cmsRouteError(nlTools.speed.failed, nlTools.speed.failedTechnical),
  staticData: { page: { title: nl.pages.cmsSpeed, private: true } },
  component: SpeedPage,
});

/** How fast the site is for real visits: the field vitals the visitor pages report. */
function SpeedPage() {
  const trpc = useTRPC();
  const { data: summary } = useSuspenseQuery(trpc.vitals.summary.queryOptions());
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlTools.speed.back}</CmsBackLink>} title={nl.pages.cmsSpeed}>
      <p className="mb-6 max-w-prose text-muted">{nlTools.speed.intro}</p>
      <ClearVitals />
      {summary.windows.map((window) => (
        <SpeedWindow key={window.days} window={window} />
      ))}
      <WorstPages worst={summary.worst} />
      <ThresholdLegend />
    </CmsPage>
  );
}
