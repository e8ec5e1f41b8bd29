/**
 * Missions (spec 000, "Missions", "Conditions"). Documented in `docs/mission-format.md`.
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug, Square } from './common.ts';
import { GameMap, ROCK_CHAR } from './map.ts';

/** A creature placed on the map: its `kind` (a creature id) and square; `tag` groups creatures for conditions (`boss`). */
export const MissionMonster = z.strictObject({
  kind: Slug,
  x: z.number().int().min(0).max(255),
  y: z.number().int().min(0).max(255),
  tag: Slug.optional(),
});
export type MissionMonster = z.infer<typeof MissionMonster>;

/**
 * How the heroes win: `"kill_all"` (every creature dead, the default) or `"manual"` (the master declares it).
 * Issue 4 adds `{ "mode": "any" | "all", "conditions": [...] }`.
 */
export const WinRule = z.enum(['kill_all', 'manual']);
export type WinRule = z.infer<typeof WinRule>;

/**
 * A defeat condition. Any one met means the heroes lose; the heroes always lose when every hero has fallen.
 * `hero_dead`: any hero falls. `rounds`: `rounds` full rounds have passed without a win.
 */
export const LoseCondition = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hero_dead') }),
  z.strictObject({ type: z.literal('rounds'), rounds: z.number().int().min(1).max(999) }),
]);
export type LoseCondition = z.infer<typeof LoseCondition>;

/**
 * A mission: a map, start squares for the heroes (one per hero seat, in seat order), creatures,
 * how it is won and lost, and whether it plays without a master (`auto`).
 */
export const Mission = z
  .strictObject({
    id: Slug,
    name: LocalizedText,
    description: LocalizedText.optional(),
    /** The ruleset this mission is played by (a ruleset id). */
    ruleset: Slug.default('classic'),
    auto: z.boolean().default(false),
    map: GameMap,
    start: z.array(Square).min(1).max(8),
    monsters: z.array(MissionMonster).max(500).default([]),
    win: WinRule.default('kill_all'),
    lose: z.array(LoseCondition).max(50).default([]),
  })
  .superRefine((m, ctx) => {
    const at = (x: number, y: number) => m.map.rows[y]?.[x];
    const taken = new Map<string, string>();
    const place = (x: number, y: number, path: (string | number)[], what: string) => {
      const c = at(x, y);
      if (c === undefined) ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] lies outside the map` });
      else if (c === ROCK_CHAR) ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] is solid rock` });
      const key = `${x},${y}`;
      if (taken.has(key)) ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] already holds ${taken.get(key)}` });
      taken.set(key, what);
    };
    m.start.forEach(([x, y], i) => place(x, y, ['start', i], 'a start square'));
    m.monsters.forEach((mo, i) => place(mo.x, mo.y, ['monsters', i], `a ${mo.kind}`));
  });
export type Mission = z.infer<typeof Mission>;
