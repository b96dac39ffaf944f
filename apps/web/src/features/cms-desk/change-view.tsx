import type { ChangedLine, FieldChange } from "@repo/domain/history";
import { nlDesk } from "@repo/strings";

const t = nlDesk.history;

/** Removed in red and struck through, added in green: with a sign and a spoken word besides colour. */
const LINE_LOOK: Record<ChangedLine["kind"], { sign: string; label?: string; className: string }> = {
  same: { sign: " ", className: "text-muted" },
  removed: { sign: "−", label: t.removedLine, className: "bg-danger/10 text-danger line-through" },
  added: { sign: "+", label: t.addedLine, className: "bg-primary/10 text-primary font-medium" },
};

function Line({ line }: { line: ChangedLine }) {
  const look = LINE_LOOK[line.kind];
  return (
    <li data-kind={line.kind} className={`flex gap-2 rounded px-2 py-0.5 ${look.className}`}>
      <span aria-hidden="true" className="w-3 shrink-0 font-mono no-underline">
        {look.sign}
      </span>
      {look.label && <span className="sr-only">{look.label}: </span>}
      <span className="min-w-0 wrap-anywhere">{line.text}</span>
    </li>
  );
}

/** One field's change: a value before and after, or its lines in order. */
export function ChangeView({ change }: { change: FieldChange }) {
  return (
    <div data-testid="history-change" data-field={change.field}>
      <p className="mb-1 text-sm font-semibold">{nlDesk.fields[change.field] ?? change.field}</p>
      {"lines" in change ? (
        <ul className="space-y-0.5 text-sm">
          {change.lines.map((line, i) => (
            <Line key={i} line={line} />
          ))}
        </ul>
      ) : (
        <ul className="space-y-0.5 text-sm">
          <Line line={{ kind: "removed", text: change.before || t.emptyValue }} />
          <Line line={{ kind: "added", text: change.after || t.emptyValue }} />
        </ul>
      )}
    </div>
  );
}
