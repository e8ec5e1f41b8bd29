/**
 * The board of a printed quest map: what each copy shows on it (the {@link MapPiece}s, with the legend keyed to
 * their symbols) and the board drawn at a square's size: rock hatched, rooms tinted, the grid, thick walls where
 * two squares of different areas meet without a door, then the doors and every piece on its square. Each piece is a
 * `<g data-kind data-id data-x data-y>` so a test can check where it stands.
 * @module
 */
import { esc } from '../../content/markup.ts';
import type { Lang } from '../../content/schemas/index.ts';
import { textIn, readText } from '../../content/text.ts';
import { FURNITURE, TRAP_KINDS as TRAP_WORDS } from '../../content/vocabulary-objects.ts';
import { CORRIDOR, ROCK, type GameState } from '../../engine/index.ts';
import type { LegendEntry } from './page.ts';
import {
  creatureSymbol,
  DIFFICULT_PATTERN,
  doorSymbol,
  exitSymbol,
  furnitureSymbol,
  goalSymbol,
  INK,
  letter,
  markerSymbol,
  npcSymbol,
  num,
  PAPER,
  patternDefs,
  ROCK_PATTERN,
  ROOM_TINT,
  startSymbol,
  TRAP_SYMBOLS,
  treasureSymbol,
  type Draw,
} from './symbols.ts';
import { mapWord } from './words.ts';

/** A map's copy: the master's (everything) or the players' (no secret). */
export type Copy = 'master' | 'players';

/** The kinds of symbol placed on the board, as their `data-kind` says. */
export type PieceKind = 'door' | 'secret-door' | 'trap' | 'creature' | 'npc' | 'furniture' | 'treasure' | 'exit' | 'marker' | 'start' | 'goal';

/** A symbol placed on the board: on its square `[x, y]` (a door: between `[x, y]` and `[x2, y2]`). */
export interface MapPiece {
  kind: PieceKind;
  id: string;
  x: number;
  y: number;
  x2?: number;
  y2?: number;
  /** The piece is hidden from the heroes until found (a hidden trap or treasure). */
  hidden?: boolean;
  /** Its sub-kind: the trap's or the furniture's kind, the creature's kind. */
  of?: string;
  /** How many squares a side it covers (a big creature). */
  span?: number;
  /** The number printed beside it, keyed to the master's list of numbered squares. */
  key?: number;
  draw: Draw;
}

/** What the board shows for one copy: its pieces, its legend, and the master's numbered squares. */
export interface BoardContent {
  pieces: MapPiece[];
  legend: LegendEntry[];
  /** The numbered squares' notes (master's copy): number, name, text. */
  keyed: { key: number; name: string; text: string; lang?: Lang }[];
}

/** A creature's letter in the legend: its name's first letter, or first two, or more, unused by another kind. */
function codesFor(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const letters = name.replace(/[^\p{L}]/gu, '');
    const first = (letters[0] ?? '?').toUpperCase();
    const tries = [first, ...[...letters.slice(1)].map((c) => first + c.toLowerCase()), `${first}${i + 1}`];
    const code = tries.find((t) => !used.has(t)) ?? `${i + 1}`;
    used.add(code);
    return code;
  });
}

