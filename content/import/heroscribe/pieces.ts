/**
 * The pieces of a HeroScribe quest placed on the joined map: doors, the start squares, furniture, monsters and traps.
 * @module
 */
import { ownValue } from '../../own.ts';
import type { LocalizedText, Square } from '../../schemas/index.ts';
import { BOARD_H, BOARD_W, type Conversion, type Placed } from './conversion.ts';
import { FURNITURE, FURNITURE_NAMES_IT, RUBBLE, SECRET_DOORS, SPECIAL_DOORS, TRAP_EFFECTS, TRAP_NAMES_IT, TRAPS } from './kinds.ts';
import { HeroScribeError, problemAt } from './report.ts';
import { PROSE_WHY } from './texts.ts';

/** A door piece: a map door between two open squares, an exit when one side is off the board or dark, else reported. */
export function placeDoor(c: Conversion, p: Placed): void {
  const { el, entry, left, top, rotation } = p;
  const secret = SECRET_DOORS.has(entry.id);
  // board-local squares on either side of the wall the door stands in
  let a: [number, number];
  let b: [number, number];
  if (secret) {
    const d = { downward: [0, -1], rightward: [-1, 0], upward: [0, 1], leftward: [1, 0] }[rotation];
    a = [left + d[0]!, top + d[1]!];
    b = [left, top];
  } else if (rotation === 'downward' || rotation === 'upward') {
    a = [left, top];
    b = [left, top + 1];
  } else {
    a = [left, top];
    b = [left + 1, top];
  }
  const onBoard = ([x, y]: [number, number]) => x >= 1 && y >= 1 && x <= BOARD_W && y <= BOARD_H;
  const nearBoard = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x <= BOARD_W + 1 && y <= BOARD_H + 1;
  if (!nearBoard(a) || !nearBoard(b) || (!onBoard(a) && !onBoard(b))) {
    c.report(el, 'off_board', { door: entry.id, secret, left, top, boardW: BOARD_W, boardH: BOARD_H });
    return;
  }
  const ja = c.joined(p.board, ...a);
  const jb = c.joined(p.board, ...b);
  const openA = onBoard(a) && c.open(ja);
  const openB = onBoard(b) && c.open(jb);
  if (openA && openB) {
    if (c.at(ja) === c.at(jb)) {
      c.report(el, 'not_on_wall', { secret, left, top, rotation, a: ja, b: jb, corridor: c.at(ja) === '.' });
      return;
    }
    const key = [ja, jb].map(String).sort().join('|');
    if (c.doorEdges.has(key)) {
      c.report(el, 'duplicate_door', { a: ja, b: jb });
      return;
    }
    c.doorEdges.add(key);
    c.doors.push(secret ? { between: [ja, jb], secret: true } : { between: [ja, jb] });
    if (secret) c.counts.secretDoors++;
    else c.counts.doors++;
    const special = SPECIAL_DOORS[entry.id];
    if (special) c.report(el, 'door_approximated', { name: entry.name, special });
    return;
  }
  if (!openA && !openB) {
    c.report(el, 'on_rock', { door: true, secret, left, top });
    return;
  }
  const inside = openA ? ja : jb;
  const outside = openA ? b : a;
  const outsideJoined = openA ? jb : ja;
  if (c.bridges.has(String(outsideJoined))) {
    c.report(el, 'door_on_bridge', { secret, left, top });
    return;
  }
  if (onBoard(outside)) c.report(el, 'door_to_dark', { secret, left, top, inside });
  c.objects.push({ type: 'exit', x: inside[0], y: inside[1], name: { it: 'Porta sul bordo', en: 'Board-edge door' }, ...(secret ? { hidden: true } : {}) });
  c.counts.edgeExits++;
}

