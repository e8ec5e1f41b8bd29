/**
 * The creatures' and NPCs' figures: a builder of each one's parts (see `figure-parts.ts`) and its fallback colour, on a
 * hexagonal base (an octagonal one for NPCs). `figures.ts` holds them in the registry of every figure.
 * @module
 */
import type { BufferGeometry } from 'three';
import * as k from './figure-parts.ts';
import type { FigureDef } from './figure-def.ts';
import { fenTroll, mireSlinger, reedStalker } from './marsh-figures.ts';

type Parts = BufferGeometry[];

const creature = (color: number, parts: () => Parts): FigureDef => ({ parts, base: 6, color });

function goblin(): Parts {
  const b = k.body({ size: 0.66, hunch: 0.3, head: 1.3, right: [0.12, -0.05, 0.12], left: [0.08, -0.2, 0.05] });
  // small and hunched, with huge ears and a jagged blade
  return [
    ...b.parts,
    ...k.ears(b, 0.2, 0.15, 1.05),
    ...k.dagger(b.right, [0.08, 0.2, 0.03]),
    k.cone(0.025, 0.05, { at: k.add(b.head, [0, -0.01, b.headR]), rot: [Math.PI / 2, 0, 0], shade: 1 }, 4),
  ];
}

function goblinArcher(): Parts {
  const b = k.body({ size: 0.66, hunch: 0.2, head: 1.3, left: [0.2, 0.05, 0.1], right: [-0.02, 0.0, 0.1] });
  return [
    ...b.parts,
    ...k.ears(b, 0.2, 0.15, 1.05),
    ...k.bow(b.left, -1, 0.22),
    k.cyl(0.04, 0.04, 0.24, { at: k.add(b.neck, [0.1, -0.02, -0.08]), rot: [0, 0, -0.5], shade: 0.5 }),
  ];
}

function orc(): Parts {
  const b = k.body({ size: 0.95, bulk: 1.4, hunch: 0.2, head: 1.05, right: [0.1, 0.1, 0.06], left: [0.06, -0.25, 0.05] });
  // broad, tusked, a cleaver raised high, spiked shoulders
  return [
    ...b.parts,
    ...([1, -1] as const).map((s) => k.cone(0.022, 0.09, { at: k.add(b.head, [s * 0.045, -0.02, b.headR * 0.9]), rot: [0.3, 0, 0], shade: 1.7 }, 4)),
    ...([1, -1] as const).map((s) => k.cone(0.04, 0.1, { at: k.add(b.neck, [s * 0.22 * b.bulk * b.size, 0.03, 0]), rot: [0, 0, -s * 0.5], shade: 0.6 }, 5)),
    k.limb(b.right, k.add(b.right, [0, 0.18, 0]), 0.022, 0.5),
    k.box(0.2, 0.14, 0.03, { at: k.add(b.right, [0.07, 0.28, 0]), rot: [0, 0, -0.2], shade: 1.5 }),
  ];
}

function fimir(): Parts {
  const b = k.body({ size: 0.95, bulk: 1.3, hunch: 0.45, head: 1.35, right: [0.14, -0.35, 0.08], left: [0.1, -0.3, 0.06] });
  // hunched, one great eye, a long tail with a bony club, a mace dragged low
  return [
    ...b.parts,
    k.ball(b.headR * 0.45, { at: k.add(b.head, [0, 0.02, b.headR * 0.75]), shade: 2 }),
    k.cone(b.headR * 0.6, 0.12, { at: k.add(b.head, [0, b.headR * 0.9, -0.03]), rot: [-0.6, 0, 0], shade: 0.8 }, 5),
    ...k.tail([0, k.BASE_TOP + 0.28, -0.1], [-0.42, k.BASE_TOP + 0.05, -0.2], 0.06),
    k.lump(0.07, { at: [-0.44, k.BASE_TOP + 0.06, -0.2], shade: 1.4 }),
    ...k.club(b.right, [0.06, -0.1, 0.12], 0.08),
  ];
}

