/**
 * A campaign under a `rules` ruleset played over HTTP against a real listening server: the default pack's Embervale
 * Road (`la-strada-di-valbrace`, the Embervale ruleset) from its start to its end by a scripted client choosing every
 * campaign action from its own `legal` list, its two fights played in their rooms by the scripted heroes. The first
 * fight's experience (the creatures' shares and the encounter's 10 XP) gains each survivor level 2 by the document's
 * progression; between the fights the party rests by the document's breather, restoring half of each hero's vigour
 * and all its resolve, and the run's clock counts its 30 minutes.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type CampaignAction, CampaignTable } from './support/campaign-play.ts';
import { inspectableServer, tempDir } from './support/server.ts';
import { weirHero } from './support/weir-bot.ts';

const ADVENTURE = 'la-strada-di-valbrace';

type Hero = { id: string; level: number; xp: number; hp: number; res: number };

describe('a rules campaign over HTTP', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let table: CampaignTable | undefined;
  before(async () => {
    server = await inspectableServer(tmp.dir);
  });
  after(async () => {
    table?.close();
    await server.close();
    tmp.remove();
  });

  test('the Embervale Road to its end: a level gained after the first fight, a rest between the fights, the adventure completed', async () => {
    table = await CampaignTable.create(server.url, ADVENTURE, 'strada-1', []);
    let v = await table.httpView();
    assert.equal(v.view.system.module, 'rules');
    assert.deepEqual(
      v.view.system.rests.map((r: { id: string; minutes: number; kind: string }) => [r.id, r.minutes, r.kind]),
      [
        ['breather', 30, 'short'],
        ['night', 480, 'long'],
      ],
    );
    // a new Company: level 1, vigour 6 + 2 × might, resolve 1 + wits; level 2 needs 10 XP
    assert.deepEqual(
      v.view.company.heroes.map((h: Hero) => [h.id, h.level, h.xp, h.hp, h.res]),
      [
        ['orsola', 1, 0, 12, 2],
        ['bram', 1, 0, 8, 3],
        ['mirella', 1, 0, 6, 4],
        ['tessa', 1, 0, 8, 2],
      ],
    );
    assert.deepEqual(v.view.sheets.orsola, { ...v.view.sheets.orsola, maxHp: 12, maxRes: 2, resource: 'resolve', nextLevelXp: 10 });

    // the first fight, at the mill
    await table.act({ type: 'travel', to: 'il-mulino' });
    const first = await table.fight();
    assert.equal(first.result, 'victory', JSON.stringify(first.events));
    const reward = first.events.find((e) => e.type === 'reward')!;
    assert.equal(reward.xp, 10);
    // the mill's creatures felled Bram and Mirella (seed strada-1); Orsola and Tessa won it
    const survivors = reward.heroes as string[];
    assert.deepEqual(survivors, ['orsola', 'tessa']);
    const promoted = first.events.filter((e) => e.type === 'promoted');
    assert.deepEqual(
      promoted.map((e) => [e.hero, e.level, e.vitality]),
      survivors.map((h) => [h, 2, 0]),
      'each survivor gains level 2 (Embervale grants no vitality: its levelVitality is "none")',
    );
    // each survivor carried 7 XP out of the room (its shares of the creatures felled) and was paid the encounter's 10;
    // the fallen keep what they gained before falling, and no level
    v = await table.httpView();
    assert.deepEqual(
      v.view.company.heroes.map((h: Hero) => [h.id, h.level, h.xp, h.hp, h.res]),
      [
        ['orsola', 2, 17, 4, 2],
        ['bram', 1, 1, 0, 3],
        ['mirella', 1, 5, 0, 4],
        ['tessa', 2, 17, 8, 2],
      ],
    );
    // level 2 adds 2 to the maximum vigour by its formula (6 + 2 × might + 2 × (level − 1)); level 3 needs 25 XP
    assert.deepEqual(
      ['orsola', 'tessa'].map((h) => [v.view.sheets[h].maxHp, v.view.sheets[h].nextLevelXp]),
      [
        [14, 25],
        [10, 25],
      ],
    );

    // a rest between the fights: the breather gives back half of each living hero's maximum vigour (rounded down) and
    // all its resolve; the dead stay dead
    const rested = await table.act({ type: 'take_rest', rest: 'breather' });
    const taken = rested.events.find((e) => e.type === 'rest_taken')!;
    assert.deepEqual([taken.minutes, taken.interrupted, taken.slots], [30, false, false]);
    // Orsola: 4 + 7 (half of 14) = 11; Tessa: 8 + 5 = 13, cut to her maximum 10
    assert.deepEqual(taken.heroes, [
      { hero: 'orsola', resources: { vigour: 11, resolve: 2 } },
      { hero: 'tessa', resources: { vigour: 10, resolve: 2 } },
    ]);
    v = await table.httpView();
    assert.deepEqual(
      v.view.company.heroes.map((h: Hero) => [h.id, h.hp, h.res]),
      [
        ['orsola', 11, 2],
        ['bram', 0, 3],
        ['mirella', 0, 4],
        ['tessa', 10, 2],
      ],
    );
    assert.equal(v.view.run.clock, 30);

    // on to the ford: the second fight, The Embervale Weir (its slinger out of sight behind a pillar and its stalker
    // sneaking: the heroes walk to where the mission posted its creatures when none is in sight), then the exit that
    // completes the adventure
    await table.act({ type: 'advance' });
    await table.act({ type: 'exit' });
    await table.act({ type: 'travel', to: 'il-guado' });
    const weir = JSON.parse(readFileSync(new URL('../content/packs/default/missions/la-diga-di-valbrace.json', import.meta.url), 'utf8'));
    const second = await table.fight(weirHero(weir.monsters.map((m: { x: number; y: number }, i: number) => ({ unit: `m${i + 1}`, at: [m.x, m.y] }))));
    assert.equal(second.result, 'victory', JSON.stringify(second.events));
    await table.act({ type: 'advance' });
    const done = await table.act({ type: 'exit' });
    assert.ok(
      done.events.some((e: CampaignAction) => e.type === 'adventure_completed' && e.adventure === ADVENTURE),
      JSON.stringify(done.events),
    );
    v = await table.httpView();
    assert.equal(v.view.run.completed, true);
    assert.deepEqual(v.view.run.resolved.slice().sort(), ['il-guado-fine', 'il-guado-scontro', 'il-mulino-scontro', 'il-mulino-uscita'].sort());
  });
});
