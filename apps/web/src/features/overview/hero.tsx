import { memo } from "react";

import { useRead, useReads } from "~/lib/reads";
import { HeroView } from "./hero-view";

function scrollToRecipes(focusSearch: boolean) {
  document.getElementById("recepten")?.scrollIntoView({ behavior: "smooth", block: "start" });
  if (focusSearch) document.getElementById("zoeken")?.focus({ preventScroll: true });
}

/** Renders again only when the settings change, never for a search or a filter below it. */
export const Hero = memo(function Hero() {
  const settings = useRead(useReads().of("settings.get"));
  return (
    <HeroView
      heroImageUrl={settings.isPending ? undefined : (settings.data?.heroImageUrl ?? null)}
      onExplore={() => scrollToRecipes(false)}
      onSearch={() => scrollToRecipes(true)}
    />
  );
});
