import type { AnyNode, Document, Element } from "domhandler";
import { DomHandler, hasChildren, isComment, isTag, isText } from "domhandler";
import { Parser } from "htmlparser2";

import { nlTools } from "@repo/strings";

/**
 * What reading one page may cost. A page is at most 5 MB, but its shape can still make a naive
 * reader quadratic or exponential (deep nesting, nested microdata); past these it is refused.
 */
export const READ_LIMITS = {
  /** Open HTML elements inside one another (browsers stop nesting at 512 too). */
  elementDepth: 512,
  /** Arrays and objects inside one another in a JSON-LD value. */
  jsonDepth: 64,
  /** Elements visited plus characters of text read, over the whole page. */
  work: 50_000_000,
  /** Wall-clock time for reading the page, after it has been fetched. */
  timeMs: 3_000,
} as const;

/** A page too deep or too costly to read: answered 400, like a page without a recipe. */
export class PageTooComplex extends Error {
  constructor() {
    super(nlTools.import.tooComplex);
  }
}

/** Work and time spent on one page; throws PageTooComplex once either runs out. */
export class ReadBudget {
  private work = 0;
  private readonly deadline = Date.now() + READ_LIMITS.timeMs;

  spend(units: number): void {
    const before = this.work;
    this.work += units;
    if (this.work > READ_LIMITS.work) throw new PageTooComplex();
    // The clock is read every 4096 units or so: cheap, and soon enough.
    if (before >> 12 !== this.work >> 12 && Date.now() > this.deadline) throw new PageTooComplex();
  }
}

/** DomHandler that refuses nesting past the cap (htmlparser2's open-element stack is O(depth) per tag). */
class BoundedHandler extends DomHandler {
  private depth = 0;

  constructor(private readonly budget: ReadBudget) {
    super();
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    this.depth += 1;
    if (this.depth > READ_LIMITS.elementDepth) throw new PageTooComplex();
    this.budget.spend(1);
    super.onopentag(name, attribs);
  }

  override onclosetag(): void {
    this.depth -= 1;
    super.onclosetag();
  }
}

/** The page as a tree, parsed as text only (no script runs), within the budget. */
export function parseHtml(html: string, budget = new ReadBudget()): Document {
  const handler = new BoundedHandler(budget);
  new Parser(handler).end(html);
  return handler.root;
}

/** Children onto a stack so that they come off it in document order. */
function pushReversed(stack: AnyNode[], children: readonly AnyNode[]): void {
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i];
    if (child) stack.push(child);
  }
}

/** Every element under `nodes` in document order, without recursion; `visit` false skips its inside. */
export function eachElement(
  nodes: readonly AnyNode[],
  budget: ReadBudget,
  visit: (el: Element) => boolean | void,
): void {
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue;
    budget.spend(1);
    if (visit(node) === false) continue;
    pushReversed(stack, node.children);
  }
}

/** The text under a node, without recursion, each character counted against the budget. */
export function textOf(node: AnyNode, budget: ReadBudget): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [node];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (isText(next)) {
      budget.spend(next.data.length);
      parts.push(next.data);
    } else if (hasChildren(next) && !isComment(next)) {
      pushReversed(stack, next.children);
    }
  }
  return parts.join("");
}

/** Refuses a JSON value nested deeper than the cap, before any recursive reader meets it. */
export function checkJsonDepth(value: unknown, budget = new ReadBudget()): void {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth > READ_LIMITS.jsonDepth) throw new PageTooComplex();
    const children = Object.values(item);
    budget.spend(children.length);
    for (const child of children) stack.push([child, depth + 1]);
  }
}
