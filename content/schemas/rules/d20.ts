/**
 * The board extension of a d20 ruleset (`rules.extra.board` with `"system": "d20"`): every number and formula
 * the Game Master's Guide of "Forsaken Woods" (spec 003) gives for combat, elements, fumbles, statuses, enemy
 * behaviour, progression and difficulty tiers, as data, so the engine reads them instead of hard-coding them.
 * Formulas are trees of the rules language (rules-dsl.md); the names each one may read are listed in
 * {@link D20_FORMULA_INPUTS}, and `engine/dsl/rules.ts` checks them when a ruleset is saved. Numbers the guide
 * does not give live under `authored`, filled by the content author (docs/rulesets.md, "What the guide leaves to
 * content").
 *
 * `checkRules` (`check.ts`) parses the board with {@link D20Board} whenever `rules.extra.board.system` is
 * `"d20"` and reports its problems at `rules.extra.board.<...>`, with the cross-references of
 * {@link d20BoardIssues} (elements are damage types, condition roles name conditions).
 * @module
 */
import { z } from 'zod';
import { LocalizedText } from '../common.ts';
import { fromZodIssues, rulesPath, type RulesIssue } from './issues.ts';
import { Count, DiceText, DisplayName, ExpressionJson, NonNegative, RuleId } from './primitives.ts';
import { didYouMean, quote } from './suggest.ts';

/** A whole chance in percent, 0 to 100 (the guide's "33%", "10%"). */
const Percent = z.number().int().min(0).max(100);

/** A whole number that may be negative (tier offsets). */
const Int = z.number().int();

/**
 * The conditions the guide's rules act on, by role, each naming a `rules.conditions` id
 * (`rules.extra.board.conditions`): Frozen, Poisoned, Entangled, Off Balance, Guard, Ward, Accuracy Penalty,
 * Exposed, Defending, Vanished, Shield Wall (which grants IsDefended), the fumble's attack penalty and armour penalty.
 */
export const D20_CONDITION_ROLES = [
  'frozen',
  'poisoned',
  'entangled',
  'offBalance',
  'guard',
  'ward',
  'accuracyPenalty',
  'exposed',
  'defending',
  'vanished',
  'shieldWall',
  'fumbleAttack',
  'armourPenalty',
] as const;
export type D20ConditionRole = (typeof D20_CONDITION_ROLES)[number];

/**
 * The attack roll ("Attack: roll uniform integer 1–20 ... Natural 1 fumbles, natural 20 hits critically;
 * otherwise total ≥ target Armor hits. Critical damage maximizes the damage die, without multiplying it or the
 * bonus."). `dice` `"1d20"`; `fumbleNatural` 1; `criticalNatural` 20; `criticalDamage` `"maximizeDie"` (the
 * die's maximum + the bonus, never multiplied); `consumedByAttempt`: the roles of the conditions an attempt
 * uses up even when it misses ("Exposed and FumbleAttack are consumed by this attempt, even if it misses").
 */
export const D20Attack = z.strictObject({
  dice: DiceText,
  fumbleNatural: Int,
  criticalNatural: Int,
  criticalDamage: z.literal('maximizeDie'),
  consumedByAttempt: z.array(z.enum(D20_CONDITION_ROLES)),
});
export type D20Attack = z.infer<typeof D20Attack>;

/**
 * Personal protection, added to armour ("+5 while Vanished; otherwise +3 while Defending; otherwise 0 ...
 * Vanish and personal Defend do not stack"): `vanished` 5, `defending` 3.
 */
export const D20Protection = z.strictObject({ vanished: Int, defending: Int });
export type D20Protection = z.infer<typeof D20Protection>;

/**
 * The elements and what they do to damage ("Elements: Fire, Frost, Void, Holy, Wind, Earth. Empty element is
 * physical. Let A be pre-element damage ..."). `ids`: the six elements, each a `rules.damageTypes` id. The three
 * formulas read `damage` (A): `neutral` for no element, or weakness and resistance both or neither
 * (`max(0, A)`); `weakness` alone (`max(1, floor((3A + 1) / 2))`); `resistance` alone (`max(1, floor(A / 2))`).
 */
export const D20Elements = z.strictObject({
  ids: z.array(RuleId).min(1),
  neutral: ExpressionJson,
  weakness: ExpressionJson,
  resistance: ExpressionJson,
});
export type D20Elements = z.infer<typeof D20Elements>;

