/**
 * A web-test-runner reporter that writes each failing browser test as one JSON line ({@link TestFailure}) to a file:
 * its suites and name, its test file, its error message. A test file that failed outside any test (it
 * did not load, or threw at its top level) is recorded under its file name. `web-test-runner.config.mjs` adds it,
 * next to the default reporter, when `test/run-steps.ts` names the file in {@link FAILURES_FILE_ENV}.
 * @module
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestSession, TestSuiteResult } from '@web/test-runner';
import { failureLine, type TestFailure } from './test-failures.ts';
export { FAILURES_FILE_ENV } from './test-failures.ts';

/** The failures of one browser session (one test file in one browser), each name led by `[engine]`. */
function sessionFailures(session: TestSession, engine: string): TestFailure[] {
  const file = session.testFile.startsWith(`${process.cwd()}/`) ? relative(process.cwd(), session.testFile) : session.testFile;
  const named = (name: string) => `[${engine}] ${name}`;
  const out: TestFailure[] = session.errors.map((e) => ({ name: named(file), file, message: e.message }));
  const visit = (suite: TestSuiteResult, path: string[]) => {
    for (const t of suite.tests) {
      if (t.passed || t.skipped) continue;
      const failure: TestFailure = { name: named([...path, t.name].join(' > ')), file };
      if (t.error?.message) failure.message = t.error.message;
      out.push(failure);
    }
    for (const s of suite.suites) visit(s, [...path, s.name]);
  };
  if (session.testResults) visit(session.testResults, []);
  // a session that failed or never finished with nothing to show for it (a timeout, a crashed browser page)
  if (out.length === 0 && session.passed !== true)
    out.push({
      name: named(file),
      file,
      message: session.status === 'FINISHED' ? 'the test file did not pass (see the output above)' : 'the test file did not finish',
    });
  return out;
}

/**
 * A reporter that writes the failures of every test file to `file` when the test run has finished, each name led by
 * the run's `engine` in brackets (`[firefox] a suite > a test`), so that `npm test`'s summary says where it failed.
 */
export function failuresReporter(file: string, engine: string): Reporter {
  return {
    onTestRunFinished({ sessions }) {
      writeFileSync(
        file,
        sessions
          .flatMap((s) => sessionFailures(s, engine))
          .map(failureLine)
          .join(''),
      );
    },
  };
}
