/**
 * Where the adventure editor's map writes each place's name so that no two names meet ("Il ponte
 * crollatoLa capanna dell'eremita"): a location placed by the author (or on a free spot while it was still "Nuovo
 * luogo") may stand close to another whose name has grown since. Each label goes under its mark when that is clear,
 * else over it, else one line further under or over; the first clear side wins, in the order the places are given
 * (the town first), and a label with no clear side stays under its mark.
 * @module
 */

/** A place on the map: its mark's centre and its label's width, in map units. */
export interface LabelledPoint {
  id: string;
  x: number;
  y: number;
  /** The label's width (engine/campaign/map-layout.ts `labelWidth`). */
  w: number;
}

/** How far from its mark's centre a label's baseline is drawn, in map units, by side (the sides tried in order). */
export const LABEL_SIDES = [5.6, -4.4, 8.6, -7.4] as const;

/** How far a label's letters rise over its baseline and hang under it (the map's text is 2.2 units), in map units. */
const RISE = 2.1;
const HANG = 0.6;
/** The half-size a mark takes (a location's circle, the town's square), its ring included. */
const MARK = 3.4;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box of a label of width `w` centred on `x` with its baseline at `baseline`. */
function labelBox(x: number, w: number, baseline: number): Box {
  return { left: x - w / 2, right: x + w / 2, top: baseline - RISE, bottom: baseline + HANG };
}

/**
 * Each place's label baseline offset (one of {@link LABEL_SIDES}, from its mark's centre), by id: the first side whose
 * box meets no other mark and no label placed before it.
 */
export function labelOffsets(points: readonly LabelledPoint[]): Map<string, number> {
  const marks: Box[] = points.map((p) => ({ left: p.x - MARK, right: p.x + MARK, top: p.y - MARK, bottom: p.y + MARK }));
  const placed: Box[] = [];
  const out = new Map<string, number>();
  points.forEach((p, i) => {
    const side = LABEL_SIDES.find((dy) => {
      const box = labelBox(p.x, p.w, p.y + dy);
      return !placed.some((b) => meet(b, box)) && !marks.some((m, j) => j !== i && meet(m, box));
    });
    const dy = side ?? LABEL_SIDES[0];
    out.set(p.id, dy);
    placed.push(labelBox(p.x, p.w, p.y + dy));
  });
  return out;
}
