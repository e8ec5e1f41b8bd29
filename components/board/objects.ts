/**
 * The mission's objects on the board: a low-poly model per kind (treasure, the four traps armed and spent, exit,
 * marker, the sixteen pieces of furniture), with their colours baked into vertex colours, and the merging of every
 * object of a scene into one geometry, so all the objects cost one draw call (two when the master sees hidden ones,
 * drawn faded). No elements and no HTTP here.
 * @module
 */
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  Euler,
  IcosahedronGeometry,
  Matrix3,
  Matrix4,
  Quaternion,
  RingGeometry,
  SphereGeometry,
  Vector3,
} from 'three';
import { areaAt } from './layout.ts';
import type { BoardLayout, BoardObject } from './types.ts';

/** The name of a model: `treasure`, `treasure-taken`, `trap-pit`, `trap-pit-spent`, `stairs` (an exit), `marker`, `furniture-table`, ... */
export type ModelName = string;

const scratchColor = new Color();

/** A part of a model: a non-indexed geometry with position, normal and colour attributes. */
function part(
  geometry: BufferGeometry,
  color: number,
  at: [number, number, number] = [0, 0, 0],
  rotation?: [number, number, number],
  scale?: [number, number, number],
): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  if (g !== geometry) geometry.dispose();
  g.deleteAttribute('uv');
  if (scale) g.scale(...scale);
  if (rotation) g.applyQuaternion(new Quaternion().setFromEuler(new Euler(...rotation)));
  g.translate(...at);
  const n = g.getAttribute('position').count;
  scratchColor.setHex(color);
  const colors = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colors.set([scratchColor.r, scratchColor.g, scratchColor.b], i * 3);
  g.setAttribute('color', new BufferAttribute(colors, 3));
  return g;
}

/** A box standing on height `y` (its bottom), centred on `x`, `z`. */
function box(w: number, h: number, d: number, color: number, x = 0, y = 0, z = 0, rotation?: [number, number, number]): BufferGeometry {
  const g = new BoxGeometry(w, h, d);
  if (rotation) {
    g.applyQuaternion(new Quaternion().setFromEuler(new Euler(...rotation)));
    g.translate(x, y + h / 2, z);
    return part(g, color);
  }
  return part(g, color, [x, y + h / 2, z]);
}

/** A cylinder standing on `y`. */
function cyl(rTop: number, rBottom: number, h: number, color: number, x = 0, y = 0, z = 0, segments = 12): BufferGeometry {
  return part(new CylinderGeometry(rTop, rBottom, h, segments), color, [x, y + h / 2, z]);
}

/** A cylinder lying along x, its axis at height `y`. */
function rod(r: number, length: number, color: number, x = 0, y = 0, z = 0, segments = 8): BufferGeometry {
  return part(new CylinderGeometry(r, r, length, segments), color, [x, y, z], [0, 0, Math.PI / 2]);
}

/** A cone standing on `y`, or hanging/lying when rotated. */
function cone(r: number, h: number, color: number, x = 0, y = 0, z = 0, segments = 8, rotation?: [number, number, number]): BufferGeometry {
  const g = new ConeGeometry(r, h, segments);
  g.translate(0, h / 2, 0);
  return part(g, color, [x, y, z], rotation);
}

function ball(r: number, color: number, x = 0, y = 0, z = 0, scale?: [number, number, number]): BufferGeometry {
  return part(new SphereGeometry(r, 12, 8), color, [x, y, z], undefined, scale);
}

function rock(r: number, color: number, x: number, y: number, z: number, squash = 0.75, detail = 0): BufferGeometry {
  return part(new IcosahedronGeometry(r, detail), color, [x, y, z], [0.4 * x, 1.3 * z, 0.2], [1, squash, 1]);
}

/** A flat ring lying on the floor. */
function floorRing(inner: number, outer: number, color: number, y = 0.004): BufferGeometry {
  return part(new RingGeometry(inner, outer, 32), color, [0, y, 0], [-Math.PI / 2, 0, 0]);
}

/** Four legs and a top: a table of `w` x `d`, top at `h`. */
function tableParts(w: number, d: number, h: number, top: number, legs: number): BufferGeometry[] {
  const lx = w / 2 - 0.06;
  const lz = d / 2 - 0.06;
  return [
    box(w, 0.06, d, top, 0, h - 0.06, 0),
    box(0.07, h - 0.06, 0.07, legs, -lx, 0, -lz),
    box(0.07, h - 0.06, 0.07, legs, lx, 0, -lz),
    box(0.07, h - 0.06, 0.07, legs, -lx, 0, lz),
    box(0.07, h - 0.06, 0.07, legs, lx, 0, lz),
  ];
}

