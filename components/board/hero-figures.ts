/**
 * The heroes' figures and the mission NPCs': a builder of each one's parts (see `figure-parts.ts`) and its fallback colour, on a round base.
 * `figures.ts` holds them in the registry of every figure.
 * @module
 */
import type { BufferGeometry } from 'three';
import * as k from './figure-parts.ts';
import type { FigureDef } from './figure-def.ts';

type Parts = BufferGeometry[];

const hero = (color: number, parts: () => Parts): FigureDef => ({ parts, base: 24, color });

function barbarian(): Parts {
  const b = k.body({ size: 1.08, bulk: 1.25, right: [0.02, -0.05, 0.05], left: [0.08, -0.28, 0.05] });
  // a two-handed sword raised over the right shoulder, a fur mantle, horns on a bare head
  return [
    ...b.parts,
    ...k.sword(b.right, 0.55, -0.45),
    ...k.horns(b, 0.1, 0.9, 1.3),
    k.ball(0.16 * b.size, { at: k.add(b.neck, [0, -0.02, -0.03]), scale: [1.5, 0.5, 1], shade: 0.6 }),
  ];
}

function dwarf(): Parts {
  const b = k.body({ size: 0.74, bulk: 1.5, head: 1.25, right: [0.04, -0.12, 0.06], left: [0.06, -0.25, 0.06] });
  // short and wide: a long beard, a horned cap, an axe
  return [
    ...b.parts,
    k.cone(b.headR * 0.9, 0.22, { at: k.add(b.head, [0, -b.headR - 0.06, b.headR * 0.5]), rot: [Math.PI, 0, 0], shade: 1.5 }, 8),
    ...k.helmet(b, 'cap'),
    ...k.axe(b.right, 1, 0.42, 0.17),
  ];
}

function elf(): Parts {
  const b = k.body({ size: 1.12, bulk: 0.8, right: [0.12, -0.22, 0.08], left: [0.04, -0.3, 0] });
  // tall and slim: long ears, a slender sword held out, a bow on the back
  return [...b.parts, ...k.ears(b, 0.14, 0.45), ...k.sword(b.right, 0.4, 0.55), ...k.bow(k.add(b.neck, [-0.06, -0.12, -0.1]), -1, 0.3)];
}

function wizard(): Parts {
  const b = k.body({ size: 1, robe: true, right: [0.1, -0.15, 0.05] });
  return [
    ...b.parts,
    ...k.pointedHat(b, 0.38),
    ...k.staff(b.right, 1.05, 'orb'),
    k.cone(0.05, 0.18, { at: k.add(b.head, [0, -0.12, 0.07]), rot: [Math.PI, 0, 0], shade: 1.6 }, 6),
  ];
}

function hunter(): Parts {
  const b = k.body({ size: 1, left: [0.04, -0.1, 0.12], right: [-0.05, -0.1, 0.1] });
  // a hood and a bow drawn to the left
  return [
    ...b.parts,
    ...k.hood(b, 0.65),
    ...k.bow(b.left, -1, 0.26),
    k.cyl(0.05, 0.05, 0.3, { at: k.add(b.neck, [0.1, -0.05, -0.1]), rot: [0, 0, -0.4], shade: 0.5 }),
  ];
}

function cleric(): Parts {
  const b = k.body({ size: 1, robe: true, right: [0.06, 0.02, 0.06], left: [0.08, -0.2, 0.05] });
  // a mitre and a raised mace, a round shield
  return [
    ...b.parts,
    k.cone(b.headR * 0.95, 0.22, { at: k.add(b.head, [0, b.headR + 0.08, 0]), scale: [1, 1, 0.55], shade: 1.6 }, 4),
    ...k.club(b.right, [0.02, 0.26, 0], 0.06),
    ...k.shield(b.left, -1, 'round', 0.9),
  ];
}

