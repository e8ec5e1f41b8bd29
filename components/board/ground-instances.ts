/**
 * The copies of the board's static layers for a table: floor squares (each shaded where walls stand beside it),
 * walls, solid rock, an outdoor mission's trees, and the doors with their frames. Plain three.js maths, no scene:
 * the board lays them in its layers (dungeon-scene.ts).
 * @module
 */
import { Matrix4, Quaternion, Vector3 } from 'three';
import * as geo from './geometry.ts';
import type { Instance } from './instanced-layer.ts';
import { areaAt, edgeBetween, floorTiles, rockTiles, roomOfArea, wallEdges, type Tile } from './layout.ts';
import * as palette from './palette.ts';
import { at, IDENTITY, UP, Y_QUARTER } from './placement.ts';
import type { BoardDoor, BoardLayout, BoardScene } from './types.ts';

/** How much darker a floor square's corner is where a wall stands on each of its two sides (baked shade). */
const WALL_SHADE = 0.3;

/** Copies for a layer: each copy and its key (`y * width + x` for a square), and how a vertex is shaded (1: as is). */
export interface LayerCopies {
  items: Instance[];
  keys: number[];
  shade?: (key: number, p: Vector3) => number;
}

/** A square's key in its layers: `y * width + x`. */
export const squareKey = (board: BoardLayout, t: { x: number; y: number }): number => t.y * board.width + t.x;

/** Whether the floor of `area` shows to the heroes: a corridor always, a room once revealed. */
export function isRevealedIn(scene: Pick<BoardScene, 'board' | 'revealed'>): (area: number) => boolean {
  return (area) => {
    const room = roomOfArea(scene.board, area);
    return room === null || scene.revealed.includes(room);
  };
}

/**
 * The floor squares drawn: the revealed ones (every one for the master, who sees the others dimmed), each a quarter
 * turn of its own, its corners darkened where a wall stands beside it (baked ambient occlusion).
 */
export function floorCopies(scene: BoardScene, setting: palette.BoardSetting): LayerCopies {
  const { board, seeAll } = scene;
  const isRevealed = isRevealedIn(scene);
  const all = floorTiles(board);
  // heroes see fog over the rooms they have not revealed; the master sees them dimmed
  const tiles = seeAll ? all : all.filter((t) => isRevealed(t.area));
  const doorways = new Set(board.doors.flatMap((d) => [`${d.between[0]}>${d.between[1]}`, `${d.between[1]}>${d.between[0]}`]));
  const walled = (x: number, y: number, dx: number, dy: number) =>
    areaAt(board, x + dx, y + dy) !== areaAt(board, x, y) && !doorways.has(`${x},${y}>${x + dx},${y + dy}`);
  const sides = tiles.map((t) => [walled(t.x, t.y, -1, 0), walled(t.x, t.y, 1, 0), walled(t.x, t.y, 0, -1), walled(t.x, t.y, 0, 1)] as const);
  // difficult terrain: its floor tinted toward mud
  const difficult = new Set((board.difficult ?? []).map(([i]) => i));
  return {
    items: tiles.map((t: Tile) => {
      // flagstones vary stone by stone; grass and road barely (a patchwork would look like tiles)
      const color = palette.shade(
        palette.floorColor(t.area, isRevealed(t.area), seeAll, setting),
        setting === 'outdoor' ? 1 + (palette.stoneShade(t.x, t.y) - 0.99) / 3 : palette.stoneShade(t.x, t.y),
      );
      return {
        // each flagstone a quarter turn of its own, so the texture does not repeat square by square
        matrix: at(t.x + 0.5, 0, t.y + 0.5, new Quaternion().setFromAxisAngle(UP, Math.floor(palette.hash(t.y, t.x) * 4) * (Math.PI / 2))),
        color: difficult.has(squareKey(board, t)) ? palette.mix(color, palette.DIFFICULT, palette.DIFFICULT_MIX) : color,
      };
    }),
    keys: tiles.map((t) => squareKey(board, t)),
    shade: (k, p) => {
      if (p.y < -0.01) return 1;
      const t = tiles[k]!;
      const [left, right, back, front] = sides[k]!;
      const u = p.x - t.x - 0.5;
      const v = p.z - t.y - 0.5;
      let dark = 0;
      if (left && u < -0.1) dark += WALL_SHADE;
      if (right && u > 0.1) dark += WALL_SHADE;
      if (back && v < -0.1) dark += WALL_SHADE;
      if (front && v > 0.1) dark += WALL_SHADE;
      return 1 - Math.min(0.5, dark);
    },
  };
}

