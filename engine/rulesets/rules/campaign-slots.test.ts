/**
 * Spell slots carried between a `rules` campaign's fights: a slot a hero spends in one fight's room is still spent
 * in the next fight's room, and only a rest the document's `spellcasting.recoverOn` names gives it back. The rooms
 * are real games of the fight input (`createGame`, `apply`), their heroes carried out by the module's own
 * `carriedOut`, under the default pack's Embervale given a `spellcasting` block and Mirella a level-1 spell.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import type { Hero, Ruleset } from '../../../content/schemas/index.ts';
import { accepted } from '../../../test/support/campaign.ts';
import { applyCampaign, fightInput, type Actor, type CampaignAction, type CampaignContext, type CampaignState } from '../../campaign/index.ts';
import { newCampaign } from '../../campaign/town/index.ts';
import { apply, createGame, MASTER, type GameState, type SeatAction } from '../../index.ts';
import type { RulesPiece } from './piece.ts';
import { rulesSystem } from './campaign-system.ts';
import { slotsLeft } from './spells.ts';
import { rulesOf } from './settings.ts';

const pack = loadDefaultPack();
const embervale = pack.rulesets.find((r) => r.id === 'embervale')!;
const road = structuredClone(pack.adventures.find((a) => a.id === 'la-strada-di-valbrace')!);
for (const l of road.locations) for (const n of l.nodes) if (n.kind === 'encounter') delete n.rewards;
const ROSTER = ['orsola', 'bram', 'mirella', 'tessa'];
const leader: Actor = { player: 'leader', leader: true, heroes: ROSTER };
const server: Actor = { server: true };

/** Embervale with one slot of level 1 at every level, given back by the night's sleep only (not by the breather). */
const rulesDoc = { ...structuredClone(embervale.rules!), spellcasting: { mode: 'slots', slotTable: { '1': [1] }, recoverOn: ['night'] } };
const ruleset: Ruleset = { ...embervale, rules: rulesDoc as Ruleset['rules'] };
const self = { ref: 'actor.id' };
/** Mirella knows Ward, a level-1 spell on herself (Braced). */
const heroes = new Map<string, Hero>(
  ROSTER.map((id) => {
    const h = pack.heroes.find((x) => x.id === id)!;
    if (id !== 'mirella') return [id, h];
    const ward = {
      id: 'ward',
      name: { it: 'Schermo', en: 'Ward' },
      target: 'self' as const,
      range: 0,
      spellLevel: 1,
      effects: [{ applyCondition: { target: self, condition: 'braced', duration: 1 } }],
    };
    return [id, { ...h, rules: { ...h.rules, abilities: [...(h.rules?.abilities ?? []), ward] } }];
  }),
);
const ctx: CampaignContext = { adventure: road, ruleset, rules: embervale.campaign!, board: null, heroes };

const play = (s: CampaignState, action: CampaignAction, actor: Actor = leader) => accepted(applyCampaign(ctx, s, action, actor));
const sheetSlots = (s: CampaignState) => s.company.heroes.find((h) => h.id === 'mirella')!.sheet?.slotsSpent;
/** The slots spent Mirella's document carries into the next fight's room. */
const nextRoomSlots = (s: CampaignState) =>
  rulesSystem.fightHero(ctx, s.company.heroes.find((h) => h.id === 'mirella')!, heroes.get('mirella')!, []).rules?.slotsSpent;

/** `state` with `action` accepted. */
function ok(state: GameState, action: SeatAction): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** The room of the fight the party stands at, every hero joined (seats h1...), started, on Mirella's turn. */
function room(s: CampaignState, seed: string): GameState {
  const input = accepted(fightInput(ctx, s));
  const mission = pack.missions.find((m) => m.id === input.mission)!;
  let g = createGame({ mission, heroes: input.heroes, creatures: pack.creatures, ruleset, seed, campaign: input.campaign });
  input.heroes.forEach((h, i) => (g = ok(g, { seat: `h${i + 1}`, type: 'join', hero: h.id })));
  g = ok(g, { seat: MASTER, type: 'start' });
  const mirella = g.units.find((u) => u.kind === 'mirella')!.id;
  for (let i = 0; i < 30 && g.turn?.unit !== mirella; i++) g = ok(g, { seat: g.turn!.seat, type: 'end_turn' });
  assert.equal(g.turn?.unit, mirella);
  return g;
}

