/**
 * The classic rules' board numbers, read from a ruleset document ("`rulesets/classic.json` is what
 * plays"): the combat die's faces, the faces that hit and block, and the movement roll. Its `rules.extra.board`
 * gives them as dice notation (`"1d{skull*3,white_shield*2,black_shield}"`, `"2d6"`; docs/rulesets.md, "The
 * classic rules as a ruleset"); the wrapper's `combatDie`, `hit`, `heroBlock`, `creatureBlock` and `heroMovement`
 * give the same numbers as fields. Either may be written; when both are, they must agree.
 * @module
 */

/** A face of the classic combat die. */
export type ClassicFace = 'skull' | 'white_shield' | 'black_shield';
const FACES: readonly string[] = ['skull', 'white_shield', 'black_shield'];

/** The classic numbers of a ruleset: every field present or the whole is null. */
export interface ClassicNumbers {
  faces: ClassicFace[];
  hit: ClassicFace;
  heroBlock: ClassicFace;
  creatureBlock: ClassicFace;
  heroMovement: { count: number; sides: number };
}

/** The classic fields of a ruleset document, as far as this module reads them. */
export interface ClassicSource {
  combatDie?: { faces: ClassicFace[] } | undefined;
  hit?: ClassicFace | undefined;
  heroBlock?: ClassicFace | undefined;
  creatureBlock?: ClassicFace | undefined;
  heroMovement?: { count: number; sides: number } | undefined;
  rules?: { extra?: Record<string, unknown> | undefined } | undefined;
}

/** A one-die notation with custom faces (`"1d{skull*3,white_shield*2,black_shield}"`) as its faces; null when it is not one. */
export function parseFaceDie(text: string): ClassicFace[] | null {
  const m = /^1d\{([^}]*)\}$/.exec(text.replace(/\s+/g, ''));
  if (!m) return null;
  const faces: ClassicFace[] = [];
  for (const part of m[1]!.split(',')) {
    const f = /^([a-z_]+)(?:\*(\d+))?$/.exec(part);
    if (!f || !FACES.includes(f[1]!)) return null;
    const n = f[2] === undefined ? 1 : Number(f[2]);
    if (n < 1 || n > 20) return null;
    for (let i = 0; i < n; i++) faces.push(f[1] as ClassicFace);
  }
  return faces.length >= 2 && faces.length <= 20 ? faces : null;
}

/** `"2d6"` as `{ count: 2, sides: 6 }`; null when it is not plain `NdS` dice. */
export function parsePool(text: string): { count: number; sides: number } | null {
  const m = /^(\d+)d(\d+)$/.exec(text.replace(/\s+/g, ''));
  if (!m) return null;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  return count >= 1 && count <= 20 && sides >= 2 && sides <= 100 ? { count, sides } : null;
}

/** The classic values `rules.extra.board` writes, each parsed (a field absent or unreadable is left out). */
export function extraClassic(source: ClassicSource): Partial<Omit<ClassicNumbers, 'faces'> & { faces: ClassicFace[] }> {
  const board = source.rules?.extra?.board as Record<string, unknown> | undefined;
  if (!board || typeof board !== 'object') return {};
  const out: Partial<ClassicNumbers> = {};
  if (typeof board.combatDie === 'string') {
    const faces = parseFaceDie(board.combatDie);
    if (faces) out.faces = faces;
  }
  for (const key of ['hit', 'heroBlock', 'creatureBlock'] as const) {
    const v = board[key];
    if (typeof v === 'string' && FACES.includes(v)) out[key] = v as ClassicFace;
  }
  if (typeof board.heroMovement === 'string') {
    const pool = parsePool(board.heroMovement);
    if (pool) out.heroMovement = pool;
  }
  return out;
}

/**
 * The classic numbers a ruleset plays by: `rules.extra.board`'s where it gives them, else the wrapper's fields.
 * @returns null when some number is given by neither.
 */
export function classicNumbersOf(source: ClassicSource): ClassicNumbers | null {
  const extra = extraClassic(source);
  const faces = extra.faces ?? source.combatDie?.faces;
  const hit = extra.hit ?? source.hit;
  const heroBlock = extra.heroBlock ?? source.heroBlock;
  const creatureBlock = extra.creatureBlock ?? source.creatureBlock;
  const heroMovement = extra.heroMovement ?? source.heroMovement;
  if (!faces || !hit || !heroBlock || !creatureBlock || !heroMovement) return null;
  return { faces, hit, heroBlock, creatureBlock, heroMovement };
}

/** Where the wrapper's field and `rules.extra.board` disagree, one message per field (empty when they agree). */
export function classicDisagreements(source: ClassicSource): { path: string; message: string }[] {
  const extra = extraClassic(source);
  const out: { path: string; message: string }[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (extra.faces && source.combatDie && !same([...extra.faces].sort(), [...source.combatDie.faces].sort())) {
    out.push({ path: 'combatDie', message: 'the combat die differs from rules.extra.board.combatDie: write the same faces in both, or only one' });
  }
  for (const key of ['hit', 'heroBlock', 'creatureBlock'] as const) {
    if (extra[key] && source[key] && extra[key] !== source[key])
      out.push({ path: key, message: `"${source[key]}" differs from rules.extra.board.${key} "${extra[key]}": write the same face in both, or only one` });
  }
  if (extra.heroMovement && source.heroMovement && !same(extra.heroMovement, source.heroMovement)) {
    out.push({
      path: 'heroMovement',
      message: `${source.heroMovement.count}d${source.heroMovement.sides} differs from rules.extra.board.heroMovement: write the same dice in both, or only one`,
    });
  }
  return out;
}

/** What each classic field of `rules.extra.board` must be, for the message when it is not. */
const EXPECTED: Record<string, string> = {
  combatDie: 'one die with named faces, such as "1d{skull*3,white_shield*2,black_shield}" (2 to 20 faces of skull, white_shield, black_shield)',
  hit: 'a face: "skull", "white_shield" or "black_shield"',
  heroBlock: 'a face: "skull", "white_shield" or "black_shield"',
  creatureBlock: 'a face: "skull", "white_shield" or "black_shield"',
  heroMovement: 'plain dice such as "2d6" (1 to 20 dice of 2 to 100 sides)',
};

/** The classic fields `rules.extra.board` writes but that cannot be read, each with what it must be (empty when all read). */
export function unreadableClassic(source: ClassicSource): { key: string; message: string }[] {
  const board = source.rules?.extra?.board as Record<string, unknown> | undefined;
  if (!board || typeof board !== 'object') return [];
  const read = extraClassic(source);
  const out: { key: string; message: string }[] = [];
  for (const key of Object.keys(EXPECTED)) {
    if (!Object.hasOwn(board, key)) continue;
    const got = key === 'combatDie' ? read.faces : read[key as 'hit' | 'heroBlock' | 'creatureBlock' | 'heroMovement'];
    if (got === undefined) out.push({ key, message: `${JSON.stringify(board[key])} cannot be read: expected ${EXPECTED[key]}` });
  }
  return out;
}
