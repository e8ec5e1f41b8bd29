/**
 * The kit the figures are built from: three.js primitives placed in a figure's own space and shaded (a grey level
 * baked into vertex colours, that the piece's colour tints), a humanoid body with its hands' positions, and the
 * weapons and gear they hold. A figure's space: y up from the floor (0), x to the viewer's right, z toward the viewer
 * (the board turns every piece to face the isometric camera); a square is 1 x 1.
 * @module
 */
import {
  BoxGeometry,
  BufferAttribute,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  IcosahedronGeometry,
  OctahedronGeometry,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

/** A point `[x, y, z]` in a figure's space. */
export type V3 = readonly [number, number, number];

/** Where a part goes: its middle, a rotation (Euler angles, radians), a scale, and its shade (1 the piece's colour). */
export interface Place {
  at?: V3;
  rot?: V3;
  scale?: V3;
  /** Grey level multiplying the piece's colour: 0.4 dark, 1 the colour itself, above 1 lighter. */
  shade?: number;
}

/** A part: a non-indexed geometry with position, normal and colour attributes. */
export function part(geometry: BufferGeometry, { at = [0, 0, 0], rot, scale, shade = 1 }: Place = {}): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  if (g !== geometry) geometry.dispose();
  g.deleteAttribute('uv');
  if (scale) g.scale(...scale);
  if (rot) g.applyQuaternion(new Quaternion().setFromEuler(new Euler(...rot)));
  g.translate(...at);
  const n = g.getAttribute('position').count;
  g.setAttribute('color', new BufferAttribute(new Float32Array(n * 3).fill(shade), 3));
  return g;
}

/** A box `w` x `h` x `d` centred on its place. */
export const box = (w: number, h: number, d: number, p: Place = {}) => part(new BoxGeometry(w, h, d), p);
/** A cylinder (or truncated cone) of height `h` centred on its place. */
export const cyl = (rTop: number, rBottom: number, h: number, p: Place = {}, segments = 10) => part(new CylinderGeometry(rTop, rBottom, h, segments), p);
/** A cone of height `h` centred on its place, tip up. */
export const cone = (r: number, h: number, p: Place = {}, segments = 8) => part(new ConeGeometry(r, h, segments), p);
/** A sphere (an ellipsoid with `scale`); small ones (hands, eyes, studs) with fewer faces. */
export const ball = (r: number, p: Place = {}) => part(r < 0.07 ? new SphereGeometry(r, 6, 4) : new SphereGeometry(r, 10, 7), p);
/** A faceted lump (icosahedron). */
export const lump = (r: number, p: Place = {}) => part(new IcosahedronGeometry(r, 0), p);
/** A crystal (octahedron). */
export const crystal = (r: number, p: Place = {}) => part(new OctahedronGeometry(r, 0), p);
/** A ring (or an arc of `arc` radians) in the xy plane. */
export const torus = (r: number, tube: number, p: Place = {}, arc = Math.PI * 2) => part(new TorusGeometry(r, tube, 5, 14, arc), p);

/** A rod of radius `r` (`r2` at `b`) from point `a` to point `b`: a limb, a shaft, a blade. */
export function limb(a: V3, b: V3, r: number, shade = 1, r2 = r, segments = 6): BufferGeometry {
  const from = new Vector3(...a);
  const dir = new Vector3(...b).sub(from);
  const length = dir.length();
  const g = new CylinderGeometry(r2, r, length, segments);
  g.translate(0, length / 2, 0);
  g.applyQuaternion(new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), dir.normalize()));
  g.translate(from.x, from.y, from.z);
  return part(g, { shade });
}

/** A point `t` of the way from `a` to `b`. */
export function lerp(a: V3, b: V3, t: number): V3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** `p` moved by `d`. */
export function add(p: V3, d: V3): V3 {
  return [p[0] + d[0], p[1] + d[1], p[2] + d[2]];
}

/** Merges parts into one geometry (the parts are freed). */
export function merge(parts: readonly BufferGeometry[]): BufferGeometry {
  const merged = mergeGeometries([...parts], false);
  for (const p of parts) p.dispose();
  if (!merged) throw new Error('could not merge a figure: its parts have different attributes');
  merged.computeBoundingSphere();
  merged.computeBoundingBox();
  return merged;
}