/** The first stairway gives the start squares; every stairway is an exit. Without one, hero figures give the start. */
export function placeStart(c: Conversion, stairways: Placed[], heroes: Placed[]): void {
  c.stairwayEl = stairways[0]?.el ?? heroes[0]?.el ?? null;
  const stairName = { it: 'Scala', en: 'Stairway' };
  stairways.forEach((p, i) => {
    c.counts.stairways++;
    for (const sq of c.squaresOf(p)) {
      if (i === 0) {
        if (c.claim(sq, { is: 'stairway' }, p.el)) c.start.push(sq);
      } else if (!c.open(sq)) {
        c.report(p.el, 'on_rock', { piece: { is: 'stairway' }, square: sq });
        continue;
      }
      if (c.open(sq)) c.objects.push({ type: 'exit', x: sq[0], y: sq[1], name: stairName });
    }
  });
  if (stairways.length > 1) c.report(stairways[1]!.el, 'start_choice', { stairways: stairways.length, line: stairways[0]!.el.line });
  if (c.start.length === 0) {
    for (const h of heroes) {
      if (c.start.length >= 8) break;
      for (const sq of c.squaresOf(h)) if (c.claim(sq, { is: 'figure', name: h.entry.name }, h.el)) c.start.push(sq);
    }
    if (c.start.length > 0) c.report(heroes[0]!.el, 'start_choice', { figures: true });
  } else {
    for (const h of heroes) c.proseObjects.push({ id: h.entry.id, name: h.entry.name, line: h.el.line, why: PROSE_WHY.hero.en, text: PROSE_WHY.hero });
  }
  if (c.start.length === 0) {
    const exit = c.objects.find((o) => o.type === 'exit');
    const sq: Square | undefined = exit ? [exit.x, exit.y] : c.firstOpenSquare();
    if (!sq) {
      // the dark areas cover every square: the author's file has nothing to play on (not a converter defect)
      const darks = c.boardElements.reduce((n, b) => n + b.children.filter((c) => c.name === 'dark').length, 0);
      throw new HeroScribeError('no_playable_square', [problemAt(c.quest, 'no_playable_square', { boards: c.boardElements.length, darks })]);
    }
    c.occupied.set(String(sq), { is: 'start' });
    c.start.push(sq);
    c.report(c.quest, 'no_start', { square: sq, edge: !!exit });
  }
}

/** A furniture (or rubble) piece: one furniture object on each square it covers that is free. */
export function placeFurniture(c: Conversion, p: Placed): void {
  const rubble = RUBBLE.has(p.entry.id);
  const kind = rubble ? 'rubble' : FURNITURE[p.entry.id]!;
  const name: LocalizedText = { it: FURNITURE_NAMES_IT[kind], en: p.entry.name };
  let placed = 0;
  for (const sq of c.squaresOf(p)) {
    if (!c.claim(sq, { is: 'furniture', name: p.entry.name, it: FURNITURE_NAMES_IT[kind] }, p.el)) continue;
    c.objects.push({ type: 'furniture', kind, x: sq[0], y: sq[1], name });
    placed++;
  }
  if (placed === 0) return;
  c.counts.furnitureSquares += placed;
  if (rubble) c.counts.rubble++;
  else c.counts.furniture[kind] = (c.counts.furniture[kind] ?? 0) + 1;
  if (p.entry.id === 'TreasureChestTrap') c.report(p.el, 'trap_approximated', { chest: true });
  if (p.entry.id === 'DwarvenForge') c.report(p.el, 'furniture_approximated', { forge: true });
}

/** A monster piece: a creature on its top-left square, of its kind or a placeholder kind. */
export function placeMonster(c: Conversion, p: Placed): void {
  const [w, h] = c.footprint(p);
  const sq = c.joined(p.board, p.left, p.top);
  if (!c.claim(sq, { is: 'monster', name: p.entry.name }, p.el)) return;
  const kind = c.kindOf(p.entry, p.el);
  c.monsters.push({ kind, x: sq[0], y: sq[1] });
  c.counts.monsters[kind] = (ownValue(c.counts.monsters, kind) ?? 0) + 1;
  const ph = c.placeholders.get(p.entry.id);
  if (ph && ph.kind === kind) ph.count++;
  if (w * h > 1) c.report(p.el, 'large_monster', { name: p.entry.name, width: w, height: h, square: sq });
}

/** A trap piece: a hidden trap on each open square it covers. */
export function placeTrap(c: Conversion, p: Placed): void {
  const { kind, exact } = TRAPS[p.entry.id]!;
  let placed = 0;
  for (const sq of c.squaresOf(p)) {
    if (!c.open(sq)) {
      c.report(p.el, 'on_rock', { piece: { is: 'trap', name: p.entry.name, it: TRAP_NAMES_IT[kind] }, square: sq });
      continue;
    }
    c.objects.push({
      type: 'trap',
      kind,
      x: sq[0],
      y: sq[1],
      hidden: true,
      name: { it: exact ? TRAP_NAMES_IT[kind] : `${TRAP_NAMES_IT[kind]} (${p.entry.name})`, en: p.entry.name },
      effects: TRAP_EFFECTS[kind],
    });
    c.counts.traps[kind] = (c.counts.traps[kind] ?? 0) + 1;
    placed++;
  }
  if (placed > 0 && !exact) c.report(p.el, 'trap_approximated', { name: p.entry.name, kind, it: TRAP_NAMES_IT[kind] });
}
