/**
 * The board seen from above, as SVG markup: a pure function of the table ({@link BoardScene}) and its marks
 * ({@link BoardMarks}), with no DOM and no three.js, so the 2D board (`flat-board.ts`) draws with it and a printable
 * quest map can too. One board square is one user unit: square `[x, y]` spans `x..x+1` by `y..y+1`.
 *
 * What it draws, bottom to top: the slab, solid rock, the floor (flagstones, each room its tint, corridors darker;
 * grass and a dirt road outdoors), the fog over the rooms the heroes have not found (the master sees them dimmed),
 * the mission's objects, the squares to move to and the aimed-at squares, the walls (a dark face under a lighter cap;
 * hedges outdoors), the open doors (a light sill between the jambs, the leaf swung open), the rings of the marked
 * pieces, the pieces (a disc of the side's colour round the piece's own colour, with its picture or initials in a
 * colour that stands out on it), their status badges, the closed doors (wood with iron bands, gold when they may be
 * opened: over the pieces, so a piece beside one never hides it), and the keyboard cursor.
 * @module
 */
import { pictureFor } from '../../../content/picture-defaults.ts';
import type { Lang } from '../../../content/schemas/common.ts';
import { esc } from '../../../content/markup.ts';
import { readText } from '../../../content/text.ts';
import type { Unit } from '../../../engine/index.ts';
import { spanOf } from '../../../engine/core/span.ts';
import { iconsOf, type IconName } from '../badges.ts';
import { edgeBetween, floorTiles, rockTiles, roomOfArea, wallEdges, type Edge } from '../layout.ts';
import * as palette from '../palette.ts';
import type { BoardMarks, BoardObject, BoardScene } from '../types.ts';

/** The margin of slab round the board (squares). */
export const FLAT_MARGIN = 0.35;
/** A piece's disc radius (squares). */
export const PIECE_RADIUS = 0.38;
/** A door's length along its edge, and its thickness (squares). */
export const DOOR_LENGTH = 0.72;
const DOOR_THICKNESS = 0.26;
/** The keyboard cursor's colour (cursor.ts's, which imports three.js). */
export const FLAT_CURSOR_COLOR = 0x6ff3ff;