/** The height of a base's top. */
export const BASE_TOP = 0.08;

/** A piece's base: round (heroes), hexagonal (creatures) or octagonal (NPCs). */
export function base(sides: 24 | 6 | 8, shade = 0.42, radius = 0.37): BufferGeometry {
  return cyl(radius - 0.03, radius, BASE_TOP, { at: [0, BASE_TOP / 2, 0], shade }, sides);
}

/** How a humanoid stands. */
export interface BodyOptions {
  /** Overall size (1 is a man, about 0.8 tall above the base). */
  size?: number;
  /** Width of the shoulders and the trunk, against the size (1 usual). */
  bulk?: number;
  /** A robe down to the base instead of legs. */
  robe?: boolean;
  /** Forward lean of the trunk, radians. */
  hunch?: number;
  /** The hands' positions, against the shoulders, as `[dx, dy, dz]` in units of the size (defaults: hanging). */
  right?: V3;
  left?: V3;
  /** Head radius against the usual. */
  head?: number;
  /** Shade of the skin (head and hands) and of the clothes. */
  skin?: number;
  cloth?: number;
}

/** A humanoid's parts and the places its gear attaches to. */
export interface Body {
  parts: BufferGeometry[];
  /** The right and left hands (the viewer's right: +x). */
  right: V3;
  left: V3;
  /** The middle of the head, its radius, and the top of the shoulders' middle (the neck). */
  head: V3;
  headR: number;
  neck: V3;
  size: number;
  bulk: number;
}

/** A humanoid: legs (or a robe), a trunk, two arms and a head. */
export function body(o: BodyOptions = {}): Body {
  const s = o.size ?? 1;
  const w = s * (o.bulk ?? 1);
  const hunch = o.hunch ?? 0;
  const skin = o.skin ?? 1.1;
  const cloth = o.cloth ?? 1;
  const hip = BASE_TOP + 0.3 * s;
  const parts: BufferGeometry[] = [];
  if (o.robe) {
    parts.push(cyl(0.13 * w, 0.26 * w, 0.36 * s, { at: [0, BASE_TOP + 0.18 * s, 0], shade: cloth * 0.85 }, 12));
  } else {
    for (const x of [-0.085 * w, 0.085 * w]) parts.push(limb([x * 1.15, BASE_TOP, 0], [x, hip, 0], 0.055 * w, cloth * 0.7, 0.06 * w));
  }
  const trunkH = 0.3 * s;
  const lean = Math.sin(hunch) * trunkH;
  const neck: V3 = [0, hip + Math.cos(hunch) * trunkH, lean];
  parts.push(
    cyl(0.17 * w, 0.13 * w, trunkH, { at: [0, hip + (Math.cos(hunch) * trunkH) / 2, lean / 2], rot: [hunch, 0, 0], scale: [1, 1, 0.75], shade: cloth }, 10),
  );
  const headR = 0.1 * s * (o.head ?? 1);
  const head: V3 = [0, neck[1] + headR * 0.9, neck[2] + 0.02];
  parts.push(ball(headR, { at: head, shade: skin }));
  const hand = (side: 1 | -1, rel: V3 | undefined): V3 => {
    const shoulder: V3 = [side * 0.2 * w, neck[1] - 0.03 * s, neck[2]];
    const d = rel ?? [0.05, -0.3, 0.04];
    const h: V3 = [shoulder[0] + side * d[0] * s, shoulder[1] + d[1] * s, shoulder[2] + d[2] * s];
    parts.push(ball(0.06 * w, { at: shoulder, shade: cloth * 0.9 }));
    parts.push(limb(shoulder, h, 0.045 * w, cloth * 0.9, 0.04 * w));
    parts.push(ball(0.045 * w, { at: h, shade: skin }));
    return h;
  };
  const right = hand(1, o.right);
  const left = hand(-1, o.left);
  return { parts, right, left, head, headR, neck, size: s, bulk: w / s };
}