/** `s` after the fight at `location` was played in `g`'s room and ended as the room left its heroes (a victory). */
function ended(s: CampaignState, name: string, g: GameState): CampaignState {
  const heroes = g.units.filter((u) => u.side === 'heroes' && !u.npc).map((u) => ({ id: u.kind, hp: u.body, poison: 0, ...rulesSystem.carriedOut(g, u, 0) }));
  return play(s, { type: 'fight_ended', room: name, outcome: { result: 'victory', heroes, potionsLeft: 0 } }, server).state;
}

const mirellaOf = (g: GameState) => g.units.find((u) => u.kind === 'mirella')!;
const wardOf = (g: GameState): SeatAction => ({ seat: g.turn!.seat, type: 'ability', ability: 'ward' });

describe('spell slots in a rules campaign', () => {
  test('a slot spent in fight 1 is still spent in fight 2; a breather gives nothing back, the night (recoverOn) gives it back', () => {
    let s = newCampaign(ctx, { id: 'c', seed: 'valbrace' });
    s = play(s, { type: 'travel', to: 'il-mulino' }).state;
    s = play(s, { type: 'fight' }).state;
    let g = room(s, 'fight-1');
    s = play(s, { type: 'fight_started', room: 'room-1' }, server).state;
    assert.equal(slotsLeft(rulesOf(ruleset), (mirellaOf(g).ext as RulesPiece).actor, 1), 1);
    g = ok(g, wardOf(g));
    assert.deepEqual((mirellaOf(g).ext as RulesPiece).actor.slotsSpent, { '1': 1 });
    s = ended(s, 'room-1', g);
    assert.deepEqual(sheetSlots(s), { '1': 1 });

    // fight 2: her document comes into the room with the slot spent, and Ward is refused and not offered
    s = play(s, { type: 'advance' }).state;
    s = play(s, { type: 'exit' }).state;
    s = play(s, { type: 'travel', to: 'il-guado' }).state;
    assert.deepEqual(accepted(fightInput(ctx, s)).heroes.find((h) => h.id === 'mirella')!.rules?.slotsSpent, { '1': 1 });
    s = play(s, { type: 'fight' }).state;
    g = room(s, 'fight-2');
    s = play(s, { type: 'fight_started', room: 'room-2' }, server).state;
    assert.equal(slotsLeft(rulesOf(ruleset), (mirellaOf(g).ext as RulesPiece).actor, 1), 0);
    const refused = apply(g, wardOf(g));
    assert.deepEqual(refused.ok ? null : refused.error, { code: 'no_spell_slot', message: `${mirellaOf(g).id} has no spell slot of level 1 left` });
    s = ended(s, 'room-2', g);
    assert.deepEqual(sheetSlots(s), { '1': 1 });

    // a rest recoverOn does not name restores no slot
    const breather = play(s, { type: 'take_rest', rest: 'breather' });
    assert.deepEqual(
      breather.events.map((e) => e.type === 'rest_taken' && e.slots),
      [false],
    );
    assert.deepEqual(sheetSlots(breather.state), { '1': 1 });
    assert.deepEqual(nextRoomSlots(breather.state), { '1': 1 });
    // the night's sleep, which it names, gives the slot back: none spent on her sheet
    const night = play(breather.state, { type: 'take_rest', rest: 'night' });
    assert.deepEqual(
      night.events.map((e) => e.type === 'rest_taken' && e.slots),
      [true],
    );
    assert.equal(sheetSlots(night.state), undefined);
    assert.equal(nextRoomSlots(night.state), undefined);
  });
});
