/**
 * The failing tests of one step of `test/run-steps.ts`, as its reporters record them: one JSON object per line in a
 * file the runner names (for web-test-runner through the environment variable {@link FAILURES_FILE_ENV}).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';

/** The environment variable that names the file web-test-runner's failure reporter appends to. */
export const FAILURES_FILE_ENV = 'TEST_FAILURES_FILE';

/** One failing test (or test file, or type error). */
export interface TestFailure {
  /** The test's full name: its suites and its own name, joined by ` > `. */
  name: string;
  /** The file it is in, as the runner reported it (absolute or relative to the repository). */
  file?: string;
  /** The 1-based line of that file where the failure was thrown (or, for a type error, where it is). */
  line?: number;
  /** Its error message (the reporters write it whole; {@link readFailures} keeps its {@link gist}). */
  message?: string;
}

/** `failure` as one line of a failures file (JSON and a newline). */
export function failureLine(failure: TestFailure): string {
  return `${JSON.stringify(failure)}\n`;
}

/**
 * The gist of an error message on one line: its first two non-empty lines (an assertion's headline and its
 * `2 !== 3`), at most `max` characters (an ellipsis marks a cut).
 */
export function gist(text: string, max = 160): string {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The failures recorded in `file`, each message cut to its {@link gist}: none when the file does not exist; lines that
 * are not JSON objects with a string `name` are skipped.
 */
export function readFailures(file: string): TestFailure[] {
  if (!existsSync(file)) return [];
  const out: TestFailure[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as TestFailure | null;
      if (!value || typeof value.name !== 'string') continue;
      out.push(typeof value.message === 'string' ? { ...value, message: gist(value.message) } : value);
    } catch {
      // a line cut short by a crash: the step's own output shows what happened
    }
  }
  return out;
}