/** The pieces and legend of `state`'s board for `copy`, in `lang`. */
export function boardContent(state: GameState, lang: Lang, copy: Copy): BoardContent {
  const master = copy === 'master';
  const { board, objects, start, mission } = state.setup;
  const pieces: MapPiece[] = [];
  const legend = new Map<string, LegendEntry>();
  const note = (key: string, entry: LegendEntry) => legend.has(key) || legend.set(key, entry);
  const keyed: BoardContent['keyed'] = [];

  start.forEach(([x, y], i) => pieces.push({ kind: 'start', id: `start-${i + 1}`, x, y, draw: startSymbol(i + 1) }));
  if (start.length) note('start', { draw: startSymbol(1), label: mapWord(lang, 'start') });
  board.doors.forEach((d) => {
    if (d.secret && !master) return;
    const [[x, y], [x2, y2]] = d.between;
    pieces.push({ kind: d.secret ? 'secret-door' : 'door', id: d.id, x, y, x2, y2, draw: () => '' });
    note(d.secret ? 'secret-door' : 'door', {
      draw: (lx, ly, s) => doorSymbol({ x1: lx, y1: ly + s / 2, x2: lx + s, y2: ly + s / 2 }, s * 1.3, d.secret),
      label: mapWord(lang, d.secret ? 'secretDoor' : 'door'),
    });
  });
  objects.forEach((o, i) => {
    const st = state.objects[i]!;
    const hidden = st.hidden;
    // the players' copy keeps what stands in plain sight: furniture, and exits and markers not hidden
    if (!master && (o.type === 'trap' || o.type === 'treasure' || hidden)) return;
    const base = { id: st.id, x: o.x, y: o.y, ...(hidden ? { hidden: true } : {}) };
    let piece: MapPiece;
    if (o.type === 'trap') {
      piece = { ...base, kind: 'trap', of: o.kind, draw: TRAP_SYMBOLS[o.kind] };
      note(`trap:${o.kind}`, { draw: piece.draw, label: TRAP_WORDS[o.kind][lang].name });
    } else if (o.type === 'furniture') {
      piece = { ...base, kind: 'furniture', of: o.kind, draw: furnitureSymbol(o.kind) };
      note(`furniture:${o.kind}`, { draw: piece.draw, label: FURNITURE[o.kind][lang].name });
    } else if (o.type === 'treasure') {
      piece = { ...base, kind: 'treasure', draw: treasureSymbol };
      note('treasure', { draw: treasureSymbol, label: mapWord(lang, hidden ? 'treasure' : 'treasureSeen') });
    } else if (o.type === 'exit') {
      piece = { ...base, kind: 'exit', draw: exitSymbol };
      note('exit', { draw: exitSymbol, label: mapWord(lang, 'exit') });
    } else {
      piece = { ...base, kind: 'marker', draw: markerSymbol };
      note('marker', { draw: markerSymbol, label: mapWord(lang, 'marker') });
    }
    // the master's copy numbers each object that has words of its own (a text, or the name of what is not furniture),
    // and lists them
    const text = readText(o.text, lang);
    if (master && (text || (o.name && o.type !== 'furniture'))) {
      piece.key = keyed.length + 1;
      const kindName =
        o.type === 'trap'
          ? TRAP_WORDS[o.kind][lang].name
          : o.type === 'furniture'
            ? FURNITURE[o.kind][lang].name
            : mapWord(lang, o.type === 'treasure' ? 'treasureSeen' : o.type);
      const name = textIn(o.name, lang, kindName) + (hidden ? ` ${mapWord(lang, 'hidden')}` : '');
      keyed.push({ key: piece.key, name, text: text?.text ?? '', ...(text && text.lang !== lang ? { lang: text.lang } : {}) });
    }
    pieces.push(piece);
  });
  if (master) {
    const conditions = typeof mission.win === 'object' ? mission.win.conditions : [];
    const goals = conditions.flatMap((c) => (c.type === 'reach' || c.type === 'escort' ? (c.cells ?? []) : []));
    goals.forEach(([x, y], i) => pieces.push({ kind: 'goal', id: `goal-${i + 1}`, x, y, draw: goalSymbol }));
    if (goals.length) note('goal', { draw: goalSymbol, label: mapWord(lang, 'goal') });
    const creatures = state.units.filter((u) => u.side === 'master' && !u.npc);
    const kinds = [...new Set(creatures.map((u) => u.kind))];
    const names = kinds.map((k) => readText(creatures.find((u) => u.kind === k)!.name, lang) ?? { text: k, lang });
    const npcs = state.units.filter((u) => u.npc);
    const codes = codesFor([...names.map((n) => n.text), ...npcs.map((u) => textIn(u.name, lang, u.kind))]);
    kinds.forEach((k, i) => {
      const mine = creatures.filter((u) => u.kind === k);
      for (const u of mine) pieces.push({ kind: 'creature', id: u.id, x: u.x, y: u.y, of: k, span: u.span ?? 1, draw: creatureSymbol(codes[i]!, u.span ?? 1) });
      note(`creature:${k}`, {
        draw: creatureSymbol(codes[i]!),
        label: mapWord(lang, 'creatureCount', { name: names[i]!.text, n: mine.length }),
        ...(names[i]!.lang !== lang ? { lang: names[i]!.lang } : {}),
      });
    });
    npcs.forEach((u, i) => {
      const code = codes[kinds.length + i]!;
      pieces.push({ kind: 'npc', id: u.id, x: u.x, y: u.y, of: u.kind, draw: npcSymbol(code) });
      note(`npc:${u.id}`, { draw: npcSymbol(code), label: mapWord(lang, 'npc', { name: textIn(u.name, lang, u.kind) }) });
    });
  }
  const tile =
    (fill: string): Draw =>
    (x, y, s) =>
      `<rect x="${num(x + s * 0.1)}" y="${num(y + s * 0.1)}" width="${num(s * 0.8)}" height="${num(s * 0.8)}" fill="${fill}" stroke="${INK}" stroke-width="${num(s * 0.04)}"/>`;
  note('room', { draw: tile(ROOM_TINT), label: mapWord(lang, 'room') });
  note('corridor', { draw: tile(PAPER), label: mapWord(lang, 'corridor') });
  note('rock', { draw: tile(`url(#${ROCK_PATTERN})`), label: mapWord(lang, 'rock') });
  if (board.difficult?.length) note('difficult', { draw: tile(`url(#${DIFFICULT_PATTERN})`), label: mapWord(lang, 'difficult') });
  return { pieces, legend: [...legend.values()], keyed };
}

