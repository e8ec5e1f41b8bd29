/**
 * The board settings a spec 002 `rules` document written elsewhere plays by when its ruleset names none: read from
 * the document's own names and numbers, each choice reported as a notice (not a problem), refused only when the
 * board truly cannot choose (then the refusal lists the candidates). Pure, without zod: the engine's `settingsOf`,
 * the server's answers and the Archive's problems panel read the same choices.
 *
 * The rules (docs/rulesets.md, "Board settings a document does not write"):
 * - `defenceStat`: the derived stat whose id or name reads like a defence (its words, split at case changes, spaces
 *   and punctuation, include one of {@link DEFENCE_WORDS}); a match by id beats a match by name only; two equally good
 *   matches, or none, and the board cannot choose.
 * - `attackAction` (and `abilityAction`, the same): the action type whose id or name reads like the main action
 *   ({@link ACTION_WORDS}; by id first, then in the document's order), else the first action type; none without action
 *   types.
 * - `moveAction`: the action type whose id or name reads like moving ({@link MOVE_WORDS}), else none (movement is its
 *   own budget).
 * - `squareSize`: from the reference speed, the `defaultMovementMode`'s `defaultSpeed` (else the first mode's, else 30,
 *   the spec's default): up to 12, speeds count squares (1); a multiple of 5, feet on 5-foot squares (5); a multiple of
 *   1.5, metres on 1.5-metre squares (1.5); else a sixth of it (the reference speed crosses six squares).
 * @module
 */

/** Words that make a derived stat read like the defence an attack roll is against (English and Italian). */
export const DEFENCE_WORDS: readonly string[] = [
  'defence',
  'defense',
  'guard',
  'armour',
  'armor',
  'ac',
  'parry',
  'protection',
  'difesa',
  'guardia',
  'armatura',
  'ca',
  'parata',
  'protezione',
];

/** Words that make an action type read like the main action a turn has (English and Italian). */
export const ACTION_WORDS: readonly string[] = ['action', 'standard', 'main', 'attack', 'azione', 'principale', 'attacco'];

/** Words that make an action type read like moving (English and Italian). */
export const MOVE_WORDS: readonly string[] = ['move', 'movement', 'moving', 'movimento', 'muovere', 'mossa'];

/** The settings a notice may report. */
export type InferredField = 'defenceStat' | 'squareSize' | 'attackAction' | 'moveAction';

/**
 * Why the board chose what it did: `namedLike` a word of its id or name (`word`); `first` the first action type;
 * `squares`, `feet`, `metres`, `sixth` the square size's rule for the reference speed (`speed`).
 */
export type InferenceReason = 'namedLike' | 'first' | 'squares' | 'feet' | 'metres' | 'sixth';

/**
 * One choice the board made for a document that does not say: at `path` (`board.defenceStat`), the `value` chosen,
 * why (`reason`, with the `word` matched or the reference `speed`), and the same in English words (`message`).
 */
export interface BoardNotice {
  path: string;
  field: InferredField;
  value: string | number;
  reason: InferenceReason;
  word?: string;
  speed?: number;
  message: string;
}

/** The parts of a `rules` document the inference reads (a parsed document has them all; a raw one may not). */
export interface InferenceSource {
  derivedStats?: readonly { id: string; name?: string }[] | undefined;
  actionTypes?: readonly { id: string; name?: string }[] | undefined;
  movementModes?: readonly { id: string; defaultSpeed?: number | undefined }[] | undefined;
  defaultMovementMode?: string | undefined;
}

/**
 * Why the board cannot choose the defence stat: its message and the derived stats it could choose between (the
 * equally good ones, or every derived stat when none reads like a defence).
 */
export interface InferenceRefusal {
  message: string;
  candidates: string[];
}

/** A default speed's unit when a document names no movement mode (the spec's `defaultSpeed`). */
const SPEC_DEFAULT_SPEED = 30;

/** The lower-case words of an id or a name: `armourClass` → armour, class; `Classe Armatura (CA)` → classe, armatura, ca. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The first of `words` that `text` has as a word, or undefined. */
function matchWord(text: string | undefined, words: readonly string[]): string | undefined {
  if (text === undefined) return undefined;
  const have = new Set(wordsOf(text));
  return words.find((w) => have.has(w));
}