function chaosWarrior(): Parts {
  const b = k.body({ size: 1.08, bulk: 1.35, right: [0.06, -0.1, 0.1], left: [0.02, -0.18, 0.1] });
  // plate armour: a horned great helm, huge pauldrons, a round shield and a sword
  return [
    ...b.parts,
    ...k.helmet(b, 'great', 0.8),
    ...k.horns(b, 0.24, 0.5, 1.4),
    ...([1, -1] as const).map((s) => k.ball(0.1, { at: k.add(b.neck, [s * 0.22 * b.bulk * b.size, 0.0, 0]), scale: [1.1, 0.8, 1], shade: 0.75 })),
    ...k.shield(b.left, -1, 'round', 1.2),
    ...k.sword(b.right, 0.4, 0.3),
  ];
}

function darkWarrior(): Parts {
  const b = k.body({ size: 1.05, bulk: 1.2, right: [0.02, 0.0, 0.14], left: [-0.06, 0.0, 0.14] });
  // a greatsword held upright before him in both hands, a crested helm, a long cape
  return [...b.parts, ...k.sword(k.add(b.right, [-0.04, 0, 0]), 0.62, 0), ...k.helmet(b, 'crest', 0.9), ...k.cape(b, k.BASE_TOP + 0.02, 0.5, 1.3)];
}

function necromancer(): Parts {
  const b = k.body({ size: 1.05, robe: true, bulk: 0.95, right: [0.12, -0.08, 0.05], left: [0.18, 0.15, 0.12] });
  // hooded, a tall skull staff, a spectral light over the open left hand
  return [
    ...b.parts,
    ...k.hood(b, 0.5),
    ...k.staff(b.right, 1.12, 'skull'),
    k.ball(0.055, { at: k.add(b.left, [0, 0.1, 0]), shade: 1.9 }),
    ...k.cape(b, k.BASE_TOP + 0.02, 0.45, 1.5),
  ];
}

function gargoyle(): Parts {
  const b = k.body({ size: 0.82, bulk: 1.2, hunch: 0.5, right: [0.08, -0.3, 0.12], left: [0.08, -0.3, 0.12] });
  // a crouching stone beast with bat wings spread high and horns
  return [...b.parts, ...k.wings(k.add(b.neck, [0, -0.05, -0.1]), 0.9, 0.55, 0.8, 0.26), ...k.horns(b, 0.12, 0.4, 1.2)];
}

function skeleton(): Parts {
  const b = k.body({ size: 1, bulk: 0.6, head: 0.95, skin: 1.5, cloth: 1.3, right: [0.1, -0.1, 0.06], left: [0.05, -0.26, 0.05] });
  // all bone: a thin frame, ribs, a skull with dark eyes, a rusty sword
  return [
    ...b.parts,
    ...[0, 1, 2].map((i) =>
      k.torus(0.1 - i * 0.012, 0.012, { at: k.add(b.neck, [0, -0.06 - i * 0.07, -0.02]), rot: [Math.PI / 2, 0, 0], scale: [1.3, 1, 1], shade: 1.5 }),
    ),
    ...([1, -1] as const).map((s) => k.ball(b.headR * 0.3, { at: k.add(b.head, [s * b.headR * 0.38, 0.01, b.headR * 0.78]), shade: 0.1 })),
    ...k.sword(b.right, 0.36, 0.5),
  ];
}

function zombie(): Parts {
  const b = k.body({ size: 0.95, bulk: 1.05, hunch: 0.3, head: 1.05, right: [0.0, 0.02, 0.34], left: [0.0, -0.04, 0.32] });
  // shambling, both arms stretched out ahead, the head lolling
  return [...b.parts, k.box(0.22, 0.1, 0.05, { at: k.add(b.neck, [0.05, -0.14, 0.06]), rot: [0, 0, 0.4], shade: 0.6 })];
}

