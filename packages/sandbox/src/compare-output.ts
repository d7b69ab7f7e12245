export interface CompareOptions {
  /**
   * When set, tokens that both parse as numbers are equal if they differ by at
   * most this much absolutely or relatively (|a-b| <= tol * max(1, |a|)), and
   * all tokens on a line are compared one by one, so spacing between tokens
   * stops mattering too.
   */
  floatTolerance?: number;
}

/** Lines without trailing whitespace (also \r), without trailing blank lines. */
function normalizedLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// Number() alone would accept '', '0x1f', 'Infinity' and whitespace.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function tokensMatch(expected: string, actual: string, tolerance: number): boolean {
  if (expected === actual) return true;
  if (!NUMBER.test(expected) || !NUMBER.test(actual)) return false;
  const a = Number(expected);
  const b = Number(actual);
  const diff = Math.abs(a - b);
  return diff <= tolerance || diff <= tolerance * Math.abs(a);
}

/**
 * The judge's answer check: ignores trailing whitespace on each line and
 * trailing blank lines; everything else, including leading spaces and blank
 * lines in the middle, must match (with floatTolerance, per token).
 */
export function compareOutput(expected: string, actual: string, options: CompareOptions = {}): boolean {
  const expectedLines = normalizedLines(expected);
  const actualLines = normalizedLines(actual);
  if (expectedLines.length !== actualLines.length) return false;
  const tolerance = options.floatTolerance;
  for (let i = 0; i < expectedLines.length; i++) {
    const e = expectedLines[i] as string;
    const a = actualLines[i] as string;
    if (e === a) continue;
    if (tolerance === undefined) return false;
    const eTokens = e.trim().split(/\s+/);
    const aTokens = a.trim().split(/\s+/);
    if (eTokens.length !== aTokens.length) return false;
    for (let t = 0; t < eTokens.length; t++) {
      if (!tokensMatch(eTokens[t] as string, aTokens[t] as string, tolerance)) return false;
    }
  }
  return true;
}
