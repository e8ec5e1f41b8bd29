/**
 * The benches' knobs read from the environment.
 * @module
 */

/**
 * The integer environment variable `name` (`def` when unset or empty); outside [`lo`, `hi`] the bench stops, naming it.
 */
export function intEnv(name: string, def: number, lo: number, hi: number): number {
  const raw = process.env[name];
  const v = raw === undefined || raw === '' ? def : Number(raw);
  if (!Number.isInteger(v) || v < lo || v > hi) {
    console.error(`${name} must be an integer in [${lo}, ${hi}], got ${raw}`);
    process.exit(1);
  }
  return v;
}
