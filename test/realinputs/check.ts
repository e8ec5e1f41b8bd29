/**
 * `npm run test:realinputs` runs this first: when the real inputs' folder is missing or incomplete it prints one
 * line (which folder, what it lacks, how to point elsewhere) and exits with 1, instead of a stack trace per test file.
 * @module
 */
import { realInputsProblem } from './inputs.ts';

const problem = realInputsProblem();
if (problem) {
  console.error(`test:realinputs: ${problem}`);
  process.exitCode = 1;
}
