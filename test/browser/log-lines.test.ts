/**
 * The chronicle's sentences in both languages (Italian articles included) and the message table's completeness.
 */
import { describeEvent, joinDice } from '../../components/log-lines.ts';
import { withArticle } from '../../components/grammar.ts';
import { loadTexts, messages, t, tn } from '../../components/i18n.ts';
import { NO_NAMES, type KnownNames } from '../../components/context.ts';
import type { GameEvent, Unit } from '../../engine/index.ts';
import { creatureUnit } from '../../engine/core/units.ts';
import { equal, assert } from './support/assert.ts';

/** A unit made the engine's way, so the fixture follows every field the engine adds. */
function unit(id: string, side: Unit['side'], it: string, en: string): Unit {
  const kind = { id: it.toLowerCase(), name: { it, en }, move: 1, attack: 1, defence: 1, body: 1, mind: 1, abilities: [] };
  return { ...creatureUnit(id, kind, 0, 0, null), side };
}

const view = {
  units: [
    unit('h1', 'heroes', 'Barbaro', 'Barbarian'),
    unit('h2', 'heroes', 'Elfo', 'Elf'),
    unit('m1', 'master', 'Goblin', 'Goblin'),
    unit('m2', 'master', 'Scheletro', 'Skeleton'),
    unit('m3', 'master', 'Mummia', 'Mummy'),
  ],
  seats: [],
  freeHeroes: [],
  board: { width: 1, height: 1, areas: [0], rooms: [{ id: 'cripta', name: { it: 'Cripta', en: 'Crypt' } }], doors: [] },
};