/** `#rrggbb` of a palette number. */
export const hex = (color: number): string => `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** The view box of the whole board with its slab: `minX minY width height`. */
export function boardExtent(scene: Pick<BoardScene, 'board'>): { x: number; y: number; width: number; height: number } {
  return { x: -FLAT_MARGIN, y: -FLAT_MARGIN, width: scene.board.width + 2 * FLAT_MARGIN, height: scene.board.height + 2 * FLAT_MARGIN };
}

/**
 * A piece's initials, of its name in `lang` (the other language's when only that is written): the first letters of
 * its first two words (the first two letters of a one-word name), upper case.
 */
export function initials(unit: Pick<Unit, 'name' | 'kind'>, lang: Lang = 'it'): string {
  const name = (readText(unit.name, lang)?.text ?? unit.kind).trim();
  const words = name.split(/[\s-]+/).filter((w) => w.length > 0);
  const letters = words.length >= 2 ? words[0]!.charAt(0) + words[1]!.charAt(0) : name.slice(0, 2);
  return letters.toLocaleUpperCase();
}

/** The relative luminance of a colour (WCAG 2's, 0 black to 1 white). */
export function luminance(color: number): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((color >> 16) & 0xff) + 0.7152 * channel((color >> 8) & 0xff) + 0.0722 * channel(color & 0xff);
}

/** The contrast ratio of two colours (WCAG 2's, 1 to 21). */
export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A piece's icon and initials drawn light: cream on a dark disc. */
export const FACE_LIGHT = 0xf6ecd6;
/** A piece's icon and initials drawn dark: on a light disc (a skeleton's bone, a ghost). */
export const FACE_DARK = 0x221a14;

/** The colour a piece's icon or initials are drawn in on a disc of `disc`: whichever of light and dark stands out more. */
export function faceColor(disc: number): number {
  return contrast(FACE_LIGHT, disc) >= contrast(FACE_DARK, disc) ? FACE_LIGHT : FACE_DARK;
}

/** Where door `door` sits: its edge and the squares on each side. */
function doorEdge(door: BoardScene['board']['doors'][number]): Edge {
  return edgeBetween(door.between[0], door.between[1]);
}

/** The middle of a door as the 2D board draws it (a closed door on its edge; an open one swung into its second square). */
export function doorPoint(door: BoardScene['board']['doors'][number]): { x: number; y: number } {
  const e = doorEdge(door);
  if (!door.open) return { x: e.x, y: e.z };
  const [[ax, ay], [bx, by]] = door.between;
  const nx = Math.sign(bx - ax);
  const ny = Math.sign(by - ay);
  // hinged at one end of the doorway, swung a quarter turn into the second square
  const hinge = e.vertical ? { x: e.x, y: e.z - DOOR_LENGTH / 2 } : { x: e.x - DOOR_LENGTH / 2, y: e.z };
  return { x: hinge.x + (nx * DOOR_LENGTH) / 2, y: hinge.y + (ny * DOOR_LENGTH) / 2 };
}

function floorMarkup(scene: BoardScene): string {
  const { board, revealed, seeAll } = scene;
  const setting = scene.setting ?? 'dungeon';
  const isRevealed = (area: number) => {
    const room = roomOfArea(board, area);
    return room === null || revealed.includes(room);
  };
  const floor: string[] = [];
  const fog: string[] = [];
  for (const t of floorTiles(board)) {
    if (!seeAll && !isRevealed(t.area)) {
      // the fog: dark, a little lighter or darker square by square
      fog.push(`<rect x="${t.x}" y="${t.y}" width="1" height="1" fill="${hex(palette.shade(palette.FOG, 0.96 + 0.08 * palette.hash(t.y, t.x)))}"/>`);
      continue;
    }
    const base = palette.floorColor(t.area, isRevealed(t.area), seeAll, setting);
    const color = palette.shade(base, setting === 'outdoor' ? 1 + (palette.stoneShade(t.x, t.y) - 0.99) / 3 : palette.stoneShade(t.x, t.y));
    floor.push(`<rect x="${t.x}" y="${t.y}" width="1" height="1" fill="${hex(color)}"/>`);
  }
  // the joints between flagstones (outdoors, none: grass has no joints)
  const joints =
    setting === 'outdoor'
      ? ''
      : `<path d="${floorTiles(board)
          .filter((t) => seeAll || isRevealed(t.area))
          .map((t) => `M${t.x} ${t.y}h1v1h-1z`)
          .join('')}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="0.035"/>`;
  return `<g data-layer="floor">${floor.join('')}${joints}</g>${difficultMarkup(scene, isRevealed)}<g data-layer="fog">${fog.join('')}</g>`;
}

/** Difficult terrain on the squares in sight: a brown tint and three diagonal strokes, seen on a phone too. */
function difficultMarkup(scene: BoardScene, isRevealed: (area: number) => boolean): string {
  const { board, seeAll } = scene;
  const squares = (board.difficult ?? []).map(([i]) => [i % board.width, Math.floor(i / board.width), board.areas[i]!] as const);
  const shown = squares.filter(([, , area]) => seeAll || isRevealed(area));
  if (shown.length === 0) return '';
  const tint = shown.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('');
  const strokes = shown.map(([x, y]) => `M${x} ${num(y + 0.4)}l0.4 -0.4M${x} ${num(y + 1)}l1 -1M${num(x + 0.6)} ${y + 1}l0.4 -0.4`).join('');
  return `<g data-layer="difficult"><path d="${tint}" fill="${hex(palette.DIFFICULT)}" fill-opacity="0.28"/><path d="${strokes}" fill="none" stroke="${hex(palette.DIFFICULT)}" stroke-opacity="0.75" stroke-width="0.07" stroke-linecap="round"/></g>`;
}

function rockMarkup(scene: BoardScene): string {
  const { board } = scene;
  const outdoor = scene.setting === 'outdoor';
  const ground = outdoor ? palette.FOREST_FLOOR : palette.ROCK;
  const rock = rockTiles(board).map(
    (t) => `<rect x="${t.x}" y="${t.y}" width="1" height="1" fill="${hex(palette.shade(ground, 0.97 + 0.06 * palette.hash(t.x, t.y)))}"/>`,
  );
  // outdoors, a tree crown on each solid square
  const trees = outdoor
    ? rockTiles(board).map((t) => {
        const h = palette.hash(t.x, t.y);
        return `<circle cx="${num(t.x + 0.5 + (h - 0.5) * 0.2)}" cy="${num(t.y + 0.5 + (palette.hash(t.y, t.x) - 0.5) * 0.2)}" r="${num(0.34 + 0.12 * h)}" fill="${hex(palette.shade(palette.LEAVES, 0.85 + 0.35 * h))}" stroke="#1b2a15" stroke-width="0.04"/>`;
      })
    : [];
  return `<g data-layer="rock">${rock.join('')}${trees.join('')}</g>`;
}

/** The look of an object kind: a small drawing in a square at `x`, `y`. */
function objectMarkup(o: BoardObject): string {
  const x = o.x;
  const y = o.y;
  const faded = o.hidden ? ' opacity="0.45"' : o.done ? ' opacity="0.6"' : '';
  const open = `<g data-object="${esc(o.id)}"${faded}>`;
  const body = (() => {
    switch (o.type) {
      case 'treasure':
        // a chest: a wooden box with a brass band and lock
        return `<rect x="${num(x + 0.22)}" y="${num(y + 0.3)}" width="0.56" height="0.42" rx="0.05" fill="#8a5a2b" stroke="#3a240f" stroke-width="0.04"/><rect x="${num(x + 0.22)}" y="${num(y + 0.44)}" width="0.56" height="0.07" fill="${o.done ? '#6b6b6b' : '#e0b44a'}"/><rect x="${num(x + 0.46)}" y="${num(y + 0.42)}" width="0.08" height="0.12" fill="#f5d67a"/>`;
      case 'trap':
        return o.kind === 'pit'
          ? `<circle cx="${num(x + 0.5)}" cy="${num(y + 0.5)}" r="0.3" fill="#120f14" stroke="#5b5048" stroke-width="0.05"/>`
          : `<path d="M${num(x + 0.28)} ${num(y + 0.28)}L${num(x + 0.72)} ${num(y + 0.72)}M${num(x + 0.72)} ${num(y + 0.28)}L${num(x + 0.28)} ${num(y + 0.72)}" stroke="#c0392b" stroke-width="0.09" stroke-linecap="round"/>`;
      case 'exit':
        // stairs going down: steps narrowing into the dark
        return `<rect x="${num(x + 0.12)}" y="${num(y + 0.12)}" width="0.76" height="0.76" fill="#2a2630" stroke="#6a6058" stroke-width="0.04"/>${[0, 1, 2, 3].map((i) => `<rect x="${num(x + 0.16 + i * 0.04)}" y="${num(y + 0.18 + i * 0.16)}" width="${num(0.68 - i * 0.08)}" height="0.11" fill="${hex(palette.shade(0xb0a48e, 1 - i * 0.18))}"/>`).join('')}`;
      case 'marker':
        return `<path d="M${num(x + 0.5)} ${num(y + 0.2)}L${num(x + 0.78)} ${num(y + 0.5)}L${num(x + 0.5)} ${num(y + 0.8)}L${num(x + 0.22)} ${num(y + 0.5)}Z" fill="#d9c27a" stroke="#5a4a1c" stroke-width="0.04"/>`;
      default:
        // furniture: a dark wooden piece on its square
        return `<rect x="${num(x + 0.1)}" y="${num(y + 0.14)}" width="0.8" height="0.72" rx="0.06" fill="${o.done ? '#5d4a38' : '#6e4a2c'}" stroke="#2b1c10" stroke-width="0.05"/><path d="M${num(x + 0.18)} ${num(y + 0.32)}h0.64M${num(x + 0.18)} ${num(y + 0.5)}h0.64M${num(x + 0.18)} ${num(y + 0.68)}h0.64" stroke="#4a2f1a" stroke-width="0.03"/>`;
    }
  })();
  return `${open}${body}</g>`;
}

function squareMarksMarkup(scene: BoardScene, marks: BoardMarks): string {
  const byId = new Map(scene.units.filter((u) => u.alive).map((u) => [u.id, u]));
  const moves = marks.moves.map(
    ([x, y]) =>
      `<rect data-move="${x},${y}" x="${num(x + 0.06)}" y="${num(y + 0.06)}" width="0.88" height="0.88" rx="0.06" fill="${hex(palette.MARK_MOVE)}" fill-opacity="0.38" stroke="${hex(palette.MARK_MOVE_EDGE)}" stroke-width="0.05"/>`,
  );
  const aims = marks.aims.flatMap((id) => {
    const u = byId.get(id);
    return u ? [`<rect x="${u.x}" y="${u.y}" width="${spanOf(u)}" height="${spanOf(u)}" fill="${hex(palette.MARK_AIM)}" fill-opacity="0.4"/>`] : [];
  });
  return `<g data-layer="marks">${moves.join('')}${aims.join('')}</g>`;
}

function wallsMarkup(scene: BoardScene): string {
  const outdoor = scene.setting === 'outdoor';
  const edges = wallEdges(scene.board, scene.board.doors);
  const line = (e: Edge) => (e.vertical ? `M${num(e.x)} ${num(e.z - 0.5)}v1` : `M${num(e.x - 0.5)} ${num(e.z)}h1`);
  const d = edges.map(line).join('');
  const cap = outdoor ? palette.HEDGE : palette.WALL;
  // a dark face under a lighter cap, as the walls' height seen from above
  return `<g data-layer="walls" data-count="${edges.length}"><path d="${d}" fill="none" stroke="${hex(palette.shade(cap, 0.35))}" stroke-width="0.26" stroke-linecap="square"/><path d="${d}" fill="none" stroke="${hex(cap)}" stroke-width="0.16" stroke-linecap="square"/><path d="${d}" fill="none" stroke="${hex(palette.shade(cap, 1.25))}" stroke-width="0.05" stroke-linecap="square"/></g>`;
}

/**
 * The doors, in two layers: `open` (a light threshold between the jambs, the leaf swung a quarter turn into the second
 * square, its swing drawn as a faint arc), drawn under the pieces, so a piece in the doorway's square stands on the
 * leaf; and `closed` (the leaf on the wall line, gold when it may be opened), drawn over the pieces, so a door beside a
 * hero is never hidden by its disc.
 */
function doorsMarkup(scene: BoardScene, marks: BoardMarks, hoveredDoor: string | null): { open: string; closed: string } {
  const open: string[] = [];
  const closed: string[] = [];
  for (const door of scene.board.doors) {
    const e = doorEdge(door);
    const actionable = marks.doors.includes(door.id);
    const along = e.vertical;
    // the doorway's frame: two dark jambs at the ends of the gap
    const posts = along
      ? `<rect x="${num(e.x - 0.13)}" y="${num(e.z - 0.5)}" width="0.26" height="0.12" fill="${hex(palette.DOOR_FRAME)}"/><rect x="${num(e.x - 0.13)}" y="${num(e.z + 0.38)}" width="0.26" height="0.12" fill="${hex(palette.DOOR_FRAME)}"/>`
      : `<rect x="${num(e.x - 0.5)}" y="${num(e.z - 0.13)}" width="0.12" height="0.26" fill="${hex(palette.DOOR_FRAME)}"/><rect x="${num(e.x + 0.38)}" y="${num(e.z - 0.13)}" width="0.12" height="0.26" fill="${hex(palette.DOOR_FRAME)}"/>`;
    const tag = `<g data-door="${esc(door.id)}" data-open="${door.open ? 1 : 0}"${actionable ? ' data-actionable="1"' : ''}>`;
    if (door.open) {
      // the threshold: a light stone sill between the jambs
      const sill = along
        ? `<rect x="${num(e.x - 0.1)}" y="${num(e.z - 0.38)}" width="0.2" height="0.76" fill="#c9b48e" stroke="#5a4632" stroke-width="0.02"/>`
        : `<rect x="${num(e.x - 0.38)}" y="${num(e.z - 0.1)}" width="0.76" height="0.2" fill="#c9b48e" stroke="#5a4632" stroke-width="0.02"/>`;
      // the leaf swung open into the second square, hinged at one jamb, and the arc its free end swept
      const [[ax, ay], [bx, by]] = door.between;
      const nx = Math.sign(bx - ax);
      const ny = Math.sign(by - ay);
      const hinge = along ? { x: e.x, y: e.z - DOOR_LENGTH / 2 } : { x: e.x - DOOR_LENGTH / 2, y: e.z };
      const from = along ? { x: e.x, y: e.z + DOOR_LENGTH / 2 } : { x: e.x + DOOR_LENGTH / 2, y: e.z };
      const to = { x: hinge.x + nx * DOOR_LENGTH, y: hinge.y + ny * DOOR_LENGTH };
      const sweep = along ? (nx > 0 ? 0 : 1) : ny > 0 ? 1 : 0;
      const arc = `<path d="M${num(from.x)} ${num(from.y)}A${DOOR_LENGTH} ${DOOR_LENGTH} 0 0 ${sweep} ${num(to.x)} ${num(to.y)}" fill="none" stroke="#e8dcc0" stroke-opacity="0.45" stroke-width="0.03" stroke-dasharray="0.06 0.05"/>`;
      const p = doorPoint(door);
      const w = along ? DOOR_LENGTH : DOOR_THICKNESS * 0.55;
      const h = along ? DOOR_THICKNESS * 0.55 : DOOR_LENGTH;
      const leaf = `<rect x="${num(p.x - w / 2)}" y="${num(p.y - h / 2)}" width="${num(w)}" height="${num(h)}" rx="0.03" fill="${hex(palette.DOOR_OPEN)}" stroke="#2b1c10" stroke-width="0.035"/>`;
      open.push(`${tag}${sill}${arc}${posts}${leaf}</g>`);
      continue;
    }
    const color = actionable ? (hoveredDoor === door.id ? palette.DOOR_HOVER : palette.DOOR_ACTIONABLE) : palette.DOOR_CLOSED;
    const w = along ? DOOR_THICKNESS : DOOR_LENGTH;
    const h = along ? DOOR_LENGTH : DOOR_THICKNESS;
    const x0 = e.x - w / 2;
    const y0 = e.z - h / 2;
    // two iron bands across the planks
    const bands = along
      ? `<path d="M${num(x0)} ${num(e.z - 0.18)}h${num(w)}M${num(x0)} ${num(e.z + 0.18)}h${num(w)}" stroke="#2b2b2b" stroke-width="0.05"/>`
      : `<path d="M${num(e.x - 0.18)} ${num(y0)}v${num(h)}M${num(e.x + 0.18)} ${num(y0)}v${num(h)}" stroke="#2b2b2b" stroke-width="0.05"/>`;
    const glow = actionable
      ? `<rect x="${num(x0 - 0.06)}" y="${num(y0 - 0.06)}" width="${num(w + 0.12)}" height="${num(h + 0.12)}" rx="0.05" fill="none" stroke="${hex(palette.DOOR_ACTIONABLE)}" stroke-opacity="0.7" stroke-width="0.05"/>`
      : '';
    closed.push(
      `${tag}${posts}${glow}<rect x="${num(x0)}" y="${num(y0)}" width="${num(w)}" height="${num(h)}" rx="0.03" fill="${hex(color)}" stroke="#2b1c10" stroke-width="0.035"/>${bands}</g>`,
    );
  }
  return { open: `<g data-layer="open-doors">${open.join('')}</g>`, closed: `<g data-layer="doors">${closed.join('')}</g>` };
}

/** A badge's colour and its glyph (a path in a badge of radius 1, centred on 0, 0). */
const BADGES: Record<IconName, { color: number; glyph: string }> = {
  poison: { color: 0x4caf50, glyph: 'M0 -0.6C0.35 -0.1 0.45 0.1 0.45 0.25A0.45 0.45 0 0 1 -0.45 0.25C-0.45 0.1 -0.35 -0.1 0 -0.6Z' },
  stun: { color: 0xf2c14e, glyph: 'M0 -0.6L0.17 -0.2L0.6 -0.2L0.25 0.08L0.38 0.5L0 0.25L-0.38 0.5L-0.25 0.08L-0.6 -0.2L-0.17 -0.2Z' },
  freeze: { color: 0x7fd3ff, glyph: 'M0 -0.6V0.6M-0.52 -0.3L0.52 0.3M-0.52 0.3L0.52 -0.3' },
  dormant: { color: 0x8a8fa8, glyph: 'M-0.35 -0.35H0.35L-0.35 0.35H0.35' },
  shield: { color: 0xb0bec5, glyph: 'M0 -0.55L0.45 -0.35V0.05C0.45 0.3 0.2 0.5 0 0.6C-0.2 0.5 -0.45 0.3 -0.45 0.05V-0.35Z' },
  up: { color: 0x66bb6a, glyph: 'M0 -0.5L0.45 0.35H-0.45Z' },
  down: { color: 0xef5350, glyph: 'M0 0.5L0.45 -0.35H-0.45Z' },
  focus: { color: 0xc8b3ff, glyph: 'M0 -0.62L0.16 -0.16L0.62 0L0.16 0.16L0 0.62L-0.16 0.16L-0.62 0L-0.16 -0.16Z' },
};
const BADGE_RADIUS = 0.15;

/**
 * A piece's picture (content's `pictureFor`: its document's, or its side's default), the name
 * {@link FlatDrawOptions.pictures} is keyed by.
 */
export function piecePicture(u: Pick<Unit, 'side' | 'picture'>): string {
  return pictureFor(u.side === 'heroes' ? 'hero' : 'creature', u.picture);
}

function pieceMarkup(u: Unit, pictures: ReadonlyMap<string, string> | undefined, quarterTurns: number, lang: Lang, extra?: readonly IconName[]): string {
  const side = u.npc ? palette.BASE_NPC : u.side === 'heroes' ? palette.BASE_HEROES : palette.BASE_CREATURES;
  const own = palette.parseHex(u.color, u.side === 'heroes' ? 0x7a3b1e : 0x2e3f55);
  const cx = u.x + 0.5;
  const cy = u.y + 0.5;
  const letters = esc(initials(u, lang));
  // light on a dark disc, dark on a light one, outlined in the other
  const ink = faceColor(own);
  const outline = ink === FACE_LIGHT ? 'stroke="#000" stroke-opacity="0.55"' : 'stroke="#fff" stroke-opacity="0.3"';
  const body = pictures?.get(piecePicture(u));
  // the picture on the piece's colour (an icon of the bundled catalogue: 512 units square); else its initials
  const inner = PIECE_RADIUS - 0.1;
  const face = body
    ? `<g data-picture="${esc(piecePicture(u))}" transform="translate(${num(cx - inner)} ${num(cy - inner)}) scale(${num((2 * inner) / 512)})" fill="${hex(ink)}">${body}</g>`
    : `<text x="${num(cx)}" y="${num(cy)}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="0.32" fill="${hex(ink)}" ${outline} stroke-width="0.05" paint-order="stroke">${letters}</text>`;
  const badges = iconsOf(u, extra)
    .map((icon, i) => {
      const b = BADGES[icon];
      const bx = cx + PIECE_RADIUS * 0.78 - i * (BADGE_RADIUS * 2.1);
      const by = cy - PIECE_RADIUS * 0.82;
      const stroke = icon === 'freeze' || icon === 'dormant';
      return `<g data-badge="${icon}" transform="translate(${num(bx)} ${num(by)}) scale(${BADGE_RADIUS})"><circle r="1" fill="#1a1720" stroke="${hex(b.color)}" stroke-width="0.25"/><path d="${b.glyph}" ${stroke ? `fill="none" stroke="${hex(b.color)}" stroke-width="0.22"` : `fill="${hex(b.color)}"`}/></g>`;
    })
    .join('');
  // upright on screen however the board is turned: the piece turned back about its middle
  const upright = quarterTurns % 4 === 0 ? '' : ` transform="rotate(${-90 * (quarterTurns % 4)} ${num(cx)} ${num(cy)})"`;
  // a piece covering a block of squares: drawn as a one-square piece scaled by its span about the block's corner
  const s = spanOf(u);
  const grown = s === 1 ? '' : ` transform="translate(${u.x} ${u.y}) scale(${s}) translate(${-u.x} ${-u.y})"`;
  const drawn = `<circle cx="${num(cx + 0.04)}" cy="${num(cy + 0.06)}" r="${PIECE_RADIUS}" fill="#000" fill-opacity="0.35"/><circle cx="${num(cx)}" cy="${num(cy)}" r="${PIECE_RADIUS}" fill="${hex(side)}" stroke="${hex(palette.shade(side, 0.45))}" stroke-width="0.04"/><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(PIECE_RADIUS - 0.08)}" fill="${hex(own)}"/>${face}${badges}`;
  const open = `<g data-unit="${esc(u.id)}" data-side="${u.npc ? 'npc' : u.side}"`;
  return s === 1 ? `${open}${upright}>${drawn}</g>` : `${open}${grown}><g${upright}>${drawn}</g></g>`;
}

