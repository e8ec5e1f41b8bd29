/**
 * A node:test reporter that writes each failing test as one JSON line (the `TestFailure` of
 * test/support/test-failures.ts): its suites and name joined by ` > `, its file and the line the error was thrown at, its error message.
 * `test/run-steps.ts` adds it, next to the usual `spec` output, with `--test-reporter=<this file>
 * --test-reporter-destination=<a file>`, and reads that file for its summary. Plain JavaScript: in Node 20 the test
 * runner's own process loads reporters without tsx's hooks.
 *
 * A suite that failed only because a test inside it failed, and a test cancelled because its suite's hook failed,
 * are left out: the failure that caused them is recorded itself. A test file that could not run at all (a syntax
 * error, a crash at load) is recorded under its file name.
 * @module
 */
import { relative } from 'node:path';

/** Failures that only repeat one recorded elsewhere. */
const ECHOES = new Set(['subtestsFailed', 'cancelledByParent']);

/** `file` relative to the current folder when it lies inside it, else as it is. */
const shown = (file) => (file.startsWith(`${process.cwd()}/`) ? relative(process.cwd(), file) : file);

/**
 * The line of `file` where `error` was thrown, from its stack (source-mapped by tsx). The event's own `line` is not
 * used: under tsx it counts lines of the transpiled file.
 * @param {unknown} error
 * @param {string} file
 * @returns {number | undefined}
 */
function lineIn(error, file) {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const frame of stack.split('\n')) {
    const at = frame.lastIndexOf(`${file}:`);
    if (at >= 0) return Number(/^(\d+)/.exec(frame.slice(at + file.length + 1))?.[1]) || undefined;
  }
  return undefined;
}

/**
 * The reporter: node:test's events in, JSON lines out.
 * @param {AsyncIterable<import('node:test/reporters').TestEvent>} source
 * @returns {AsyncGenerator<string>}
 */
export default async function* nodeFailuresReporter(source) {
  /** @type {Map<string, string[]>} the names of the suites being run, per file, by nesting level */
  const open = new Map();
  for await (const event of source) {
    if (event.type === 'test:start') {
      const stack = open.get(event.data.file ?? '') ?? [];
      stack.length = event.data.nesting;
      stack.push(event.data.name);
      open.set(event.data.file ?? '', stack);
    } else if (event.type === 'test:fail') {
      const { name, nesting, file, details } = event.data;
      /** @type {Error & { failureType?: string, cause?: unknown }} */
      const error = details.error;
      if (error.failureType && ECHOES.has(error.failureType)) continue;
      const suites = (open.get(file ?? '') ?? []).slice(0, nesting);
      // a file that could not run is reported as a test named by its absolute path
      const own = file && name === file ? shown(file) : name;
      const thrown = error.cause ?? error;
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      yield `${JSON.stringify({ name: [...suites, own].join(' > '), file: file && shown(file), line: file && lineIn(thrown, file), message })}\n`;
    }
  }
}
