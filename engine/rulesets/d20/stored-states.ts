/**
 * Game states stored by an earlier server, brought to today's shape: the one upgrade the storage runs over every
 * stored state (a room's snapshots, an archived room's log, a campaign save's fight: migration 10 in
 * cms/db/migrations/, through `engine/rulesets/index.ts`). Both old shapes are the d20 rules' past, so the upgrade
 * lives in their folder; a state already in today's shape is returned unchanged:
 * - a piece's d20 numbers were a field of the core's `Unit`, `d20` (null for a piece without): they are the d20
 *   module's own extension now, in `Unit.ext` (`D20Piece`, pieces.ts); so in each hero's starting piece
 *   (`setup.heroPieces`);
 * - a state from before ruleset modules has no `setup.module`: it played `d20` when its setup kept a d20 board (in
 *   a `d20` field; now the module's `setup.moduleData`), else `classic`. The core reads a game's module only from
 *   `setup.module`, which every upgraded state has.
 * @module
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `value` is, in an error's words: `null`, `an array`, `a string`... */
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

/** `piece` (a unit, or a hero's starting piece) with its `d20` numbers, if any, moved to `ext`. */
function upgradePiece(piece: unknown): unknown {
  if (!isObject(piece) || !('d20' in piece)) return piece;
  const { d20, ...rest } = piece;
  if (d20 === null || d20 === undefined) return rest;
  if ('ext' in rest && rest.ext !== undefined)
    throw new Error(`a stored piece has both d20 numbers and module numbers (ext): ${JSON.stringify(piece).slice(0, 200)}`);
  return { ...rest, ext: d20 };
}

/** `setup` with its module named and its pieces' d20 numbers in `ext`. */
function upgradeSetup(setup: Json): Json {
  const { d20: board, ...rest } = setup;
  const out: Json = { ...rest };
  if (typeof out.module !== 'string') {
    out.module = isObject(board) ? 'd20' : 'classic';
    if (out.moduleData === undefined) out.moduleData = isObject(board) ? board : null;
  }
  if (isObject(out.heroPieces)) out.heroPieces = Object.fromEntries(Object.entries(out.heroPieces).map(([hero, piece]) => [hero, upgradePiece(piece)]));
  return out;
}

/**
 * `state` (a parsed stored game state: whole, or a later snapshot stored without its `setup`) in today's shape (see
 * the module); a new object when anything changed, the same one otherwise. Idempotent.
 * @throws Error when `state` is not an object, or a piece has both d20 numbers and module numbers.
 */
export function upgradeStoredState<T>(state: T): T {
  if (!isObject(state)) throw new Error(`a stored game state is an object, not ${kindOf(state)}`);
  let out: Json = state;
  if (Array.isArray(state.units) && state.units.some((u) => isObject(u) && 'd20' in u)) out = { ...out, units: state.units.map(upgradePiece) };
  if (isObject(state.setup)) {
    const setup = state.setup;
    const pieces = isObject(setup.heroPieces) ? Object.values(setup.heroPieces) : [];
    if (typeof setup.module !== 'string' || 'd20' in setup || pieces.some((p) => isObject(p) && 'd20' in p)) out = { ...out, setup: upgradeSetup(setup) };
  }
  return out as T;
}

/**
 * The stored JSON text of a game state in today's shape (see {@link upgradeStoredState}); the same text when nothing
 * changed (a state stored by today's server is not rewritten).
 * @throws Error when `text` is not JSON of an object.
 */
export function upgradeStoredStateText(text: string): string {
  const state = JSON.parse(text) as unknown;
  const upgraded = upgradeStoredState(state);
  return upgraded === state ? text : JSON.stringify(upgraded);
}

/**
 * `state` in the shape the server before migration 10 stored (its reverse, for a migration down): under the d20
 * module (`module`, the state's own `setup.module` when it has a setup) a piece's `ext` back in its `d20` field,
 * under any other module every unit with `d20: null` (as that server built them) and its `ext` kept.
 */
export function downgradeStoredState<T>(state: T, module: string): T {
  if (!isObject(state)) throw new Error(`a stored game state is an object, not ${kindOf(state)}`);
  const d20 = module === 'd20';
  const back = (piece: unknown, unit: boolean): unknown => {
    if (!isObject(piece)) return piece;
    if (!d20) return unit ? { ...piece, d20: null } : piece;
    const { ext, ...rest } = piece;
    return ext === undefined && !unit ? rest : { ...rest, d20: ext ?? null };
  };
  const out: Json = { ...state };
  if (Array.isArray(state.units)) out.units = state.units.map((u) => back(u, true));
  if (isObject(state.setup) && isObject(state.setup.heroPieces)) {
    out.setup = { ...state.setup, heroPieces: Object.fromEntries(Object.entries(state.setup.heroPieces).map(([hero, piece]) => [hero, back(piece, false)])) };
  }
  return out as T;
}
