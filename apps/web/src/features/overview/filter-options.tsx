// The filter panel of the overview (the sidebar and the drawer) and of the week menu's picker,
// and the overview's order.
import { memo } from "react";

import type { FacetCounts, FilterState, SortOrder } from "@repo/domain";
import {
  DIETS,
  FILTER_PROTEIN_TYPES,
  PREPARATION_METHODS,
  SEASON_OPTIONS,
  SORT_ORDERS,
  TIME_LIMITS,
} from "@repo/domain";
import { nl, nlSeason } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { Count } from "./overview-view";

export interface PanelProps {
  state: FilterState;
  counts: FacetCounts | null;
  /** `checked` is the box as the visitor left it: a change read twice is still one change. */
  onToggle?: (list: FilterList, value: string, checked: boolean) => void;
  onClear?: () => void;
  active: boolean;
  idPrefix: string;
}

/** The filters a box ticks in and out (the chapters are buttons of their own). */
export type FilterList = "proteinTypes" | "preparationMethods" | "diets" | "maxTimes" | "season";

/**
 * One group of checkboxes. It renders again only when its own choices, counts or handler change:
 * ticking a box or typing a letter leaves the other groups (and the other panel) as they were.
 */
const OptionGroup = memo(function OptionGroup(props: {
  legend: string;
  /** A line under the legend that says what the group is for. */
  note?: string;
  list: FilterList;
  options: readonly string[];
  selected: readonly string[];
  counts: Record<string, number> | undefined;
  onToggle: (list: FilterList, value: string, checked: boolean) => void;
  idPrefix: string;
  /** The option's visible name, when its value is a key. */
  labelOf?: (option: string) => string;
  /** A line under an option that is easily mistaken for another. */
  hintOf?: (option: string) => string | undefined;
}) {
  const noteId = `${props.idPrefix}-uitleg`;
  return (
    <fieldset aria-describedby={props.note ? noteId : undefined}>
      <legend className="mb-2 text-sm font-semibold">{props.legend}</legend>
      {props.note && (
        <p id={noteId} className="mb-2 px-2 text-xs text-muted">
          {props.note}
        </p>
      )}
      {props.options.map((option) => {
        const id = `${props.idPrefix}-${option.toLowerCase().replace(/\s+/g, "-")}`;
        const count = props.counts?.[option];
        const hint = props.hintOf?.(option);
        return (
          <div key={option}>
            {/* The whole row is the label: a finger-sized target, not a 16 px box. */}
            <label
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-surface-2"
            >
              <input
                id={id}
                type="checkbox"
                // Name and value say which choice a box is: the app reads a tick made on the
                // server's page before it listened.
                name={props.list}
                value={option}
                checked={props.selected.includes(option)}
                onChange={(e) => props.onToggle(props.list, option, e.target.checked)}
                aria-describedby={hint ? `${id}-hint` : undefined}
                className="h-5 w-5 shrink-0 accent-[var(--primary)]"
              />
              <span className="flex flex-1 justify-between gap-2">
                <span>{props.labelOf ? props.labelOf(option) : option}</span>
                {count !== undefined && <Count n={count} />}
              </span>
            </label>
            {hint && (
              <p id={`${id}-hint`} className="-mt-2 mb-1 pr-2 pl-10 text-xs text-muted">
                {hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
});

const noop = () => undefined;
const NONE: readonly string[] = [];

/**
 * The diets come first, with a word on what they hold: a vegetarian's first try is 'Vegetarisch'
 * there (every recipe without meat or fish), not the protein option of that name (a recipe
 * without a protein source of its own), which says so beside it.
 */
export function FilterOptions({ state, counts, onToggle = noop, onClear, active, idPrefix }: PanelProps) {
  return (
    <div className="space-y-6">
      {active && (
        <button
          type="button"
          onClick={onClear}
          className={buttonClass({ variant: "secondary", size: "sm", width: "full" })}
        >
          {nl.overview.clearFilters}
        </button>
      )}
      <OptionGroup
        legend={nl.labels.dietsLabel}
        note={nl.overview.dietNote}
        list="diets"
        options={DIETS}
        selected={state.diets}
        counts={counts?.diets}
        onToggle={onToggle}
        idPrefix={`${idPrefix}-dieet`}
        labelOf={nl.diet}
      />
      <OptionGroup
        legend={nlSeason.legend}
        list="season"
        options={SEASON_OPTIONS}
        selected={state.season ?? NONE}
        counts={counts?.season}
        onToggle={onToggle}
        idPrefix={`${idPrefix}-seizoen`}
        labelOf={() => nlSeason.now}
      />
      <OptionGroup
        legend={nl.overview.time}
        note={nl.overview.timeNote}
        list="maxTimes"
        options={TIME_LIMITS}
        selected={state.maxTimes ?? NONE}
        counts={counts?.maxTimes}
        onToggle={onToggle}
        idPrefix={`${idPrefix}-tijd`}
        labelOf={nl.overview.timeLimit}
      />
      <OptionGroup
        legend={nl.overview.proteinTypes}
        list="proteinTypes"
        options={FILTER_PROTEIN_TYPES}
        selected={state.proteinTypes}
        counts={counts?.proteinTypes}
        onToggle={onToggle}
        idPrefix={`${idPrefix}-eiwit`}
        hintOf={nl.overview.proteinHint}
      />
      <OptionGroup
        legend={nl.overview.preparationMethods}
        list="preparationMethods"
        options={PREPARATION_METHODS}
        selected={state.preparationMethods}
        counts={counts?.preparationMethods}
        onToggle={onToggle}
        idPrefix={`${idPrefix}-bereiding`}
      />
    </div>
  );
}

/** The overview's order, beside the number of recipes found. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange?: (sort: SortOrder) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted">{nl.overview.sortLabel}</span>
      <select
        id="sortering"
        value={value}
        onChange={(e) => onChange?.(e.target.value as SortOrder)}
        className="h-11 rounded-lg border border-border bg-surface px-2 text-sm"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {nl.overview.sortOrders[order]}
          </option>
        ))}
      </select>
    </label>
  );
}