const fumbleBase = {
  /** The entry's id (`stumble`, `selfInjury`, ...). */
  id: RuleId,
  /** Its weight among the eligible entries: a whole number, so the odds are exact fractions. */
  weight: Count,
  /** Whether it is eligible only for an actor with a resource ("STUMBLE is excluded when the actor has no resource"). */
  needsResource: z.boolean(),
};

/**
 * One entry of the fumble table, told apart by `kind`, with the parameters the guide gives:
 * - `harmless`: a harmless miss;
 * - `selfInjury`: `percentOfMaxHp` 5, rounded down, at least `min` 1, leaving at least `leavesAtLeast` 1 HP
 *   ("5% of maximum HP, rounded down, with a minimum of 1 damage and a maximum of current HP minus 1; it cannot
 *   kill");
 * - `exposed`: the next incoming attack gains `exposedBonus`, or it expires at the next turn beginning;
 * - `attackPenalty`: consumed on the next attack, with a countdown of `countdown` 2 turn starts at creation;
 * - `armourPenalty`: ends at the next turn beginning;
 * - `resourceLoss` (STUMBLE): at most the available amount.
 * The sizes of the attack, armour and resource penalties are not in the guide: `authored.fumble`.
 */
export const D20FumbleEntry = z.discriminatedUnion('kind', [
  z.strictObject({ ...fumbleBase, kind: z.literal('harmless') }),
  z.strictObject({ ...fumbleBase, kind: z.literal('selfInjury'), percentOfMaxHp: NonNegative, min: Count, leavesAtLeast: Count }),
  z.strictObject({ ...fumbleBase, kind: z.literal('exposed'), expires: z.literal('nextTurnStart') }),
  z.strictObject({ ...fumbleBase, kind: z.literal('attackPenalty'), countdown: Count }),
  z.strictObject({ ...fumbleBase, kind: z.literal('armourPenalty'), expires: z.literal('nextTurnStart') }),
  z.strictObject({ ...fumbleBase, kind: z.literal('resourceLoss'), upToAvailable: z.literal(true) }),
]);
export type D20FumbleEntry = z.infer<typeof D20FumbleEntry>;

/** The fumble table drawn on a natural fumble ("Eligible entries are weighted ... weights are renormalized"). */
export const D20Fumble = z.strictObject({ entries: z.array(D20FumbleEntry).min(1) });
export type D20Fumble = z.infer<typeof D20Fumble>;

/**
 * Freeze ("a single active-or-inactive condition ... Reapplication refreshes, never queues skips ... An
 * independent integer roll 0–99 is compared with the appropriate chance"): `rollSides` 100 (a roll from 0 to
 * 99; frozen when the roll is below the chance); `resistanceMitigatesFreeze` false, what an effect that does
 * not say gets ("explicitly opt-in per effect"); `reapplication` `"refresh"`; `feedback`: the texts emitted,
 * `FROZEN`, `FROST RESIST`, `RESIST` and `THAWED`.
 */
export const D20Freeze = z.strictObject({
  rollSides: z.number().int().min(1),
  resistanceMitigatesFreeze: z.boolean(),
  reapplication: z.literal('refresh'),
  feedback: z.strictObject({ frozen: DisplayName, frostResist: DisplayName, resist: DisplayName, thawed: DisplayName }),
});
export type D20Freeze = z.infer<typeof D20Freeze>;

/**
 * The chance part of a Freeze effect (a timed action's, later a spell's): `baseChance` in percent;
 * `resistanceMitigatesFreeze` (default: `freeze.resistanceMitigatesFreeze`) with `resistedChance`, the chance
 * against a target resistant to `element` (the guide's `resistedFreezeChance`), never above `baseChance`.
 */
export const D20FreezeChance = z.strictObject({
  baseChance: Percent,
  resistanceMitigatesFreeze: z.boolean().optional(),
  resistedChance: Percent.optional(),
  element: RuleId.optional(),
});
export type D20FreezeChance = z.infer<typeof D20FreezeChance>;

/**
 * Poison, fixed by the guide ("Poison is nonstacking; only a positive-damage hit on a surviving unpoisoned target
 * rolls the configured chance. Poison deals its amount at each combat turn beginning and may be lethal.
 * Healing/revive cures it ... Poison ticks before the Freeze check and can kill first."). Its amount and chance
 * belong to the effect that poisons. Each field accepts only the guide's value.
 */
