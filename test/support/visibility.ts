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

/** The objects of an open book master's view that the heroes may not see: hidden ones, and those in rooms not yet revealed. */
export function hiddenObjects(master: View): { id: string; hidden: boolean; name: string | undefined }[] {
  const { width, areas, rooms } = master.board;
  return master.objects
    .filter((o) => {
      const area = areas[o.y * width + o.x]!;
      return o.hidden || (area > 0 && !master.revealed.includes(rooms[area - 1]!.id));
    })
    .map((o) => ({ id: o.id, hidden: o.hidden, name: o.name?.en }));
}

/**
 * For every frame of a seat that must not see the hidden placements (a hero, a spectator), the open book master's
 * frame of the same seq names the hidden objects: their ids must not appear in the frame's raw JSON, nor the names of
 * hidden ones (traps and treasure not found) unless an object of that name is in sight (a furniture's name may also be
 * a room's or the mission's word). @returns the number of frames checked.
 */
export function assertFramesHideObjects(masterFrames: Frame[], frames: Frame[]): number {
  const bySeq = new Map(masterFrames.map((f) => [f.update.seq, f]));
  let checked = 0;
  for (const frame of frames) {
    const master = bySeq.get(frame.update.seq);
    assert.ok(master, `no master frame for seq ${frame.update.seq}`);
    const inSight = new Set(frame.update.view.objects.map((o) => o.name?.en));
    for (const { id, hidden, name } of hiddenObjects(master.update.view)) {
      assert.ok(master.raw.includes(`"id":"${id}"`), `the master's frame ${frame.update.seq} lacks object ${id}`);
      assert.ok(!frame.raw.includes(`"${id}"`), `frame ${frame.update.seq} mentions hidden object ${id}`);
      if (hidden && name !== undefined && !inSight.has(name)) assert.ok(!frame.raw.includes(name), `frame ${frame.update.seq} names hidden object ${name}`);
    }
    checked++;
  }
  return checked;
}
