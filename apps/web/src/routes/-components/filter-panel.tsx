import type { FacetCounts, FilterState } from "@repo/schema";
import { Dialog } from "radix-ui";

import { FILTER_PROTEIN_TYPES, PREPARATION_METHODS } from "@repo/schema";
import { nl } from "@repo/strings";

import { CloseIcon, FilterIcon } from "~/components/icons";

interface PanelProps {
  state: FilterState;
  counts: FacetCounts | null;
  onToggle: (list: "proteinTypes" | "preparationMethods", value: string) => void;
  onClear: () => void;
  active: boolean;
  idPrefix: string;
}

/** Reads as "Kip (6)" to assistive technology, shows as a plain number. */
export function Count({ n, className = "text-muted" }: { n: number | string; className?: string }) {
  return (
    <span className={`tabular-nums ${className}`}>
      <span className="sr-only"> (</span>
      {n}
      <span className="sr-only">)</span>
    </span>
  );
}

function OptionGroup(props: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  counts: Record<string, number> | undefined;
  onToggle: (value: string) => void;
  idPrefix: string;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 text-sm font-semibold">{props.legend}</legend>
      {props.options.map((option) => {
        const id = `${props.idPrefix}-${option.toLowerCase().replace(/\s+/g, "-")}`;
        const count = props.counts?.[option];
        return (
          <div key={option} className="flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-surface-2">
            <input
              id={id}
              type="checkbox"
              checked={props.selected.includes(option)}
              onChange={() => props.onToggle(option)}
              className="h-4 w-4 accent-[var(--primary)]"
            />
            <label htmlFor={id} className="flex flex-1 cursor-pointer justify-between gap-2 text-sm">
              <span>{option}</span>
              {count !== undefined && <Count n={count} />}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

export function FilterOptions({ state, counts, onToggle, onClear, active, idPrefix }: PanelProps) {
  return (
    <div className="space-y-6">
      {active && (
        <button
          type="button"
          onClick={onClear}
          className="w-full rounded-lg border border-border px-3 py-2 text-sm font-medium hover:bg-surface-2"
        >
          {nl.overview.clearFilters}
        </button>
      )}
      <OptionGroup
        legend={nl.overview.proteinTypes}
        options={FILTER_PROTEIN_TYPES}
        selected={state.proteinTypes}
        counts={counts?.proteinTypes}
        onToggle={(v) => onToggle("proteinTypes", v)}
        idPrefix={`${idPrefix}-eiwit`}
      />
      <OptionGroup
        legend={nl.overview.preparationMethods}
        options={PREPARATION_METHODS}
        selected={state.preparationMethods}
        counts={counts?.preparationMethods}
        onToggle={(v) => onToggle("preparationMethods", v)}
        idPrefix={`${idPrefix}-bereiding`}
      />
    </div>
  );
}

/** Small screens: the same options in a drawer that slides in from the right. */
export function FilterDrawer(props: PanelProps & { open: boolean; onOpenChange: (open: boolean) => void; resultCount: number | null }) {
  const { open, onOpenChange, resultCount, ...panel } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="relative inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium md:hidden"
          aria-label={panel.active ? nl.overview.filtersActive : nl.overview.filters}
        >
          <FilterIcon />
          {nl.overview.filters}
          {panel.active && (
            <span data-testid="filter-dot" aria-hidden="true" className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-accent ring-2 ring-bg" />
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-bg shadow-xl animate-[drawer-in_250ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{nl.overview.filters}</Dialog.Title>
            <Dialog.Close aria-label={nl.overview.closeFilters} className="rounded-md p-2 hover:bg-surface-2">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <FilterOptions {...panel} />
          </div>
          {resultCount !== null && (
            <div className="border-t border-border p-4">
              <Dialog.Close className="w-full rounded-lg bg-primary px-4 py-2.5 font-medium text-primary-fg hover:bg-primary-hover">
                {nl.overview.showResults(resultCount)}
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