/** The pieces' drawing order: the ground's first, the creatures over them, the doors last (they sit on the walls). */
const ORDER: Record<PieceKind, number> = {
  goal: 0,
  furniture: 1,
  start: 2,
  exit: 3,
  marker: 3,
  treasure: 4,
  trap: 4,
  npc: 5,
  creature: 5,
  'secret-door': 6,
  door: 6,
};

/** The rock drawn around the outermost squares that are not rock, in squares: a band of hatching, not whole rows of it. */
const ROCK_BAND = 0.5;

/**
 * The part of `state`'s board a map draws, in squares: from the first to the last row and column that hold a square
 * not of rock, with a band of {@link ROCK_BAND} around (a map written with a ring of rock does not print it whole).
 */
export function boardView(state: GameState): { x: number; y: number; w: number; h: number } {
  const { width, height, areas } = state.setup.board;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  areas.forEach((a, i) => {
    if (a === ROCK) return;
    const [x, y] = [i % width, Math.floor(i / width)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  });
  if (x1 < 0) return { x: 0, y: 0, w: width, h: height };
  return { x: x0 - ROCK_BAND, y: y0 - ROCK_BAND, w: x1 - x0 + 1 + 2 * ROCK_BAND, h: y1 - y0 + 1 + 2 * ROCK_BAND };
}

/**
 * The board of `state` drawn with squares of `s` mm, the top left corner of its {@link boardView} at `(ox, oy)`, its
 * `pieces` on it: the markup. Its group says the square's side (`data-cell`) and where square `[0, 0]`'s corner is
 * (`data-origin-x`, `data-origin-y`), in mm. A small symbol
 * (trap, treasure, marker, exit) that shares its square with a creature, a start or furniture is drawn in the
 * square's corner, so both read.
 */
export function drawBoard(state: GameState, pieces: readonly MapPiece[], ox: number, oy: number, s: number): string {
  const { width, height, areas } = state.setup.board;
  const areaAt = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? ROCK : areas[y * width + x]!);
  const view = boardView(state);
  const X = (x: number) => ox + (x - view.x) * s;
  const Y = (y: number) => oy + (y - view.y) * s;
  const frame = `x="${num(ox)}" y="${num(oy)}" width="${num(view.w * s)}" height="${num(view.h * s)}"`;
  let ground = `<rect ${frame} fill="url(#${ROCK_PATTERN})"/>`;
  let grid = '';
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = areaAt(x, y);
      if (a === ROCK) continue;
      ground += `<rect x="${num(X(x))}" y="${num(Y(y))}" width="${num(s)}" height="${num(s)}" fill="${a === CORRIDOR ? PAPER : ROOM_TINT}"/>`;
      grid += `M${num(X(x))} ${num(Y(y))}h${num(s)}v${num(s)}h${num(-s)}z`;
    }
  for (const [i] of state.setup.board.difficult ?? [])
    ground += `<rect x="${num(X(i % width))}" y="${num(Y(Math.floor(i / width)))}" width="${num(s)}" height="${num(s)}" fill="url(#${DIFFICULT_PATTERN})"/>`;
  // walls: every edge between two areas where no door shown stands (a secret door left out of a copy is a wall)
  const doorEdges = new Set(pieces.filter((p) => p.kind === 'door' || p.kind === 'secret-door').map((p) => edgeKey(p.x, p.y, p.x2!, p.y2!)));
  let walls = '';
  for (let y = -1; y < height; y++)
    for (let x = -1; x < width; x++) {
      const a = areaAt(x, y);
      for (const [nx, ny] of [
        [x + 1, y],
        [x, y + 1],
      ] as const) {
        const b = areaAt(nx, ny);
        if (a === b || (a === ROCK && b === ROCK) || doorEdges.has(edgeKey(x, y, nx, ny))) continue;
        walls += nx > x ? `M${num(X(nx))} ${num(Y(y))}v${num(s)}` : `M${num(X(x))} ${num(Y(ny))}h${num(s)}`;
      }
    }
  const busy = new Set(pieces.filter((p) => ['creature', 'npc', 'start', 'furniture'].includes(p.kind)).map((p) => `${p.x},${p.y}`));
  const placed = [...pieces]
    .sort((p, q) => ORDER[p.kind] - ORDER[q.kind])
    .map((p) => {
      const data = `data-kind="${p.kind}" data-id="${esc(p.id)}" data-x="${p.x}" data-y="${p.y}"${p.x2 !== undefined ? ` data-x2="${p.x2}" data-y2="${p.y2}"` : ''}${p.of ? ` data-of="${esc(p.of)}"` : ''}${p.hidden ? ' data-hidden="true"' : ''}${p.span && p.span > 1 ? ` data-span="${p.span}"` : ''}`;
      let body: string;
      if (p.kind === 'door' || p.kind === 'secret-door') {
        const vertical = p.x2 !== p.x;
        const [ex, ey] = [Math.max(p.x, p.x2!), Math.max(p.y, p.y2!)];
        body = doorSymbol(
          vertical ? { x1: X(ex), y1: Y(ey), x2: X(ex), y2: Y(ey + 1) } : { x1: X(ex), y1: Y(ey), x2: X(ex + 1), y2: Y(ey) },
          s,
          p.kind === 'secret-door',
        );
      } else {
        const small = ['trap', 'treasure', 'marker', 'exit'].includes(p.kind) && busy.has(`${p.x},${p.y}`);
        body = small ? p.draw(X(p.x) + s * 0.5, Y(p.y) + s * 0.5, s * 0.5) : p.draw(X(p.x), Y(p.y), s);
      }
      if (p.key !== undefined) body += keyMark(X(p.x), Y(p.y), s, p.key);
      return `<g ${data}>${body}</g>`;
    })
    .join('');
  return (
    patternDefs(s) +
    `<g data-role="board" data-cell="${num(s)}" data-origin-x="${num(X(0))}" data-origin-y="${num(Y(0))}">${ground}<path d="${grid}" fill="none" stroke="${INK}" stroke-width="${num(Math.max(0.12, s * 0.014))}"/>` +
    `<path d="${walls}" fill="none" stroke="${INK}" stroke-width="${num(s * 0.11)}" stroke-linecap="square"/>` +
    `<rect ${frame} fill="none" stroke="${INK}" stroke-width="0.35"/>${placed}</g>`
  );
}

/** The key of the edge between two neighbouring squares, the same both ways. */
function edgeKey(x1: number, y1: number, x2: number, y2: number): string {
  return x1 < x2 || (x1 === x2 && y1 < y2) ? `${x1},${y1}|${x2},${y2}` : `${x2},${y2}|${x1},${y1}`;
}

/** A numbered square's number: a small white label at the square's top left corner. */
function keyMark(x: number, y: number, s: number, key: number): string {
  const r = s * 0.17;
  return `<circle cx="${num(x + r + s * 0.02)}" cy="${num(y + r + s * 0.02)}" r="${num(r)}" fill="${PAPER}" stroke="${INK}" stroke-width="${num(s * 0.02)}"/>${letter(x + s * 0.02, y + s * 0.02, 2 * r, String(key), INK, 0.7)}`;
}