function mummy(): Parts {
  const b = k.body({ size: 1, bulk: 0.95, right: [-0.12, 0.02, 0.12], left: [-0.12, 0.02, 0.12] });
  // wrapped in bands from foot to head, arms crossed over the chest, a trailing strip
  return [
    ...b.parts,
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      k.torus(0.1 + (i % 2) * 0.012, 0.018, { at: [0, k.BASE_TOP + 0.08 + i * 0.1, 0], rot: [Math.PI / 2, 0, 0.3 * (i % 2 ? 1 : -1)], shade: 1.35 }),
    ),
    k.torus(b.headR * 1.02, 0.018, { at: b.head, rot: [Math.PI / 2, 0.4, 0], shade: 1.4 }),
    k.box(0.05, 0.36, 0.015, { at: k.add(b.neck, [0.22, -0.25, 0.02]), rot: [0, 0, 0.25], shade: 1.35 }),
  ];
}

function orcLike(size: number, bulk: number) {
  return k.body({ size, bulk, hunch: 0.15, head: 0.85, right: [0.1, 0.05, 0.08], left: [0.08, -0.22, 0.06] });
}

function ogre(): Parts {
  const b = orcLike(1.15, 1.6);
  // huge and pot-bellied, a great club on the shoulder
  return [...b.parts, k.ball(0.2, { at: k.add(b.neck, [0, -0.24, 0.07]), scale: [1.1, 0.9, 0.9], shade: 1.05 }), ...k.club(b.right, [-0.16, 0.36, -0.06], 0.1)];
}

function ogreChampion(): Parts {
  const b = k.body({ size: 1.1, bulk: 1.5, head: 0.85, right: [0.06, 0.08, 0.08], left: [0.06, 0.08, 0.08] });
  // an axe in each hand, both raised out, a spiked helm
  return [...b.parts, ...k.axe(b.right, 1, 0.4, 0.15), ...k.axe(b.left, -1, 0.4, 0.15), ...k.helmet(b, 'cap', 0.9)];
}

function ogreChieftain(): Parts {
  const b = orcLike(1.2, 1.65);
  // a crown, a bone necklace, a spiked maul held low, a fur cape
  return [
    ...b.parts,
    ...k.crown(b),
    ...k.club(b.right, [0.1, -0.32, 0.1], 0.12),
    k.torus(0.17, 0.025, { at: k.add(b.neck, [0, -0.05, 0.04]), rot: [Math.PI / 2 - 0.3, 0, 0], shade: 1.6 }),
    ...k.cape(b, k.BASE_TOP + 0.04, 0.55, 1.1),
  ];
}

function ogreLord(): Parts {
  const b = k.body({ size: 1.18, bulk: 1.55, head: 0.85, right: [0.04, 0.05, 0.1], left: [0.06, -0.25, 0.06] });
  // the biggest: a tall crown, a banner-axe, great pauldrons
  return [
    ...b.parts,
    ...k.crown(b, 1.8, 7),
    ...k.axe(b.right, 1, 0.52, 0.2),
    ...([1, -1] as const).map((s) => k.cone(0.11, 0.14, { at: k.add(b.neck, [s * 0.3 * b.bulk * b.size * 0.8, 0.03, 0]), shade: 0.7 }, 6)),
  ];
}

function troll(): Parts {
  const b = k.body({ size: 1.12, bulk: 1.35, hunch: 0.6, head: 0.75, right: [0.12, -0.55, 0.12], left: [0.12, -0.55, 0.12] });
  // stooped, a small head low on the shoulders, knuckles dragging on the floor, a hump of moss
  return [
    ...b.parts,
    k.lump(0.14, { at: k.add(b.neck, [0, 0.02, -0.18]), scale: [1.2, 0.8, 1], shade: 0.7 }),
    k.cone(0.04, 0.1, { at: k.add(b.head, [0, 0, b.headR + 0.04]), rot: [Math.PI / 2, 0, 0], shade: 1 }, 5),
  ];
}