/** An entry that reads like `words`: rank 2 by its id, 1 by its name only, 0 not at all; with the word matched. */
function rankOf(entry: { id: string; name?: string }, words: readonly string[]): { rank: number; word?: string } {
  const byId = matchWord(entry.id, words);
  if (byId) return { rank: 2, word: byId };
  const byName = matchWord(entry.name, words);
  return byName ? { rank: 1, word: byName } : { rank: 0 };
}

/** The entries of the best rank above 0 that read like `words`, in the document's order, each with its word. */
function bestMatches<T extends { id: string; name?: string }>(list: readonly T[], words: readonly string[]): { entry: T; word: string }[] {
  const ranked = list.map((entry) => ({ entry, ...rankOf(entry, words) }));
  const best = Math.max(0, ...ranked.map((r) => r.rank));
  return best === 0 ? [] : ranked.filter((r) => r.rank === best).map((r) => ({ entry: r.entry, word: r.word! }));
}

/**
 * The defence stat read from the derived stats' names, with its notice, or the refusal listing the candidates (the
 * equally good ones, or every derived stat when none reads like a defence).
 */
export function inferDefenceStat(rules: InferenceSource): { value: string; notice: BoardNotice } | { refusal: InferenceRefusal } {
  const stats = rules.derivedStats ?? [];
  const found = bestMatches(stats, DEFENCE_WORDS);
  if (found.length === 1) {
    const { entry, word } = found[0]!;
    return {
      value: entry.id,
      notice: {
        path: 'board.defenceStat',
        field: 'defenceStat',
        value: entry.id,
        reason: 'namedLike',
        word,
        message: `board.defenceStat not written: attacks roll against derived stat "${entry.id}" (its ${matchWord(entry.id, DEFENCE_WORDS) ? 'id' : 'name'} reads "${word}")`,
      },
    };
  }
  if (found.length > 1) {
    const candidates = found.map((f) => f.entry.id);
    return {
      refusal: {
        candidates,
        message: `cannot choose the stat an attack roll is against: ${candidates.map((c) => `"${c}"`).join(', ')} read equally like a defence; name one in board.defenceStat`,
      },
    };
  }
  const candidates = stats.map((s) => s.id);
  return {
    refusal: {
      candidates,
      message: `no derived stat reads like a defence: name the stat an attack roll is against in board.defenceStat`,
    },
  };
}

/** The reference speed: the default movement mode's `defaultSpeed`, else the first mode's, else the spec's 30. */
export function referenceSpeed(rules: InferenceSource): number {
  const modes = rules.movementModes ?? [];
  const mode = modes.find((m) => m.id === rules.defaultMovementMode) ?? modes[0];
  return mode?.defaultSpeed ?? SPEC_DEFAULT_SPEED;
}

/** Whether `n` is a whole multiple of `step` (within rounding). */
const multipleOf = (n: number, step: number) => Math.abs(n / step - Math.round(n / step)) < 1e-9;

/** The square size for the reference speed, by the rule of the module's summary, with its notice. */
export function inferSquareSize(rules: InferenceSource): { value: number; notice: BoardNotice } {
  const speed = referenceSpeed(rules);
  const [value, reason, words]: [number, InferenceReason, string] =
    speed <= 12
      ? [1, 'squares', 'speeds count squares']
      : multipleOf(speed, 5)
        ? [5, 'feet', 'speeds read as feet on 5-foot squares']
        : multipleOf(speed, 1.5)
          ? [1.5, 'metres', 'speeds read as metres on 1.5-metre squares']
          : [speed / 6, 'sixth', 'the speed crosses six squares'];
  return {
    value,
    notice: {
      path: 'board.squareSize',
      field: 'squareSize',
      value,
      reason,
      speed,
      message: `board.squareSize not written: ${value} (a speed of ${speed}: ${words})`,
    },
  };
}

/** The action type an attack spends: one named like the main action, else the first; null without action types. */
export function inferAttackAction(rules: InferenceSource): { value: string; notice: BoardNotice } | null {
  const types = rules.actionTypes ?? [];
  const found = bestMatches(types, ACTION_WORDS)[0];
  const first = types[0];
  if (!found && !first) return null;
  const value = found ? found.entry.id : first!.id;
  const notice: BoardNotice = found
    ? {
        path: 'board.attackAction',
        field: 'attackAction',
        value,
        reason: 'namedLike',
        word: found.word,
        message: `board.attackAction not written: an attack or an ability spends action type "${value}" (it reads "${found.word}")`,
      }
    : {
        path: 'board.attackAction',
        field: 'attackAction',
        value,
        reason: 'first',
        message: `board.attackAction not written: an attack or an ability spends action type "${value}" (the first)`,
      };
  return { value, notice };
}

