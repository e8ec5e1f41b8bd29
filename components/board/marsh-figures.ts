/**
 * The figures of the Weir's marsh creatures (the Embervale ruleset's fen troll, reed stalker and mire slinger), each
 * its own shape: `creature-figures.ts` registers them beside the others.
 * @module
 */
import type { BufferGeometry } from 'three';
import * as k from './figure-parts.ts';

type Parts = BufferGeometry[];

export function fenTroll(): Parts {
  const b = k.body({ size: 1.2, bulk: 1.5, hunch: 0.35, head: 0.7, right: [0.3, 0.35, 0.05], left: [0.2, -0.45, 0.15] });
  // taller and broader than a troll of the hills, a drowned log raised as a club, reeds and weed hanging from it
  return [
    ...b.parts,
    k.cyl(0.07, 0.1, 0.7, { at: k.add(b.right, [0.05, 0.3, 0]), rot: [0, 0, -0.35], shade: 0.55 }, 6),
    k.lump(0.12, { at: k.add(b.right, [0.17, 0.62, 0]), scale: [1, 0.8, 1], shade: 0.6 }),
    k.lump(0.16, { at: k.add(b.neck, [-0.12, 0.04, -0.14]), scale: [1.3, 0.7, 1], shade: 0.8 }),
    ...[0, 1, 2, 3].map((i) => k.cone(0.025, 0.22, { at: k.add(b.neck, [-0.2 + i * 0.13, -0.12, -0.2]), rot: [0.3, 0, 0.2 - i * 0.15], shade: 1.1 }, 3)),
  ];
}

export function reedStalker(): Parts {
  const b = k.body({ size: 0.78, hunch: 0.75, head: 1.1, right: [0.25, 0.1, 0.2], left: [0.1, -0.3, 0.15] });
  // bent double in the reeds, a bundle of them tied to its back, a long fishing spear levelled
  return [
    ...b.parts,
    ...[0, 1, 2, 3, 4].map((i) =>
      k.cyl(0.012, 0.012, 0.55 + (i % 2) * 0.15, { at: [-0.16 + i * 0.08, k.BASE_TOP + 0.62, -0.2], rot: [-0.2, 0, 0.3 - i * 0.15], shade: 1.3 }, 3),
    ),
    k.cyl(0.015, 0.015, 0.9, { at: k.add(b.right, [0.1, 0.05, 0.25]), rot: [Math.PI / 2 - 0.25, 0, 0], shade: 0.6 }, 4),
    k.cone(0.03, 0.1, { at: k.add(b.right, [0.1, 0.17, 0.72]), rot: [Math.PI / 2 - 0.25, 0, 0], shade: 1.5 }, 3),
  ];
}

export function mireSlinger(): Parts {
  const b = k.body({ size: 0.6, hunch: 0.15, head: 1.35, right: [0.05, 0.45, 0.0], left: [0.18, -0.1, 0.12] });
  // a little mud-caked imp whirling a sling over its head, a pouch of stones at its hip
  return [
    ...b.parts,
    ...k.ears(b, 0.16, 0.12, 0.9),
    k.torus(0.16, 0.012, { at: k.add(b.right, [0, 0.12, 0]), rot: [Math.PI / 2, 0, 0], shade: 0.9 }),
    k.lump(0.05, { at: k.add(b.right, [0.16, 0.12, 0]), shade: 0.5 }),
    k.lump(0.08, { at: k.add(b.neck, [0.14, -0.28, 0.06]), scale: [1, 1.2, 0.8], shade: 0.7 }),
    k.cone(0.14, 0.08, { at: k.add(b.head, [0, b.headR * 0.9, 0]), shade: 0.5 }, 6),
  ];
}
