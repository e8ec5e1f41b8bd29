/**
 * The classic quest book over the API: two classic quests played in a row as a campaign, against a real
 * listening server. The gold a hero finds in the first quest's room (a treasure search) is its own; it spends it at
 * the Armory in town (`buy` with the hero); the weapon bought is in the hero's piece in the second quest's room.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { saveDocument } from '../cms/content/repository.ts';
import { Adventure } from '../content/schemas/adventure.ts';
import { Mission } from '../content/schemas/mission.ts';
import { TREASURE_ROOM as TREASURE_ROOM_DOC, TRIAL_BOOK } from './support/classic-book.ts';
import { act, call, getView, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';

const TREASURE_ROOM = Mission.parse(TREASURE_ROOM_DOC);
const BOOK = Adventure.parse(TRIAL_BOOK);

describe('the classic quest book over the API', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let req: Requester;
  before(async () => {
    server = await inspectableServer(tmp.dir);
    req = overHttp(server.url);
    await saveDocument(server.services.db, 'missions', TREASURE_ROOM, { status: 'published' });
    await saveDocument(server.services.db, 'adventures', BOOK, { status: 'published' });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  const campaignAct = async (id: string, token: string, action: unknown) => {
    const answer = await call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body: action });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const campaignView = async (id: string, token: string) => {
    const answer = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  test("gold found in the first quest is the finder's, spent at the Armory; the broadsword bought is carried into the second quest's room", async () => {
    const created = await call(req, 'POST', '/api/campaigns', { token: ADMIN_TOKEN, body: { adventure: 'libro-di-prova', seed: 'libro-1' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.campaign as string;
    const leader = created.body.token as string;

    // the first quest: the barbarian (seat h1, the first active hero) searches the room and finds 300 gold
    await campaignAct(id, leader, { type: 'travel', to: 'prima' });
    const fight = await campaignAct(id, leader, { type: 'fight' });
    assert.deepEqual(
      fight.fight.seats.map((s: { hero: string; seat: string }) => [s.hero, s.seat]),
      [
        ['barbaro', 'h1'],
        ['nano', 'h2'],
        ['elfo', 'h3'],
        ['mago', 'h4'],
      ],
    );
    const room = fight.fight.room as string;
    const barbarian = fight.fight.seats[0].token as string;
    await act(req, room, barbarian, { type: 'search', for: 'treasure' });
    const over = await getView(req, room, barbarian);
    assert.equal(over.view.phase, 'over');
    assert.equal(over.view.result?.winner, 'heroes');

    let view = await campaignView(id, leader);
    assert.equal(view.fight, null);
    assert.deepEqual(view.view.run.resolved, ['prima-missione']);
    assert.deepEqual(
      view.view.company.heroes.map((h: { id: string; gold: number; hp: number }) => [h.id, h.gold, h.hp]),
      [
        ['barbaro', 300, 8],
        ['nano', 0, 7],
        ['elfo', 0, 6],
        ['mago', 0, 4],
      ],
    );
    assert.equal(view.view.company.gold, 0);

    // back to town: the Armory offers the broadsword to the barbarian at 250 gold, affordable from its own 300
    await campaignAct(id, leader, { type: 'advance' });
    await campaignAct(id, leader, { type: 'exit' });
    await campaignAct(id, leader, { type: 'travel', to: 'town' });
    view = await campaignView(id, leader);
    const offer = view.view.town.find(
      (o: { action: { type: string; item?: string; hero?: string } }) => o.action.type === 'buy' && o.action.item === 'spadone' && o.action.hero === 'barbaro',
    );
    assert.deepEqual(offer, {
      action: { type: 'buy', item: 'spadone', count: 1, hero: 'barbaro' },
      price: 250,
      currency: 'gold',
      purse: 'barbaro',
      affordable: true,
      refusal: null,
    });
    const poorer = await call(req, 'POST', `/api/campaigns/${id}/actions`, { token: leader, body: { type: 'buy', item: 'spadone', count: 1, hero: 'nano' } });
    assert.equal(poorer.status, 409);
    assert.equal(poorer.body.error.code, 'not_enough_gold');
    const bought = await campaignAct(id, leader, { type: 'buy', item: 'spadone', count: 1, hero: 'barbaro' });
    assert.deepEqual(bought.events, [{ type: 'bought', item: 'spadone', count: 1, gold: 250, hero: 'barbaro' }]);
    view = await campaignView(id, leader);
    const held = view.view.company.heroes.find((h: { id: string }) => h.id === 'barbaro');
    assert.equal(held.gold, 50);
    assert.deepEqual(held.items, ['pozione-curativa', 'spadone']);

    // the second quest: the barbarian comes in with its broadsword (3 attack dice) and its 50 gold
    await campaignAct(id, leader, { type: 'travel', to: 'seconda' });
    const second = await campaignAct(id, leader, { type: 'fight' });
    const secondRoom = second.fight.room as string;
    assert.notEqual(secondRoom, room);
    const inRoom = await getView(req, secondRoom, second.fight.seats[0].token);
    const piece = inRoom.view.units.find((u) => u.kind === 'barbaro')!;
    assert.deepEqual(piece.items, ['pozione-curativa', 'spadone']);
    assert.equal(piece.attack, 3);
    assert.equal(piece.gold, 50);
    assert.equal(piece.body, 8);
  });

  test('the quest book of the default pack is a campaign of the classic ruleset: its first quest is la-prova, in a room with no master', async () => {
    const created = await call(req, 'POST', '/api/campaigns', { token: ADMIN_TOKEN, body: { adventure: 'il-libro-delle-missioni', seed: 'libro-2' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.campaign as string;
    const leader = created.body.token as string;
    await campaignAct(id, leader, { type: 'travel', to: 'la-prova' });
    const fight = await campaignAct(id, leader, { type: 'fight' });
    const room = await getView(req, fight.fight.room, fight.fight.seats[0].token);
    assert.equal(room.view.mission.id, 'la-prova');
    assert.equal(room.view.mission.auto, true);
    assert.equal(room.view.phase, 'playing');
  });
});