/** A chest with a rounded lid; `open` swings the lid back, `bands` colours its bands and lock. */
function chestParts(wood: number, bands: number, open: boolean): BufferGeometry[] {
  const w = 0.62;
  const d = 0.42;
  const h = 0.28;
  const r = d / 2;
  const lid = (radius: number, length: number, x = 0) => {
    const g = new CylinderGeometry(radius, radius, length, 14, 1, false, 0, Math.PI);
    g.rotateZ(Math.PI / 2);
    g.translate(x, 0, 0);
    return g;
  };
  const lidParts = [lid(r, w), lid(r + 0.012, 0.06, -0.2), lid(r + 0.012, 0.06, 0.2), new BoxGeometry(w, 0.01, d)];
  const colors = [wood, bands, bands, wood];
  // the lid's hinge is its back bottom edge: move the hinge to the origin, turn, then put it on the chest
  const out: BufferGeometry[] = [];
  lidParts.forEach((g, i) => {
    g.translate(0, 0, r);
    if (open) g.rotateX(-1.95);
    g.translate(0, h, -r);
    out.push(part(g, colors[i]!));
  });
  return [
    box(w, h, d, wood, 0, 0, 0),
    box(0.06, h + 0.01, d + 0.02, bands, -0.2, 0, 0),
    box(0.06, h + 0.01, d + 0.02, bands, 0.2, 0, 0),
    ...(open ? [] : [box(0.09, 0.11, 0.03, bands, 0, h - 0.08, d / 2 + 0.01)]),
    ...out,
  ];
}

/**
 * The tools the models' recipes are written with (dressing.ts builds every model from them): each makes a part, a
 * non-indexed geometry with position, normal and colour, in square units.
 */
export interface ModelKit {
  part: typeof part;
  box: typeof box;
  cyl: typeof cyl;
  rod: typeof rod;
  cone: typeof cone;
  ball: typeof ball;
  rock: typeof rock;
  floorRing: typeof floorRing;
  tableParts: typeof tableParts;
  chestParts: typeof chestParts;
  /** three's `CylinderGeometry(radiusTop, radiusBottom, height, radialSegments)`. */
  cylinder: (rTop: number, rBottom: number, h: number, segments: number) => BufferGeometry;
  /** three's `DodecahedronGeometry(radius, detail)`. */
  dodecahedron: (r: number, detail: number) => BufferGeometry;
}

/** The kit the board hands the models' recipes (dressing.ts's `objectModels`). */
export const MODEL_KIT: ModelKit = {
  part,
  box,
  cyl,
  rod,
  cone,
  ball,
  rock,
  floorRing,
  tableParts,
  chestParts,
  cylinder: (rTop, rBottom, h, segments) => new CylinderGeometry(rTop, rBottom, h, segments),
  dodecahedron: (r, detail) => new DodecahedronGeometry(r, detail),
};

/**
 * The models by name, each a recipe of parts in square units, centred on its square, front toward +z: empty until
 * the dressing's chunk brings them ({@link setModels}); until then no object is drawn.
 */
let MODELS: Record<ModelName, () => BufferGeometry[]> = {};

/** Takes the models' recipes (dressing.ts's `objectModels`, once its chunk has arrived). */
export function setModels(models: Record<ModelName, () => BufferGeometry[]>): void {
  MODELS = models;
  cache.clear();
}

/** Whether the models' recipes have arrived (objects are drawn from then on). */
export function modelsReady(): boolean {
  return Object.keys(MODELS).length > 0;
}

/** Furniture drawn against a wall when one stands beside its square (its back to the wall). */
const AGAINST_WALL = new Set(['bookcase', 'cupboard', 'weapons_rack', 'fireplace', 'throne']);

const cache = new Map<ModelName, BufferGeometry>();

/** The model of an object in its current state. */
export function modelName(o: Pick<BoardObject, 'type' | 'kind' | 'done'>): ModelName {
  switch (o.type) {
    case 'treasure':
      return o.done ? 'treasure-taken' : 'treasure';
    case 'trap':
      return `trap-${o.kind ?? 'pit'}${o.done ? '-spent' : ''}`;
    case 'furniture':
      return `furniture-${o.kind ?? 'table'}`;
    case 'exit':
      return 'stairs';
    default:
      return 'marker';
  }
}

/** Every model name (for tests and previews), once the models have arrived ({@link modelsReady}; none before). */
export function modelNames(): ModelName[] {
  return Object.keys(MODELS);
}

/**
 * The merged geometry of a model (cached; shared, do not dispose). Unknown names fall back to the marker. Throws
 * before the models have arrived ({@link modelsReady}).
 */
export function modelGeometry(name: ModelName): BufferGeometry {
  let g = cache.get(name);
  if (g) return g;
  const recipe = MODELS[name] ?? MODELS.marker;
  if (!recipe) throw new Error("the objects' models have not arrived yet (dressing.ts)");
  const parts = recipe();
  g = mergeParts(parts);
  cache.set(name, g);
  return g;
}

/** Concatenates non-indexed parts (position, normal, colour). */
function mergeParts(parts: BufferGeometry[]): BufferGeometry {
  let n = 0;
  for (const p of parts) n += p.getAttribute('position').count;
  const position = new Float32Array(n * 3);
  const normal = new Float32Array(n * 3);
  const color = new Float32Array(n * 3);
  let offset = 0;
  for (const p of parts) {
    const count = p.getAttribute('position').count;
    position.set(p.getAttribute('position').array as Float32Array, offset * 3);
    normal.set(p.getAttribute('normal').array as Float32Array, offset * 3);
    color.set(p.getAttribute('color').array as Float32Array, offset * 3);
    offset += count;
    p.dispose();
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(position, 3));
  g.setAttribute('normal', new BufferAttribute(normal, 3));
  g.setAttribute('color', new BufferAttribute(color, 3));
  g.computeBoundingSphere();
  return g;
}