function fireElemental(): Parts {
  // a column of flames twisting up from a burning pool, no legs: tongues of fire of several heights
  const parts: Parts = [k.cyl(0.22, 0.3, 0.06, { at: [0, k.BASE_TOP + 0.03, 0], shade: 1.3 }, 7)];
  const tongues: [number, number, number, number][] = [
    [0, 0, 0.2, 0.85],
    [0.14, 0.05, 0.12, 0.55],
    [-0.13, 0.04, 0.12, 0.62],
    [0.06, -0.12, 0.1, 0.45],
    [-0.05, 0.13, 0.09, 0.4],
    [0.22, -0.04, 0.07, 0.32],
  ];
  tongues.forEach(([x, z, r, h], i) =>
    parts.push(k.cone(r, h, { at: [x, k.BASE_TOP + h / 2, z], rot: [0, i, (x > 0 ? -1 : 1) * 0.15], shade: 1.2 + (i % 3) * 0.25 }, 5)),
  );
  parts.push(k.ball(0.09, { at: [0, k.BASE_TOP + 0.55, 0.08], shade: 1.9 }));
  return parts;
}

function mist(): Parts {
  // a low, wide cloud of overlapping puffs, two pale eyes in it
  const puffs: [number, number, number, number][] = [
    [0, 0.22, 0, 0.2],
    [0.2, 0.16, 0.05, 0.15],
    [-0.2, 0.18, -0.03, 0.16],
    [0.08, 0.38, -0.04, 0.14],
    [-0.1, 0.34, 0.08, 0.12],
    [0.28, 0.3, -0.08, 0.1],
  ];
  return [
    ...puffs.map(([x, y, z, r], i) => k.ball(r, { at: [x, k.BASE_TOP + y, z], shade: 1.2 + (i % 2) * 0.2 })),
    ...([1, -1] as const).map((s) => k.ball(0.03, { at: [s * 0.06, k.BASE_TOP + 0.3, 0.19], shade: 0.15 })),
  ];
}

function yeti(): Parts {
  const b = k.body({ size: 1.08, bulk: 1.45, head: 1.1, right: [0.1, 0.3, 0.05], left: [0.1, 0.3, 0.05] });
  // a shaggy giant with both arms raised high, fur lumps on the shoulders
  return [
    ...b.parts,
    ...([1, -1] as const).map((s) => k.lump(0.1, { at: k.add(b.neck, [s * 0.2 * b.bulk * b.size, 0.02, 0]), shade: 1.1 })),
    k.lump(0.22, { at: k.add(b.neck, [0, -0.16, 0]), scale: [1, 1.1, 0.8], shade: 1 }),
    ...([1, -1] as const).map((s) => k.lump(0.07, { at: k.add(s > 0 ? b.right : b.left, [0, 0.04, 0]), shade: 1.1 })),
  ];
}

function bear(): Parts {
  const be = k.beast(0.62, k.BASE_TOP + 0.3, 0.2, 0.12, 1);
  // a heavy bear with a war saddle and a snout, round ears
  return [
    ...be.parts,
    k.box(0.24, 0.06, 0.3, { at: k.add(be.back, [0, 0.02, 0]), shade: 0.55 }),
    k.cyl(0.05, 0.06, 0.1, { at: k.add(be.head, [0.1, -0.02, 0]), rot: [0, 0, -Math.PI / 2], shade: 1 }),
    ...([1, -1] as const).map((s) => k.ball(0.04, { at: k.add(be.head, [-0.02, 0.1, s * 0.07]), shade: 1 })),
  ];
}

function wolf(): Parts {
  const be = k.beast(0.56, k.BASE_TOP + 0.26, 0.12, 0.09, 1);
  // lean, a long muzzle, pointed ears, a tail raised behind
  return [
    ...be.parts,
    k.cone(0.05, 0.16, { at: k.add(be.head, [0.1, -0.02, 0]), rot: [0, 0, -Math.PI / 2], shade: 1 }, 6),
    ...([1, -1] as const).map((s) => k.cone(0.03, 0.1, { at: k.add(be.head, [-0.02, 0.1, s * 0.04]), shade: 1 }, 4)),
    ...k.tail(be.rear, k.add(be.rear, [-0.2, 0.22, 0]), 0.04, 0.9),
  ];
}