function ringsMarkup(scene: BoardScene, marks: BoardMarks): string {
  const byId = new Map(scene.units.filter((u) => u.alive).map((u) => [u.id, u]));
  const rings: string[] = [];
  const ring = (id: string | null, color: number, width: number, kind: string) => {
    const u = id === null ? undefined : byId.get(id);
    if (!u) return;
    rings.push(
      `<circle data-ring="${kind}" data-of="${esc(u.id)}" cx="${num(u.x + spanOf(u) / 2)}" cy="${num(u.y + spanOf(u) / 2)}" r="${num(spanOf(u) * PIECE_RADIUS + 0.07)}" fill="none" stroke="${hex(color)}" stroke-width="${width}"/>`,
    );
  };
  const aims = new Set(marks.aims);
  const strong = new Set([marks.active, marks.selected, ...marks.targets, ...marks.aims]);
  for (const id of marks.ready) if (!strong.has(id)) ring(id, palette.MARK_READY, 0.04, 'ready');
  if (!aims.has(marks.active ?? '')) ring(marks.active, palette.MARK_ACTIVE, 0.08, 'active');
  if (marks.selected !== marks.active) ring(marks.selected, palette.MARK_SELECTED, 0.08, 'selected');
  for (const id of marks.targets) ring(id, palette.MARK_TARGET, 0.08, 'target');
  for (const id of marks.aims) ring(id, palette.MARK_AIM, 0.08, 'aim');
  return `<g data-layer="rings">${rings.join('')}</g>`;
}