/* ---- gear: each takes the hand (or the body) it belongs to ---- */

/** A sword held upright in `hand`, blade `length` long. */
export function sword(hand: V3, length = 0.42, tilt = 0.15): BufferGeometry[] {
  const tip = add(hand, [Math.sin(tilt) * length, Math.cos(tilt) * length, 0]);
  return [limb(hand, tip, 0.03, 1.55, 0.012, 4), box(0.14, 0.025, 0.04, { at: add(hand, [0, 0.03, 0]), rot: [0, 0, tilt], shade: 0.5 })];
}

/** An axe: a haft from below `hand` up, and a blade to the outer side `side` (+1 right). */
export function axe(hand: V3, side: 1 | -1, length = 0.5, blade = 0.16): BufferGeometry[] {
  const bottom = add(hand, [0, -0.12, 0]);
  const top = add(bottom, [0, length, 0]);
  // a half-moon blade standing in the figure's plane, its straight edge on the haft
  const head = part(new CylinderGeometry(blade * 0.7, blade * 0.7, 0.03, 10, 1, false, 0, Math.PI), {
    at: add(top, [0, -blade * 0.6, 0]),
    rot: [Math.PI / 2, side > 0 ? 0 : Math.PI, 0],
    scale: [1, 1, 1.3],
    shade: 1.5,
  });
  return [limb(bottom, top, 0.022, 0.55), head];
}

/** A club swelling toward its end, raised from `hand` toward `dir`. */
export function club(hand: V3, dir: V3 = [0.1, 0.4, 0], r = 0.07): BufferGeometry[] {
  const end = add(hand, dir);
  return [limb(hand, end, 0.03, 0.55, r, 7), lump(r * 0.9, { at: end, shade: 0.6 })];
}

/** A staff standing beside `hand`, from the base up to `top`; `head` puts an orb, a skull or a crook on it. */
export function staff(hand: V3, top: number, head: 'orb' | 'skull' | 'crook' | 'flame' | 'none' = 'orb'): BufferGeometry[] {
  const foot: V3 = [hand[0], BASE_TOP, hand[2]];
  const tip: V3 = [hand[0], top, hand[2]];
  const parts = [limb(foot, tip, 0.022, 0.6)];
  if (head === 'orb') parts.push(ball(0.06, { at: add(tip, [0, 0.05, 0]), shade: 1.7 }));
  if (head === 'skull')
    parts.push(ball(0.065, { at: add(tip, [0, 0.05, 0]), scale: [1, 1.1, 1], shade: 1.9 }), box(0.16, 0.03, 0.03, { at: add(tip, [0, -0.02, 0]), shade: 0.6 }));
  if (head === 'crook') parts.push(torus(0.06, 0.018, { at: add(tip, [0.06, 0, 0]), shade: 0.6 }, Math.PI));
  if (head === 'flame') parts.push(cone(0.06, 0.16, { at: add(tip, [0, 0.08, 0]), shade: 1.9 }, 5));
  return parts;
}

/** A spear through `hand`, point up, `length` long. */
export function spear(hand: V3, length = 0.85): BufferGeometry[] {
  const foot: V3 = [hand[0], BASE_TOP + 0.02, hand[2]];
  const top = add(foot, [0, length, 0]);
  return [limb(foot, top, 0.016, 0.6), cone(0.04, 0.14, { at: add(top, [0, 0.07, 0]), shade: 1.6 }, 4)];
}

/** A bow held upright in `hand` (`r` its half-length), string toward the body. */
export function bow(hand: V3, side: 1 | -1, r = 0.26): BufferGeometry[] {
  return [
    torus(r, 0.016, { at: hand, rot: [0, 0, side > 0 ? -Math.PI / 2 : Math.PI / 2], shade: 0.55 }, Math.PI),
    limb(add(hand, [0, -r, 0]), add(hand, [0, r, 0]), 0.005, 1.6, 0.005, 3),
  ];
}

