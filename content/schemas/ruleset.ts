/**
 * Rulesets: the numbers of the rules that are data (spec 000, "Combat", "A hero's turn"), and the full `rules`
 * document of spec 002, kept as its author wrote it.
 * @module
 */
import { z } from 'zod';
import { CampaignRules } from './campaign-rules.ts';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { checkRules } from './rules/check.ts';
import { boardReferenceIssues, RulesBoard, rulesetSystem } from './rules/board.ts';
import { classicDisagreements, extraClassic, unreadableClassic } from './rules/classic-board.ts';
import { Rules } from './rules/rules.ts';
import { namesIssues, RulesNames } from './rules/names.ts';

/** A face of the classic combat die. */
export const CombatFace = z.enum(['skull', 'white_shield', 'black_shield']);
export type CombatFace = z.infer<typeof CombatFace>;

/** Dice written as a count of same-sided dice: `{ "count": 2, "sides": 6 }` is 2d6. */
export const DicePool = z.strictObject({
  count: z.number().int().min(1).max(20),
  sides: z.number().int().min(2).max(100),
});
export type DicePool = z.infer<typeof DicePool>;

/** A `rules` document as its author writes it: zod's input type of {@link Rules}, every field with a default optional. */
export type RulesInput = z.input<typeof Rules>;

/**
 * The `rules` field of a ruleset: checked in full, kept as written. Parsing runs `checkRules` on the value — the
 * whole {@link Rules} shape (unknown fields with did-you-mean, enums, limits, nesting depth) and its cross-references
 * (spec 002) — and adds each problem at its path under `rules` (`rules.conditions.2.savingThrow.save`); when there
 * is none, the output is the input itself: same object, same keys in the same order, no default filled. This is
 * how the CMS stores and serves exactly the JSON the author wrote (rulesets written by others are imported
 * unchanged and served back). Read the defaults-filled document with {@link parsedRules}.
 *
 * Its JSON Schema (`z.toJSONSchema`, so `/api/schemas/ruleset.json` and the Archive's editors) is the input schema
 * of {@link Rules}: zod's per-schema JSON Schema hook, doing what zod does for a pipe, describes it by `Rules`
 * instead of by the `unknown` it parses with.
 */
export const RulesAsWritten: z.ZodType<RulesInput, RulesInput> = describedBy(
  Rules,
  z
    .unknown()
    .superRefine((raw, ctx) => {
      // `checkRules` paths start at `rules`; this schema sits at that key, so the object adds it back
      for (const issue of checkRules(raw).issues) ctx.addIssue({ code: 'custom', path: issuePath(issue.path).slice(1), message: issue.message });
    })
    // for generators that read zod's structure rather than its JSON Schema hook (the OpenAPI document)
    .meta({ type: 'object', description: 'a spec 002 `rules` document, stored and served as written; /api/schemas/ruleset.json describes every field' }),
) as unknown as z.ZodType<RulesInput, RulesInput>;

/** The classic combat-die fields: required of a ruleset the classic module plays, optional for any other. */
const CLASSIC_DIE_FIELDS = ['combatDie', 'hit', 'heroBlock', 'creatureBlock'] as const;

/** The modules that move heroes by rolling `heroMovement`. */
const ROLLS_MOVEMENT = ['classic', 'd20'];

/**
 * A board-game ruleset. `combatDie.faces` lists the die's faces, each equally likely
 * (classic: 3 skulls, 2 white shields, 1 black shield). A `hit` face wounds; heroes block
 * with `heroBlock` faces and creatures with `creatureBlock` faces. Heroes move `heroMovement` squares.
 *
 * Which ruleset module plays it is {@link rulesetSystem}'s answer (`board.system`, `rules.extra.board.system`, or
 * by what it has: the classic combat die, else a `rules` document). The four combat-die fields are required only
 * of a ruleset the classic module plays; `heroMovement` of one the classic or d20 module plays (both roll it); a
 * `rules` ruleset moves a piece by its speed instead.
 *
 * `board`, optional, holds the board settings a `rules` ruleset plays by (`rules/board.ts`: the defence stat, the
 * square size, the action types an attack, an ability and a move spend), beside the untouched `rules`; its
 * references into `rules` are checked (issues at `board.<field>`).
 *
 * `names`, optional, names the `rules` document's entries in Italian and English (`rules/names.ts`: `<list>.<id>` →
 * name), leaving the document's own `name` strings as written; its keys are checked against `rules` (issues at
 * `names.<lang>.<key>`).
 *
 * `rules`, optional, is a spec 002 `rules` document (`content/schemas/rules/`), kept exactly as written
 * ({@link RulesAsWritten}): parsing checks its shape and cross-references (issues at `rules.<...>`) a d20 board extension included
 * (`rules/d20.ts`, issues at `rules.extra.board.<...>`), but fills no default; {@link parsedRules} gives the filled document. Its expressions, predicates, effects and dice are checked
 * by the engine's `checkRulesDocument` when the CMS saves a ruleset (`cms/content/rules-check.ts`).
 * The board fields above are what the engine plays by today (docs/rulesets.md, "The classic rules as a ruleset").
 */
