/**
 * A small ruleset of the spec 002 format played by the `rules` module, with heroes and creatures, for the engine's
 * tests of that module (engine/rulesets/rules/rules-module.test.ts): three attributes, a vital resource that stabilises once
 * ("stabilised, not killed"), a spendable one, a defence stat and an initiative stat, two action types, conditions
 * with every stacking mode, swings, a save and `prevents`, damage types, and disposition bands with an ally band.
 */
import { Creature, Hero, Mission, Ruleset } from '../../content/schemas/index.ts';
import { apply, createGame, MASTER, type GameEvent, type GameState, type SeatAction } from '../../engine/index.ts';

const t = (s: string) => ({ it: s, en: s });
const MOD = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };
const target = { ref: 'target.id' };
const self = { ref: 'actor.id' };

/** The `rules` document (as written: defaults left out). */
export function prova(): Record<string, any> {
  return {
    attributes: [
      { id: 'forza', name: 'Forza', abbrev: 'FOR', modifier: MOD },
      { id: 'destrezza', name: 'Destrezza', abbrev: 'DES', modifier: MOD },
      { id: 'spirito', name: 'Spirito', abbrev: 'SPI', modifier: MOD },
    ],
    resources: [
      {
        id: 'vigore',
        name: 'Vigore',
        max: { add: [10, { ref: 'actor.mod.forza' }] },
        // the reference's example: at the floor, healed by 1 and downed: stabilised, not killed (once)
        onDepleted: [
          {
            if: {
              when: { not: { exists: 'actor.conditions.atterrato' } },
              then: [{ heal: { target: self, amount: 1 } }, { applyCondition: { target: self, condition: 'atterrato' } }],
            },
          },
        ],
      },
      { id: 'focus', name: 'Focus', max: { add: [2, { ref: 'actor.mod.spirito' }] } },
    ],
    derivedStats: [
      { id: 'guardia', name: 'Guardia', formula: { add: [10, { ref: 'actor.mod.destrezza' }] } },
      { id: 'iniziativa', name: 'Iniziativa', formula: { ref: 'actor.mod.destrezza' } },
      // reads a resource's current value: worked out after the resources
      { id: 'slancio', name: 'Slancio', formula: { add: [{ ref: 'actor.res.vigore' }, { ref: 'actor.derived.iniziativa' }] } },
    ],
    damageTypes: [
      { id: 'taglio', name: 'Taglio' },
      { id: 'fuoco', name: 'Fuoco' },
      { id: 'veleno', name: 'Veleno' },
    ],
    conditions: [
      { id: 'stordito', name: 'Stordito', stacking: 'refresh', defaultDuration: 1, prevents: ['azione', 'rapida'] },
      { id: 'accecato', name: 'Accecato', stacking: 'extend', defaultDuration: 2, swings: { ownAttacks: 'disadvantage' } },
      { id: 'benedetto', name: 'Benedetto', stacking: 'ignore', defaultDuration: 3, swings: { ownAttacks: 'advantage' } },
      {
        id: 'avvelenato',
        name: 'Avvelenato',
        stacking: 'stack',
        defaultDuration: 2,
        onTick: [{ damage: { target: self, amount: { ref: 'magnitude' }, damageType: 'veleno' } }],
      },
      {
        id: 'braccato',
        name: 'Braccato',
        stacking: 'refresh',
        swings: { attacksAgainstSelf: 'advantage' },
        savingThrow: { save: 'tempra', difficulty: 12, timing: 'endOfTurn' },
      },
      { id: 'atterrato', name: 'Atterrato', modifiers: { guardia: -2 } },
      { id: 'rallentato', name: 'Rallentato', prevents: ['azione'], defaultDuration: 1 },
    ],
    actionTypes: [
      { id: 'azione', name: 'Azione', perTurn: 1 },
      { id: 'rapida', name: 'Rapida', perTurn: 1 },
    ],
    savingThrows: [{ id: 'tempra', name: 'Tempra', attribute: 'forza' }],
    progression: {
      levels: [
        { level: 1, xpRequired: 0 },
        { level: 2, xpRequired: 300 },
      ],
    },
    vitalResource: 'vigore',
    initiativeStat: 'iniziativa',
    movementModes: [{ id: 'passo', name: 'Passo', defaultSpeed: 20 }],
    dispositionBands: [
      { id: 'amico', atLeast: 50, stance: 'ally' },
      { id: 'indifferente', atLeast: 0, stance: 'neutral' },
      { id: 'nemico', stance: 'hostile' },
    ],
  };
}

/** The ruleset wrapper of `rules` (default: {@link prova}), with its board settings. */
export function provaRuleset(
  rules: Record<string, unknown> = prova(),
  board: Record<string, unknown> = { defenceStat: 'guardia', attackAction: 'azione', abilityAction: 'azione' },
): Ruleset {
  return Ruleset.parse({ id: 'prova-regole', name: t('Prova delle regole'), board, rules });
}