/** A shield on the arm of `hand`: `round`, `kite` (tall) or `tower` (a tall slab). */
export function shield(hand: V3, side: 1 | -1, kind: 'round' | 'kite' | 'tower' = 'round', size = 1): BufferGeometry[] {
  const at = add(hand, [side * 0.03, 0.06, 0.05]);
  if (kind === 'round')
    return [cyl(0.15 * size, 0.15 * size, 0.03, { at, rot: [Math.PI / 2, 0, 0], shade: 0.8 }, 12), ball(0.035, { at: add(at, [0, 0, 0.02]), shade: 1.5 })];
  if (kind === 'kite')
    return [
      box(0.2 * size, 0.3 * size, 0.03, { at, shade: 0.85 }),
      cone(0.1 * size, 0.12 * size, { at: add(at, [0, -0.21 * size, 0]), rot: [0, 0, Math.PI], scale: [1, 1, 0.15], shade: 0.85 }, 4),
    ];
  return [
    box(0.24 * size, 0.5 * size, 0.04, { at: add(at, [0, 0.04, 0]), shade: 0.8 }),
    box(0.05, 0.46 * size, 0.05, { at: add(at, [0, 0.04, 0.02]), shade: 1.4 }),
  ];
}

/** A dagger in `hand`, pointing along `dir`. */
export function dagger(hand: V3, dir: V3 = [0.05, 0.16, 0.04]): BufferGeometry[] {
  return [limb(hand, add(hand, dir), 0.018, 1.6, 0.004, 4)];
}

/** A pointed hat on a head: brim and cone, `h` tall, tipped by `tilt`. */
export function pointedHat(b: Body, h = 0.34, tilt = -0.2, brim = 1.9): BufferGeometry[] {
  const at = add(b.head, [0, b.headR * 0.55, 0]);
  return [
    cyl(b.headR * brim, b.headR * brim, 0.02, { at, shade: 0.7 }, 14),
    cone(b.headR * 1.05, h, { at: add(at, [Math.sin(-tilt) * h * 0.3, h / 2, 0]), rot: [0, 0, tilt], shade: 0.75 }, 10),
  ];
}

/** A hood over a head (a cone-topped cowl). */
export function hood(b: Body, shade = 0.7): BufferGeometry[] {
  return [
    ball(b.headR * 1.25, { at: add(b.head, [0, 0.01, -0.02]), scale: [1, 1.05, 1], shade }),
    cone(b.headR * 0.9, b.headR * 1.2, { at: add(b.head, [0, b.headR * 1.2, -0.04]), rot: [-0.35, 0, 0], shade }, 8),
  ];
}

/** A pair of horns on a head, curving out and up (`spread` radians from upright). */
export function horns(b: Body, length = 0.16, spread = 0.7, shade = 1.5): BufferGeometry[] {
  return ([1, -1] as const).map((side) =>
    cone(
      0.035,
      length,
      {
        at: add(b.head, [side * (b.headR * 0.7 + Math.sin(spread) * length * 0.45), b.headR * 0.5 + Math.cos(spread) * length * 0.45, 0]),
        rot: [0, 0, -side * spread],
        shade,
      },
      6,
    ),
  );
}

/** Pointed ears standing out of a head (`length` long). */
export function ears(b: Body, length = 0.12, up = 0.35, shade = 1.1): BufferGeometry[] {
  return ([1, -1] as const).map((side) =>
    cone(0.03, length, { at: add(b.head, [side * (b.headR + length * 0.4), b.headR * 0.2, 0]), rot: [0, 0, -side * (Math.PI / 2 - up)], shade }, 4),
  );
}

/** A helmet over a head: `cap` (a dome), `great` (a flat-topped bucket) or `crest` (a dome with a tall crest). */
export function helmet(b: Body, kind: 'cap' | 'great' | 'crest', shade = 1.4): BufferGeometry[] {
  const r = b.headR;
  if (kind === 'great')
    return [
      cyl(r * 1.12, r * 1.12, r * 2.3, { at: add(b.head, [0, r * 0.15, 0]), shade }, 10),
      box(r * 1.6, r * 0.18, 0.02, { at: add(b.head, [0, r * 0.2, r * 1.1]), shade: 0.25 }),
    ];
  const dome = ball(r * 1.12, { at: add(b.head, [0, r * 0.25, 0]), scale: [1, 0.85, 1], shade });
  if (kind === 'cap') return [dome, cone(r * 0.3, r * 0.8, { at: add(b.head, [0, r * 1.35, 0]), shade }, 6)];
  return [dome, box(0.03, r * 1.4, r * 2.3, { at: add(b.head, [0, r * 1.2, -r * 0.3]), shade: shade * 0.7 })];
}

