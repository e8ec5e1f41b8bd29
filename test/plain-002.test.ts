/**
 * A spec 002 document written elsewhere plays on the board: test/fixtures/plain-002-pack.json (no board settings, an
 * `armourClass` derived stat, `hp`, an `action` and a `bonus` action type, a goblin with `intellect 3` below the
 * attribute's min 8) is imported into a real listening server; the import's answer and the ruleset's read name what the
 * board chose; a room of its mission plays over HTTP (fixed seed): the goblin moves and strikes, the hero strikes back,
 * both rolled against the armour class the board chose.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Action } from '../engine/index.ts';
import { act, call, getView, overHttp, setUpRoom } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const PACK = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/plain-002-pack.json'), 'utf8'));

const NOTICES = [
  { path: 'board.defenceStat', message: 'board.defenceStat not written: attacks roll against derived stat "armourClass" (its id reads "armour")' },
  { path: 'board.squareSize', message: 'board.squareSize not written: 5 (a speed of 30: speeds read as feet on 5-foot squares)' },
  { path: 'board.attackAction', message: 'board.attackAction not written: an attack or an ability spends action type "action" (it reads "action")' },
];

describe('a plain 002 document, imported and played over HTTP', () => {
  const server = serverForFile();

  test("the import's answer and the ruleset's read name the defence stat, square size and action type the board chose", async () => {
    const req = overHttp(server().url);
    const imported = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: PACK } });
    assert.equal(imported.status, 200);
    assert.deepEqual(imported.body, {
      created: ['heroes/ash-warden', 'creatures/ash-goblin', 'missions/ash-crossing', 'rulesets/ashen-marches'],
      replaced: [],
      renamed: [],
      notices: NOTICES.map((n) => ({ ...n, path: `rulesets[0].${n.path}` })),
    });
    const read = await call(req, 'GET', '/api/rulesets/ashen-marches', { token: ADMIN_TOKEN });
    assert.equal(read.status, 200);
    assert.deepEqual(JSON.parse(read.headers.get('x-board-notices')!), NOTICES);
    // the document is served back as written: nothing of the board's choices is added to it
    assert.deepEqual(read.body, PACK.rulesets[0]);
    // a saved ruleset's answer carries them too; another kind's never
    const saved = await call(req, 'PUT', '/api/rulesets/ashen-marches', { token: ADMIN_TOKEN, body: PACK.rulesets[0] });
    assert.equal(saved.status, 200);
    assert.deepEqual(JSON.parse(saved.headers.get('x-board-notices')!), NOTICES);
    assert.equal((await call(req, 'GET', '/api/heroes/ash-warden', { token: ADMIN_TOKEN })).headers.get('x-board-notices'), null);
  });

  test('a room of its mission plays: the goblin (intellect 3, below min 8) moves and strikes, the hero strikes back, against armour class', async () => {
    const req = overHttp(server().url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'ash-crossing', ['ash-warden']);
    await act(req, room, master.token, { type: 'start' });
    const hero = heroes[0]!;
    const first = await getView(req, room, hero.token);
    const rules = (first.view as unknown as { rules: Record<string, any> }).rules;
    assert.deepEqual(rules['settings'], { defenceStat: 'armourClass', squareSize: 5, attackAction: 'action', abilityAction: 'action', moveAction: null });
    // the goblin's intellect as written, its modifier from it; its speed 30 over squares of 5
    assert.deepEqual(rules['pieces'].m1.attributes.intellect, { score: 3, mod: -4 });
    assert.equal(rules['pieces'].m1.squares, 6);
    assert.deepEqual(rules['order'], ['m1', 'h1']);

    // the goblin (dexterity 14: initiative first) comes next to the hero and strikes: 19 + 4 against armour class 11
    await act(req, room, master.token, { type: 'move_creature', creature: 'm1', to: [1, 0] } as Action);
    const strike = (await getView(req, room, master.token)).legal.find((a) => a.type === 'creature_attack')!;
    assert.deepEqual(strike, { type: 'creature_attack', creature: 'm1', target: 'h1' });
    const struck = await act(req, room, master.token, strike);
    assert.deepEqual(struck.events.slice(0, 2), [
      {
        type: 'rules_attack',
        attacker: 'm1',
        target: 'h1',
        dice: [19],
        natural: 19,
        lean: 'normal',
        bonus: 4,
        total: 23,
        defence: 11,
        defenceStat: 'armourClass',
        outcome: 'hit',
        damage: 7,
        damageType: 'slashing',
      },
      { type: 'damaged', unit: 'h1', amount: 7, body: 3, dice: null, defenceDice: null, element: 'slashing', feedback: null },
    ]);

    // the hero's turn: an attack spends its "action"; 6 + 5 misses the goblin's armour class 12
    const mine = await getView(req, room, hero.token);
    assert.deepEqual(mine.legal[0], { type: 'attack', target: 'm1' });
    const hit = await act(req, room, hero.token, { type: 'attack', target: 'm1' });
    assert.deepEqual(hit.events, [
      {
        type: 'rules_attack',
        attacker: 'h1',
        target: 'm1',
        dice: [6],
        natural: 6,
        lean: 'normal',
        bonus: 5,
        total: 11,
        defence: 12,
        defenceStat: 'armourClass',
        outcome: 'miss',
        damage: 0,
        damageType: 'slashing',
      },
    ]);
    const after = await getView(req, room, hero.token);
    assert.deepEqual((after.view as unknown as { rules: Record<string, any> }).rules['pieces'].h1.actionsLeft, { action: 0, bonus: 1 });
  });
});
