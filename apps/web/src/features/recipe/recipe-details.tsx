// The recipe page's optional texts: tiny server-rendered pieces the app's page, the first paint
// and cook mode share. A recipe kept offline before these fields existed has none of them.
import { keepUnitsTogether } from "@repo/domain";
import { nl } from "@repo/strings";
import { Heading } from "@repo/ui";

/** The one or two sentences under the title. */
export function RecipeIntro({ intro }: { intro?: string | null }) {
  if (intro == null) return null;
  return <p className="mt-3 text-lg leading-relaxed text-muted print:mt-1 print:text-base">{intro}</p>;
}

/** 'Benodigdheden': what a cook needs besides the usual pans, before the first step. */
export function RecipeTools({
  tools,
  className = "",
  level = 3,
}: {
  tools?: readonly string[];
  className?: string;
  /** Under the recipe page's ingredients a third level; in cook mode, beside the step, a second. */
  level?: 2 | 3;
}) {
  if (!tools?.length) return null;
  const Title = level === 2 ? "h2" : "h3";
  return (
    // On paper the heading runs into the list: one line instead of two beside a long ingredient list.
    <section
      aria-labelledby="benodigdheden-titel"
      className={`${className} print:flex print:flex-wrap print:gap-x-2`}
    >
      <Title id="benodigdheden-titel" className="font-semibold print:after:content-[':']">
        {nl.recipe.tools}
      </Title>
      <ul className="mt-1 flex flex-wrap gap-x-2 gap-y-1 text-sm print:mt-0 print:text-base">
        {tools.map((tool, i) => (
          <li key={i} className="rounded-full bg-surface-2 px-2.5 py-0.5 print:bg-transparent print:p-0">
            {tool}
            <span className="hidden print:inline">{i < tools.length - 1 ? "," : ""}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Note({
  id,
  title,
  text,
  className = "",
}: {
  id: string;
  title: string;
  text?: string | null;
  className?: string;
}) {
  if (text == null) return null;
  return (
    <section aria-labelledby={id} className={`print:break-inside-avoid ${className}`}>
      <Heading level={2} size="subsection" id={id} className="print:text-lg">
        {title}
      </Heading>
      <p className="mt-2 leading-relaxed whitespace-pre-line print:mt-1 print:leading-snug">
        {keepUnitsTogether(text)}
      </p>
    </section>
  );
}

/** Tips and 'bewaren en invriezen', after the steps. */
export function RecipeNotes({ tips, storage }: { tips?: string | null; storage?: string | null }) {
  if (tips == null && storage == null) return null;
  return (
    <div className="mt-8 grid gap-6 print:mt-4 print:gap-3">
      {/* On paper too: a tip such as 'Geen airfryer? ...' is how some cooks make the recipe at all. */}
      <Note id="tips-titel" title={nl.recipe.tips} text={tips} />
      <Note id="bewaren-titel" title={nl.recipe.storage} text={storage} />
    </div>
  );
}