/** The keyboard cursor: bright corner brackets round square `[x, y]`. */
export function cursorMarkup(square: readonly [number, number] | null | undefined): string {
  if (!square) return '';
  const [x, y] = square;
  const k = 0.28;
  const d = `M${x} ${num(y + k)}V${y}H${num(x + k)}M${num(x + 1 - k)} ${y}H${x + 1}V${num(y + k)}M${x + 1} ${num(y + 1 - k)}V${y + 1}H${num(x + 1 - k)}M${num(x + k)} ${y + 1}H${x}V${num(y + 1 - k)}`;
  return `<path data-cursor="${x},${y}" d="${d}" fill="none" stroke="${hex(FLAT_CURSOR_COLOR)}" stroke-width="0.09" stroke-linecap="square"/>`;
}

/** What the 2D board lights under the pointer: a square (white, faint) and the door a click would open. */
export interface FlatHover {
  square: readonly [number, number] | null;
  door: string | null;
}

/** What {@link flatBoardBody} draws beside the scene and its marks. */
export interface FlatDrawOptions {
  /** The square and door lit under the pointer. */
  hover?: FlatHover | null;
  /** A refused click's square, marked for a moment. */
  flash?: readonly [number, number] | null;
  /**
   * The pieces' pictures that have come, by name ({@link piecePicture}): the inner markup of a 512×512 icon of the
   * bundled catalogue (trusted markup, never a document's text). A piece whose picture is not here shows its initials.
   */
  pictures?: ReadonlyMap<string, string>;
  /** The quarter turns the drawing is shown turned by (clockwise): the pieces are drawn turned back, upright on screen. */
  quarterTurns?: number;
  /**
   * The fog of a room just revealed, clearing: its squares drawn fogged at `opacity` in a group
   * `data-layer="fading"`, which its owner fades to nothing over `ms` once the markup is in the page (with the Web
   * Animations API: no SMIL, no inline style, so nothing a Content Security Policy refuses).
   */
  fading?: { squares: readonly (readonly [number, number])[]; opacity: number; ms: number } | null;
}

