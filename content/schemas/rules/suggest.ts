/**
 * Near-name suggestions for validation messages (rules-dsl.md, "Errors"): where a near name exists, suggest it;
 * where nothing is close, list the valid choices instead of guessing.
 * @module
 */

/** Names longer than this are never compared: a suggestion for them would be a guess, and the work would grow. */
const MAX_COMPARED_LENGTH = 64;

/**
 * The optimal-string-alignment distance between `a` and `b`: the fewest single-character insertions, deletions,
 * substitutions and swaps of two neighbours that turn one into the other (`fgte` → `gte` is 1, `modifer` →
 * `modifier` is 1, `dmaage` → `damage` is 1).
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const width = b.length + 1;
  // Three rows: two back (for swaps), the previous one and the current one.
  let before = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let cur = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
    }
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length]!;
}

/** How far a name may be from a candidate and still be suggested: 1 for short names, 2 up to 6 characters, 3 beyond. */
function tolerance(name: string): number {
  return name.length <= 3 ? 1 : name.length <= 6 ? 2 : 3;
}

/**
 * The candidate nearest to `name`, or `undefined` when none is near enough to be a likely typo.
 * A candidate equal but for letter case wins outright; ties go to the earlier candidate.
 */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > MAX_COMPARED_LENGTH) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === name) continue;
    if (c.toLowerCase() === lower) return c;
    if (Math.abs(c.length - name.length) > tolerance(name)) continue;
    const d = editDistance(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= tolerance(name) ? best : undefined;
}

/**
 * The tail of a message about an unknown `name`: `: did you mean "gte"?` when a candidate is near,
 * else `; expected one of: a, b, c` (or `; there are none` when there are no candidates).
 */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const near = suggest(name, candidates);
  if (near !== undefined) return `: did you mean "${near}"?`;
  if (candidates.length === 0) return '; there are none';
  return `; expected one of: ${candidates.join(', ')}`;
}

/** `name` quoted for a message, shortened when it is very long (fuzzed or pasted input). */
export function quote(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}