export const D20Poison = z.strictObject({
  stacking: z.literal('ignore'),
  tick: z.literal('turnStart'),
  beforeFreezeCheck: z.literal(true),
  lethal: z.literal(true),
  needsPositiveDamage: z.literal(true),
  curedByHealing: z.literal(true),
  ticksWhileWalking: z.literal(false),
});
export type D20Poison = z.infer<typeof D20Poison>;

/**
 * An enemy's configured timed action ("Grave Chill: Warden timedAction, exact round 3, once per combat ...
 * Replaces the entire action; no mana cost or direct damage. Each living hero independently rolls Freeze at
 * 33%, or 10% with Frost resistance"). The guide's validation: `round` a whole number from 1, the effect's
 * `kind` `"freeze"` and `target` `"party"` only, no direct damage (no such field), a known element, a resisted
 * chance not above the base one.
 */
export const D20TimedAction = z.strictObject({
  id: RuleId,
  name: DisplayName,
  round: z.number().int().min(1),
  oncePerCombat: z.literal(true),
  replacesAction: z.literal(true),
  effect: z.strictObject({ kind: z.literal('freeze'), target: z.literal('party'), ...D20FreezeChance.shape }),
});
export type D20TimedAction = z.infer<typeof D20TimedAction>;

/**
 * A support healer's choice ("Wormface has 3 mana. Each healing action costs 1 mana and restores 3 HP, up to the
 * target's missing HP, curing poison. It first chooses the eligible other living ally with the lowest percentage
 * of HP remaining: that ally must have at least 2 HP missing and be strictly below 80% HP. Only if no ally
 * qualifies does Wormface consider healing itself, and only when strictly below 50% HP. If no heal is available,
 * it makes a normal attack."): `mana` 3, `manaCost` 1, `heal` 3, `curesPoison` true,
 * `ally.minMissing` 2, `ally.belowPercent` 80, `self.belowPercent` 50.
 */
export const D20Healer = z.strictObject({
  id: RuleId,
  name: DisplayName,
  mana: Count,
  manaCost: Count,
  heal: Count,
  curesPoison: z.boolean(),
  ally: z.strictObject({ minMissing: Count, belowPercent: Percent }),
  self: z.strictObject({ belowPercent: Percent }),
});
export type D20Healer = z.infer<typeof D20Healer>;

/**
 * A toll on the whole party ("Dreadbell replaces its normal action, once per fight: independent d6+2 Void to every
 * living hero. Defending/Shield Wall first halves with floor/minimum 1, then Void resistance applies separately.
 * Unlike the Watchtower timed action, a frozen round-2 Veyr can toll later."): `dice` `"1d6+2"` rolled for each
 * hero, `element` `"void"` (left out: untyped), `fromRound` 2 (its first eligible action from that round on),
 * `defended`: the damage of a Defending or Shield Wall hero, a formula of `damage` (`max(1, floor(damage / 2))`).
 */
export const D20PartyToll = z.strictObject({
  id: RuleId,
  name: DisplayName,
  dice: DiceText,
  element: RuleId.optional(),
  fromRound: z.number().int().min(1),
  oncePerFight: z.literal(true),
  replacesAction: z.literal(true),
  defended: ExpressionJson,
});
export type D20PartyToll = z.infer<typeof D20PartyToll>;

/**
 * Progression ("For level L, attack training A, health training H, resource training R, weapon rank W and armor
 * rank D ..."), as formulas of named inputs ({@link D20_FORMULA_INPUTS}):
 * - `levelCap` 12;
 * - `maxHp` of `base`, `level`, `training` (`base + 3(level − 1) + 3 training`);
 * - `attack` of `base`, `level`, `training` (`base + (level − 1) + training`);
 * - `baseAc` of `base`, `item`, `rank`, `perRank` (`base + item + rank × perRank`);
 * - `damageBonus` of `base`, `item`, `rank`, `perRank` (the same; the damage die never changes);
 * - `resource.kind` of `baseMana`: the resource id (`"stamina"` when base mana is 0, else `"mana"`), and
 *   `resource.max` of `baseMana`, `training` (`2` when base mana is 0, else `max(2, baseMana)`, plus training);
 * - `levelUpCost` of `level` (`60 × level`, the current level); `levelUpHeal` 3 (current HP added, only when alive);
 * - `autoPromotion`: a survivor of level `fromLevel` 1 at `xp` 60 or more becomes level 2 with no XP subtracted;
 * - `upgradeCost` of `base`, `step`, `rank` (`base + step × rank²`, the current rank).
 */
