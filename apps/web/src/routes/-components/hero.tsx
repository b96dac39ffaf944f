import { heroImageSources } from "@repo/seo";
import { nl } from "@repo/strings";

import { trpc } from "~/lib/trpc";

function HeroImage({ url }: { url: string | null }) {
  return (
    <img
      {...heroImageSources(url)}
      alt={nl.hero.imageAlt}
      width={1600}
      height={900}
      fetchPriority="high"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}

function scrollToRecipes(focusSearch: boolean) {
  document.getElementById("recepten")?.scrollIntoView({ behavior: "smooth", block: "start" });
  if (focusSearch) document.getElementById("zoeken")?.focus({ preventScroll: true });
}

export function Hero() {
  const settings = trpc.settings.get.useQuery();
  // Wait for the setting so the default image never flashes before the chosen one.
  const ready = !settings.isPending;
  return (
    <section data-print="hide" className="relative isolate overflow-hidden bg-[#1f3a27]">
      {ready && <HeroImage url={settings.data?.heroImageUrl ?? null} />}
      <div className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/45 to-black/0" aria-hidden="true" />
      <div className="relative mx-auto flex min-h-[340px] max-w-7xl flex-col justify-center px-4 py-14 md:min-h-[420px]">
        <h1 className="max-w-xl font-serif text-4xl font-semibold text-white md:text-5xl">{nl.hero.title}</h1>
        <p className="mt-4 max-w-lg text-lg text-white/90">{nl.hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => scrollToRecipes(false)}
            className="rounded-lg bg-white px-5 py-3 font-semibold text-[#1f3a27] shadow hover:bg-white/90"
          >
            {nl.hero.explore}
          </button>
          <button
            type="button"
            onClick={() => scrollToRecipes(true)}
            className="rounded-lg border border-white/80 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {nl.hero.search}
          </button>
        </div>
      </div>
    </section>
  );
}