export const Ruleset = z
  .strictObject({
    id: Slug,
    name: LocalizedText,
    description: LocalizedText.optional(),
    authorNotes: AuthorNotes.optional(),
    combatDie: z.strictObject({ faces: z.array(CombatFace).min(2).max(20) }).optional(),
    hit: CombatFace.optional(),
    heroBlock: CombatFace.optional(),
    creatureBlock: CombatFace.optional(),
    heroMovement: DicePool.optional(),
    board: RulesBoard.optional(),
    names: RulesNames.optional(),
    rules: RulesAsWritten.optional(),
    campaign: CampaignRules.optional().describe(
      'what a Company starts with and what the town and the road cost (docs/campaigns.md): a ruleset with it hosts campaigns',
    ),
  })
  .superRefine((r, ctx) => {
    const system = rulesetSystem(r);
    // classic numbers written in rules.extra.board must be readable, whichever module the ruleset plays by
    if (system !== 'd20') for (const u of unreadableClassic(r)) ctx.addIssue({ code: 'custom', path: ['rules', 'extra', 'board', u.key], message: u.message });
    if (system === 'classic') {
      // the classic numbers may be written in rules.extra.board instead (docs/rulesets.md); both must then agree
      const extra = extraClassic(r);
      const given = { combatDie: extra.faces, hit: extra.hit, heroBlock: extra.heroBlock, creatureBlock: extra.creatureBlock };
      for (const key of CLASSIC_DIE_FIELDS) {
        if (r[key] === undefined && given[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${key}" is required by the classic rules unless rules.extra.board gives it (give a "rules" document, or a board.system, to play by another module)`,
          });
      }
      for (const d of classicDisagreements(r)) ctx.addIssue({ code: 'custom', path: [d.path], message: d.message });
    }
    if (ROLLS_MOVEMENT.includes(system) && r.heroMovement === undefined && extraClassic(r).heroMovement === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['heroMovement'],
        message: `"heroMovement" is required by the ${system} rules unless rules.extra.board gives it: heroes roll it to move`,
      });
    }
    if (r.combatDie) {
      for (const key of ['hit', 'heroBlock', 'creatureBlock'] as const) {
        const face = r[key];
        if (face !== undefined && !r.combatDie.faces.includes(face))
          ctx.addIssue({ code: 'custom', path: [key], message: `face "${face}" is not on the combat die` });
      }
    }
    if (r.names) {
      if (r.rules === undefined) ctx.addIssue({ code: 'custom', path: ['names'], message: 'the ruleset has no "rules" document whose entries it could name' });
      else for (const issue of namesIssues(r.names, r.rules)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (r.board) {
      if (r.rules === undefined) {
        for (const key of ['defenceStat', 'attackAction', 'abilityAction', 'moveAction'] as const) {
          if (r.board[key] !== undefined) ctx.addIssue({ code: 'custom', path: ['board', key], message: 'the ruleset has no "rules" document to find it in' });
        }
      } else {
        for (const issue of boardReferenceIssues(r.board, r.rules, 'board'))
          ctx.addIssue({ code: 'custom', path: issuePath(issue.path), message: issue.message });
      }
    }
  });
export type Ruleset = z.infer<typeof Ruleset>;

/**
 * The `rules` document of a ruleset with every default filled (spec 002, the defaults of each field): what the
 * engine and tools read, where the stored ruleset keeps `rules` as written.
 * @returns the parsed document, or `undefined` when the ruleset has no `rules`.
 * @throws {z.ZodError} when `rules` does not have the shape of a `rules` document — never for a ruleset parsed by
 * {@link Ruleset} (every CMS save path parses it). Cross-references are not checked again: use `checkRules` (or the
 * engine's `checkRulesDocument`) on a `rules` object of unknown origin.
 */
export function parsedRules(ruleset: { rules?: RulesInput | undefined }): Rules | undefined {
  return ruleset.rules === undefined ? undefined : Rules.parse(ruleset.rules);
}

/**
 * Makes zod's JSON Schema of `schema` that of `by` (its definitions go into the same `$defs`), as zod's own pipe
 * processor does for a pipe's input side; `schema`'s own metadata is added on top. In `io: 'output'` mode that is
 * `by`'s output schema, stricter than a value kept as written (nothing here asks for that mode). The hook is set on
 * `schema` itself, so call this last: `.optional()` and the like wrap `schema` and keep it, but `.meta()`,
 * `.describe()`, `.refine()` and other clones drop it. It uses zod's internals (`_zod.processJSONSchema`): the
 * ajv test of `/api/schemas/ruleset.json` (test/ruleset-api.test.ts) fails if a zod upgrade stops honouring it.
 */
function describedBy<T extends z.ZodType>(by: z.ZodType, schema: T): T {
  const internals = schema._zod as unknown as { processJSONSchema?: (ctx: z.core.ToJSONSchemaContext, json: unknown, params: z.core.ProcessParams) => void };
  internals.processJSONSchema = (ctx, _json, params) => {
    z.core.processSchema(by, ctx, params);
    ctx.seen.get(schema)!.ref = by;
  };
  return schema;
}

/** A dotted rules path (`rules.conditions.2.savingThrow.save`) as zod path segments, indexes as numbers. */
function issuePath(dotted: string): (string | number)[] {
  return dotted.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
