/**
 * Where a piece's or object's card stands over the board so that it hides nothing the player must click: not the
 * pointer (or the keyboard cursor), and as few as possible of the squares, pieces and doors the seat may act on. Pure
 * geometry in the board box's own pixels (origin at its top left corner).
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

/** The gap between the card and its piece (px), and the card's margin inside the board. */
const GAP = 14;
const MARGIN = 4;
/** How close (px) to the card's edge a point counts as under it (a square's middle is not all of its square). */
const SLACK = 10;

function covers(left: number, top: number, w: number, h: number, p: Point): boolean {
  return p.x >= left - SLACK && p.x <= left + w + SLACK && p.y >= top - SLACK && p.y <= top + h + SLACK;
}

/**
 * The top left corner for a card of `size` by its `anchor` (the piece or object), inside `bounds`: beside the anchor
 * on the side towards the middle of the board when that covers nothing to avoid, else the place — beside the anchor or
 * in one of the board's corners — that covers neither the pointer nor any target, or the fewest targets; the pointer
 * is covered only when no place avoids it. Ties go to the place nearest the anchor.
 */
export function placeCard(size: { width: number; height: number }, anchor: Point, bounds: { width: number; height: number }, avoid: CardAvoid): Point {
  const { width: w, height: h } = size;
  const clampX = (x: number) => Math.max(MARGIN, Math.min(bounds.width - MARGIN - w, x));
  const clampY = (y: number) => Math.max(MARGIN, Math.min(bounds.height - MARGIN - h, y));
  const right = anchor.x + GAP;
  const left = anchor.x - GAP - w;
  const below = anchor.y + GAP;
  const above = anchor.y - GAP - h;
  // beside the anchor, towards the middle first (as the card always stood), then the other sides, then the corners
  const towardsX = anchor.x > bounds.width * 0.55 ? [left, right] : [right, left];
  const towardsY = anchor.y < bounds.height * 0.5 ? [below, above] : [above, below];
  const candidates: Point[] = [];
  for (const y of towardsY) for (const x of towardsX) candidates.push({ x: clampX(x), y: clampY(y) });
  for (const y of [MARGIN, bounds.height - MARGIN - h]) for (const x of [MARGIN, bounds.width - MARGIN - w]) candidates.push({ x: clampX(x), y: clampY(y) });
  let best: Point = candidates[0]!;
  let bestScore = Number.POSITIVE_INFINITY;
  candidates.forEach((c, i) => {
    const pointer = avoid.pointer && covers(c.x, c.y, w, h, avoid.pointer) ? 1 : 0;
    const hidden = avoid.targets.filter((p) => covers(c.x, c.y, w, h, p)).length;
    // the pointer outweighs any number of targets; the candidates' order breaks ties
    const score = pointer * 1e6 + hidden * 100 + i;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  });
  return best;
}
