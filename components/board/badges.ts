/**
 * The status badges a piece shows (poisoned, stunned, frozen, dormant, shielded, a stat raised or lowered, and those
 * a ruleset's parts add: `focus`, a spell held by concentration), whichever board draws them: the 3D board's atlas (`status-icons.ts`) and the 2D board (`flat/flat-svg.ts`). No three.js here.
 * @module
 */

/** The pictures of the atlas, in atlas order. */
export const ICONS = ['poison', 'stun', 'dormant', 'up', 'down', 'freeze', 'shield', 'focus'] as const;
/** A picture of the atlas. */
export type IconName = (typeof ICONS)[number];

/** Statuses shown as a shield: armour raised. */
const SHIELDING = new Set(['guard', 'defending', 'vanished', 'shield_wall']);
/** Statuses shown as a lowered stat. */
const LOWERING = new Set(['weaken', 'entangled', 'off_balance', 'exposed', 'fumble_attack', 'armour_penalty']);

/**
 * The icons a unit shows: its statuses, dormant, whether a stat is raised or lowered, then `extra` (the badges its
 * ruleset's parts add: `BoardScene.badges`), each once.
 */
export function iconsOf(
  unit: { statuses: readonly { status: string }[]; dormant: boolean; mods: readonly { stat: string; delta: number }[] },
  extra: readonly IconName[] = [],
): IconName[] {
  const out: IconName[] = [];
  const has = (name: string) => unit.statuses.some((s) => s.status === name);
  if (has('poison')) out.push('poison');
  if (has('stun')) out.push('stun');
  if (has('freeze')) out.push('freeze');
  if (unit.dormant) out.push('dormant');
  if (unit.statuses.some((s) => SHIELDING.has(s.status))) out.push('shield');
  const net = new Map<string, number>();
  for (const m of unit.mods) net.set(m.stat, (net.get(m.stat) ?? 0) + m.delta);
  const values = [...net.values()];
  if (values.some((v) => v > 0)) out.push('up');
  if (values.some((v) => v < 0) || unit.statuses.some((s) => LOWERING.has(s.status))) out.push('down');
  for (const icon of extra) if (!out.includes(icon)) out.push(icon);
  return out;
}
