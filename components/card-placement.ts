/**
 * Where a piece's or object's card stands over the board: beside its piece (within {@link MAX_DISTANCE} px of it,
 * never over it, always inside the board), on the side that hides nothing the player must click — not the pointer (or
 * the keyboard cursor), and as few as possible of the squares, pieces and doors the seat may act on. Pure geometry in
 * the board box's own pixels (origin at its top left corner).
 * @module
 */

/** A point in the board box's pixels. */
export interface Point {
  x: number;
  y: number;
}

/** What a placement must keep clear of. */
export interface CardAvoid {
  /** The pointer over the board, or the keyboard cursor's square: never under the card. */
  pointer: Point | null;
  /** The middles of what the seat may click now (squares to move to, pieces to attack or aim at, doors to open). */
  targets: readonly Point[];
}

/** The most distance (px) between a piece's on-screen position and the nearest point of its card. */
export const MAX_DISTANCE = 40;
/** How far (px) around its on-screen position a piece is drawn, by default: the card never covers that. */
export const PIECE_REACH = 16;
/** The gap (px) between a piece's reach and its card. */
const GAP = 8;
/** The card's margin inside the board. */
const MARGIN = 4;
/** How close (px) to the card's edge a point counts as under it (a square's middle is not all of its square). */
const SLACK = 10;

function covers(left: number, top: number, w: number, h: number, p: Point, slack = SLACK): boolean {
  return p.x >= left - slack && p.x <= left + w + slack && p.y >= top - slack && p.y <= top + h + slack;
}

/** The distance from `p` to the nearest point of the rectangle (0 inside it). */
function distanceTo(left: number, top: number, w: number, h: number, p: Point): number {
  const dx = Math.max(left - p.x, 0, p.x - (left + w));
  const dy = Math.max(top - p.y, 0, p.y - (top + h));
  return Math.hypot(dx, dy);
}

/**
 * The top left corner for a card of `size` by its `anchor` (the piece's or object's on-screen position), inside
 * `bounds`: beside the anchor — at a corner of it diagonally, or level with it on a side — never over the anchor's
 * `reach`, its nearest edge within {@link MAX_DISTANCE} px. Of those places the one that covers neither the pointer
 * nor any target, or the fewest targets (the pointer outweighs any number of targets); ties go to the side towards
 * the middle of the board, diagonal places first. When the board is too small for any such place, the nearest place
 * that keeps the anchor uncovered.
 */
export function placeCard(
  size: { width: number; height: number },
  anchor: Point,
  bounds: { width: number; height: number },
  avoid: CardAvoid,
  reach = PIECE_REACH,
): Point {
  const { width: w, height: h } = size;
  const clampX = (x: number) => Math.max(MARGIN, Math.min(bounds.width - MARGIN - w, x));
  const clampY = (y: number) => Math.max(MARGIN, Math.min(bounds.height - MARGIN - h, y));
  // diagonally the corner stands `d` across and `d` down: within MAX_DISTANCE, clear of the reach
  const d = Math.min(reach + GAP, Math.floor(MAX_DISTANCE / Math.SQRT2) - 1);
  const right = anchor.x + d;
  const left = anchor.x - d - w;
  const below = anchor.y + d;
  const above = anchor.y - d - h;
  const towardsX = anchor.x > bounds.width * 0.55 ? [left, right] : [right, left];
  const towardsY = anchor.y < bounds.height * 0.5 ? [below, above] : [above, below];
  const candidates: Point[] = [];
  for (const y of towardsY) for (const x of towardsX) candidates.push({ x: clampX(x), y: clampY(y) });
  // level with the anchor: to its side, or centred above or below it
  const side = reach + GAP;
  for (const x of towardsX) candidates.push({ x: clampX(x === right ? anchor.x + side : anchor.x - side - w), y: clampY(anchor.y - h / 2) });
  for (const y of towardsY) candidates.push({ x: clampX(anchor.x - w / 2), y: clampY(y === below ? anchor.y + side : anchor.y - side - h) });
  let best: Point = candidates[0]!;
  let bestScore = Number.POSITIVE_INFINITY;
  candidates.forEach((c, i) => {
    const distance = distanceTo(c.x, c.y, w, h, anchor);
    // over the piece, or away from it: only when nothing else fits, and then the nearest clear of the piece
    const misplaced = covers(c.x, c.y, w, h, anchor, reach) ? 2e9 : distance > MAX_DISTANCE ? 1e9 + distance * 1e3 : 0;
    const pointer = avoid.pointer && covers(c.x, c.y, w, h, avoid.pointer) ? 1 : 0;
    const hidden = avoid.targets.filter((p) => covers(c.x, c.y, w, h, p)).length;
    const score = misplaced + pointer * 1e6 + hidden * 100 + i;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  });
  return best;
}