/** Heroes: a fighter, a caster with a bolt and a stun, a tester who applies every condition. */
export const provaHeroes: Hero[] = [
  Hero.parse({
    id: 'guerriera',
    name: t('Guerriera'),
    body: 1,
    mind: 0,
    attack: 0,
    defence: 0,
    ruleset: 'prova-regole',
    rules: {
      attributes: { forza: 16, destrezza: 12 },
      weapon: { damage: '1d8', stat: 'forza', damageType: 'taglio' },
      abilities: [
        {
          id: 'grido',
          name: t('Grido'),
          actionType: 'rapida',
          target: 'self',
          range: 0,
          effects: [{ applyCondition: { target: self, condition: 'benedetto' } }],
        },
      ],
    },
  }),
  Hero.parse({
    id: 'maga',
    name: t('Maga'),
    body: 1,
    mind: 0,
    attack: 0,
    defence: 0,
    ruleset: 'prova-regole',
    rules: {
      attributes: { spirito: 16, destrezza: 14 },
      weapon: { damage: '1d4', stat: 'destrezza', damageType: 'taglio' },
      abilities: [
        {
          id: 'dardo',
          name: t('Dardo'),
          range: 4,
          effects: [{ damage: { target, amount: { add: [{ roll: '1d6' }, { ref: 'actor.mod.spirito' }] }, damageType: 'fuoco' } }],
        },
        { id: 'stordire', name: t('Stordire'), actionType: 'rapida', range: 3, effects: [{ applyCondition: { target, condition: 'stordito' } }] },
      ],
    },
  }),
  Hero.parse({
    id: 'saggio',
    name: t('Saggio'),
    body: 1,
    mind: 0,
    attack: 0,
    defence: 0,
    ruleset: 'prova-regole',
    rules: {
      attributes: { forza: 12, destrezza: 10 },
      weapon: { damage: '1d6', stat: 'forza' },
      abilities: [
        ...['stordito', 'accecato', 'benedetto', 'avvelenato', 'braccato', 'rallentato'].map((c) => ({
          id: `dai-${c}`,
          name: t(c),
          actionType: 'rapida',
          range: 6,
          effects: [{ applyCondition: { target, condition: c } }],
        })),
        { id: 'spina', name: t('Spina'), actionType: 'rapida', range: 6, effects: [{ damage: { target, amount: 2, damageType: 'veleno' } }] },
      ],
    },
  }),
];

/** Creatures: a goblin, an ogre that resists cuts, a wisp immune to poison that burns with its touch. */
export const provaCreatures: Creature[] = [
  Creature.parse({
    id: 'goblin',
    name: t('Goblin'),
    move: 1,
    attack: 0,
    defence: 0,
    body: 1,
    mind: 0,
    rules: { attributes: { forza: 8, destrezza: 14 }, weapon: { damage: '1d6', stat: 'destrezza', damageType: 'taglio' }, xp: 50 },
  }),
  Creature.parse({
    id: 'ogre',
    name: t('Ogre'),
    move: 1,
    attack: 0,
    defence: 0,
    body: 1,
    mind: 0,
    rules: { attributes: { forza: 18, destrezza: 8 }, weapon: { damage: '2d6', stat: 'forza' }, resist: ['taglio'], xp: 120, speed: 10 },
  }),
  Creature.parse({
    id: 'fuoco-fatuo',
    name: t('Fuoco fatuo'),
    move: 1,
    attack: 0,
    defence: 0,
    body: 1,
    mind: 0,
    rules: {
      attributes: { forza: 6, destrezza: 16, spirito: 12 },
      immune: ['veleno'],
      vulnerable: ['fuoco'],
      abilities: [{ id: 'tocco', name: t('Tocco'), range: 1, effects: [{ damage: { target, amount: 2, damageType: 'fuoco' } }] }],
      xp: 30,
    },
  }),
];

/** A mission of the ruleset on an open floor of 10 × 5 squares. */
export function provaMission(doc: Record<string, unknown>): Mission {
  return Mission.parse({
    id: 'prova-regole-missione',
    name: t('Prova'),
    ruleset: 'prova-regole',
    map: { rows: ['..........', '..........', '..........', '..........', '..........'], rooms: [], doors: [] },
    ...doc,
  });
}

/** Applies `action`, failing loudly on a rejection. */
export function ok(state: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
  return r;
}

/** A started game of `mission` with heroes `party` (seats h1, h2, ...) on `seed`, under `ruleset`. */
export function provaGame(mission: Mission, party: string[], seed: string, ruleset: Ruleset = provaRuleset()): { state: GameState; events: GameEvent[] } {
  let s = createGame({ mission, heroes: provaHeroes, creatures: provaCreatures, ruleset, seed });
  party.forEach((hero, i) => (s = ok(s, { seat: `h${i + 1}`, type: 'join', hero }).state));
  return ok(s, { seat: mission.auto ? 'h1' : MASTER, type: 'start' });
}
