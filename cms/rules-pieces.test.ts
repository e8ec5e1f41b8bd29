/**
 * Heroes, creature kinds and mission NPCs under a ruleset the `rules` module plays, over a real listening
 * server: their `rules` numbers are checked against the ruleset at save and at import, with paths (an id the ruleset
 * does not have, an ability whose effects do not check); and a mission or room of a ruleset without the board's
 * defence stat is refused with an error that lists the derived stats it could name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { rulesPath } from '../content/schemas/rules/issues.ts';
import { rulesModule } from '../engine/rulesets/rules/index.ts';
import { call, overHttp, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from '../test/support/server.ts';
import type { RunningServer } from './server.ts';

const pack = loadDefaultPack();
type Doc = Record<string, any>;
/** A copy of default document `id` of `kind`, with the fields of `over` (a new `id`...) laid over it. */
const copy = (kind: 'heroes' | 'creatures' | 'missions' | 'rulesets', id: string, over: Doc = {}): Doc => ({
  ...structuredClone((pack[kind] as Doc[]).find((d) => d.id === id)!),
  ...over,
});

describe('rules numbers of heroes, creatures and NPCs, checked against their ruleset', () => {
  const tmp = tempDir();
  let server: RunningServer;
  let req: Requester;
  before(async () => {
    server = await testServer(tmp.dir);
    req = overHttp(server.url);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });
  const put = (kind: string, doc: Doc) => call(req, 'PUT', `/api/${kind}/${doc.id}`, { token: ADMIN_TOKEN, body: doc });
  const get = (kind: string, id: string) => call(req, 'GET', `/api/${kind}/${id}`, { token: ADMIN_TOKEN });

  test("Embervale's heroes, creature kinds and mission are saved back as they are", async () => {
    for (const [kind, id] of [
      ['rulesets', 'embervale'],
      ['heroes', 'orsola'],
      ['heroes', 'tessa'],
      ['heroes', 'mirella'],
      ['heroes', 'bram'],
      ['creatures', 'mire-imp'],
      ['creatures', 'thornback'],
      ['creatures', 'bog-hag'],
      ['missions', 'il-mulino-di-valbrace'],
    ] as const) {
      const res = await put(kind, copy(kind, id));
      assert.equal(res.status, 200, `${kind}/${id}: ${JSON.stringify(res.body)}`);
    }
  });

  test('a hero naming an attribute the ruleset does not have is refused with the path and a suggestion; nothing is stored', async () => {
    const hero = copy('heroes', 'orsola', { id: 'orsola-storta' });
    hero.rules.attributes = { mght: 3, grace: 1 };
    const res = await put('heroes', hero);
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    assert.equal(res.body.error.message, 'the hero does not fit its ruleset (rules.attributes.mght: no attribute "mght": did you mean "might"?)');
    assert.deepEqual(res.body.error.issues, [{ path: 'rules.attributes.mght', message: 'no attribute "mght": did you mean "might"?' }]);
    assert.equal((await get('heroes', 'orsola-storta')).status, 404);
  });

  test('a hero whose vigour (the vital resource) starts at its floor is refused: it would stand on the board fallen', async () => {
    const hero = copy('heroes', 'orsola', { id: 'orsola-a-terra' });
    hero.rules.resources = { vigour: 0 };
    const res = await put('heroes', hero);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      { path: 'rules.resources.vigour', message: '0 is at or below the floor (0) of "vigour", the ruleset\'s vital resource: the piece would start fallen' },
    ]);
    assert.equal((await get('heroes', 'orsola-a-terra')).status, 404);
  });

  test("a hero whose attribute score is outside the attribute's min..max is stored as written: spec 002's bounds are creation's and effects'", async () => {
    const hero = copy('heroes', 'orsola', { id: 'orsola-fuori-scala' });
    hero.rules.attributes = { ...hero.rules.attributes, grace: 7, wits: -1 };
    const res = await put('heroes', hero);
    assert.equal(res.status, 201);
    assert.deepEqual((await get('heroes', 'orsola-fuori-scala')).body.rules.attributes, hero.rules.attributes);
  });

  test("every id a hero's rules numbers name is checked: level, resources, weapon, properties, action types, conditions, damage types, movement", async () => {
    const hero = copy('heroes', 'orsola', { id: 'orsola-confusa' });
    hero.rules = {
      ...hero.rules,
      level: 6,
      resources: { vigor: 3 },
      weapon: { damage: '1d8', stat: 'strength', damageType: 'slash', properties: ['heavy', 'sheild'] },
      abilities: [{ ...hero.rules.abilities[0], actionType: 'bonus' }],
      conditions: ['stalwart', 'blessed'],
      movementMode: 'fly',
      resist: ['fire', 'cold'],
      vulnerable: ['blunt'],
    };
    const res = await put('heroes', hero);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      { path: 'rules.level', message: 'no level 6 in the ruleset (levels: 1, 2, 3, 4, 5)' },
      { path: 'rules.resources.vigor', message: 'no resource "vigor": did you mean "vigour"?' },
      { path: 'rules.weapon.stat', message: 'no attribute "strength"; expected one of: might, grace, wits' },
      { path: 'rules.weapon.damageType', message: 'no damage type "slash"; expected one of: blade, blunt, fire' },
      { path: 'rules.weapon.properties[1]', message: 'no item property "sheild": did you mean "shield"?' },
      { path: 'rules.abilities[0].actionType', message: 'no action type "bonus"; expected one of: action, quick, move, reaction' },
      {
        path: 'rules.conditions[1]',
        message: 'no condition "blessed"; expected one of: stalwart, staggered, dazed, bleeding, inspired, rooted, braced, burning, warded',
      },
      { path: 'rules.movementMode', message: 'no movement mode "fly"; expected one of: walk, scurry' },
      { path: 'rules.resist[1]', message: 'no damage type "cold"; expected one of: blade, blunt, fire' },
    ]);
  });

  test("an ability's effects must be the rules language (400 invalid rules), and name the ruleset's own conditions and stats (400 misfit)", async () => {
    const typo = copy('heroes', 'bram', { id: 'bram-balbettante' });
    typo.rules.abilities[0].effects = [{ applyCondtion: { target: { ref: 'target.id' }, condition: 'dazed' } }];
    const bad = await put('heroes', typo);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.error.issues, [
      { path: 'rules.abilities[0].effects[0].applyCondtion', message: '"applyCondtion" is not an effect: did you mean "applyCondition"?' },
    ]);
    assert.match(bad.body.error.message, /^the hero has invalid rules \(rules\.abilities\[0\]\.effects\[0\]\.applyCondtion: /);

    const unknown = copy('heroes', 'bram', { id: 'bram-smemorato' });
    unknown.rules.abilities[0].effects = [
      { applyCondition: { target: { ref: 'target.id' }, condition: 'dazd' } },
      { damage: { target: { ref: 'target.id' }, amount: { ref: 'actor.mod.wit' }, damageType: 'fire' } },
    ];
    const misfit = await put('heroes', unknown);
    assert.equal(misfit.status, 400);
    assert.deepEqual(misfit.body.error.issues, [
      { path: 'rules.abilities[0].effects[0].applyCondition.condition', message: 'no condition "dazd": did you mean "dazed"?' },
      { path: 'rules.abilities[0].effects[1].damage.amount.ref', message: 'no attribute "wit": did you mean "wits"?' },
    ]);
    assert.match(misfit.body.error.message, /^the hero does not fit its ruleset /);
    assert.equal((await get('heroes', 'bram-smemorato')).status, 404);
  });

  test('rules numbers under a ruleset the rules module does not play are refused: they would be ignored', async () => {
    // the classic rules' ruleset, as the classic introductory mission plays it
    const hero = copy('heroes', 'tessa', { id: 'tessa-classica', ruleset: pack.missions.find((m) => m.id === 'la-prova')!.ruleset });
    const res = await put('heroes', hero);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      {
        path: rulesPath([]),
        message:
          'ruleset "classic" is played by the classic module, which reads no "rules" numbers: leave "rules" out, or use a ruleset with a "rules" document that the rules module plays',
      },
    ]);
    const mission = copy('missions', 'la-veglia', { id: 'veglia-con-brina' });
    mission.npcs[0].rules = copy('missions', 'il-mulino-di-valbrace').npcs[0].rules;
    const saved = await put('missions', mission);
    assert.equal(saved.status, 400);
    assert.deepEqual(
      saved.body.error.issues.map((i: { path: string }) => i.path),
      ['npcs[0].rules'],
    );
  });

  test('a creature kind is checked against the rulesets of the missions that place it', async () => {
    const imp = copy('creatures', 'mire-imp');
    imp.rules.weapon.properties = ['finese'];
    const res = await put('creatures', imp);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      {
        path: 'rules.weapon.properties[0]',
        message: 'no item property "finese": did you mean "finesse"? (in ruleset "embervale", whose mission "il-mulino-di-valbrace" places this creature kind)',
      },
    ]);
    assert.deepEqual((await get('creatures', 'mire-imp')).body, copy('creatures', 'mire-imp'), 'the stored imp is unchanged');
    // a kind no mission places has no ruleset to be checked against, so its "finese" passes: its shape and its effects' language only
    const loose: Doc = { ...imp, id: 'folletto-sciolto' };
    assert.equal((await put('creatures', loose)).status, 201);
    loose.rules.abilities = [{ id: 'morso', name: { it: 'Morso', en: 'Bite' }, effects: [{ damage: { target: { ref: 'target.id' } } }] }];
    const broken = await put('creatures', loose);
    assert.equal(broken.status, 400);
    assert.deepEqual(broken.body.error.issues, [{ path: 'rules.abilities[0].effects[0].damage', message: '"damage" needs "amount"' }]);
  });

  test('a mission is checked with its NPCs and the creature kinds it places, which need rules numbers', async () => {
    const creature = copy('creatures', 'thornback', { id: 'dorsospino-storto' });
    creature.rules.abilities[0].effects[1].applyCondition.condition = 'bleding';
    // not placed anywhere yet: its effects are the language, their condition is not checked
    assert.equal((await put('creatures', creature)).status, 201);
    const mission = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-storto' });
    mission.monsters[3].kind = 'dorsospino-storto';
    mission.npcs[0].rules.weapon.damageType = 'teeth';
    const res = await put('missions', mission);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      { path: 'npcs[0].rules.weapon.damageType', message: 'no damage type "teeth"; expected one of: blade, blunt, fire' },
      {
        path: 'monsters[3].kind',
        message:
          'creature kind "dorsospino-storto" does not fit ruleset "embervale" (rules.abilities[0].effects[1].applyCondition.condition: no condition "bleding": did you mean "bleeding"?)',
      },
    ]);
    // a creature kind with no rules numbers has no piece for the module to build
    const goblins = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-dei-goblin' });
    goblins.monsters[0].kind = 'goblin';
    const unplayable = await put('missions', goblins);
    assert.equal(unplayable.status, 400);
    assert.deepEqual(unplayable.body.error.issues, [
      { path: 'monsters[0].kind', message: 'creature kind "goblin" has no "rules" numbers, which ruleset "embervale" plays by' },
    ]);
  });

  test("a mission's creature placed in a stance: one of its ruleset's stances, checked at save with a suggestion", async () => {
    // Embervale's stances (upright, sneaking): a creature may be placed lying in wait
    const mission = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-in-agguato' });
    mission.monsters[0].stance = 'sneakin';
    const res = await put('missions', mission);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [{ path: 'monsters[0].stance', message: 'no stance "sneakin": did you mean "sneaking"?' }]);
    mission.monsters[0].stance = 'sneaking';
    assert.equal((await put('missions', mission)).status, 201);
    assert.equal((await get('missions', 'mulino-in-agguato')).body.monsters[0].stance, 'sneaking');
    // a ruleset without stances (Embervale without its senses, stances and perception) has none to start in
    const ruleset = copy('rulesets', 'embervale', { id: 'embervale-senza-posture' });
    const { stances: _stances, senses: _senses, perception: _perception, ...rest } = ruleset.rules;
    ruleset.rules = rest;
    ruleset.names = { it: Object.fromEntries(Object.entries(ruleset.names.it).filter(([key]) => !/^(stances|senses)\./.test(key))) };
    assert.equal((await put('rulesets', ruleset)).status, 201);
    const plain = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-senza-posture', ruleset: 'embervale-senza-posture' });
    plain.monsters[0].stance = 'sneaking';
    assert.deepEqual((await put('missions', plain)).body.error.issues, [
      { path: 'monsters[0].stance', message: 'no stance "sneaking": the ruleset has no stances' },
    ]);
    // nor does a ruleset another module plays
    const classic = copy('missions', 'la-prova', { id: 'prova-in-agguato' });
    classic.monsters[0].stance = 'sneaking';
    const refused = await put('missions', classic);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.error.issues, [
      { path: 'monsters[0].stance', message: 'ruleset "classic" is played by the classic module, which has no stances: leave "stance" out' },
    ]);
  });

  test('an import is checked the same way, every problem by path, and writes nothing', async () => {
    const before = (await call(req, 'GET', '/api/export', { token: ADMIN_TOKEN })).body;
    const hero = copy('heroes', 'mirella', { id: 'mirella-importata' });
    hero.rules.abilities[1].actionType = 'swift';
    const creature = copy('creatures', 'bog-hag', { id: 'megera-importata' });
    creature.rules.conditions = ['stalwrt'];
    const mission = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-importato' });
    mission.monsters[4].kind = 'megera-importata';
    const res = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: { heroes: [hero], creatures: [creature], missions: [mission] } } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [
      {
        path: 'missions[0].monsters[4].kind',
        message: 'creature kind "megera-importata" does not fit ruleset "embervale" (rules.conditions[0]: no condition "stalwrt": did you mean "stalwart"?)',
      },
      { path: 'heroes[0].rules.abilities[1].actionType', message: 'no action type "swift"; expected one of: action, quick, move, reaction' },
      {
        path: 'creatures[0].rules.conditions[0]',
        message: 'no condition "stalwrt": did you mean "stalwart"? (in ruleset "embervale", whose mission "mulino-importato" places this creature kind)',
      },
    ]);
    assert.deepEqual((await call(req, 'GET', '/api/export', { token: ADMIN_TOKEN })).body, before, 'nothing written');
  });

  test('a ruleset naming a ruleset module the server does not have is refused at the field that names it, with the modules it has', async () => {
    const wrapper = copy('rulesets', 'embervale', { id: 'valbrace-ignota' });
    wrapper.board = { ...wrapper.board, system: 'nosuch' };
    const res = await put('rulesets', wrapper);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [{ path: 'board.system', message: 'no ruleset module "nosuch": this server plays "classic", "d20", "rules"' }]);
    const extra = copy('rulesets', 'embervale', { id: 'valbrace-numero' });
    extra.rules.extra = { board: { system: 7 } };
    const bad = await put('rulesets', extra);
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.error.issues, [{ path: 'rules.extra.board.system', message: 'a ruleset module\'s name ("classic", "d20", "rules"), not 7' }]);
    assert.equal((await get('rulesets', 'valbrace-ignota')).status, 404);
  });

  test('a ruleset whose defence stat the board cannot choose is stored as written; a mission, a Try it and a room of it are refused, listing the candidates', async () => {
    const ruleset = copy('rulesets', 'embervale', { id: 'valbrace-copia' });
    const mission = copy('missions', 'il-mulino-di-valbrace', { id: 'mulino-copia', ruleset: 'valbrace-copia' });
    assert.equal((await put('rulesets', ruleset)).status, 201);
    assert.equal((await put('missions', mission)).status, 201);

    // as a document written elsewhere: no board settings, and two derived stats reading like a defence; it imports
    // and is served back unchanged
    delete ruleset.board;
    ruleset.rules.derivedStats.push({ id: 'armour', name: 'Armour', formula: 10 });
    assert.equal((await put('rulesets', ruleset)).status, 200);
    assert.deepEqual((await get('rulesets', 'valbrace-copia')).body, ruleset);
    const says =
      'ruleset "valbrace-copia" cannot be played on the board: cannot choose the stat an attack roll is against: "guard", "armour" read equally like a defence; name one in board.defenceStat (derived stats: guard, initiative, armour; attributes: might, grace, wits)';

    const room = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'mulino-copia' } });
    assert.equal(room.status, 422);
    assert.deepEqual(room.body.error, { code: 'invalid_mission', message: `mission "mulino-copia" cannot be played: ${says}` });

    const saved = await put('missions', mission);
    assert.equal(saved.status, 400);
    assert.deepEqual(saved.body.error.issues, [{ path: 'ruleset', message: says }]);
    const tried = await call(req, 'POST', '/api/rooms/try', { token: ADMIN_TOKEN, body: { mission } });
    assert.equal(tried.status, 400);
    assert.deepEqual(tried.body.error.issues, [{ path: 'mission.ruleset', message: says }]);

    // the same settings inside the document's own extra bag will do
    ruleset.rules.extra = { board: { system: rulesModule.id, defenceStat: 'guard' } };
    assert.equal((await put('rulesets', ruleset)).status, 200);
    assert.equal((await put('missions', mission)).status, 200);
  });
});