function sorceress(): Parts {
  const b = k.body({ size: 1, robe: true, right: [0.14, 0.1, 0.1], left: [0.14, 0.1, 0.1] });
  // both hands raised, an orb floating above them, a high collar
  return [
    ...b.parts,
    k.ball(0.09, { at: k.add(b.head, [0, 0.24, 0.06]), shade: 1.9 }),
    k.cyl(b.headR * 1.5, b.headR * 0.9, 0.12, { at: k.add(b.neck, [0, 0.04, -0.03]), shade: 0.7 }, 8),
    ...k.hood(b, 0.8),
  ];
}

function duelist(): Parts {
  const b = k.body({ size: 1.02, bulk: 0.85, right: [0.16, -0.05, 0.1], left: [0.04, -0.05, -0.05] });
  // a thin blade thrust out level, a plumed hat
  return [
    ...b.parts,
    k.limb(b.right, k.add(b.right, [0.2, 0.1, 0.08]), 0.012, 1.7, 0.006, 4),
    k.cyl(b.headR * 1.9, b.headR * 1.9, 0.025, { at: k.add(b.head, [0, b.headR * 0.6, 0]), shade: 0.6 }, 14),
    k.cone(0.04, 0.3, { at: k.add(b.head, [-0.1, b.headR + 0.14, -0.02]), rot: [0, 0, 0.6], shade: 1.7 }, 4),
  ];
}

function pyromancer(): Parts {
  const b = k.body({ size: 0.98, robe: true, right: [0.2, 0.2, 0.08], left: [0.06, -0.2, 0.05] });
  // a flame held high in the right hand, a flaring collar, a short flaming staff in the left
  return [
    ...b.parts,
    k.cone(0.08, 0.24, { at: k.add(b.right, [0, 0.14, 0]), shade: 1.9 }, 5),
    k.cone(0.05, 0.16, { at: k.add(b.right, [0.06, 0.1, 0]), rot: [0, 0, -0.4], shade: 1.7 }, 5),
    ...k.staff(b.left, 0.75, 'flame'),
    ...k.horns(b, 0.09, 0.25, 0.7),
  ];
}

function guardian(): Parts {
  const b = k.body({ size: 1.05, bulk: 1.2, right: [0.05, -0.2, 0.06], left: [0.02, -0.18, 0.1] });
  // a tower shield, a great helm, a spear
  return [...b.parts, ...k.helmet(b, 'great'), ...k.shield(b.left, -1, 'tower', 1.1), ...k.spear(b.right, 0.95)];
}

function rogue(): Parts {
  const b = k.body({ size: 0.92, hunch: 0.35, right: [0.14, -0.12, 0.16], left: [0.14, -0.12, 0.16] });
  // crouched, hooded, a dagger in each hand, a cape
  return [
    ...b.parts,
    ...k.hood(b, 0.55),
    ...k.dagger(b.right, [0.12, 0.06, 0.05]),
    ...k.dagger(b.left, [-0.12, 0.06, 0.05]),
    ...k.cape(b, k.BASE_TOP + 0.2, 0.5, 1.2),
  ];
}

function tinker(): Parts {
  const b = k.body({ size: 0.95, bulk: 1.1, right: [0.12, -0.16, 0.08] });
  // a big pack on the back with a pan hanging off it, a wide cap, a hooked knife
  return [
    ...b.parts,
    k.box(0.3, 0.36, 0.2, { at: k.add(b.neck, [0, -0.08, -0.16]), shade: 0.7 }),
    k.cyl(0.08, 0.08, 0.02, { at: k.add(b.neck, [0.2, -0.06, -0.18]), rot: [Math.PI / 2, 0, 0], shade: 0.4 }, 10),
    k.box(0.44, 0.06, 0.08, { at: k.add(b.neck, [0, 0.14, -0.16]), shade: 0.6 }),
    k.cyl(b.headR * 1.3, b.headR * 1.1, 0.07, { at: k.add(b.head, [0, b.headR * 0.7, 0]), shade: 0.6 }, 10),
    ...k.dagger(b.right, [0.1, 0.1, 0.04]),
  ];
}