describe('chronicle lines', () => {
  // the English texts are a chunk of their own, loaded before a language shows them
  before(() => loadTexts('en'));

  it('tells an attack as the spec does, in Italian and English', () => {
    const attack: Extract<GameEvent, { type: 'attack' }> = {
      type: 'attack',
      attacker: 'h1',
      target: 'm1',
      attackDice: ['skull', 'skull', 'white_shield'],
      defenceDice: ['black_shield'],
      hits: 2,
      blocks: 1,
      damage: 1,
      bodyLost: 1,
      body: 0,
    };
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
        {
          type: 'unit_moved',
          unit: 'm3',
          path: [
            [1, 1],
            [1, 2],
          ],
        },
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
      "Giro 2: tocca all'elfo",
      'Giro 2: tocca al master',
      'Il barbaro tira 3 e 5: 8 passi',
      'La mummia si muove di 2 caselle',
      'Il barbaro apre una porta',
      'Si scopre una stanza: Cripta',
      'Il goblin muore',
      "L'elfo cade",
      'Il master passa il turno',
      'Fine della partita: vincono gli eroi. Tutte le creature sono state sconfitte.',
    ]);
    equal(lines('en')[2], 'Round 2: the elf’s turn');
    equal(lines('en')[4], 'The barbarian rolls 3 and 5: 8 steps');
    equal(joinDice([1, 2, 3], 'en'), '1, 2 and 3');
  });

  it('gives the master turn to the creatures in an automatic mission', () => {
    const auto = { ...view, mission: { auto: true } as never };
    equal(describeEvent({ type: 'turn_started', seat: 'master', round: 3 }, auto, 'it'), 'Giro 3: tocca alle creature');
    equal(describeEvent({ type: 'turn_started', seat: 'master', round: 3 }, auto, 'en'), 'Round 3: the creatures’ turn');
    equal(describeEvent({ type: 'turn_ended', seat: 'master' }, auto, 'it'), 'Le creature hanno finito');
    equal(describeEvent({ type: 'turn_ended', seat: 'master' }, auto, 'en'), 'The creatures are done');
  });

  it('tells the effects of spells, items and cards with the names the views gave', () => {
    const names: KnownNames = {
      ...NO_NAMES,
      spells: new Map([['palla-di-fuoco', { it: 'Palla di fuoco', en: 'Fire Ball' }]]),
      items: new Map([['pozione-curativa', { it: 'Pozione curativa', en: 'Potion of Healing' }]]),
      decks: new Map([['tesori', { it: 'Tesori', en: 'Treasures' }]]),
      units: new Map([['m9', { it: 'Orco', en: 'Orc' }]]),
      customs: new Map([[4, { it: 'Il master decide.', en: 'The master decides.' }]]),
    };
    const say = (e: GameEvent, lang: 'it' | 'en' = 'it') => describeEvent(e, view, lang, new Map(), names);
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'palla-di-fuoco', target: 'm1' }), "L'elfo lancia Palla di fuoco sul goblin");
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'palla-di-fuoco', target: 'm3' }, 'en'), 'The elf casts Fire Ball on the mummy');
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'palla-di-fuoco', target: null }), "L'elfo lancia Palla di fuoco");
    // a spell on oneself reads without a target
    equal(say({ type: 'spell_cast', unit: 'h2', spell: 'palla-di-fuoco', target: 'h2' }), "L'elfo lancia Palla di fuoco");
    equal(say({ type: 'spell_taught', unit: 'h1', spell: 'palla-di-fuoco' }, 'en'), 'The barbarian learns Fire Ball');
    equal(say({ type: 'item_used', unit: 'h1', item: 'pozione-curativa', target: null, consumed: true }), 'Il barbaro usa la pozione curativa');
    equal(say({ type: 'item_used', unit: 'h1', item: 'pozione-curativa', target: 'h2', consumed: true }), "Il barbaro usa la pozione curativa sull'elfo");
    equal(say({ type: 'item_used', unit: 'h1', item: 'pozione-curativa', target: 'h1', consumed: true }, 'en'), 'The barbarian uses the Potion of Healing');
    equal(say({ type: 'item_gained', unit: 'h2', item: 'pozione-curativa' }), "L'elfo ottiene la pozione curativa");
    equal(
      say({
        type: 'card_drawn',
        deck: 'tesori',
        card: 'monete',
        name: { it: 'Monete', en: 'Coins' },
        text: { it: 'Trovate delle monete.', en: 'You find coins.' },
      }),
      'Carta «Monete»: Trovate delle monete.',
    );
    equal(say({ type: 'deck_shuffled', deck: 'tesori' }, 'en'), 'The “Treasures” deck is shuffled');
    equal(say({ type: 'damaged', unit: 'm2', amount: 2, body: 0, dice: null, defenceDice: null }), 'Lo scheletro subisce 2 danni');
    equal(
      say({ type: 'damaged', unit: 'm2', amount: 1, body: 0, dice: ['skull', 'skull', 'white_shield'], defenceDice: ['black_shield', 'white_shield'] }, 'en'),
      'The skeleton takes 1 damage (2 skulls, 1 shield)',
    );
    equal(say({ type: 'healed', unit: 'h1', amount: 1, body: 8 }), 'Il barbaro recupera 1 punto corpo');
    equal(say({ type: 'status_applied', unit: 'h1', status: 'poison', rounds: 2, amount: 1 }, 'en'), 'The barbarian: poisoned for 2 turns (1 damage a turn)');
    equal(say({ type: 'status_applied', unit: 'm3', status: 'stun', rounds: 1, amount: 0 }), 'La mummia: stordimento per 1 turno');
    equal(say({ type: 'status_tick', unit: 'm3', status: 'poison', roundsLeft: 1, damage: 1, body: 2 }), 'La mummia subisce 1 danno per il veleno');
    equal(say({ type: 'status_ended', unit: 'm3', status: 'stun' }, 'en'), 'The mummy: no longer stunned');
    equal(say({ type: 'turn_skipped', unit: 'h2', reason: 'stun' }), "L'elfo salta questo turno");
    // the last stunned turn: no "0 turns left" before the line that the stun is over
    equal(say({ type: 'status_tick', unit: 'm3', status: 'stun', roundsLeft: 0, damage: 0, body: 2 }), 'La mummia: stordimento, ultimo turno');
    equal(say({ type: 'status_tick', unit: 'm3', status: 'stun', roundsLeft: 1, damage: 0, body: 2 }, 'en'), 'The mummy: still stunned, 1 turn left');
    equal(say({ type: 'gold_gained', unit: null, amount: 30, dice: [1, 2] }), 'Gli eroi trovano 30 monete d’oro (dadi: 1 e 2)');
    equal(say({ type: 'gold_gained', unit: 'h1', amount: 25, dice: null }, 'en'), 'The barbarian finds 25 gold coins');
    equal(say({ type: 'stat_changed', unit: 'h1', stat: 'att', delta: 1, duration: 'turn' }, 'en'), 'The barbarian: attack +1 until the end of the turn');
    equal(say({ type: 'stat_changed', unit: 'h1', stat: 'def', delta: -2, duration: 'quest' }), 'Il barbaro: difesa −2 per tutta la missione');
    equal(say({ type: 'spawned', unit: 'm9', kind: 'orco', x: 1, y: 1 }), "Compare l'orco");
    equal(say({ type: 'regenerated', unit: 'm3', amount: 2, body: 3 }, 'en'), 'The mummy regenerates 2 body points');
    equal(say({ type: 'custom_resolved', id: 4 }), 'Risolto: Il master decide.');
    equal(say({ type: 'custom_resolved', id: 5 }, 'en'), 'Effect resolved');
    equal(say({ type: 'effect_skipped', effect: 'damage', unit: 'm3', reason: 'immune' }), 'Nessun effetto sulla mummia: è immune');
    equal(say({ type: 'effect_skipped', effect: 'draw', unit: null, reason: 'empty' }, 'en'), 'No effect: the deck is empty');
    // a name no view gave falls back to the id
    equal(describeEvent({ type: 'spell_cast', unit: 'h2', spell: 'sconosciuto-a', target: null }, view, 'it'), "L'elfo lancia sconosciuto a");
  });

  it('tells searches, finds, traps, mission events and every end of the game', () => {
    const withObjects = {
      ...view,
      units: [...view.units, { ...unit('n1', 'heroes', 'Sir Ragnar', 'Sir Ragnar'), kind: 'Ragnar', npc: true }],
      objects: [
        { id: 'o1', type: 'treasure' as const, x: 0, y: 0, hidden: false, done: true, name: { it: 'Forziere del re', en: "The king's chest" } },
        { id: 'o2', type: 'trap' as const, kind: 'pit' as const, x: 0, y: 0, hidden: false, done: true },
        { id: 'o3', type: 'furniture' as const, kind: 'bookcase' as const, x: 0, y: 0, hidden: false, done: true },
      ],
    };
    const say = (e: GameEvent, lang: 'it' | 'en' = 'it') => describeEvent(e, withObjects, lang);
    equal(say({ type: 'searched', unit: 'h1', for: 'treasure', found: ['o1'], doors: [] }), 'Il barbaro cerca tesori: 1 scoperta');
    equal(say({ type: 'searched', unit: 'h2', for: 'traps', found: [], doors: [] }, 'en'), 'The elf searches for traps and secret doors: nothing');
    equal(say({ type: 'object_found', object: 'o1', by: 'h1' }), 'Scoperto: Forziere del re');
    equal(say({ type: 'object_found', object: 'o3', by: 'h1' }, 'en'), 'Found: Bookcase');
    equal(say({ type: 'trap_sprung', object: 'o2', unit: 'h1', kind: 'pit' }), 'Il barbaro fa scattare una trappola (fossa)!');
    equal(say({ type: 'trap_sprung', object: 'o2', unit: 'h2', kind: 'rock' }, 'en'), 'The elf springs a trap (falling rock)!');
    equal(say({ type: 'mission_event', index: 0, text: { it: 'Le porte si chiudono!', en: 'The doors slam shut!' } }, 'en'), 'The doors slam shut!');
    equal(say({ type: 'mission_event', index: 1, text: null }), 'Evento della missione');
    const over = (reason: string, condition?: unknown, lang: 'it' | 'en' = 'it') =>
      say({ type: 'game_over', winner: 'master', reason, ...(condition ? { condition } : {}) } as GameEvent, lang);
    equal(over('rounds', { type: 'rounds', rounds: 10 }), 'Fine della partita: vince il master. Il tempo è scaduto: sono passati 10 giri.');
    // a mission without a master is won by its creatures
    const auto = { ...withObjects, mission: { ...(withObjects as { mission?: object }).mission, auto: true } } as typeof withObjects;
    equal(
      describeEvent({ type: 'game_over', winner: 'master', reason: 'all_heroes_dead' }, auto, 'it'),
      'Fine della partita: vincono le creature. Tutti gli eroi sono caduti.',
    );
    equal(
      describeEvent({ type: 'game_over', winner: 'master', reason: 'all_heroes_dead' }, auto, 'en'),
      'Game over: the creatures win. Every hero has fallen.',
    );
    equal(over('rounds', { type: 'rounds', rounds: 10 }, 'en'), 'Game over: the master wins. Time is up: 10 rounds have passed.');
    equal(over('npc_dead', { type: 'npc_dead', npc: 'Ragnar' }), 'Fine della partita: vince il master. Sir Ragnar è morto.');
    equal(over('hero_dead', { type: 'hero_dead' }, 'en'), 'Game over: the master wins. A hero has fallen.');
    equal(over('all_heroes_dead'), 'Fine della partita: vince il master. Tutti gli eroi sono caduti.');
    equal(over('declared', undefined, 'en'), 'Game over: the master wins. The master declared the end of the mission.');
    equal(over('effect'), 'Fine della partita: vince il master. Un evento ha concluso la missione.');
    equal(over('conditions', undefined, 'en'), 'Game over: the master wins. The mission’s goals have been met.');
    equal(over('room_revealed', { type: 'room_revealed', room: 'cripta' }), 'Fine della partita: vince il master. La stanza «Cripta» è stata scoperta.');
    equal(over('survive', { type: 'survive', rounds: 12 }, 'en'), 'Game over: the master wins. The heroes survived 12 rounds.');
    equal(over('escort', { type: 'escort', npc: 'Ragnar', cells: [[0, 0]] }, 'en'), 'Game over: the master wins. Sir Ragnar has reached safety.');
    equal(over('gold', { type: 'gold', amount: 100 }), 'Fine della partita: vince il master. Gli eroi hanno raccolto 100 monete d’oro.');
    equal(over('kill_count', { type: 'kill_count', count: 5 }, 'en'), 'Game over: the master wins. 5 creatures have been killed.');
    equal(over('kill', { type: 'kill', kind: 'goblin' }), 'Fine della partita: vince il master. Sono cadute tutte le creature «Goblin».');
    equal(over('reach', { type: 'reach', cells: [[0, 0]], who: 'any' }, 'en'), 'Game over: the master wins. The heroes reached their goal.');
    equal(over('has_item', { type: 'has_item', item: 'chiave-d-oro' }, 'en'), 'Game over: the master wins. A hero has obtained “chiave d oro”.');
  });

  it('guesses the Italian article of feminine nouns in -e', () => {
    equal(withArticle('it', 'Pozione curativa'), 'la pozione curativa');
    equal(withArticle('it', 'Chiave', { prep: 'di' }), 'della chiave');
    equal(withArticle('it', 'Elmo'), "l'elmo");
    equal(withArticle('it', 'Corno da battaglia'), 'il corno da battaglia');
  });

  it('has every message in both languages', () => {
    const it = messages('it');
    const en = messages('en');
    for (const key of Object.keys(it) as (keyof typeof it)[]) {
      assert(en[key].length > 0 && it[key].length > 0, `message ${key} is empty`);
      // the same parameters, except where Italian merges a preposition into the name ({toHero}, {toUnit})
      const merged: Record<string, string> = { toHero: 'hero', toUnit: 'unit' };
      const params = (s: string) =>
        [...s.matchAll(/\{(\w+)\}/g)]
          .map((m) => merged[m[1]!] ?? m[1])
          .sort()
          .join(',');
      equal(params(en[key]), params(it[key]), `parameters of ${key}`);
    }
    // the spec's Italian word for a round is "giro"
    equal(t('it', 'round', { n: 3 }), 'Giro 3');
    for (const [key, text] of Object.entries(it)) assert(!/\bround\b/i.test(text.replace(/\{\w+\}/g, '')), `Italian message ${key} says "round": ${text}`);
    equal(tn('en', 'skulls', 1), '1 skull');
  });
});