/**
 * The drawing's layers, bottom to top, each updated alone by the 2D board when what it depends on changes
 * ({@link FLAT_LAYER_DEPENDS}): on a big map, a new mark or the pointer's highlight redraws a few nodes, not the
 * thousands of the floor.
 */
export const FLAT_LAYERS = ['ground', 'squareMarks', 'walls', 'openDoors', 'rings', 'pieces', 'closedDoors', 'top'] as const;
/** One of {@link FLAT_LAYERS}. */
export type FlatLayer = (typeof FLAT_LAYERS)[number];

/** What each layer is drawn from, besides the scene (a layer is drawn again only when one of these changes). */
export const FLAT_LAYER_DEPENDS: Record<FlatLayer, readonly ('marks' | 'hover' | 'flash' | 'pictures' | 'quarterTurns' | 'fading')[]> = {
  // the slab, rock, floor and fog, the fog clearing, the objects
  ground: ['fading'],
  // the squares to move to and the aimed-at squares, the pointer's square
  squareMarks: ['marks', 'hover'],
  walls: [],
  openDoors: ['marks'],
  rings: ['marks'],
  pieces: ['pictures', 'quarterTurns'],
  // closed doors over the pieces: a door beside a hero stays in sight
  closedDoors: ['marks', 'hover'],
  // a refused click's mark, the keyboard cursor
  top: ['marks', 'flash'],
};

