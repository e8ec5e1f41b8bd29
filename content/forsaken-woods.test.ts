/**
 * The Forsaken Woods adventure of the default pack (spec 003 "The Divided Trail", "Old Road cache",
 * "Dawn Stones", "Charcoal Burner NPC", "Broken Wagon"): the guide's route, chests, rewards, challenge, dialogue and
 * puzzle as the document holds them, what quest-board authored marked as a sample, and every fight it names played
 * to its end on the board by four heroes of the ruleset's new Company.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, legalActions, viewFor, type GameState, type SeatAction } from '../engine/index.ts';
import { heroChoice } from '../test/support/bot.ts';
import { packLobby } from '../test/support/fixtures.ts';
import { loadDefaultPack } from './load-pack.ts';
import { Adventure, type AdventureNode, checkPack } from './schemas/index.ts';

const pack = loadDefaultPack();
const adventure = pack.adventures.find((a) => a.id === 'forsaken-woods')!;
const ruleset = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
const nodes = adventure.locations.flatMap((l) => l.nodes.map((n) => ({ location: l.id, ...n }) as AdventureNode & { location: string }));
const node = <K extends AdventureNode['kind']>(id: string, kind: K): Extract<AdventureNode, { kind: K }> & { location: string } => {
  const n = nodes.find((x) => x.id === id);
  assert.ok(n, `node ${id}`);
  assert.equal(n.kind, kind, id);
  return n as Extract<AdventureNode, { kind: K }> & { location: string };
};

describe('the Forsaken Woods adventure', () => {
  test('is a valid adventure of the default pack, a sample, with Oddwater as its town and the forsaken-woods ruleset', () => {
    assert.ok(adventure, 'adventures/forsaken-woods.json');
    assert.deepEqual(Adventure.parse(structuredClone(adventure)), adventure);
    assert.deepEqual(checkPack(pack), []);
    assert.equal(adventure.ruleset, 'forsaken-woods');
    assert.ok(ruleset.campaign, 'its ruleset has campaign rules');
    assert.deepEqual(adventure.town.name, { it: 'Oddwater', en: 'Oddwater' });
    assert.equal(adventure.sample, true);
    // what is the guide's and what is a sample is told to authors, not to players
    assert.match(adventure.authorNotes!.en!, /The pack's sample numbers: the other fights' rewards/);
    assert.match(adventure.authorNotes!.it!, /Valori di esempio del pacchetto: le ricompense degli altri scontri/);
    assert.equal(
      adventure.description!.en,
      'Dreadbell has woken the Hollow Warden. Veyr passed beneath its arch with the Silver Seal; the Company must find a less diplomatic way through.',
    );
  });

  test("the starting spells are the guide's: Markovia knows Mending, Spargle Ember, Mystere Blizzard; the rest are the Guild's lessons", () => {
    const spells = (id: string) => pack.heroes.find((h) => h.id === id)!.spells;
    assert.deepEqual([spells('markovia'), spells('spargle')], [['mend'], ['ember']]);
    assert.ok(spells('mystere').includes('blizzard'));
    // every other spell of their role is a lesson the Guild sells them
    const lessons = ruleset.campaign!.guild!.lessons;
    const unknown = (id: string, role: string) => lessons.filter((l) => l.role === role && !spells(id).includes(l.spell)).map((l) => [l.spell, l.price]);
    assert.deepEqual(unknown('markovia', 'cleric'), [
      ['dawn', 30],
      ['revive', 45],
      ['smite', 25],
    ]);
    assert.deepEqual(unknown('spargle', 'mage'), [
      ['blizzard', 20],
      ['frost', 30],
      ['void', 35],
      ['wind', 25],
      ['earth', 25],
      ['focus', 20],
    ]);
  });

  test("the Charcoal Burner's giant spider is a creature of its own that poisons: sample numbers, marked for authors", () => {
    const mission = pack.missions.find((m) => m.id === 'il-ragno-del-carbonaio')!;
    assert.deepEqual(
      mission.monsters.map((m) => [m.kind, m.tag]),
      [['giant-spider', 'spider']],
    );
    const spider = pack.creatures.find((c) => c.id === 'giant-spider')!;
    assert.deepEqual([spider.body, spider.d20!.poison], [18, { chance: 50, amount: 2 }]);
    assert.match(spider.authorNotes!.en!, /are the pack's sample numbers/);
    assert.match(spider.authorNotes!.it!, /sono valori di esempio del pacchetto/);
    assert.equal(spider.description!.en, 'A spider as big as a cart, keeping watch among its webs: its bite is poisonous.');
  });

  test('the ten locations in route order; the Divided Trail opens both ways and its fork excludes one; both meet at Broken Cart', () => {
    assert.deepEqual(
      adventure.locations.map((l) => l.id),
      [
        'old-road',
        'divided-trail',
        'briar-crossing',
        'charcoal-burner',
        'broken-cart',
        'mossy-glade',
        'dawn-stones',
        'fallen-bridge',
        'watchtower',
        'sealed-road',
      ],
    );
    assert.equal(adventure.start, 'old-road');
    assert.deepEqual(Object.fromEntries(adventure.locations.map((l) => [l.id, l.routes])), {
      'old-road': ['divided-trail'],
      'divided-trail': ['briar-crossing', 'charcoal-burner'],
      'briar-crossing': ['broken-cart'],
      'charcoal-burner': ['broken-cart'],
      'broken-cart': ['mossy-glade'],
      'mossy-glade': ['dawn-stones'],
      'dawn-stones': ['fallen-bridge'],
      'fallen-bridge': ['watchtower'],
      watchtower: ['sealed-road'],
      'sealed-road': [],
    });
    const fork = node('divided-trail-fork', 'branch');
    assert.equal(fork.mandatory, true, 'the fork is chosen before the trail is left');
    assert.deepEqual(
      fork.options.map((o) => [o.id, o.clue.en, o.to]),
      [
        ['bootprints', 'Follow the bootprints', 'briar-crossing'],
        ['blue-markers', 'Follow the blue markers', 'charcoal-burner'],
      ],
    );
  });

  test("the guide's chests and their rewards: Old Road 18 gold, Broken Cart 27 gold and 5 XP, Fallen Bridge 12 gold and 1 provision", () => {
    assert.deepEqual(node('old-road-cache', 'chest').rewards, { gold: 18 });
    const cart = node('broken-cart-exit', 'exit');
    assert.deepEqual([cart.location, cart.chest, cart.rewards], ['broken-cart', true, { gold: 27, xp: 5 }]);
    assert.deepEqual(node('fallen-bridge-river-cache', 'chest').rewards, { gold: 12, provisions: 1 });
    // the only noncombat chests: each rolls the common bonus
    assert.deepEqual(
      nodes.filter((n) => n.kind === 'chest' || (n.kind === 'exit' && n.chest)).map((n) => n.id),
      ['old-road-cache', 'broken-cart-exit', 'fallen-bridge-river-cache'],
    );
  });

  test('the Charcoal Burner: an optional spider encounter chest (20 gold, 25 XP), an optional question hub whose choice about the old stones alone gives the clue, a signpost exit', () => {
    const wayside = node('charcoal-burner-wayside', 'encounter');
    assert.deepEqual([wayside.location, wayside.chest, wayside.mandatory, wayside.rewards], ['charcoal-burner', true, false, { gold: 20, xp: 25 }]);
    assert.equal(wayside.mission, 'il-ragno-del-carbonaio');
    const talk = node('charcoal-burner-talk', 'dialogue');
    assert.deepEqual([talk.mandatory, talk.repeatFromStart, talk.automatic], [false, true, false]);
    const clues = talk.pages.flatMap((p) => p.choices.filter((c) => c.clue !== undefined).map((c) => [p.id, c.id, c.clue]));
    assert.deepEqual(clues, [['hub', 'ask-stones', 'old-stones-clue']]);
    // every page leads back to the hub, which the farewell leaves
    for (const p of talk.pages.filter((p) => p.id !== talk.start))
      assert.deepEqual(
        p.choices.map((c) => c.next),
        ['hub'],
        p.id,
      );
    assert.ok(talk.pages.find((p) => p.id === 'hub')!.choices.some((c) => c.next === undefined));
    const exit = adventure.locations.find((l) => l.id === 'charcoal-burner')!.nodes.at(-1)!;
    assert.deepEqual([exit.id, exit.kind, exit.name.en], ['charcoal-burner-signpost', 'exit', 'The signpost']);
  });

  test('Broken Wagon: optional, at 0.60 of Broken Cart, every approach with a base modifier of 0', () => {
    const wagon = node('broken-wagon', 'challenge');
    assert.deepEqual([wagon.location, wagon.at, wagon.mandatory], ['broken-cart', 0.6, false]);
    assert.ok(wagon.approaches.length > 0);
    for (const a of wagon.approaches) assert.deepEqual([a.base, a.modifiers, a.requires], [0, [], []], a.id);
  });

  test('Mossy Glade: the mandatory Wormface fight comes before the camp', () => {
    const glade = adventure.locations.find((l) => l.id === 'mossy-glade')!;
    assert.deepEqual(
      glade.nodes.map((n) => n.kind),
      ['encounter', 'camp', 'exit'],
    );
    const fight = node('mossy-glade-wormface', 'encounter');
    assert.equal(fight.mandatory, true);
    assert.ok(pack.missions.find((m) => m.id === fight.mission)!.monsters.some((m) => m.kind === 'wormface'));
  });

  test('Dawn Stones: leaf (1 nonlethal damage), moon (1 stamina), sun the solution at index 2 for 25 XP', () => {
    const puzzle = node('dawn-stones-puzzle', 'puzzle');
    assert.deepEqual(
      puzzle.options.map((o) => [o.id, o.name.en, o.damage, o.drainStamina]),
      [
        ['leaf', 'Touch the leaf', 1, undefined],
        ['moon', 'Touch the moon', undefined, 1],
        ['sun', 'Touch the sun', undefined, undefined],
      ],
    );
    assert.equal(puzzle.solution, 2);
    assert.deepEqual(puzzle.rewards, { xp: 25 });
  });

  test('the Watchtower is the penultimate fight (45 gold, 40 XP); Veyr the last, on the Sealed Road', () => {
    const fights = nodes.filter((n) => n.kind === 'encounter' && !n.chest);
    assert.deepEqual(
      fights.slice(-2).map((n) => [n.location, n.kind === 'encounter' ? n.mission : '']),
      [
        ['watchtower', 'la-torre-di-guardia'],
        ['sealed-road', 'la-strada-sigillata'],
      ],
    );
    assert.deepEqual(node('watchtower-warden', 'encounter').rewards, { gold: 45, xp: 40 });
    assert.ok(pack.missions.find((m) => m.id === 'la-strada-sigillata')!.monsters.some((m) => m.kind === 'veyr'));
  });

  test("the Sealed Road: Xov's mandatory automatic dialogue at 0.6 on Basic only; the sealed objective 30 gold, 20 XP, reputation and the silverSeal; Xov recruited", () => {
    const xov = node('sealed-road-xov', 'dialogue');
    assert.deepEqual([xov.location, xov.at, xov.mandatory, xov.automatic, xov.tiers], ['sealed-road', 0.6, true, true, ['basic']]);
    const after = node('sealed-road-xov-after', 'dialogue');
    assert.ok(after.at > node('sealed-road-veyr', 'encounter').at, 'a separate post-Veyr conversation');
    const seal = node('sealed-road-seal', 'exit');
    assert.deepEqual([seal.completes, seal.rewards, seal.reputation, seal.artifact], [true, { gold: 30, xp: 20 }, 1, 'silverSeal']);
    assert.ok(
      ruleset.campaign!.artifacts.some((a) => a.id === 'silverSeal'),
      'the ruleset has the artifact',
    );
    assert.deepEqual(
      nodes.filter((n) => n.kind === 'exit' && n.completes).map((n) => n.id),
      ['sealed-road-seal'],
    );
    assert.deepEqual(adventure.recruits, ['xov']);
    assert.ok(!ruleset.campaign!.newCompany.roster.includes('xov'), 'Xov is recruited, not in the starting roster');
  });

  test('the prologue: the six starting members against Veyr', () => {
    const prologue = pack.missions.find((m) => m.id === adventure.prologue?.mission)!;
    assert.ok(prologue, 'the prologue mission');
    assert.deepEqual(
      prologue.monsters.map((m) => m.kind),
      ['veyr'],
    );
    assert.equal(ruleset.campaign!.newCompany.roster.length, 6);
    assert.equal(prologue.start.length, 6, 'a start square for each of the six');
  });

  // each fight, played on the board by a scripted bot choosing only from the legal actions: the missions set up under
  // the d20 rules with the Company's heroes, the computer plays the creatures, and the fight ends
  const company = ruleset.campaign!.newCompany.roster;
  const prologue = adventure.prologue!.mission;
  /** `mission` played by `heroes` with `seed` until it ends (or 2000 actions), by the scripted hero bot. */
  const playFight = (mission: (typeof pack.missions)[number], heroes: readonly string[], seed: string): GameState => {
    let s: GameState = packLobby(pack, mission, seed, { ruleset });
    const step = (action: SeatAction) => {
      const r = apply(s, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
      s = r.state;
    };
    heroes.forEach((hero, i) => step({ seat: `h${i + 1}`, type: 'join', hero }));
    step({ seat: 'h1', type: 'start' });
    for (let n = 0; n < 2000 && s.phase === 'playing'; n++) {
      const seat = s.turn!.seat;
      step({ seat, ...heroChoice(viewFor(s, seat), legalActions(s, seat)) } as SeatAction);
    }
    return s;
  };
  const fights = [...new Set(nodes.flatMap((n) => (n.kind === 'encounter' ? [n.mission] : [])))];
  for (const id of fights) {
    test(`${id}: an auto mission of the ruleset, played to its end by the four active heroes of the new Company`, () => {
      const mission = pack.missions.find((m) => m.id === id)!;
      assert.deepEqual([mission.ruleset, mission.auto, mission.start.length], ['forsaken-woods', true, ruleset.campaign!.newCompany.active]);
      const s = playFight(mission, company.slice(0, ruleset.campaign!.newCompany.active), `fw-${id}`);
      assert.equal(s.phase, 'over', `${id} ended`);
      assert.ok(s.result, `${id} has a result`);
    });
  }

  test('the prologue is lost by the six whatever they do: no victory, defeat at the end of round 2, after the Dreadbell can ring', () => {
    const mission = pack.missions.find((m) => m.id === prologue)!;
    assert.deepEqual([mission.ruleset, mission.auto, mission.win, mission.lose], ['forsaken-woods', true, 'manual', [{ type: 'rounds', rounds: 2 }]]);
    for (const seed of ['prologo-1', 'prologo-2', 'prologo-3']) {
      const s = playFight(mission, company, seed);
      assert.equal(s.phase, 'over', seed);
      assert.deepEqual(s.result, { winner: 'master', reason: 'rounds', condition: { type: 'rounds', rounds: 2 } }, seed);
    }
  });
});
