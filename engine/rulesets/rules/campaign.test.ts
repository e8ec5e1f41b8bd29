/**
 * Campaigns under a spec 002 `rules` ruleset (the default pack's Embervale, with a level curve that grows its heroes
 * and rests that cost time): the experience a fight's pieces gained carried into the Company, the levels it reaches
 * gained by `progression` (their `grants` and `levelVitality`), the document's `rests` taken between fights, the
 * heroes taken into the next fight's room as the Company has grown them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import type { Hero, Ruleset } from '../../../content/schemas/index.ts';
import { accepted, refusalOf } from '../../../test/support/campaign.ts';
import {
  applyCampaign,
  fightInput,
  legalCampaignActions,
  type Actor,
  type CampaignAction,
  type CampaignContext,
  type CampaignState,
  type FightOutcome,
} from '../../campaign/index.ts';
import { newCampaign } from '../../campaign/town/index.ts';

const pack = loadDefaultPack();
const embervale = pack.rulesets.find((r) => r.id === 'embervale')!;
/** The Embervale Road without its encounters' rewards: the experience here is what the fights' pieces gained. */
const road = structuredClone(pack.adventures.find((a) => a.id === 'la-strada-di-valbrace')!);
for (const l of road.locations) for (const n of l.nodes) if (n.kind === 'encounter') delete n.rewards;
const ROSTER = ['orsola', 'bram', 'mirella', 'tessa'];
const leader: Actor = { player: 'leader', leader: true, heroes: ROSTER };
const server: Actor = { server: true };

const self = { ref: 'actor.id' };
/**
 * Embervale with its heroes' vigour growing by levels (the class die rolled, plus the might modifier), level 2
 * granting the Seasoned condition (+1 guard, until removed) and 2 resolve, and a rest `on-watch` that is always
 * interrupted; its breather (short, 30 minutes) also heals 1 vigour.
 */
const rulesDoc = structuredClone(embervale.rules!) as NonNullable<Ruleset['rules']> & Record<string, unknown>;
const rules = rulesDoc as unknown as {
  conditions: unknown[];
  progression: { levelVitality: unknown; levels: { level: number; grants?: unknown[] }[] };
  rests: { id: string; effects?: unknown[] }[];
};
rules.conditions.push({ id: 'seasoned', name: 'Seasoned', description: 'A level gained: +1 guard.', modifiers: { guard: 1 } });
rules.progression.levelVitality = { policy: 'roll', die: 'class', bonus: { ref: 'actor.mod.might' } };
rules.progression.levels[1]!.grants = [
  { applyCondition: { target: self, condition: 'seasoned' } },
  { adjustResource: { target: self, resource: 'resolve', amount: 2 } },
];
rules.rests.find((r) => r.id === 'breather')!.effects = [{ heal: { target: self, amount: 1 } }];
rules.rests.push({ id: 'on-watch', name: 'On watch', duration: 45, kind: 'long', interruptChance: 1 } as never);
const grown: Ruleset = { ...embervale, rules: rulesDoc };

/** Orsola's class die is a d8 (her `rules.hitDie`); the others have none, so a level adds them no vigour. */
const heroes = new Map<string, Hero>(
  ROSTER.map((id) => {
    const h = pack.heroes.find((x) => x.id === id)!;
    return [id, id === 'orsola' ? { ...h, rules: { ...h.rules, hitDie: '1d8' } } : h];
  }),
);
const ctx: CampaignContext = { adventure: road, ruleset: grown, rules: embervale.campaign!, board: null, heroes };

const play = (s: CampaignState, action: CampaignAction, actor: Actor = leader) => accepted(applyCampaign(ctx, s, action, actor));
const hero = (s: CampaignState, id: string) => s.company.heroes.find((h) => h.id === id)!;

/** Each active hero as given (the rest as they came in), with the experience `xp` gained in the room. */
function outcome(s: CampaignState, out: Record<string, { hp?: number; res?: number; xp?: number }>): FightOutcome {
  return {
    result: 'victory',
    heroes: s.company.active.map((id) => ({
      id,
      hp: out[id]?.hp ?? hero(s, id).hp,
      res: out[id]?.res ?? hero(s, id).res,
      poison: 0,
      kills: 0,
      xp: out[id]?.xp ?? 0,
    })),
    potionsLeft: 0,
  };
}

