/**
 * Rulesets: the numbers of the rules that are data (spec 000, "Combat", "A hero's turn").
 * Issue 6 grows this into the full `rules` document of spec 002.
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug } from './common.ts';
import { checkRules } from './rules/check.ts';
import { isD20Extra } from './rules/d20.ts';
import { Rules } from './rules/rules.ts';

/** A face of the classic combat die. */
export const CombatFace = z.enum(['skull', 'white_shield', 'black_shield']);
export type CombatFace = z.infer<typeof CombatFace>;

/** Dice written as a count of same-sided dice: `{ "count": 2, "sides": 6 }` is 2d6. */
export const DicePool = z.strictObject({
  count: z.number().int().min(1).max(20),
  sides: z.number().int().min(2).max(100),
});
export type DicePool = z.infer<typeof DicePool>;

/** The classic combat-die fields: required of every ruleset but a d20 one. */
const CLASSIC_DIE_FIELDS = ['combatDie', 'hit', 'heroBlock', 'creatureBlock'] as const;

/**
 * A board-game ruleset. `combatDie.faces` lists the die's faces, each equally likely
 * (classic: 3 skulls, 2 white shields, 1 black shield). A `hit` face wounds; heroes block
 * with `heroBlock` faces and creatures with `creatureBlock` faces. Heroes move `heroMovement` squares.
 * The four combat-die fields are required unless the ruleset is a d20 one (`rules.extra.board.system` is
 * `"d20"`, issue 7), which rolls a d20 against armour instead; `heroMovement` is always required, since heroes
 * move on the board the same way under every ruleset.
 *
 * `rules`, optional, is a spec 002 `rules` document (`content/schemas/rules/`): parsing fills its defaults and
 * checks its shape and cross-references (issues at `rules.<...>`), a d20 board extension included
 * (`rules/d20.ts`, issues at `rules.extra.board.<...>`). Its expressions, predicates, effects and dice
 * are checked by the engine's `checkRulesDocument` when the CMS saves a ruleset (`cms/content/rules-check.ts`).
 * The board fields above are what the engine plays by today (docs/rulesets.md, "The classic rules as a ruleset").
 */
export const Ruleset = z
  .strictObject({
    id: Slug,
    name: LocalizedText,
    description: LocalizedText.optional(),
    combatDie: z.strictObject({ faces: z.array(CombatFace).min(2).max(20) }).optional(),
    hit: CombatFace.optional(),
    heroBlock: CombatFace.optional(),
    creatureBlock: CombatFace.optional(),
    heroMovement: DicePool,
    rules: Rules.optional(),
  })
  .superRefine((r, ctx) => {
    if (!isD20Extra(r.rules?.extra)) {
      for (const key of CLASSIC_DIE_FIELDS) {
        if (r[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is required unless the ruleset is a d20 one (rules.extra.board.system "d20")` });
      }
    }
    if (r.combatDie) {
      for (const key of ['hit', 'heroBlock', 'creatureBlock'] as const) {
        const face = r[key];
        if (face !== undefined && !r.combatDie.faces.includes(face)) ctx.addIssue({ code: 'custom', path: [key], message: `face "${face}" is not on the combat die` });
      }
    }
    // the shape passed already: what checkRules adds are cross-references and consistency
    if (r.rules !== undefined) {
      for (const issue of checkRules(r.rules).issues) ctx.addIssue({ code: 'custom', path: issuePath(issue.path), message: issue.message });
    }
  });
export type Ruleset = z.infer<typeof Ruleset>;

/** A dotted rules path (`rules.conditions.2.savingThrow.save`) as zod path segments, indexes as numbers. */
function issuePath(dotted: string): (string | number)[] {
  return dotted.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
