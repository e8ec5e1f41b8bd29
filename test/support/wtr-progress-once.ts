/**
 * web-test-runner's last progress ("Firefox: |███| 1/1 test files …", "Finished running tests in 17.7s …") printed
 * once where the output is no terminal (a pipe, a log file, `npm test`'s steps, CI). There the runner logs its
 * progress statically, at most every 10 s — when a test file finishes, when the run finishes — and always once more at
 * its end (the final report, after the reporters' `stop`): when the last file finished 10 s or more after the
 * progress was last logged, "Finished running tests" was printed twice. {@link progressOnce} wraps a reporter (the
 * default one) so that, once every test file has finished, only the final report gives the progress. In a terminal
 * the runner redraws the progress in place, and nothing is changed.
 * @module
 */
import type { Reporter } from '@web/test-runner';

/**
 * `reporter` with its `getTestProgress` answering nothing while every test file has finished but the runner has not
 * stopped its reporters yet, unless `interactive` (the output is a terminal, where the progress is redrawn in place).
 */
export function progressOnce(reporter: Reporter, interactive = process.stdout.isTTY === true): Reporter {
  const getTestProgress = reporter.getTestProgress?.bind(reporter);
  if (interactive || !getTestProgress) return reporter;
  let stopped = false;
  return {
    ...reporter,
    stop(args) {
      stopped = true;
      return reporter.stop?.(args);
    },
    getTestProgress(args) {
      if (!stopped && args.sessions.length > 0 && args.sessions.every((s) => s.status === 'FINISHED')) return [];
      return getTestProgress(args);
    },
  };
}