/** `s` after the encounter of `location` was fought in room `room` and ended with `out`. */
function fight(s: CampaignState, location: string, room: string, out: Record<string, { hp?: number; res?: number; xp?: number }>) {
  s = play(s, { type: 'travel', to: location }).state;
  s = play(s, { type: 'fight' }).state;
  s = play(s, { type: 'fight_started', room }, server).state;
  return play(s, { type: 'fight_ended', room, outcome: outcome(s, out) }, server);
}

describe('a campaign under a rules ruleset', () => {
  test('a new Company: each hero at level 1 with its vital resource (vigour) and first other resource (resolve) full', () => {
    const s = newCampaign(ctx, { id: 'c', seed: 'valbrace' });
    // vigour 6 + 2 × might; resolve 1 + wits
    assert.deepEqual(
      s.company.heroes.map((h) => [h.id, h.level, h.xp, h.hp, h.res]),
      [
        ['orsola', 1, 0, 12, 2],
        ['bram', 1, 0, 8, 3],
        ['mirella', 1, 0, 6, 4],
        ['tessa', 1, 0, 8, 2],
      ],
    );
    assert.deepEqual(s.run.tier, 'adventure');
  });

  test('the experience the pieces gained is carried over; crossing 10 XP gains level 2: its grants run and vigour grows by the d8 rolled plus might', () => {
    let s = newCampaign(ctx, { id: 'c', seed: 'valbrace' });
    const ended = fight(s, 'il-mulino', 'room-1', { orsola: { hp: 5, res: 0, xp: 12 }, bram: { hp: 8, xp: 9 }, mirella: { xp: 12 } });
    s = ended.state;
    // orsola: the d8 rolled 7 (the campaign's seed), + might 3 = 10 more vigour, her current vigour rising alike (5 → 15);
    // her maximum: 6 + 2 × 3 + 2 × (2 − 1) by the formula, + 10 = 24
    const promoted = ended.events.filter((e) => e.type === 'promoted');
    assert.deepEqual(promoted, [
      { type: 'promoted', hero: 'orsola', level: 2, hp: 15, maxHp: 24, vitality: 10, grants: 2 },
      { type: 'promoted', hero: 'mirella', level: 2, hp: 6, maxHp: 8, vitality: 0, grants: 2 },
    ]);
    const orsola = hero(s, 'orsola');
    assert.deepEqual([orsola.level, orsola.xp, orsola.hp, orsola.res], [2, 12, 15, 2]);
    assert.deepEqual(orsola.sheet, { attributes: { might: 3, grace: 1, wits: 1 }, resources: {}, vitality: 10, conditions: ['seasoned'] });
    // bram stays at level 1 with 9 XP: the next level needs 10
    assert.deepEqual([hero(s, 'bram').level, hero(s, 'bram').xp], [1, 9]);
    // mirella has no class die: no vigour added (her maximum grows by the formula's 2, her current vigour does not); the
    // 2 resolve granted stop at her maximum, 4
    assert.deepEqual([hero(s, 'mirella').level, hero(s, 'mirella').hp, hero(s, 'mirella').res], [2, 6, 4]);

    // the next fight's room takes orsola as grown: level 2, her vigour now, her added vitality, Seasoned beside the
    // Stalwart her document starts every fight with
    s = play(s, { type: 'advance' }).state;
    s = play(s, { type: 'exit' }).state;
    s = play(s, { type: 'travel', to: 'il-guado' }).state;
    const input = accepted(fightInput(ctx, s));
    const doc = input.heroes.find((h) => h.id === 'orsola')!;
    assert.deepEqual(
      { level: doc.rules?.level, resources: doc.rules?.resources, vitality: doc.rules?.vitality, conditions: doc.rules?.conditions },
      { level: 2, resources: { vigour: 15, resolve: 2 }, vitality: 10, conditions: ['stalwart', 'seasoned'] },
    );
  });

  test("levelVitality from the size: the maximum of the size's hit die (a d6: 6) plus a bonus of 1, for a hero with no class die", () => {
    const sized = structuredClone(rulesDoc) as typeof rulesDoc & { sizes?: unknown[]; defaultSize?: string };
    sized.sizes = [{ id: 'medium', name: 'Medium', hitDie: '1d6' }];
    sized.defaultSize = 'medium';
    (sized as unknown as typeof rules).progression.levelVitality = { policy: 'max', die: 'size', bonus: 1 };
    const bySize: CampaignContext = { ...ctx, ruleset: { ...embervale, rules: sized } };
    let s = newCampaign(bySize, { id: 'c', seed: 'valbrace' });
    s = play(s, { type: 'travel', to: 'il-mulino' }).state;
    s = play(s, { type: 'fight' }).state;
    s = play(s, { type: 'fight_started', room: 'room-1' }, server).state;
    const ended = accepted(applyCampaign(bySize, s, { type: 'fight_ended', room: 'room-1', outcome: outcome(s, { mirella: { xp: 10 } }) }, server));
    // mirella: 6 + 1 = 7 more vigour, her current 6 → 13; her maximum 6 + 2 (the formula at level 2) + 7 = 15
    assert.deepEqual(
      ended.events.filter((e) => e.type === 'promoted'),
      [{ type: 'promoted', hero: 'mirella', level: 2, hp: 13, maxHp: 15, vitality: 7, grants: 2 }],
    );
  });

  test('a short rest (the breather, 30 minutes) restores half of vigour rounded down and all resolve, then its effect heals 1', () => {
    let s = newCampaign(ctx, { id: 'c', seed: 'valbrace' });
    s = fight(s, 'il-mulino', 'room-1', { orsola: { hp: 2, res: 0 }, bram: { hp: 7, res: 1 }, tessa: { hp: 0 } }).state;
    assert.ok(legalCampaignActions(ctx, s, leader).some((a) => a.type === 'take_rest' && a.rest === 'breather'));
    const rested = play(s, { type: 'take_rest', rest: 'breather' });
    s = rested.state;
    // orsola: 2 + floor(0.5 × 12) = 8, +1 = 9; bram: 7 + 4 = 11 → 8 (its maximum); tessa is dead: no rest raises her
    assert.deepEqual(rested.events, [
      {
        type: 'rest_taken',
        rest: 'breather',
        minutes: 30,
        interrupted: false,
        heroes: [
          { hero: 'orsola', resources: { vigour: 9, resolve: 2 } },
          { hero: 'bram', resources: { vigour: 8, resolve: 3 } },
          { hero: 'mirella', resources: { vigour: 6, resolve: 4 } },
        ],
        slots: false,
      },
    ]);
    assert.deepEqual([hero(s, 'orsola').hp, hero(s, 'orsola').res, hero(s, 'tessa').hp], [9, 2, 0]);
    assert.equal(s.run.clock, 30);
    // a long rest (a night, 480 minutes) restores everything; the clock adds its minutes
    s = play(s, { type: 'take_rest', rest: 'night' }).state;
    assert.deepEqual([hero(s, 'orsola').hp, s.run.clock], [12, 510]);
  });

  test('an interrupted rest costs its time and restores nothing; a rest the ruleset has not is refused, naming its rests', () => {
    let s = newCampaign(ctx, { id: 'c', seed: 'valbrace' });
    s = fight(s, 'il-mulino', 'room-1', { orsola: { hp: 2 } }).state;
    const watched = play(s, { type: 'take_rest', rest: 'on-watch' });
    assert.deepEqual(watched.events, [{ type: 'rest_taken', rest: 'on-watch', minutes: 45, interrupted: true, heroes: [], slots: false }]);
    assert.deepEqual([hero(watched.state, 'orsola').hp, watched.state.run.clock], [2, 45]);
    const refused = applyCampaign(ctx, s, { type: 'take_rest', rest: 'siesta' }, leader);
    assert.deepEqual(refused, {
      ok: false,
      error: { code: 'unknown', message: 'ruleset "embervale" has no rest "siesta" (its rests: breather, night, on-watch)' },
    });
    // during a fight the party cannot rest
    s = play(s, { type: 'advance' }).state;
    s = play(s, { type: 'exit' }).state;
    s = play(s, { type: 'travel', to: 'il-guado' }).state;
    s = play(s, { type: 'fight' }).state;
    s = play(s, { type: 'fight_started', room: 'room-2' }, server).state;
    assert.equal(
      refusalOf(() => play(s, { type: 'take_rest', rest: 'night' })),
      'not_now',
    );
  });
});