/** A crown of `points` spikes on a head. */
export function crown(b: Body, shade = 1.8, points = 5): BufferGeometry[] {
  const top = add(b.head, [0, b.headR * 0.75, 0]);
  const parts = [cyl(b.headR * 0.85, b.headR * 0.85, 0.05, { at: top, shade }, 12)];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    parts.push(cone(0.025, 0.08, { at: add(top, [Math.sin(a) * b.headR * 0.8, 0.06, Math.cos(a) * b.headR * 0.8]), shade }, 4));
  }
  return parts;
}

/** A cape hanging behind the shoulders down to `bottom`. */
export function cape(b: Body, bottom = BASE_TOP + 0.05, shade = 0.6, width = 1): BufferGeometry[] {
  const top = b.neck[1] - 0.02;
  const w = 0.16 * b.size * b.bulk * width;
  // a cloak flaring from the shoulders, a little behind the body: its sides show around it
  return [cyl(w * 0.9, w * 1.6, top - bottom, { at: [0, (top + bottom) / 2, b.neck[2] - 0.05 * b.size], scale: [1, 1, 0.7], shade }, 10)];
}

/** Wings behind the shoulders, spread to `span` (tip to tip), raised by `lift` radians. */
export function wings(at: V3, span: number, lift = 0.35, shade = 0.75, chord = 0.22): BufferGeometry[] {
  const half = span / 2;
  // each wing a fan of three flat blades (bones and membrane) from the shoulders, the top one raised by `lift`
  return ([1, -1] as const).flatMap((side) =>
    [0, 1, 2].map((i) => {
      const angle = Math.PI / 2 - lift + i * 0.42;
      const length = half * (1 - i * 0.22);
      const mid = add(at, [side * Math.sin(angle) * length * 0.5, Math.cos(angle) * length * 0.5, -0.05]);
      return cone(chord * (0.5 - i * 0.08), length, { at: mid, rot: [0, 0, -side * angle], scale: [1, 1, 0.12], shade: shade * (1 - i * 0.12) }, 4);
    }),
  );
}

/** A tail from `from` curling back and down to `to`. */
export function tail(from: V3, to: V3, r = 0.04, shade = 0.9): BufferGeometry[] {
  const mid = add(lerp(from, to, 0.5), [0, 0.06, 0]);
  return [limb(from, mid, r, shade, r * 0.7), limb(mid, to, r * 0.7, shade, r * 0.2)];
}

/** A four-legged beast's parts and the places its extras attach to. */
export interface Beast {
  parts: BufferGeometry[];
  head: V3;
  rear: V3;
  back: V3;
}

/**
 * A four-legged animal standing on the base, seen side on: its body `length` long along x at `height`, `thick` its
 * girth, its head (radius `headR`) to the viewer's right.
 */
export function beast(length: number, height: number, thick: number, headR: number, shade = 1): Beast {
  const parts: BufferGeometry[] = [];
  const y = height;
  parts.push(ball(thick, { at: [0, y, 0], scale: [length / (2 * thick), 0.8, 0.8], shade }));
  const legX = length * 0.32;
  const legZ = thick * 0.5;
  for (const x of [-legX, legX]) for (const z of [-legZ, legZ]) parts.push(limb([x, BASE_TOP, z], [x * 0.9, y, z], thick * 0.26, shade * 0.8, thick * 0.32));
  const head: V3 = [length * 0.5 + headR * 0.5, y + thick * 0.5, 0.03];
  parts.push(ball(headR, { at: head, shade: shade * 1.08 }));
  return { parts, head, rear: [-length * 0.48, y + thick * 0.2, 0], back: [0, y + thick * 0.7, 0] };
}