export const D20Progression = z.strictObject({
  levelCap: z.number().int().min(1),
  maxHp: ExpressionJson,
  attack: ExpressionJson,
  baseAc: ExpressionJson,
  damageBonus: ExpressionJson,
  resource: z.strictObject({ kind: ExpressionJson, max: ExpressionJson }),
  levelUpCost: ExpressionJson,
  levelUpHeal: Count,
  autoPromotion: z.strictObject({ fromLevel: z.number().int().min(1), xp: NonNegative }),
  upgradeCost: ExpressionJson,
});
export type D20Progression = z.infer<typeof D20Progression>;

/**
 * A difficulty tier's id and name, listed in the order a Company advances through them (the last repeats). The name is
 * one text, or a text by language (`{ "it": "Base", "en": "Basic" }`) as the rest of the content names things.
 */
export const D20Tier = z.strictObject({ id: RuleId, name: z.union([DisplayName, LocalizedText]) });
export type D20Tier = z.infer<typeof D20Tier>;

/**
 * How a tier scales an enemy and a reward ("Enemy HP = ceil(baseHP×tier.hp), AC = baseAC+tier.defense, Attack =
 * baseAttack+tier.attack, damage die unchanged, damage bonus = baseBonus+tier.damage, initiative unchanged.
 * Gold/XP = ceil(base×tier.rewards)."): `hp` and `rewards` of `base`, `percent` (`ceil(base × percent / 100)`);
 * `defense`, `attack`, `damage` of `base`, `offset` (`base + offset`).
 */
export const D20Scaling = z.strictObject({
  hp: ExpressionJson,
  defense: ExpressionJson,
  attack: ExpressionJson,
  damage: ExpressionJson,
  rewards: ExpressionJson,
});
export type D20Scaling = z.infer<typeof D20Scaling>;

/** An upgrade track the author prices (`authored.upgrades.<track>`): cost `base` and `step`, and its `cap` rank. */
export const D20UpgradeTrack = z.strictObject({ base: NonNegative, step: NonNegative, cap: Count });
export type D20UpgradeTrack = z.infer<typeof D20UpgradeTrack>;

/** A gear track (weapon, armour): a priced track, and the `bonusPerRank` each rank adds (damage, AC). */
export const D20GearTrack = z.strictObject({ ...D20UpgradeTrack.shape, bonusPerRank: NonNegative });
export type D20GearTrack = z.infer<typeof D20GearTrack>;

/** The upgrade tracks: attack, health and resource training; weapon and armour ranks. */
export const D20_TRACKS = ['attack', 'health', 'resource', 'weapon', 'armour'] as const;
export type D20Track = (typeof D20_TRACKS)[number];

/**
 * A tier's numbers (`authored.tiers.<tier id>`): `hpPercent` and `rewardsPercent`, the guide's multipliers
 * `tier.hp` and `tier.rewards` written in percent (110 is × 1.1) so rounding up is exact; `defense`, `attack`,
 * `damage`: the offsets added.
 */
export const D20TierNumbers = z.strictObject({ hpPercent: NonNegative, defense: Int, attack: Int, damage: Int, rewardsPercent: NonNegative });
export type D20TierNumbers = z.infer<typeof D20TierNumbers>;

/**
 * What the guide leaves to the content author: it names the rules but gives no numbers. `origin` says whose
 * numbers these are: `"sample"`, quest-board's own placeholders (not the guide's, not balanced), or `"author"`.
 * - `upgrades`: each track's cost `base`, `step` and `cap`; the weapon and armour `bonusPerRank`;
 * - `tiers`: every tier's numbers, keyed by the ids of `tiers`;
 * - `fumble`: the sizes of the fumble's `attackPenalty`, `armourPenalty` and `resourceLoss`.
 */
export const D20Authored = z.strictObject({
  origin: z.enum(['sample', 'author']),
  upgrades: z.strictObject({
    attack: D20UpgradeTrack,
    health: D20UpgradeTrack,
    resource: D20UpgradeTrack,
    weapon: D20GearTrack,
    armour: D20GearTrack,
  }),
  tiers: z.record(RuleId, D20TierNumbers),
  fumble: z.strictObject({ attackPenalty: NonNegative, armourPenalty: NonNegative, resourceLoss: NonNegative }),
});
export type D20Authored = z.infer<typeof D20Authored>;

/**
 * What an enemy's turn does, in order ("Poison ticks before the Freeze check ... A configured timed action
 * precedes support, after the Frozen check ... Support healing precedes ordinary attacks").
 */
