/**
 * Content ids that every JavaScript object already has as keys, through the real server: `constructor` is a valid
 * slug, so a spell, an item, a deck, a hero and a mission may have it, and a room of that mission plays with that
 * hero, spell, item and deck; an import of such documents creates and renames them. `__proto__` and `toString`
 * are not slugs: refused with the slug's message.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { act, call, getView, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const pack = loadDefaultPack();
const server = serverForFile();
const req: Requester = (path, init) => overHttp(server().url)(path, init);
const copy = <T extends { id: string }>(docs: readonly T[], id: string, as = 'constructor'): T => ({
  ...structuredClone(docs.find((d) => d.id === id)!),
  id: as,
});

const SLUG_MESSAGE = 'must be a lowercase slug such as "pozione-curativa"';

describe('a content id named like a key every object has', () => {
  test('__proto__ and toString are not slugs; constructor is', async () => {
    for (const id of ['__proto__', 'toString']) {
      const res = await call(req, 'POST', '/api/heroes', { token: ADMIN_TOKEN, body: copy(pack.heroes, 'mago', id) });
      assert.equal(res.status, 400, id);
      assert.deepEqual(res.body.error.issues, [{ path: 'id', message: SLUG_MESSAGE }], id);
      const url = await call(req, 'GET', `/api/heroes/${id}`);
      assert.equal(url.status, 404, id);
      assert.deepEqual(url.body.error, { code: 'not_found', message: `no hero "${id}"` }, id);
    }
    const unknown = await call(req, 'GET', '/api/heroes/constructor');
    assert.equal(unknown.status, 404, 'no hero constructor yet: not found, not Object');
    assert.equal(unknown.body.error.code, 'not_found');
  });

  test('a spell, an item, a deck, a hero and a mission named constructor play in a room', async () => {
    const spell = copy(pack.spells, 'pelle-di-roccia');
    const item = copy(pack.items, 'pozione-della-forza');
    // only its harmless cards: a card that stuns or frightens the hero would take the turn the spell is cast in
    const events = copy(pack.decks, 'eventi');
    const deck = { ...events, cards: events.cards.filter((c) => c.effects.every((e) => e.type === 'message')) };
    assert.ok(deck.cards.length > 0);
    const hero = { ...copy(pack.heroes, 'mago'), spells: ['constructor'], items: ['constructor'] };
    const mission = copy(pack.missions, 'la-prova');
    for (const [kind, doc] of [
      ['spells', spell],
      ['items', item],
      ['decks', deck],
      ['heroes', hero],
      ['missions', mission],
    ] as const) {
      const res = await call(req, 'PUT', `/api/${kind}/constructor?publish=1`, { token: ADMIN_TOKEN, body: doc });
      assert.equal(res.status, 201, `${kind}: ${JSON.stringify(res.body)}`);
    }

    const created = await call(req, 'POST', '/api/rooms', { body: { mission: 'constructor' } });
    assert.equal(created.status, 201);
    const room: string = created.body.room;
    const info = await call(req, 'GET', `/api/rooms/${room}`);
    assert.ok(
      info.body.freeHeroes.some((h: { id: string }) => h.id === 'constructor'),
      'the hero is offered',
    );
    // a classic room's pieces are the heroes' own dice and body points, no module numbers, the hero named constructor's its own
    assert.ok(
      Object.values(info.body.heroPieces as Record<string, object>).every((p) => !('ext' in p)),
      'a classic room has no module numbers in its pieces',
    );
    assert.deepEqual(
      info.body.heroPieces.constructor,
      { body: 4, maxBody: 4, attack: 1, defence: 2 },
      'the piece of the hero named constructor is its own, not an inherited one',
    );
    const seat = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'constructor' } });
    assert.equal(seat.status, 201);
    const heroToken: string = seat.body.token;
    const master: string = created.body.token;
    await act(req, room, master, { type: 'start' });

    const before = await getView(req, room, heroToken);
    const me = before.view.units.find((u) => u.id === seat.body.seat)!;
    assert.deepEqual(me.spells, [{ id: 'constructor', uses: 1 }]);
    assert.deepEqual(me.items, ['constructor']);
    for (const action of [
      { type: 'use_item', item: 'constructor' },
      { type: 'cast', spell: 'constructor' },
    ] as const) {
      assert.ok(
        before.legal.some((a) => JSON.stringify(a) === JSON.stringify(action)),
        `${JSON.stringify(action)} is legal`,
      );
    }
    await act(req, room, heroToken, { type: 'use_item', item: 'constructor' });
    const drunk = (await getView(req, room, heroToken)).view.units.find((u) => u.id === seat.body.seat)!;
    assert.deepEqual(drunk.items, [], 'the potion is drunk');
    assert.deepEqual(
      drunk.mods.map((m) => [m.stat, m.delta]),
      [['att', 1]],
    );
    await act(req, room, heroToken, { type: 'end_turn' });

    const masterView = await getView(req, room, master);
    assert.deepEqual(
      masterView.view.decks.map((d) => [d.id, d.draw]),
      [
        ['constructor', deck.cards.reduce((n, c) => n + (c.copies ?? 1), 0)],
        ['eventi', pack.decks.find((d) => d.id === 'eventi')!.cards.reduce((n, c) => n + (c.copies ?? 1), 0)],
        ['tesori', pack.decks.find((d) => d.id === 'tesori')!.cards.reduce((n, c) => n + (c.copies ?? 1), 0)],
      ].sort(),
    );
    const play = masterView.legal.find((a) => a.type === 'play_card' && a.deck === 'constructor');
    assert.ok(play, 'the master may play the deck constructor');
    const played = await act(req, room, master, { type: 'play_card', deck: 'constructor', target: seat.body.seat });
    assert.deepEqual(played.events[0], { ...(played.events[0] as object), type: 'card_drawn', deck: 'constructor' });
    const decks = (await getView(req, room, master)).view.decks;
    assert.equal(decks.find((d) => d.id === 'constructor')!.discard, 1);
    await act(req, room, master, { type: 'end_turn' });

    // the hero's next turn: the spell
    await act(req, room, heroToken, { type: 'cast', spell: 'constructor' });
    const cast = (await getView(req, room, heroToken)).view.units.find((u) => u.id === seat.body.seat)!;
    assert.deepEqual(cast.spells, [{ id: 'constructor', uses: 0 }]);
    assert.ok(
      cast.mods.some((m) => m.stat === 'def' && m.delta === 2),
      JSON.stringify(cast.mods),
    );
  });

  test('an import of documents named constructor creates them, and renames them on a clash', async () => {
    const creature = copy(pack.creatures, 'goblin');
    const first = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: { creatures: [creature] } } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, { created: ['creatures/constructor'], replaced: [], renamed: [] });
    const again = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: { creatures: [creature] } } });
    assert.equal(again.status, 409);
    assert.deepEqual(
      again.body.error.issues.map((i: { path: string }) => i.path),
      ['creatures/constructor'],
    );
    const renamed = await call(req, 'POST', '/api/import', {
      token: ADMIN_TOKEN,
      body: { pack: { creatures: [creature] }, onClash: { 'creatures/constructor': 'rename' } },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual(renamed.body, {
      created: ['creatures/constructor-2'],
      replaced: [],
      renamed: [{ from: 'creatures/constructor', to: 'creatures/constructor-2' }],
    });
    // a clash choice for a key no document has is not read through the prototype: still a clash
    const other = await call(req, 'POST', '/api/import', {
      token: ADMIN_TOKEN,
      body: { pack: { creatures: [creature] }, onClash: { 'creatures/goblin': 'replace' } },
    });
    assert.equal(other.status, 409);
  });
});
