// Durations in a step's text ('25 minuten', '10-12 min', 'anderhalf uur', '1 uur en 15 minuten'),
// each of which cook mode offers as a timer. Temperatures, sizes and amounts are not durations.
import { NUMBER_SOURCE, parseNumber } from "./numbers";

export interface StepDuration {
  /** The phrase exactly as it stands in the step. */
  text: string;
  /** Where the phrase starts and ends in the step (end exclusive). */
  start: number;
  end: number;
  /** The length of the timer; the upper bound of a range ('10-12 min' is 720). */
  seconds: number;
  /** The phrase with its spacing tidied, to name the timer. */
  label: string;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  vijftien: 15,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  anderhalf: 1.5,
  anderhalve: 1.5,
  half: 0.5,
  halve: 0.5,
  "een half": 0.5,
  "een halve": 0.5,
};

/** Seconds per unit; 'halfuur' and 'kwartier' carry their own length. */
const UNIT_SECONDS: readonly (readonly [RegExp, number])[] = [
  [/^(?:seconden?|sec)$/i, 1],
  [/^(?:minuten|minuut|min)$/i, 60],
  [/^(?:uur|uren)$/i, 3600],
  [/^halfuur$/i, 1800],
  [/^kwartier$/i, 900],
  [/^driekwartier$/i, 2700],
];

const WORD = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const VALUE = `(?:${NUMBER_SOURCE}|${WORD})`;
const RANGE = `\\s*[-–]\\s*|\\s+(?:tot|à)\\s+`;
const UNIT = `seconden|seconde|sec|minuten|minuut|min|uren|uur|halfuur|driekwartier|kwartier`;
// A count and a unit ('10-12 min'), or a unit that is a length of its own ('een kwartier').
const PART = `(?:(${VALUE})(?:(${RANGE})(${VALUE}))?\\s*(${UNIT})|(?:een\\s+)?(halfuur|driekwartier|kwartier))`;
const PART_RE = new RegExp(`(?<![\\p{L}\\d.,/])${PART}(?![\\p{L}\\d])`, "giu");
const JOIN_RE = /^\s+(?:en\s+)?/i;

function valueOf(text: string): number | undefined {
  const lower = text.toLowerCase().replace(/\s+/g, " ");
  return WORD_NUMBERS[lower] ?? parseNumber(lower);
}

function unitSeconds(unit: string): number {
  return UNIT_SECONDS.find(([re]) => re.test(unit))?.[1] ?? 0;
}

interface Part {
  start: number;
  end: number;
  seconds: number;
  unitSeconds: number;
}

function readPart(match: RegExpExecArray): Part | undefined {
  const [text, first, , second, unit, ownUnit] = match;
  const start = match.index;
  const end = start + text.length;
  if (ownUnit !== undefined) {
    const seconds = unitSeconds(ownUnit);
    return { start, end, seconds, unitSeconds: seconds };
  }
  const per = unitSeconds(unit ?? "");
  const low = valueOf(first ?? "");
  const high = second === undefined ? low : valueOf(second);
  // 'half uur' without an article reads as a half hour too; 'een minuut' is one minute.
  if (low === undefined || high === undefined || low <= 0 || high < low || per === 0) return undefined;
  return { start, end, seconds: Math.round(high * per), unitSeconds: per };
}

/** Every duration in a step, in order; '1 uur en 15 minuten' is one duration. */
export function findDurations(step: string): StepDuration[] {
  const parts: Part[] = [];
  for (const match of step.matchAll(PART_RE)) {
    const part = readPart(match);
    if (part !== undefined) parts.push(part);
  }
  const found: StepDuration[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === undefined) continue;
    let { end, seconds } = part;
    let smallest = part.unitSeconds;
    // An hour followed by its minutes ('1 uur en 15 minuten') joins into one timer.
    for (let next = parts[i + 1]; next !== undefined; next = parts[i + 1]) {
      const between = step.slice(end, next.start);
      if (next.unitSeconds >= smallest || !JOIN_RE.test(between) || between.replace(JOIN_RE, "") !== "")
        break;
      end = next.end;
      seconds += next.seconds;
      smallest = next.unitSeconds;
      i++;
    }
    const text = step.slice(part.start, end);
    found.push({ text, start: part.start, end, seconds, label: text.replace(/\s+/g, " ") });
  }
  return found;
}
