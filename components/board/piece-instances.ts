/**
 * The copies of the pieces for a frame: each piece where its animation puts it (its square at rest), turned to the
 * camera and lifted when a click would act on it, its base in its side's colour, and its status badges in a row
 * above it. Plain three.js maths, no scene: the board lays them in its layers (dungeon-scene.ts).
 * @module
 */
import { Color, Quaternion, Vector3 } from 'three';
import type { Unit } from '../../engine/index.ts';
import { spanOf } from '../../engine/core/span.ts';
import { screenRight } from './camera.ts';
import { figureOf, FIGURES, type FigurePiece } from './figures.ts';
import * as geo from './geometry.ts';
import type { Instance } from './instanced-layer.ts';
import type { PiecePlace } from './motion.ts';
import * as palette from './palette.ts';
import { at, UP } from './placement.ts';
import { iconsOf, type IconInstance, type IconName } from './status-icons.ts';

/** The pieces' size against their square (figures.ts builds them for a square of 1). */
export const PIECE_SCALE = 1.2;
/** How far a piece a click would act on rises off its base under the pointer (world units). */
const HOVER_LIFT = 0.08;
/** Status badges: their diameter, the gap between their middles, and the height of their middles above the floor. */
export const ICON_SIZE = 0.4;
const ICON_STEP = 0.36;
const ICON_HEIGHT = geo.PIECE_HEIGHT * PIECE_SCALE + geo.PIECE_BASE_HEIGHT + 0.2;

/** A piece's turn to face the camera gone round the board by `quarterTurns` quarter turns. */
const pieceTurn = (quarterTurns: number) => new Quaternion().setFromAxisAngle(UP, Math.PI / 4 + (quarterTurns * Math.PI) / 2);

/**
 * The middle of the `i`-th of a unit's `n` status badges, in a row above its piece standing at `u` (left to right
 * along `right`, the screen's right in the world).
 */
export function badgePosition(u: { x: number; y: number; span?: number }, i: number, n: number, right: Vector3): Vector3 {
  const s = u.span ?? 1;
  return new Vector3(u.x + s / 2, ICON_HEIGHT * s, u.y + s / 2).addScaledVector(right, (i - (n - 1) / 2) * ICON_STEP);
}

/** A piece's transform and colour at `p` (its colour, or `fallback`, tinted as `p` says), lifted when `lifted`. */
function pieceCopy(u: Unit, p: PiecePlace, fallback: number, lifted: boolean, quarterTurns: number): Instance {
  const colour = palette.parseHex(u.color, fallback);
  const color = p.tintAmount > 0 ? new Color(colour).lerp(new Color(p.tint), p.tintAmount).getHex() : colour;
  // a piece covering a block of squares stands scaled by its span, centred over the block
  const s = spanOf(u);
  const size = p.scale * PIECE_SCALE * s;
  const hover = lifted ? HOVER_LIFT : 0;
  return { matrix: at(p.x + s / 2, p.lift + hover + geo.PIECE_BASE_HEIGHT, p.y + s / 2, pieceTurn(quarterTurns), new Vector3(size, size, size)), color };
}

/** Everything drawn of the pieces in a frame. */
export interface PieceCopies {
  pieces: FigurePiece[];
  /** The bases, keyed by unit id. */
  bases: { items: Instance[]; keys: string[] };
  icons: IconInstance[];
  /** How many badges each unit shows (units with none left out). */
  badgeCounts: Map<string, number>;
  /** Where each piece is drawn (square coordinates), by unit id. */
  drawn: Map<string, { x: number; y: number; span: number }>;
}

/**
 * The copies of `units`'s pieces, each at `place(unit)`, the view gone `quarterTurns` quarter turns round the board;
 * the piece `lifted` (a click would act on it) rises off its base; `extra`: the badges the ruleset's parts add, by unit
 * id (`BoardScene.badges`).
 */
export function pieceCopies(
  units: readonly Unit[],
  place: (unit: Unit) => PiecePlace,
  lifted: string | null,
  quarterTurns: number,
  extra?: ReadonlyMap<string, readonly IconName[]>,
): PieceCopies {
  const right = screenRight(quarterTurns);
  const drawn = new Map<string, { x: number; y: number; span: number }>();
  const pieces = units.map((u) => {
    const figure = figureOf(u);
    const p = place(u);
    drawn.set(u.id, { x: p.x, y: p.y, span: spanOf(u) });
    return { id: u.id, figure, ...pieceCopy(u, p, FIGURES[figure]!.color, u.id === lifted, quarterTurns) };
  });
  const icons: IconInstance[] = [];
  const badgeCounts = new Map<string, number>();
  for (const u of units) {
    const names = iconsOf(u, extra?.get(u.id));
    names.forEach((icon, i) => icons.push({ icon, position: badgePosition(drawn.get(u.id) ?? u, i, names.length, right) }));
    if (names.length > 0) badgeCounts.set(u.id, (badgeCounts.get(u.id) ?? 0) + names.length);
  }
  const bases = {
    items: units.map((u) => {
      const spot = drawn.get(u.id) ?? u;
      const s = spanOf(u);
      return {
        matrix: s === 1 ? at(spot.x + 0.5, 0, spot.y + 0.5) : at(spot.x + s / 2, 0, spot.y + s / 2, undefined, new Vector3(s, 1, s)),
        color: u.npc ? palette.BASE_NPC : u.side === 'heroes' ? palette.BASE_HEROES : palette.BASE_CREATURES,
      };
    }),
    keys: units.map((u) => u.id),
  };
  return { pieces, bases, icons, badgeCounts, drawn };
}
