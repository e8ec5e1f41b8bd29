/**
 * What lies under the pointer on the three.js board: everything drawn along a ray through the scene, nearest the eye
 * first (pieces, doors, objects), then the floor square it meets.
 * @module
 */
import { Plane, Vector3, type Raycaster } from 'three';
import type { DungeonScene } from './dungeon-scene.ts';
import { areaAt, ROCK_AREA } from './layout.ts';
import { UP } from './placement.ts';
import type { BoardPick } from './types.ts';
import { spanOf, unitCovering } from '../../engine/core/span.ts';

/** The floor's plane. */
const FLOOR = new Plane(UP, 0);

/**
 * Everything `scene` draws along `ray`, nearest the eye first, each once: pieces, doors and objects, then the floor
 * square there (an object's square counts as the object); empty for nothing (rock, or off the board, with nothing
 * standing in front) or before the first table.
 */
export function picksAlong(ray: Raycaster, scene: DungeonScene): BoardPick[] {
  const state = scene.state;
  if (!state) return [];
  const { doors, doorFrames, pieces, objects } = scene;
  const targets = [...pieces.meshes, doors.mesh, doorFrames.mesh, ...objects.meshes];
  const found: BoardPick[] = [];
  const seen = new Set<string>();
  const add = (p: BoardPick) => {
    const key = p.kind === 'square' ? `s:${p.x},${p.y}` : `${p.kind}:${p.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(p);
  };
  // nearest first: whatever is drawn on top, of any kind
  for (const hit of ray.intersectObjects(targets, false)) {
    const id = hit.instanceId;
    if (hit.object === doors.mesh || hit.object === doorFrames.mesh) {
      const layer = hit.object === doors.mesh ? doors : doorFrames;
      const door = id === undefined ? undefined : layer.keys[id];
      if (door !== undefined) add({ kind: 'door', id: door });
      continue;
    }
    const unit = id === undefined ? null : pieces.unitOf(hit.object, id);
    if (unit) {
      add({ kind: 'unit', id: unit });
      continue;
    }
    const objectId = hit.faceIndex !== undefined && hit.faceIndex !== null ? objects.objectAt(hit.object, hit.faceIndex) : null;
    const o = objectId ? state.objects?.find((obj) => obj.id === objectId) : undefined;
    if (o) add({ kind: 'object', id: o.id, x: o.x, y: o.y });
  }
  const point = ray.ray.intersectPlane(FLOOR, new Vector3());
  if (!point) return found;
  const x = Math.floor(point.x);
  const y = Math.floor(point.z);
  if (areaAt(state.board, x, y) === ROCK_AREA) return found;
  // a square a big piece covers counts as the piece (it stands over squares its figure may not hide); a one-square
  // piece is picked where its figure is drawn, so a door drawn in front of it wins there
  const covering = unitCovering(state.units, x, y);
  if (covering && spanOf(covering) > 1) add({ kind: 'unit', id: covering.id });
  // the floor of an object's square counts as the object (traps and markers are low and thin)
  const on = state.objects?.find((o) => o.x === x && o.y === y && objects.ids.has(o.id));
  add(on ? { kind: 'object', id: on.id, x, y } : { kind: 'square', x, y });
  return found;
}