/** The action type moving needs: one named like moving, else null (movement is its own budget). */
export function inferMoveAction(rules: InferenceSource): { value: string; notice: BoardNotice } | null {
  const found = bestMatches(rules.actionTypes ?? [], MOVE_WORDS)[0];
  if (!found) return null;
  const value = found.entry.id;
  return {
    value,
    notice: {
      path: 'board.moveAction',
      field: 'moveAction',
      value,
      reason: 'namedLike',
      word: found.word,
      message: `board.moveAction not written: moving needs action type "${value}" (it reads "${found.word}")`,
    },
  };
}

/** The settings a ruleset's board writes (the fields of `board.ts`'s `RulesBoard` the inference fills). */
export interface WrittenBoard {
  system?: string | undefined;
  defenceStat?: string | undefined;
  squareSize?: number | undefined;
  attackAction?: string | undefined;
  abilityAction?: string | undefined;
  moveAction?: string | undefined;
}

/** What {@link inferBoard} gives: the settings with the inferred ones filled, a notice per choice, the refusal if any. */
export interface BoardInference {
  board: WrittenBoard;
  notices: BoardNotice[];
  refusal: InferenceRefusal | null;
}

/** Whether `board` writes any setting beyond which module plays it. */
export function writesSettings(board: WrittenBoard): boolean {
  return Object.entries(board).some(([key, value]) => key !== 'system' && value !== undefined);
}

/**
 * Fills what `board` leaves out from the document `rules`: the defence stat whenever it is missing; the square size
 * and the attack and move action types only when the board writes no setting at all (a board that writes some keeps
 * the table's defaults for the rest). Explicit settings always win. Never throws: a defence stat it cannot choose is
 * its `refusal`.
 */
export function inferBoard(board: WrittenBoard, rules: InferenceSource): BoardInference {
  const out: WrittenBoard = { ...board };
  const notices: BoardNotice[] = [];
  let refusal: InferenceRefusal | null = null;
  if (!writesSettings(board)) {
    const size = inferSquareSize(rules);
    out.squareSize = size.value;
    notices.push(size.notice);
    const attack = inferAttackAction(rules);
    if (attack) {
      out.attackAction = attack.value;
      notices.push(attack.notice);
    }
    const move = inferMoveAction(rules);
    if (move) {
      out.moveAction = move.value;
      notices.push(move.notice);
    }
  }
  if (board.defenceStat === undefined) {
    const defence = inferDefenceStat(rules);
    if ('refusal' in defence) refusal = defence.refusal;
    else {
      out.defenceStat = defence.value;
      notices.unshift(defence.notice);
    }
  }
  return { board: out, notices, refusal };
}

/** The entries of a raw list that have a string `id` (and a string `name` when they have one). */
function namedEntries(list: unknown): { id: string; name?: string }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => {
    if (e === null || typeof e !== 'object' || typeof (e as { id?: unknown }).id !== 'string') return [];
    const { id, name } = e as { id: string; name?: unknown };
    return [typeof name === 'string' ? { id, name } : { id }];
  });
}

/**
 * The parts {@link inferBoard} reads of a `rules` object as written (an editor's draft): entries without a string id
 * left out, a movement mode's `defaultSpeed` only when it is a number. Never throws.
 */
export function inferenceSource(raw: unknown): InferenceSource {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const r = raw as Record<string, unknown>;
  const rawModes = Array.isArray(r['movementModes']) ? (r['movementModes'] as unknown[]) : [];
  const modes = rawModes.flatMap((m) => {
    const [entry] = namedEntries([m]);
    if (!entry) return [];
    const speed = (m as { defaultSpeed?: unknown }).defaultSpeed;
    return [typeof speed === 'number' ? { id: entry.id, defaultSpeed: speed } : { id: entry.id }];
  });
  return {
    derivedStats: namedEntries(r['derivedStats']),
    actionTypes: namedEntries(r['actionTypes']),
    movementModes: modes,
    ...(typeof r['defaultMovementMode'] === 'string' ? { defaultMovementMode: r['defaultMovementMode'] } : {}),
  };
}