/** The markup of one layer of the drawing (see {@link FLAT_LAYERS}). */
export function flatLayer(layer: FlatLayer, scene: BoardScene, marks: BoardMarks, options: FlatDrawOptions = {}): string {
  const { hover = null, flash = null, pictures, quarterTurns = 0, fading = null } = options;
  switch (layer) {
    case 'ground': {
      const cleared =
        fading && fading.squares.length > 0
          ? `<g data-layer="fading" opacity="${num(fading.opacity)}">${fading.squares.map(([x, y]) => `<rect x="${x}" y="${y}" width="1" height="1" fill="${hex(palette.FOG)}"/>`).join('')}</g>`
          : '';
      const ext = boardExtent(scene);
      const objects = (scene.objects ?? []).filter((o) => o.type !== 'furniture').concat((scene.objects ?? []).filter((o) => o.type === 'furniture'));
      return `<rect data-layer="slab" x="${num(ext.x)}" y="${num(ext.y)}" width="${num(ext.width)}" height="${num(ext.height)}" rx="0.12" fill="${hex(palette.SLAB)}"/>${rockMarkup(scene)}${floorMarkup(scene)}${cleared}<g data-layer="objects">${objects.map(objectMarkup).join('')}</g>`;
    }
    case 'squareMarks': {
      const hoverSquare = hover?.square
        ? `<rect data-hover="${hover.square[0]},${hover.square[1]}" x="${hover.square[0]}" y="${hover.square[1]}" width="1" height="1" fill="#fff" fill-opacity="0.3"/>`
        : '';
      return squareMarksMarkup(scene, marks) + hoverSquare;
    }
    case 'walls':
      return wallsMarkup(scene);
    case 'openDoors':
      return doorsMarkup(scene, marks, null).open;
    case 'rings':
      return ringsMarkup(scene, marks);
    case 'pieces':
      return `<g data-layer="pieces">${scene.units
        .filter((u) => u.alive)
        .map((u) => pieceMarkup(u, pictures, quarterTurns, scene.lang ?? 'it', scene.badges?.get(u.id)))
        .join('')}</g>`;
    case 'closedDoors':
      return doorsMarkup(scene, marks, hover?.door ?? null).closed;
    case 'top': {
      const flashed = flash
        ? `<rect data-flash="${flash[0]},${flash[1]}" x="${num(flash[0] + 0.05)}" y="${num(flash[1] + 0.05)}" width="0.9" height="0.9" fill="none" stroke="${hex(palette.MARK_REFUSED)}" stroke-width="0.08"/>`
        : '';
      return flashed + cursorMarkup(marks.cursor);
    }
  }
}

/**
 * The board's drawing, without the `<svg>` around it: every layer in board squares (see the module's description),
 * with what `options` adds (the pointer's highlight, a refused click's mark, the pieces' pictures).
 */
export function flatBoardBody(scene: BoardScene, marks: BoardMarks, options: FlatDrawOptions = {}): string {
  return FLAT_LAYERS.map((layer) => flatLayer(layer, scene, marks, options)).join('');
}

/**
 * The board as a whole SVG document (for a printable map, or to save): {@link flatBoardBody} in an `<svg>` whose
 * view box is the board and its slab, `squarePx` pixels a square.
 */
export function flatBoardSvg(scene: BoardScene, marks: BoardMarks, squarePx = 32, pictures?: ReadonlyMap<string, string>): string {
  const ext = boardExtent(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(ext.x)} ${num(ext.y)} ${num(ext.width)} ${num(ext.height)}" width="${num(ext.width * squarePx)}" height="${num(ext.height * squarePx)}">${flatBoardBody(scene, marks, { pictures })}</svg>`;
}