/** The walls between areas (hedges outdoors), doorways left open. */
export function wallCopies(board: BoardLayout, setting: palette.BoardSetting): LayerCopies {
  const edges = wallEdges(board, board.doors);
  return {
    items: edges.map((e) => ({ matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color: setting === 'outdoor' ? palette.HEDGE : palette.WALL })),
    keys: edges.map((_, i) => i),
  };
}

const onBorder = (board: BoardLayout, t: { x: number; y: number }) => t.x === 0 || t.y === 0 || t.x === board.width - 1 || t.y === board.height - 1;

/**
 * The solid squares: those on the board's border (`border`: their sides show) or inside it (only their tops show),
 * rock or forest floor, each corner of the top a little lighter or darker.
 */
export function rockCopies(board: BoardLayout, setting: palette.BoardSetting, border: boolean): LayerCopies {
  const rock = rockTiles(board).filter((t) => onBorder(board, t) === border);
  const ground = setting === 'outdoor' ? palette.FOREST_FLOOR : palette.ROCK;
  return {
    items: rock.map((t) => ({ matrix: at(t.x + 0.5, 0, t.y + 0.5), color: ground })),
    keys: rock.map((t) => squareKey(board, t)),
    // rough rock: each corner of its top a little lighter or darker (the same corner for neighbouring squares)
    shade: (_k, p) => (p.y > geo.WALL_HEIGHT - 0.01 ? 0.8 + 0.45 * palette.hash(Math.round(p.x * 2), Math.round(p.z * 2)) : 1),
  };
}

/**
 * Outdoors, a tree on every solid square, each a little turned, sized and shaded of its own: trees on the far edges
 * of the board, bushes inside it and on the edges nearest the eye (`eye`: towards the camera), so they never hide the
 * pieces behind them. None indoors.
 */
export function treeCopies(board: BoardLayout, setting: palette.BoardSetting, eye: Vector3): LayerCopies {
  const trees = setting === 'outdoor' ? rockTiles(board) : [];
  const far = (t: { x: number; y: number }) =>
    (t.x === 0 && eye.x < 0) || (t.y === 0 && eye.z < 0) || (t.x === board.width - 1 && eye.x > 0) || (t.y === board.height - 1 && eye.z > 0)
      ? false
      : onBorder(board, t);
  return {
    items: trees.map((t) => {
      const h = palette.hash(t.x, t.y);
      const size = far(t) ? 0.62 + 0.2 * h : 0.36 + 0.12 * h;
      const spot = new Vector3(t.x + 0.5 + (h - 0.5) * 0.25, geo.WALL_HEIGHT - 0.01, t.y + 0.5 + (palette.hash(t.y, t.x) - 0.5) * 0.25);
      return {
        matrix: new Matrix4().compose(spot, new Quaternion().setFromAxisAngle(UP, h * 6.28), new Vector3(size, size, size)),
        color: palette.shade(0xffffff, 0.8 + 0.25 * palette.hash(t.y + 7, t.x)),
      };
    }),
    keys: trees.map((t) => squareKey(board, t)),
  };
}

/**
 * The door leaves: a closed door in its gap, coloured as the seat may use it (`actionable`: the doors marked; the
 * one under the pointer, `hovered`, brighter), an open one swung into its second square, hinged at one end.
 */
export function doorCopies(doors: readonly BoardDoor[], actionable: readonly string[], hovered: string | null): Instance[] {
  return doors.map((d) => {
    const e = edgeBetween(d.between[0], d.between[1]);
    if (!d.open) {
      const color = actionable.includes(d.id) ? (hovered === d.id ? palette.DOOR_HOVER : palette.DOOR_ACTIONABLE) : palette.DOOR_CLOSED;
      return { matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color };
    }
    // swung open into the second square, hinged at one end of the gap
    const [[ax, ay], [bx, by]] = d.between;
    const nx = Math.sign(bx - ax);
    const nz = Math.sign(by - ay);
    const along = e.vertical ? new Vector3(0, 0, 1) : new Vector3(1, 0, 0);
    const hinge = new Vector3(e.x, 0, e.z).addScaledVector(along, -(geo.DOOR_WIDTH / 2 + 0.01));
    const centre = hinge.add(new Vector3(nx, 0, nz).multiplyScalar(geo.DOOR_WIDTH / 2 + 0.02));
    return { matrix: at(centre.x, 0, centre.z, e.vertical ? IDENTITY : Y_QUARTER), color: palette.DOOR_OPEN };
  });
}

/** The frames of the doors' gaps, open or closed. */
export function doorFrameCopies(doors: readonly BoardDoor[]): Instance[] {
  return doors.map((d) => {
    const e = edgeBetween(d.between[0], d.between[1]);
    return { matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color: palette.DOOR_FRAME };
  });
}
