import { nl } from "@repo/strings";

import { trpc } from "~/lib/trpc";

const UPLOAD_PREFIX = "/objects/recipe-images/";

function HeroImage({ url }: { url: string | null }) {
  const common = {
    alt: nl.hero.imageAlt,
    width: 1600,
    height: 900,
    fetchPriority: "high" as const,
    decoding: "async" as const,
    className: "absolute inset-0 h-full w-full object-cover",
  };
  if (!url) return <img src="/hero.webp" srcSet="/hero-800.webp 800w, /hero.webp 1600w" sizes="100vw" {...common} />;
  if (url.startsWith(UPLOAD_PREFIX)) {
    return <img src={`${url}?w=1280`} srcSet={`${url}?w=640 640w, ${url}?w=1280 1280w, ${url} 2048w`} sizes="100vw" {...common} />;
  }
  return <img src={url} {...common} />;
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
