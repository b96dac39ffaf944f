import type { DeskSort } from "@repo/domain/desk";
import { DESK_SORTS } from "@repo/domain/desk";
import { nlDesk } from "@repo/strings";

interface Filter {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The CMS list's order and its filters, in one row under the search. */
export function DeskControls({
  sort,
  onSort,
  filters,
}: {
  sort: DeskSort;
  onSort: (sort: DeskSort) => void;
  filters: Filter[];
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2">
      <label className="inline-flex min-h-11 items-center gap-2.5 text-sm font-medium">
        {nlDesk.list.sortLabel}
        <select
          value={sort}
          onChange={(e) => onSort(e.target.value as DeskSort)}
          className="h-11 rounded-lg border border-border bg-surface px-3 text-base"
        >
          {DESK_SORTS.map((value) => (
            <option key={value} value={value}>
              {nlDesk.list.sorts[value]}
            </option>
          ))}
        </select>
      </label>
      {filters.map((filter) => (
        <label
          key={filter.label}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium"
        >
          <input
            type="checkbox"
            checked={filter.checked}
            onChange={(e) => filter.onChange(e.target.checked)}
            className="h-5 w-5 accent-primary"
          />
          {filter.label}
        </label>
      ))}
    </div>
  );
}