function bat(): Parts {
  // a bat on a perch: a thin post, a small body, wide wings with ragged tips, big ears
  const at: k.V3 = [0, k.BASE_TOP + 0.55, 0];
  return [
    k.limb([0, k.BASE_TOP, 0], k.add(at, [0, -0.1, 0]), 0.018, 0.5),
    k.ball(0.09, { at, scale: [1, 1.3, 0.9], shade: 1 }),
    k.ball(0.06, { at: k.add(at, [0, 0.14, 0.02]), shade: 1.1 }),
    ...([1, -1] as const).map((s) => k.cone(0.03, 0.1, { at: k.add(at, [s * 0.04, 0.22, 0]), rot: [0, 0, -s * 0.3], shade: 1 }, 4)),
    ...k.wings(k.add(at, [0, 0.04, 0]), 1.0, 0.25, 0.75, 0.28),
  ];
}

function statue(): Parts {
  const plinth = 0.16;
  const b = k.body({ size: 0.85, bulk: 1.1, right: [0.02, 0.3, 0.04], left: [0.1, -0.26, 0.04], skin: 1, cloth: 1 });
  // a statue on a square plinth, one arm raised holding a stone sword aloft
  const lifted = b.parts.map((g) => g.translate(0, plinth, 0));
  const right = k.add(b.right, [0, plinth, 0]);
  return [
    k.box(0.5, plinth, 0.5, { at: [0, k.BASE_TOP + plinth / 2, 0], shade: 0.85 }),
    ...lifted,
    ...k.sword(right, 0.22, 0),
    ...k.helmet({ ...b, head: k.add(b.head, [0, plinth, 0]) }, 'cap', 1),
  ];
}

function gremlin(): Parts {
  const b = k.body({ size: 0.55, bulk: 1.2, hunch: 0.3, head: 1.5, right: [0.16, 0.12, 0.08], left: [0.16, 0.12, 0.08] });
  // tiny, a huge head with wide bat ears, ice spikes down its back, claws up
  return [
    ...b.parts,
    ...k.ears(b, 0.17, 0.6, 1.05),
    ...[0, 1, 2].map((i) => k.cone(0.04, 0.14, { at: [0, k.BASE_TOP + 0.12 + i * 0.1, -0.1 - i * 0.01], rot: [-0.8, 0, 0], shade: 1.5 }, 4)),
  ];
}

function iceHorror(): Parts {
  // a cluster of ice shards bursting from the ground around a crystal heart
  const shards: [number, number, number, number, number][] = [
    [0, 0, 0.12, 0.95, 0],
    [0.17, 0.04, 0.08, 0.6, -0.35],
    [-0.17, 0.02, 0.09, 0.68, 0.35],
    [0.08, -0.15, 0.07, 0.5, -0.2],
    [-0.09, 0.16, 0.06, 0.42, 0.25],
    [0.26, -0.1, 0.05, 0.36, -0.6],
  ];
  return [
    ...shards.map(([x, z, r, h, tilt], i) => k.cone(r, h, { at: [x, k.BASE_TOP + h / 2, z], rot: [0, i * 0.7, tilt], shade: 1.2 + (i % 2) * 0.3 }, 4)),
    k.crystal(0.11, { at: [0, k.BASE_TOP + 0.3, 0.14], shade: 1.9 }),
  ];
}

function imp(): Parts {
  const b = k.body({ size: 0.5, bulk: 1, head: 1.4, hunch: 0.2, right: [0.16, 0.0, 0.1], left: [0.16, 0.0, 0.1] });
  // tiny, leaping: small wings, a barbed tail curling up, horns
  return [
    ...b.parts.map((g) => g.translate(0, 0.08, 0)),
    k.limb([0, k.BASE_TOP, 0], [0, k.BASE_TOP + 0.1, 0], 0.02, 0.5),
    ...k.wings(k.add(b.neck, [0, 0.08, -0.06]), 0.55, 0.7, 0.8, 0.16),
    ...k.tail([0, k.BASE_TOP + 0.22, -0.06], [-0.25, k.BASE_TOP + 0.45, -0.1], 0.025),
    ...k.horns({ ...b, head: k.add(b.head, [0, 0.08, 0]) }, 0.08, 0.3, 1.2),
  ];
}

