/**
 * Checks that a hero seat's stream never carries what its view must hide, on the RAW JSON text sent.
 */
import assert from 'node:assert/strict';
import type { View } from '../../engine/index.ts';
import type { Frame } from './sse.ts';

/** The creatures of the master's view that stand in a room not yet revealed. */
export function hiddenCreatures(master: View): { id: string; kind: string }[] {
  const { width, areas, rooms } = master.board;
  return master.units
    .filter((u) => u.side === 'master')
    .filter((u) => {
      const area = areas[u.y * width + u.x]!;
      return area > 0 && !master.revealed.includes(rooms[area - 1]!.id);
    })
    .map((u) => ({ id: u.id, kind: u.kind }));
}

/**
 * For every hero frame, the master frame of the same seq names the hidden creatures: their unit ids must not appear
 * anywhere in the hero's raw JSON, nor `"kind":"<kind>"` unless a creature of that kind is in sight; the master's raw
 * JSON must hold them. No frame carries the PRNG. @returns the number of hero frames checked.
 */
export function assertHeroFramesHide(masterFrames: Frame[], heroFrames: Frame[]): number {
  const bySeq = new Map(masterFrames.map((f) => [f.update.seq, f]));
  let checked = 0;
  for (const frame of [...masterFrames, ...heroFrames]) assert.ok(!frame.raw.includes('"rng"'), `seq ${frame.update.seq} carries the PRNG`);
  for (const hero of heroFrames) {
    const master = bySeq.get(hero.update.seq);
    assert.ok(master, `no master frame for seq ${hero.update.seq}`);
    const hidden = hiddenCreatures(master.update.view);
    const inSight = new Set(hero.update.view.units.map((u) => u.kind));
    for (const { id, kind } of hidden) {
      assert.ok(master.raw.includes(`"id":"${id}"`), `the master's frame ${hero.update.seq} lacks ${id}`);
      assert.ok(!hero.raw.includes(`"${id}"`), `hero frame ${hero.update.seq} mentions hidden creature ${id}`);
      if (!inSight.has(kind)) assert.ok(!hero.raw.includes(`"kind":"${kind}"`), `hero frame ${hero.update.seq} mentions hidden kind ${kind}`);
    }
    checked++;
  }
  return checked;
}
