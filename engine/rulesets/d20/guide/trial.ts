/**
 * A save-time trial of a d20 board: every formula is evaluated over the inputs play can give it, and its
 * dice checked, so that a formula which would fail mid-game — dividing by zero, rolling dice, reading a name it is
 * not given, giving a fraction, a string or a negative hit-point maximum — is refused when the ruleset is saved,
 * with its path under `rules.extra.board`, instead of stopping a room. `checkRulesDocument` runs it once the
 * board's shape and language have passed, as the d20 module's `checkRules`.
 * @module
 */
import { D20Board, isD20Extra } from '../../../../content/schemas/rules/d20.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import { diceStats, DiceNotationError, parseDice } from '../../../core/dice-notation.ts';
import { DslEvalError } from '../../../dsl/evaluate.ts';
import type { DslValue } from '../../../dsl/types.ts';
import type { DslIssue } from '../../../dsl/types.ts';
import { evaluateFormula } from './formula.ts';

/** The greatest damage (A) the trial feeds the element and toll formulas: more than any die of the guide rolls. */
export const TRIAL_MAX_DAMAGE = 200;
/** The greatest training count or base value the trial feeds the progression formulas. */
export const TRIAL_MAX_TRAINING = 10;

type Check = (v: DslValue) => string | null;

const wholeAtLeast =
  (min: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min
      ? null
      : `gives ${JSON.stringify(v)}: a whole number${min > -Infinity ? ` of ${min} or more` : ''} is needed`;

/** `from`..`to` in at most `steps` whole steps, both ends included. */
function span(from: number, to: number, steps = 12): number[] {
  if (to <= from) return [from];
  const out = new Set<number>();
  for (let i = 0; i <= steps; i++) out.add(Math.round(from + ((to - from) * i) / steps));
  return [...out];
}

/** Every combination of the inputs' values, as bindings. */
function combos(inputs: Record<string, number[]>): Record<string, number>[] {
  let out: Record<string, number>[] = [{}];
  for (const [name, values] of Object.entries(inputs)) out = out.flatMap((c) => values.map((v) => ({ ...c, [name]: v })));
  return out;
}

/**
 * The d20 module's own checks of a `rules` document (`RulesetModule.checkRules`): a d20 board whose shape and
 * language passed (no issue among `issues` under `rules.extra.board`) is tried out ({@link d20TrialIssues}).
 */
export function d20DocumentIssues(rules: Rules, issues: readonly DslIssue[]): DslIssue[] {
  if (!isD20Extra(rules.extra) || issues.some((i) => i.path.startsWith('rules.extra.board'))) return [];
  const board = D20Board.safeParse(rules.extra['board']);
  return board.success ? d20TrialIssues(board.data, rules) : [];
}

/**
 * The problems of `board`'s formulas and dice under the trial (see the module), one per formula at most: the first
 * input that fails, named in the message. `rules` is the parsed document the board belongs to (its resources).
 */
export function d20TrialIssues(board: D20Board, rules: Rules): DslIssue[] {
  const issues: DslIssue[] = [];
  const tryFormula = (what: string, tree: unknown, inputs: Record<string, number[]>, check: Check): void => {
    for (const bound of combos(inputs)) {
      const at = Object.entries(bound)
        .map(([k, v]) => `${k} = ${v}`)
        .join(', ');
      let problem: string | null;
      try {
        problem = check(evaluateFormula(board, what, tree, bound));
      } catch (e) {
        if (!(e instanceof Error)) throw e;
        problem = e instanceof DslEvalError ? e.reason : e.message.replace(/^rules\.extra\.board\.[^:]*: /, '');
      }
      if (problem !== null) {
        issues.push({ path: `rules.extra.board.${what}`, message: `${problem} (when ${at})` });
        return;
      }
    }
  };
  const damage = span(0, TRIAL_MAX_DAMAGE, TRIAL_MAX_DAMAGE);
  const e = board.elements;
  tryFormula('elements.neutral', e.neutral, { damage }, wholeAtLeast(0));
  tryFormula('elements.weakness', e.weakness, { damage }, wholeAtLeast(0));
  tryFormula('elements.resistance', e.resistance, { damage }, wholeAtLeast(0));
  board.partyTolls.forEach((t, i) => tryFormula(`partyTolls.${i}.defended`, t.defended, { damage }, wholeAtLeast(0)));

  const p = board.progression;
  const levels = span(1, p.levelCap, Math.min(p.levelCap - 1, 11));
  const training = span(0, TRIAL_MAX_TRAINING, 5);
  tryFormula('progression.maxHp', p.maxHp, { base: span(1, 60, 6), level: levels, training }, wholeAtLeast(1));
  tryFormula('progression.attack', p.attack, { base: span(-5, 20, 5), level: levels, training }, wholeAtLeast(-Infinity));
  const up = board.authored.upgrades;
  tryFormula(
    'progression.baseAc',
    p.baseAc,
    { base: span(0, 30, 6), item: [0, 1, 5], rank: span(0, up.armour.cap, 4), perRank: [up.armour.bonusPerRank] },
    wholeAtLeast(0),
  );
  tryFormula(
    'progression.damageBonus',
    p.damageBonus,
    { base: span(-5, 20, 5), item: [0, 1, 5], rank: span(0, up.weapon.cap, 4), perRank: [up.weapon.bonusPerRank] },
    wholeAtLeast(-Infinity),
  );
  const resources: string[] = rules.resources.map((r) => r.id).filter((id) => id === 'mana' || id === 'stamina');
  tryFormula('progression.resource.kind', p.resource.kind, { baseMana: span(0, TRIAL_MAX_TRAINING, 10) }, (v) =>
    typeof v === 'string' && resources.includes(v) ? null : `gives ${JSON.stringify(v)}: the id of the document's "mana" or "stamina" resource is needed`,
  );
  tryFormula('progression.resource.max', p.resource.max, { baseMana: span(0, TRIAL_MAX_TRAINING, 10), training }, wholeAtLeast(0));
  tryFormula('progression.levelUpCost', p.levelUpCost, { level: levels }, wholeAtLeast(0));
  for (const [track, prices] of Object.entries(up)) {
    tryFormula(
      'progression.upgradeCost',
      p.upgradeCost,
      { base: [prices.base], step: [prices.step], rank: span(0, Math.max(0, prices.cap - 1), 4) },
      wholeAtLeast(0),
    );
    if (issues.some((i) => i.path === 'rules.extra.board.progression.upgradeCost')) {
      issues.at(-1)!.message += ` for the ${track} track`;
      break;
    }
  }

  const s = board.scaling;
  const tiers = Object.values(board.authored.tiers);
  const percents = (key: 'hpPercent' | 'rewardsPercent') => [...new Set(tiers.map((t) => t[key]))];
  const offsets = (key: 'defense' | 'attack' | 'damage') => [...new Set(tiers.map((t) => t[key]))];
  tryFormula('scaling.hp', s.hp, { base: span(1, 200, 10), percent: percents('hpPercent') }, wholeAtLeast(1));
  tryFormula('scaling.rewards', s.rewards, { base: span(0, 200, 10), percent: percents('rewardsPercent') }, wholeAtLeast(0));
  tryFormula('scaling.defense', s.defense, { base: span(0, 30, 6), offset: offsets('defense') }, wholeAtLeast(0));
  tryFormula('scaling.attack', s.attack, { base: span(-5, 20, 5), offset: offsets('attack') }, wholeAtLeast(-Infinity));
  tryFormula('scaling.damage', s.damage, { base: span(-5, 20, 5), offset: offsets('damage') }, wholeAtLeast(-Infinity));

  // the attack die must roll numbers that can fumble and crit
  const dice = (what: string, text: string, needs?: { fumble: number; critical: number }) => {
    try {
      const d = parseDice(text);
      if (!d.numeric) return issues.push({ path: `rules.extra.board.${what}`, message: `"${text}" has faces that are not numbers: a d20 board rolls numbers` });
      const { min, max } = diceStats(d);
      if (min < 0) issues.push({ path: `rules.extra.board.${what}`, message: `"${text}" can roll below 0` });
      if (needs && (needs.fumble < min || needs.fumble > max || needs.critical < min || needs.critical > max)) {
        issues.push({
          path: `rules.extra.board.${what}`,
          message: `"${text}" rolls ${min} to ${max}: the fumble (${needs.fumble}) and the critical (${needs.critical}) naturals must be among them`,
        });
      }
    } catch (err) {
      if (!(err instanceof DiceNotationError)) throw err;
      // the language check has reported bad notation already
    }
    return 0;
  };
  dice('attack.dice', board.attack.dice, { fumble: board.attack.fumbleNatural, critical: board.attack.criticalNatural });
  board.partyTolls.forEach((t, i) => dice(`partyTolls.${i}.dice`, t.dice));
  return issues;
}
