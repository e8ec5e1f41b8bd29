/**
 * Runs test steps one after another — EVERY step, even when an earlier one failed — then prints a short summary
 * last: each step with ✔ or ✖ and how long it took, and under a failed step its failing tests (name, file and line,
 * the gist of the error). Exits with 1 when any step failed, 0 when all passed, 2 when the steps file is wrong (then
 * no step runs). `npm test` is this script with `test/steps.json` (also the default).
 *
 *     node --import tsx test/run-steps.ts [steps.json]
 *
 * A steps file is a JSON array of {@link Step}s. A step's failing tests are collected by kind:
 * - `node-test`: node's test runner, through `NODE_OPTIONS`: the `spec` reporter on stdout as usual plus
 *   `test/support/node-failures-reporter.mjs` writing to a temp file.
 * - `web-test-runner`: `web-test-runner.config.mjs` adds `test/support/wtr-failures-reporter.ts` when the
 *   environment variable `TEST_FAILURES_FILE` names a file, which the runner sets.
 * - `tsc`: the compiler's output is read for its `file(line,col): error TS…` (and `error TS…`) lines.
 *
 * Every command runs in a shell, from the current folder, with the output shown as it comes.
 * @module
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FAILURES_FILE_ENV, readFailures, type TestFailure } from './support/test-failures.ts';

/** One step: a name for the summary, a shell command, and how to find its failing tests. */
export const Step = z
  .object({
    /** Shown in the summary. */
    name: z.string().min(1),
    /** A shell command, run from the current folder; the step fails when it exits with anything but 0. */
    run: z.string().min(1),
    /** How its failing tests are found (see the module's description); without it, the summary shows only ✔/✖. */
    failures: z.enum(['node-test', 'web-test-runner', 'tsc']).optional(),
  })
  .strict();
export type Step = z.infer<typeof Step>;

/** A steps file: at least one step. */
export const Steps = z.array(Step).min(1);

/** How one step went. */
export interface StepResult {
  step: Step;
  ok: boolean;
  /** The exit code, or the signal that ended the command. */
  exit: number | NodeJS.Signals;
  /** Wall time in milliseconds. */
  ms: number;
  failures: TestFailure[];
}

const NODE_REPORTER = fileURLToPath(new URL('./support/node-failures-reporter.mjs', import.meta.url));
/** Failing tests listed per step in the summary; the rest are counted. */
const LISTED = 20;

/** `value` quoted for NODE_OPTIONS, which splits on spaces outside double quotes. */
const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * `options` (a NODE_OPTIONS value) without its test reporters: a runner started from a step of another runner (this
 * script's own test does that) must not also write its failures into the outer runner's file.
 */
export const withoutReporters = (options = '') =>
  options
    .replace(/--test-reporter(?:-destination)?=(?:"(?:[^"\\]|\\.)*"|\S+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Runs `step`, its output passed through; `scratch` is a folder for its failures file. Never rejects. */
export async function runStep(step: Step, scratch: string, index: number): Promise<StepResult> {
  const failuresFile = path.join(scratch, `step-${index}.jsonl`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // a runner started from inside a node test (this script's own test) must not make its steps' node --test believe
  // they are a test file's process of that outer run
  delete env.NODE_TEST_CONTEXT;
  if (step.failures === 'node-test') {
    const flags = [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${quoted(NODE_REPORTER)}`,
      `--test-reporter-destination=${quoted(failuresFile)}`,
    ];
    env.NODE_OPTIONS = [withoutReporters(env.NODE_OPTIONS), ...flags].filter(Boolean).join(' ');
  }
  if (step.failures === 'web-test-runner') env[FAILURES_FILE_ENV] = failuresFile;
  const started = performance.now();
  const tscErrors: TestFailure[] = [];
  const exit = await new Promise<number | NodeJS.Signals>((resolve) => {
    const child = spawn(step.run, { shell: true, env, stdio: step.failures === 'tsc' ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (step.failures === 'tsc') {
      let pending = '';
      const read = (chunk: Buffer, to: NodeJS.WriteStream) => {
        to.write(chunk);
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines) {
          const m = /^(?:(.+?)\((\d+),\d+\): )?error (TS\d+: .*)$/.exec(line.trim());
          if (m) tscErrors.push({ name: m[3]!.slice(0, 160), ...(m[1] ? { file: m[1], line: Number(m[2]) } : {}) });
        }
      };
      child.stdout!.on('data', (c: Buffer) => read(c, process.stdout));
      child.stderr!.on('data', (c: Buffer) => read(c, process.stderr));
    }
    child.on('error', (err) => {
      console.error(`${step.name}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(signal ?? code ?? 1));
  });
  const ms = performance.now() - started;
  const failures = step.failures === 'tsc' ? tscErrors : readFailures(failuresFile);
  return { step, ok: exit === 0, exit, ms, failures };
}

/** A duration for people: `8.4 s`, `2 min 05 s`. */
export function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 59.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The summary's lines: a rule, one line per step with its failures under it, and a closing verdict. */
export function summary(results: StepResult[]): string[] {
  const width = Math.max(...results.map((r) => r.step.name.length));
  const lines = ['', '─'.repeat(60), 'Summary'];
  for (const r of results) {
    const exit = r.ok ? '' : `  (${typeof r.exit === 'number' ? `exit code ${r.exit}` : `killed by ${r.exit}`})`;
    lines.push(`${r.ok ? '✔' : '✖'} ${r.step.name.padEnd(width)}  ${duration(r.ms).padStart(10)}${exit}`);
    if (r.ok) continue;
    if (r.failures.length === 0) lines.push('    no failing test was recorded: see this step’s output above');
    for (const f of r.failures.slice(0, LISTED)) {
      lines.push(`    ✖ ${f.name}`);
      const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : '';
      const detail = [where === f.name ? '' : where, f.message].filter(Boolean).join(' — ');
      if (detail) lines.push(`      ${detail}`);
    }
    if (r.failures.length > LISTED) lines.push(`    … and ${r.failures.length - LISTED} more`);
  }
  const failed = results.filter((r) => !r.ok);
  lines.push(
    failed.length === 0
      ? `✔ every step passed (${results.length})`
      : `✖ ${failed.length} of ${results.length} steps failed: ${failed.map((r) => r.step.name).join(', ')}`,
  );
  return lines;
}

/** Reads and checks a steps file; throws an Error naming the file and what is wrong with it. */
export function readSteps(file: string): Step[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  const parsed = Steps.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.length ? `[${i.path.join('][')}]` : 'the file'}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Runs every step of `stepsFile`, prints the summary last, and resolves to the exit code (0, 1 or 2). */
export async function main(stepsFile: string): Promise<number> {
  let steps: Step[];
  try {
    steps = readSteps(stepsFile);
  } catch (err) {
    console.error(`run-steps: ${(err as Error).message}`);
    return 2;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'quest-board-steps-'));
  const results: StepResult[] = [];
  try {
    for (const [i, step] of steps.entries()) {
      console.log(`\n▶ ${step.name}: ${step.run}`);
      results.push(await runStep(step, scratch, i));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(summary(results).join('\n'));
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2] ?? fileURLToPath(new URL('./steps.json', import.meta.url)));
}
