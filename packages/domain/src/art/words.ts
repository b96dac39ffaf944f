/**
 * An ingredient line as lower-case words. Hyphenated words count whole and by their parts
 * ('mini-paprika's' -> 'mini-paprika's', 'mini', 'paprika's'), so 'lente-ui' can be a word of
 * its own while 'rode-ui' still finds 'ui'.
 */
export function lineWords(line: string): string[] {
  const words = line
    .toLowerCase()
    .normalize("NFC")
    .split(/[^a-zà-ÿ'-]+/)
    .map((word) => word.replace(/^[-']+|[-']+$/g, ""))
    .filter(Boolean);
  const parts = words.flatMap((word) => (word.includes("-") ? word.split("-").filter(Boolean) : []));
  return [...words, ...parts];
}

/** Whether a whole word of the line matches the pattern (the pattern is anchored here). */
export function lineHasWord(line: string, pattern: RegExp): boolean {
  const anchored = new RegExp(`^(?:${pattern.source})$`);
  return lineWords(line).some((word) => anchored.test(word));
}
