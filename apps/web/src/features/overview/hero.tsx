import { HeroView } from "@repo/ui";

import { trpc } from "~/lib/trpc";

function scrollToRecipes(focusSearch: boolean) {
  document.getElementById("recepten")?.scrollIntoView({ behavior: "smooth", block: "start" });
  if (focusSearch) document.getElementById("zoeken")?.focus({ preventScroll: true });
}

export function Hero() {
  const settings = trpc.settings.get.useQuery();
  return (
    <HeroView
      heroImageUrl={settings.isPending ? undefined : (settings.data?.heroImageUrl ?? null)}
      onExplore={() => scrollToRecipes(false)}
      onSearch={() => scrollToRecipes(true)}
    />
  );
}
