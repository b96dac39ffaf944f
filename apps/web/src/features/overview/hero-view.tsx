// The home page's banner, apart from the frame every page shows: only the home page carries it.
import { heroImageSources } from "@repo/domain";
import { nl } from "@repo/strings";

/** The home page's banner: title, subtitle, two buttons that lead to the recipes, and the image. */
export function HeroView(props: {
  /** undefined while the setting is unknown: then no image yet, so the default never flashes. */
  heroImageUrl: string | null | undefined;
  onExplore?: () => void;
  onSearch?: () => void;
}) {
  return (
    <section data-print="hide" className="relative isolate overflow-hidden bg-[#1f3a27]">
      {props.heroImageUrl !== undefined && (
        <img
          {...heroImageSources(props.heroImageUrl)}
          alt={nl.hero.imageAlt}
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      {/* The scrim keeps white text at AA contrast over any picture: an even 60 % black where
          the text spans a phone's width, a gradient behind the text column on wider screens. */}
      <div
        className="absolute inset-0 bg-black/60 md:bg-transparent md:bg-gradient-to-r md:from-black/75 md:via-black/60 md:to-black/10"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex min-h-[260px] max-w-7xl flex-col justify-center px-4 py-8 sm:min-h-[340px] sm:py-14 md:min-h-[420px]">
        <h1 className="max-w-xl font-serif text-3xl font-semibold text-white sm:text-4xl md:text-5xl">
          {nl.hero.title}
        </h1>
        <p className="mt-3 max-w-lg text-base text-white sm:mt-4 sm:text-lg">{nl.hero.subtitle}</p>
        <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
          <button
            type="button"
            onClick={props.onExplore}
            className="min-h-11 rounded-lg bg-white px-4 py-2.5 font-semibold text-[#1f3a27] shadow hover:bg-white/90 sm:px-5 sm:py-3"
          >
            {nl.hero.explore}
          </button>
          <button
            type="button"
            onClick={props.onSearch}
            className="min-h-11 rounded-lg border border-white/80 px-4 py-2.5 font-semibold text-white hover:bg-white/10 sm:px-5 sm:py-3"
          >
            {nl.hero.search}
          </button>
        </div>
      </div>
    </section>
  );
}