function hag(): Parts {
  const b = k.body({ size: 0.9, robe: true, hunch: 0.7, head: 1.05, right: [0.16, -0.2, 0.14], left: [-0.02, -0.2, 0.04] });
  // bent double over a gnarled cane, a hooked nose, a hump, long stringy hair
  return [
    ...b.parts,
    k.cone(0.025, 0.12, { at: k.add(b.head, [0, -0.02, b.headR + 0.04]), rot: [Math.PI / 2 + 0.4, 0, 0], shade: 1.1 }, 4),
    k.lump(0.12, { at: k.add(b.neck, [0, -0.05, -0.1]), shade: 0.8 }),
    k.limb([b.right[0] + 0.08, k.BASE_TOP, b.right[2] + 0.06], k.add(b.right, [0, 0.08, 0]), 0.02, 0.5, 0.025),
    k.cone(b.headR * 1.2, 0.26, { at: k.add(b.head, [0, -0.06, -0.05]), rot: [Math.PI + 0.25, 0, 0], shade: 0.55 }, 8),
  ];
}

function boar(): Parts {
  const be = k.beast(0.56, k.BASE_TOP + 0.2, 0.16, 0.1, 1);
  // a low boar, tusks, a ridge of thorns down its back
  return [
    ...be.parts,
    ...[-0.2, -0.1, 0, 0.1, 0.2].map((x, i) => k.cone(0.035, 0.12 + (i % 2) * 0.05, { at: k.add(be.back, [x, 0.02, 0]), rot: [0, 0, -0.3], shade: 0.6 }, 4)),
    ...([1, -1] as const).map((s) => k.cone(0.018, 0.1, { at: k.add(be.head, [0.08, -0.02, s * 0.05]), rot: [0, 0, -0.6], shade: 1.7 }, 4)),
    k.cyl(0.05, 0.055, 0.06, { at: k.add(be.head, [0.09, -0.03, 0]), rot: [0, 0, -Math.PI / 2], shade: 0.9 }),
  ];
}

function spider(): Parts {
  // a giant spider low on the base: a round abdomen behind a small head, eight jointed legs splayed over the base, fangs
  const body: k.V3 = [-0.02, k.BASE_TOP + 0.2, 0];
  const head = k.add(body, [0.2, -0.03, 0]);
  const legs = ([1, -1] as const).flatMap((side) =>
    [0, 1, 2, 3].flatMap((i) => {
      const hip = k.add(body, [0.12 - i * 0.08, 0, side * 0.08]);
      const x = 0.22 - i * 0.15;
      const knee: k.V3 = [x, k.BASE_TOP + 0.4, side * 0.24];
      const foot: k.V3 = [x * 1.25, k.BASE_TOP, side * 0.34];
      return [k.limb(hip, knee, 0.028, 0.8, 0.022), k.limb(knee, foot, 0.022, 0.8, 0.012)];
    }),
  );
  return [
    k.ball(0.2, { at: k.add(body, [-0.16, 0.04, 0]), scale: [1.25, 0.95, 1.05], shade: 0.9 }),
    k.ball(0.12, { at: body, shade: 1 }),
    k.ball(0.08, { at: head, shade: 1.1 }),
    ...([1, -1] as const).map((side) => k.cone(0.018, 0.09, { at: k.add(head, [0.07, -0.06, side * 0.03]), rot: [0, 0, Math.PI], shade: 1.7 }, 4)),
    ...legs,
  ];
}

function sneak(): Parts {
  const b = k.body({ size: 0.7, hunch: 0.55, right: [0.2, -0.2, 0.14], left: [0.2, -0.2, 0.14] });
  // crouched low under a leafy cloak, a knife held out, thorns sticking from the cloak
  return [
    ...b.parts,
    ...k.hood(b, 0.7),
    k.cone(0.26, 0.36, { at: [0, k.BASE_TOP + 0.18, -0.05], shade: 0.6 }, 7),
    ...k.dagger(b.right, [0.12, 0.0, 0.06]),
    ...[0, 1, 2].map((i) =>
      k.cone(0.02, 0.1, { at: [-0.15 + i * 0.15, k.BASE_TOP + 0.3 - (i % 2) * 0.08, -0.12], rot: [-0.6, 0, 0.5 - i * 0.5], shade: 0.9 }, 3),
    ),
  ];
}