/** The turn of an object on its square: furniture that stands against a wall turns its back to it. */
export function objectTurn(board: BoardLayout, o: Pick<BoardObject, 'type' | 'kind' | 'x' | 'y'>): number {
  if (o.type === 'exit' || (o.type === 'furniture' && AGAINST_WALL.has(o.kind ?? ''))) {
    const here = areaAt(board, o.x, o.y);
    // the far walls first (they face the camera), then the near ones
    const sides: [number, number, number][] = [
      [0, -1, 0],
      [-1, 0, Math.PI / 2],
      [1, 0, -Math.PI / 2],
      [0, 1, Math.PI],
    ];
    for (const [dx, dy, turn] of sides) if (areaAt(board, o.x + dx, o.y + dy) !== here) return turn;
  }
  return 0;
}

/** One object of a merged batch: where its triangles start, and the model it is drawn with. */
export interface BatchEntry {
  id: string;
  firstTriangle: number;
  model: ModelName;
}

/** The merged geometry of a batch of objects and which triangles belong to which object. */
export interface ObjectBatch {
  geometry: BufferGeometry;
  entries: BatchEntry[];
}

/** How much darker a spent trap, a taken treasure or a searched piece of furniture is drawn. */
const SPENT_SHADE = 0.72;

/**
 * Merges the models of `objects` into one geometry, each placed on its square (and turned against a wall when it
 * belongs there). Returns null for no objects.
 */
export function buildObjectBatch(board: BoardLayout, objects: readonly BoardObject[]): ObjectBatch | null {
  if (objects.length === 0 || !modelsReady()) return null;
  const placed = objects.map((o) => ({ o, model: modelName(o), g: modelGeometry(modelName(o)) }));
  let n = 0;
  for (const p of placed) n += p.g.getAttribute('position').count;
  const position = new Float32Array(n * 3);
  const normal = new Float32Array(n * 3);
  const color = new Float32Array(n * 3);
  const entries: BatchEntry[] = [];
  const m = new Matrix4();
  const nm = new Matrix3();
  const v = new Vector3();
  const q = new Quaternion();
  const up = new Vector3(0, 1, 0);
  let offset = 0;
  for (const { o, g, model } of placed) {
    m.compose(new Vector3(o.x + 0.5, 0, o.y + 0.5), q.setFromAxisAngle(up, objectTurn(board, o)), new Vector3(1, 1, 1));
    nm.getNormalMatrix(m);
    const src = g.getAttribute('position').array as Float32Array;
    const srcN = g.getAttribute('normal').array as Float32Array;
    const srcC = g.getAttribute('color').array as Float32Array;
    const count = src.length / 3;
    const shade = o.done && o.type !== 'exit' && o.type !== 'marker' && o.type !== 'trap' ? SPENT_SHADE : 1;
    for (let i = 0; i < count; i++) {
      v.set(src[i * 3]!, src[i * 3 + 1]!, src[i * 3 + 2]!).applyMatrix4(m);
      position[(offset + i) * 3] = v.x;
      position[(offset + i) * 3 + 1] = v.y;
      position[(offset + i) * 3 + 2] = v.z;
      v.set(srcN[i * 3]!, srcN[i * 3 + 1]!, srcN[i * 3 + 2]!)
        .applyMatrix3(nm)
        .normalize();
      normal[(offset + i) * 3] = v.x;
      normal[(offset + i) * 3 + 1] = v.y;
      normal[(offset + i) * 3 + 2] = v.z;
      color[(offset + i) * 3] = srcC[i * 3]! * shade;
      color[(offset + i) * 3 + 1] = srcC[i * 3 + 1]! * shade;
      color[(offset + i) * 3 + 2] = srcC[i * 3 + 2]! * shade;
    }
    entries.push({ id: o.id, firstTriangle: offset / 3, model });
    offset += count;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(position, 3));
  geometry.setAttribute('normal', new BufferAttribute(normal, 3));
  geometry.setAttribute('color', new BufferAttribute(color, 3));
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();
  return { geometry, entries };
}

/** The object a triangle of a batch belongs to. */
export function objectOfTriangle(batch: ObjectBatch, triangle: number): string | null {
  const e = batch.entries;
  let lo = 0;
  let hi = e.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (e[mid]!.firstTriangle <= triangle) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 ? e[found]!.id : null;
}

/** The height of an object's middle above the floor (for tooltips and tests). */
export function objectMidHeight(o: Pick<BoardObject, 'type' | 'kind' | 'done'>): number {
  if (!modelsReady()) return 0.05;
  const g = modelGeometry(modelName(o));
  if (!g.boundingBox) g.computeBoundingBox();
  const b = g.boundingBox!;
  return Math.max(0.05, (b.min.y + b.max.y) / 2);
}