export const D20_ENEMY_TURN = ['poisonTick', 'frozenCheck', 'timedAction', 'support', 'attack'] as const;

/**
 * `rules.extra.board` of a d20 ruleset: `system` `"d20"`, then the guide's rules, then `authored`.
 * Every field is required: a document states each number it plays by.
 */
export const D20Board = z
  .strictObject({
    system: z.literal('d20'),
    /** "Initiative is a fixed integer, descending across heroes and enemies; no initiative roll occurs." */
    turnOrder: z.literal('initiativeDescending'),
    /** The order of an enemy's turn: {@link D20_ENEMY_TURN}. */
    enemyTurn: z.tuple([z.literal('poisonTick'), z.literal('frozenCheck'), z.literal('timedAction'), z.literal('support'), z.literal('attack')]),
    conditions: z.strictObject(Object.fromEntries(D20_CONDITION_ROLES.map((r) => [r, RuleId])) as Record<D20ConditionRole, typeof RuleId>),
    attack: D20Attack,
    protection: D20Protection,
    /** "Exposed adds +2 to the next incoming attack": 2. */
    exposedBonus: Int,
    elements: D20Elements,
    fumble: D20Fumble,
    freeze: D20Freeze,
    poison: D20Poison,
    timedActions: z.array(D20TimedAction),
    healers: z.array(D20Healer),
    partyTolls: z.array(D20PartyToll),
    progression: D20Progression,
    /** "Basic → Advanced → Expert → Master → Master Plus. Only Master Plus repeats at fixed values." */
    tiers: z.array(D20Tier).min(1),
    scaling: D20Scaling,
    authored: D20Authored,
  })
  .superRefine((b, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const elements = b.elements.ids;
    const element = (path: PropertyKey[], id: string | undefined) => {
      if (id !== undefined && !elements.includes(id)) issue(path, `no element ${quote(id)}${didYouMean(id, elements)}`);
    };
    elements.forEach((id, i) => {
      if (elements.indexOf(id) !== i) issue(['elements', 'ids', i], `duplicate element ${quote(id)}`);
    });
    const lists: [string[], { id: string }[]][] = [
      [['timedActions'], b.timedActions],
      [['healers'], b.healers],
      [['partyTolls'], b.partyTolls],
      [['tiers'], b.tiers],
      [['fumble', 'entries'], b.fumble.entries],
    ];
    for (const [path, list] of lists) {
      const first = new Map<string, number>();
      list.forEach((e, i) => {
        const at = first.get(e.id);
        if (at === undefined) first.set(e.id, i);
        else issue([...path, i, 'id'], `duplicate id ${quote(e.id)}: ${rulesPath([...path, at], 'rules.extra.board')} has it already`);
      });
    }
    if (b.attack.fumbleNatural === b.attack.criticalNatural) issue(['attack', 'criticalNatural'], 'a natural roll cannot both fumble and hit critically');
    if (!b.fumble.entries.some((e) => !e.needsResource && e.weight > 0)) {
      issue(['fumble', 'entries'], 'an actor without a resource must have an entry to draw: give an entry with "needsResource": false a weight above 0');
    }
    b.timedActions.forEach((t, i) => {
      const at = ['timedActions', i, 'effect'];
      element([...at, 'element'], t.effect.element);
      freezeChanceIssues(t.effect, b.freeze, at, issue);
    });
    b.partyTolls.forEach((t, i) => element(['partyTolls', i, 'element'], t.element));
    const tierIds = b.tiers.map((t) => t.id);
    for (const id of tierIds) if (!Object.hasOwn(b.authored.tiers, id)) issue(['authored', 'tiers'], `give the numbers of tier ${quote(id)}`);
    for (const id of Object.keys(b.authored.tiers))
      if (!tierIds.includes(id)) issue(['authored', 'tiers', id], `no tier ${quote(id)}${didYouMean(id, tierIds)}`);
  });
/** A parsed `rules.extra.board` of a d20 ruleset. */
export type D20Board = z.infer<typeof D20Board>;