function witch(): Parts {
  const b = k.body({ size: 0.98, robe: true, hunch: 0.15, right: [0.1, -0.1, 0.05], left: [0.12, 0.02, 0.1] });
  // a crooked hat, an ash staff with a crook, a spark over the left hand
  return [...b.parts, ...k.pointedHat(b, 0.32, 0.55, 2.4), ...k.staff(b.right, 0.95, 'crook'), k.crystal(0.05, { at: k.add(b.left, [0, 0.1, 0]), shade: 1.9 })];
}

function shieldbearer(): Parts {
  const b = k.body({ size: 1, bulk: 1.15, right: [0.06, 0.0, 0.06], left: [0.04, -0.16, 0.1] });
  // a crested helm, a kite shield and a raised axe
  return [...b.parts, ...k.helmet(b, 'crest'), ...k.shield(b.left, -1, 'kite', 1.1), ...k.axe(b.right, 1, 0.36, 0.14)];
}

function ranger(): Parts {
  const b = k.body({ size: 1.05, bulk: 0.9, right: [0.06, -0.3, 0.02], left: [0.0, 0.05, 0.1] });
  // a tall longbow held high, a quiver, a cape, bare head with a braid
  return [
    ...b.parts,
    ...k.bow(k.add(b.left, [0, 0.05, 0]), -1, 0.36),
    k.cyl(0.045, 0.045, 0.34, { at: k.add(b.neck, [0.08, 0, -0.1]), rot: [0, 0, -0.5], shade: 0.5 }),
    ...k.cape(b, k.BASE_TOP + 0.12, 0.55, 0.9),
  ];
}

function genericHero(): Parts {
  const b = k.body({ size: 1, right: [0.08, -0.18, 0.08], left: [0.04, -0.2, 0.08] });
  // an adventurer: a sword and a round shield, a plain cap
  return [...b.parts, ...k.sword(b.right, 0.34, 0.2), ...k.shield(b.left, -1, 'round', 1), ...k.helmet(b, 'cap', 1.2)];
}

/** The figure of a hero whose content names no figure the board knows. */
export const GENERIC_HERO: FigureDef = hero(0x3b6fb6, genericHero);

/** The heroes' figures by name. */
export const HERO_FIGURES: Readonly<Record<string, FigureDef>> = {
  barbarian: hero(0xb03a2e, barbarian),
  dwarf: hero(0xd4a017, dwarf),
  elf: hero(0x2e8b57, elf),
  wizard: hero(0x2e5eaa, wizard),
  hunter: hero(0x4f7d4a, hunter),
  cleric: hero(0xe8d48a, cleric),
  sorceress: hero(0x7b6fd6, sorceress),
  duelist: hero(0xb0506a, duelist),
  pyromancer: hero(0xd9673a, pyromancer),
  guardian: hero(0x8a9bb0, guardian),
  rogue: hero(0x3b3b4f, rogue),
  tinker: hero(0x6f6aa8, tinker),
  witch: hero(0xc2572b, witch),
  shieldbearer: hero(0x8a5a2b, shieldbearer),
  ranger: hero(0x3f7a4a, ranger),
};

function npc(): Parts {
  const b = k.body({ size: 0.92, robe: true, bulk: 1, right: [0.08, -0.2, 0.08] });
  // a villager: a wide-brimmed hat and a belted tunic
  return [
    ...b.parts,
    k.cyl(b.headR * 2.4, b.headR * 2.4, 0.025, { at: k.add(b.head, [0, b.headR * 0.6, 0]), shade: 0.6 }, 16),
    k.cone(b.headR * 1.05, 0.16, { at: k.add(b.head, [0, b.headR + 0.06, 0]), shade: 0.6 }, 12),
    k.cyl(0.2, 0.21, 0.05, { at: k.add(b.neck, [0, -0.26, 0]), shade: 0.55 }, 10),
  ];
}

/** The figure of a mission's NPC. */
export const NPC: FigureDef = { parts: npc, base: 8, color: 0xd9c27a };