function sentinel(): Parts {
  const b = k.body({ size: 1.05, bulk: 1.25, head: 1.0, right: [0.08, -0.05, 0.06], left: [0.05, -0.2, 0.05], skin: 1.2 });
  // a runic automaton: a box body, a sun disc behind the head, a spear
  return [
    ...b.parts,
    k.box(0.3, 0.3, 0.2, { at: k.add(b.neck, [0, -0.15, 0]), shade: 1.1 }),
    k.torus(0.2, 0.022, { at: k.add(b.head, [0, 0.02, -0.08]), shade: 1.8 }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      k.cone(
        0.02,
        0.08,
        {
          at: k.add(b.head, [Math.sin((i * Math.PI) / 4) * 0.26, 0.02 + Math.cos((i * Math.PI) / 4) * 0.26, -0.08]),
          rot: [0, 0, (-i * Math.PI) / 4],
          shade: 1.8,
        },
        3,
      ),
    ),
    ...k.spear(b.right, 1.0),
  ];
}

function warden(): Parts {
  const b = k.body({ size: 1.15, bulk: 1.15, head: 0.9, right: [0.1, 0.02, 0.1], left: [0.02, -0.26, 0.04], skin: 0.2 });
  // an empty suit of armour: a tall open helm (dark inside), a lantern held out, a long tattered tabard
  return [
    ...b.parts,
    k.cyl(b.headR * 1.2, b.headR * 1.15, b.headR * 2.8, { at: k.add(b.head, [0, b.headR * 0.5, -0.02]), shade: 1.2 }, 8),
    k.box(b.headR * 1.2, b.headR * 0.8, 0.02, { at: k.add(b.head, [0, 0.0, b.headR * 1.18]), shade: 0.1 }),
    k.limb(b.right, k.add(b.right, [0.06, -0.06, 0]), 0.01, 0.4),
    k.box(0.1, 0.12, 0.1, { at: k.add(b.right, [0.08, -0.14, 0]), shade: 1.9 }),
    k.box(0.2, 0.42, 0.02, { at: [0, k.BASE_TOP + 0.32, 0.13], shade: 0.6 }),
  ];
}

function wraith(): Parts {
  const b = k.body({ size: 1.15, robe: true, bulk: 1, head: 1, right: [0.16, 0.1, 0.08], left: [0.16, 0.1, 0.08], skin: 0.15 });
  // a floating shroud with no face, arms spread wide, a bell hanging from the left hand, a tall cowl
  const up = b.parts.map((g) => g.translate(0, 0.06, 0));
  const head = k.add(b.head, [0, 0.06, 0]);
  return [
    ...up,
    k.cone(b.headR * 1.5, b.headR * 3.2, { at: k.add(head, [0, b.headR * 0.9, -0.03]), shade: 0.6 }, 8),
    k.cone(0.09, 0.14, { at: k.add(b.left, [0, -0.06, 0]), shade: 1.6 }, 10),
    ...k.cape(b, k.BASE_TOP, 0.55, 1.4),
  ];
}

function wormface(): Parts {
  const b = k.body({ size: 1, robe: true, bulk: 1, head: 1.2, right: [0.12, -0.2, 0.05], left: [0.14, 0.05, 0.12] });
  // robed, a face of writhing worms hanging from the head, a glowing healing hand
  const worms: Parts = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 6) * Math.PI - Math.PI / 2;
    const from = k.add(b.head, [Math.sin(a) * b.headR * 0.8, -b.headR * 0.2, b.headR * 0.7]);
    worms.push(k.limb(from, k.add(from, [Math.sin(a) * 0.07, -0.14 - (i % 2) * 0.06, 0.08]), 0.018, 1.4, 0.008, 4));
  }
  return [...b.parts, ...worms, k.ball(0.05, { at: k.add(b.left, [0, 0.08, 0]), shade: 1.9 }), ...k.hood(b, 0.6)];
}