/** The problems of a Freeze chance: a chance past the roll, mitigation without its resisted chance or element, a resisted chance above the base one. */
function freezeChanceIssues(c: D20FreezeChance, freeze: D20Freeze, at: PropertyKey[], issue: (path: PropertyKey[], message: string) => void): void {
  if (c.baseChance > freeze.rollSides) issue([...at, 'baseChance'], `a chance of ${c.baseChance} is above the ${freeze.rollSides} sides of the roll`);
  const mitigates = c.resistanceMitigatesFreeze ?? freeze.resistanceMitigatesFreeze;
  if (mitigates) {
    if (c.resistedChance === undefined) issue([...at, 'resistedChance'], 'resistance mitigates this Freeze: give the resisted chance');
    if (c.element === undefined) issue([...at, 'element'], 'resistance mitigates this Freeze: give the element resisted');
  }
  if (c.resistedChance !== undefined && c.resistedChance > c.baseChance) {
    issue([...at, 'resistedChance'], `the resisted chance ${c.resistedChance} is above the base chance ${c.baseChance}`);
  }
}

/**
 * The names each formula of a d20 board may read, by its path under `rules.extra.board` (`*` stands for an index
 * of the list): the engine binds exactly these when it evaluates the formula, and the save-time check refuses a
 * ref to anything else but `rules.extra`. `damage` is A, the damage before the element (or before halving).
 */
export const D20_FORMULA_INPUTS = {
  'elements.neutral': ['damage'],
  'elements.weakness': ['damage'],
  'elements.resistance': ['damage'],
  'partyTolls.*.defended': ['damage'],
  'progression.maxHp': ['base', 'level', 'training'],
  'progression.attack': ['base', 'level', 'training'],
  'progression.baseAc': ['base', 'item', 'rank', 'perRank'],
  'progression.damageBonus': ['base', 'item', 'rank', 'perRank'],
  'progression.resource.kind': ['baseMana'],
  'progression.resource.max': ['baseMana', 'training'],
  'progression.levelUpCost': ['level'],
  'progression.upgradeCost': ['base', 'step', 'rank'],
  'scaling.hp': ['base', 'percent'],
  'scaling.defense': ['base', 'offset'],
  'scaling.attack': ['base', 'offset'],
  'scaling.damage': ['base', 'offset'],
  'scaling.rewards': ['base', 'percent'],
} as const satisfies Record<string, readonly string[]>;
export type D20FormulaPath = keyof typeof D20_FORMULA_INPUTS;

/** The dice fields of a d20 board, by path under `rules.extra.board` (`*`: an index). */
export const D20_DICE_FIELDS = ['attack.dice', 'partyTolls.*.dice'] as const;

type Obj = Record<string, unknown>;
function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Whether a `rules.extra` bag (or a raw `rules` object's `extra`) holds a d20 board: `board.system` is `"d20"`. */
export function isD20Extra(extra: unknown): boolean {
  return isObj(extra) && isObj(extra['board']) && extra['board']['system'] === 'd20';
}

/** The ids of the raw list `key` of a raw `rules` object. */
function idsOf(raw: Obj, key: string): string[] {
  const list = raw[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => (isObj(e) && typeof e['id'] === 'string' ? [e['id']] : []));
}

/**
 * The problems of the d20 board of a raw `rules` object, at `rules.extra.board.<...>`: its shape
 * ({@link D20Board}, unknown fields with near names), then its references into the document: each element is a
 * `rules.damageTypes` id, each condition role a `rules.conditions` id. `[]` when the document has no d20 board
 * (`rules.extra.board.system` is not `"d20"`). Never throws.
 */
export function d20BoardIssues(raw: unknown): RulesIssue[] {
  if (!isObj(raw) || !isD20Extra(raw['extra'])) return [];
  const board = (raw['extra'] as Obj)['board'] as Obj;
  const root = 'rules.extra.board';
  const parsed = D20Board.safeParse(board);
  const out = parsed.success ? [] : fromZodIssues(D20Board, board, parsed.error.issues, root);
  const damageTypes = idsOf(raw, 'damageTypes');
  const conditions = idsOf(raw, 'conditions');
  const elements = isObj(board['elements']) ? board['elements']['ids'] : undefined;
  if (Array.isArray(elements)) {
    elements.forEach((id, i) => {
      if (typeof id === 'string' && !damageTypes.includes(id)) {
        out.push({
          path: rulesPath(['elements', 'ids', i], root),
          message: `an element is a damage type: no damage type ${quote(id)}${didYouMean(id, damageTypes)}`,
        });
      }
    });
  }
  const roles = board['conditions'];
  if (isObj(roles)) {
    for (const role of D20_CONDITION_ROLES) {
      const id = roles[role];
      if (typeof id === 'string' && !conditions.includes(id)) {
        out.push({ path: rulesPath(['conditions', role], root), message: `no condition ${quote(id)}${didYouMean(id, conditions)}` });
      }
    }
  }
  return out;
}
