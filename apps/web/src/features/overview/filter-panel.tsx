import type { FacetCounts, FilterState } from "@repo/domain";

import { FILTER_PROTEIN_TYPES, PREPARATION_METHODS } from "@repo/domain";
import { useRef } from "react";

import { nl } from "@repo/strings";

import { FilterIcon } from "~/components/icons";
import { lazyModule } from "~/components/lazy-module";

export interface PanelProps {
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

const drawerModule = lazyModule(() => import("./filter-drawer"));

export type DrawerProps = PanelProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number | null;
};

/**
 * Small screens: a Filters button with a dot for active filters; the drawer itself (a Radix
 * dialog) loads on the first tap, so visitors on large screens never download it.
 */
export function FilterDrawer(props: DrawerProps) {
  const module = drawerModule.useModule();
  const trigger = useRef<HTMLButtonElement>(null);
  const { active } = props;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => {
          void drawerModule.start();
          props.onOpenChange(true);
        }}
        onPointerEnter={() => void drawerModule.start()}
        aria-haspopup="dialog"
        aria-label={active ? nl.overview.filtersActive : nl.overview.filters}
        className="relative inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium md:hidden"
      >
        <FilterIcon />
        {nl.overview.filters}
        {active && (
          <span
            data-testid="filter-dot"
            aria-hidden="true"
            className="absolute -top-1 -right-1 h-3 w-3 rounded-full bg-accent ring-2 ring-bg"
          />
        )}
      </button>
      {module && <module.DrawerDialog {...props} trigger={trigger} />}
    </>
  );
}