function elfArcher(): Parts {
  const b = k.body({ size: 1.1, bulk: 0.8, left: [0.1, 0.1, 0.12], right: [0.02, 0.1, 0.14] });
  // tall and slim, long ears, a longbow drawn level
  return [...b.parts, ...k.ears(b, 0.14, 0.45), ...k.bow(b.left, -1, 0.3), k.limb(b.left, k.add(b.right, [0.1, 0, 0]), 0.008, 1.5, 0.008, 3)];
}

function elfWarrior(): Parts {
  const b = k.body({ size: 1.1, bulk: 0.85, right: [0.08, -0.15, 0.08], left: [0.04, -0.2, 0.08] });
  // a tall crested helm, a long kite shield, a spear
  return [...b.parts, ...k.helmet(b, 'crest', 1.3), ...k.ears(b, 0.1, 0.45), ...k.shield(b.left, -1, 'kite', 1.2), ...k.spear(b.right, 1.05)];
}

function genericCreature(): Parts {
  const b = k.body({ size: 0.95, bulk: 1.1, hunch: 0.25, right: [0.1, -0.2, 0.1] });
  return [...b.parts, ...k.horns(b, 0.12, 0.5, 0.85)];
}

/** The figure of a creature whose content names no figure the board knows. */
export const GENERIC_CREATURE: FigureDef = creature(0x5a7a3a, genericCreature);

/** The creatures' figures by name. */
export const CREATURE_FIGURES: Readonly<Record<string, FigureDef>> = {
  goblin: creature(0x6b8e23, goblin),
  'goblin-archer': creature(0x9aab3a, goblinArcher),
  orc: creature(0x8b5a2b, orc),
  fimir: creature(0x4f8f8f, fimir),
  'chaos-warrior': creature(0x3a3a5c, chaosWarrior),
  'dark-warrior': creature(0x2f2f3a, darkWarrior),
  necromancer: creature(0x2b1d3a, necromancer),
  gargoyle: creature(0x6e6e78, gargoyle),
  skeleton: creature(0xe8e4d8, skeleton),
  zombie: creature(0x7a8b6f, zombie),
  mummy: creature(0xc2b280, mummy),
  ogre: creature(0x7a6a4f, ogre),
  'ogre-champion': creature(0x8a5a3a, ogreChampion),
  'ogre-chieftain': creature(0x6b3f2a, ogreChieftain),
  'ogre-lord': creature(0x4a2c1f, ogreLord),
  troll: creature(0x5d6b4a, troll),
  'fire-elemental': creature(0xe25822, fireElemental),
  mist: creature(0x8fa3a8, mist),
  yeti: creature(0xcfd8dc, yeti),
  bear: creature(0xe8eef2, bear),
  wolf: creature(0x6d6d6d, wolf),
  bat: creature(0x5a2d4a, bat),
  statue: creature(0x9a9a8e, statue),
  gremlin: creature(0x5fa8d3, gremlin),
  'ice-horror': creature(0xa9d6e5, iceHorror),
  imp: creature(0x5d7b3a, imp),
  hag: creature(0x4b5e5a, hag),
  boar: creature(0x7a4b3a, boar),
  spider: creature(0x6e5446, spider),
  sneak: creature(0x5c7a3a, sneak),
  sentinel: creature(0xc9b27c, sentinel),
  warden: creature(0x4f5d75, warden),
  wraith: creature(0x2d2440, wraith),
  wormface: creature(0x8c5a7a, wormface),
  'elf-archer': creature(0x3e7c4f, elfArcher),
  'elf-warrior': creature(0x2e5e3e, elfWarrior),
  // Embervale's weir: a troll of the fens, a creeper of the reeds and an imp with a sling, each its own shape
  'fen-troll': creature(0x556b3f, fenTroll),
  'reed-stalker': creature(0x3f6b2a, reedStalker),
  'mire-slinger': creature(0x7d8a3a, mireSlinger),
};
