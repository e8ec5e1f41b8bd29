/**
 * The chronicle's sentences in both languages (Italian articles included) and the message table's completeness.
 */
import { describeEvent, joinDice } from '../../components/log-lines.ts';
import { withArticle } from '../../components/grammar.ts';
import { MESSAGES, t, tn } from '../../components/i18n.ts';
import type { GameEvent, Unit } from '../../engine/index.ts';
import { equal, assert } from './support/assert.ts';

function unit(id: string, side: Unit['side'], it: string, en: string): Unit {
  return {
    id,
    side,
    kind: it.toLowerCase(),
    name: { it, en },
    x: 0,
    y: 0,
    body: 1,
    maxBody: 1,
    mind: 1,
    attack: 1,
    defence: 1,
    move: 1,
    color: null,
    tag: null,
    alive: true,
    abilities: [],
    dormant: false,
    statuses: [],
    mods: [],
    spells: [],
    items: [],
    gold: 0,
  };
}

const view = {
  units: [unit('h1', 'heroes', 'Barbaro', 'Barbarian'), unit('h2', 'heroes', 'Elfo', 'Elf'), unit('m1', 'master', 'Goblin', 'Goblin'), unit('m2', 'master', 'Scheletro', 'Skeleton'), unit('m3', 'master', 'Mummia', 'Mummy')],
  seats: [],
  freeHeroes: [],
  board: { width: 1, height: 1, areas: [0], rooms: [{ id: 'cripta', name: { it: 'Cripta', en: 'Crypt' } }], doors: [] },
};

describe('chronicle lines', () => {
  it('tells an attack as the spec does, in Italian and English', () => {
    const attack: Extract<GameEvent, { type: 'attack' }> = { type: 'attack', attacker: 'h1', target: 'm1', attackDice: ['skull', 'skull', 'white_shield'], defenceDice: ['black_shield'], hits: 2, blocks: 1, damage: 1, body: 0 };
    equal(describeEvent(attack, view, 'it'), 'Il barbaro attacca il goblin: 2 teschi, 1 scudo, 1 danno');
    equal(describeEvent(attack, view, 'en'), 'The barbarian attacks the goblin: 2 skulls, 1 shield, 1 damage');
    const miss = { ...attack, attacker: 'm2', target: 'h2', hits: 1, blocks: 2, damage: 0 };
    equal(describeEvent(miss, view, 'it'), "Lo scheletro attacca l'elfo: 1 teschio, 2 scudi, 0 danni");
  });

  it('uses the right Italian article and preposition', () => {
    equal(withArticle('it', 'Mummia', { capital: true }), 'La mummia');
    equal(withArticle('it', 'Elfo', { prep: 'a' }), "all'elfo");
    equal(withArticle('it', 'Scheletro', { prep: 'a' }), 'allo scheletro');
    equal(withArticle('it', 'Barbaro', { prep: 'a' }), 'al barbaro');
    equal(withArticle('it', 'Zombi'), 'lo zombi');
    equal(withArticle('en', 'Elf', { capital: true }), 'The elf');
  });

  it('tells every kind of event', () => {
    const lines = (lang: 'it' | 'en') =>
      [
        { type: 'seat_joined', seat: 'h2', hero: 'elfo' },
        { type: 'game_started' },
        { type: 'turn_started', seat: 'h2', round: 2 },
        { type: 'turn_started', seat: 'master', round: 2 },
        { type: 'movement_rolled', seat: 'h1', dice: [3, 5], steps: 8 },
        { type: 'unit_moved', unit: 'm3', path: [[1, 1], [1, 2]] },
        { type: 'door_opened', door: 'd0', by: 'h1' },
        { type: 'room_revealed', room: 'cripta' },
        { type: 'unit_died', unit: 'm1' },
        { type: 'unit_died', unit: 'h2' },
        { type: 'turn_ended', seat: 'master' },
        { type: 'game_over', winner: 'heroes', reason: 'all_creatures_dead' },
      ].map((e) => describeEvent(e as never, view, lang));
    equal(lines('it'), [
      "L'elfo si unisce alla compagnia",
      'La partita comincia',
      "Round 2: tocca all'elfo",
      'Round 2: tocca al master',
      'Il barbaro tira 3 e 5: 8 passi',
      'La mummia si muove di 2 caselle',
      'Il barbaro apre una porta',
      'Si scopre una stanza: Cripta',
      'Il goblin muore',
      "L'elfo cade",
      'Il master passa il turno',
      'Fine della partita: vincono gli eroi',
    ]);
    equal(lines('en')[2], 'Round 2: the elf’s turn');
    equal(lines('en')[4], 'The barbarian rolls 3 and 5: 8 steps');
    equal(joinDice([1, 2, 3], 'en'), '1, 2 and 3');
  });

  it('tells the effects of spells, items and cards', () => {
    const say = (e: GameEvent, lang: 'it' | 'en' = 'it') => describeEvent(e, view, lang);
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'palla-di-fuoco', target: 'm1' }), "L'elfo lancia palla di fuoco sul goblin");
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'fire-ball', target: 'm3' }, 'en'), 'The elf casts fire ball on the mummy');
    equal(say({ type: 'damaged', unit: 'm2', amount: 2, body: 0, dice: null, defenceDice: null }), 'Lo scheletro subisce 2 danni');
    equal(say({ type: 'status_applied', unit: 'h1', status: 'poison', rounds: 2, amount: 1 }, 'en'), 'The barbarian: poison for 2 rounds');
    equal(say({ type: 'gold_gained', unit: null, amount: 30, dice: [1, 2] }), 'Gli eroi trovano 30 monete d’oro');
    equal(say({ type: 'stat_changed', unit: 'h1', stat: 'att', delta: 1, duration: 'turn' }, 'en'), 'The barbarian: attack +1');
  });

  it('has every message in both languages', () => {
    for (const key of Object.keys(MESSAGES.it) as (keyof typeof MESSAGES.it)[]) {
      assert(MESSAGES.en[key].length > 0 && MESSAGES.it[key].length > 0, `message ${key} is empty`);
      // the same parameters, except where Italian merges a preposition into the name ({toHero})
      const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] === 'toHero' ? 'hero' : m[1])).sort().join(',');
      equal(params(MESSAGES.en[key]), params(MESSAGES.it[key]), `parameters of ${key}`);
    }
    equal(t('it', 'round', { n: 3 }), 'Round 3');
    equal(tn('en', 'skulls', 1), '1 skull');
  });
});
