/**
 * The whole Forsaken Woods adventure played over HTTP by scripted clients, on a
 * real listening server over a real database: a new campaign, its leader and a joined player holding two heroes,
 * from Oddwater to Veyr's defeat at Basic and then, after `next_tier` in town, again at Advanced; the Divided Trail's
 * bootprints (Briar Crossing) in the first run and its blue markers (the Charcoal Burner) in the second; the town
 * between fights (travel, rest, the shop, the Guild's level-ups and training); a save and a load in the middle; a
 * fight lost and the Temple after it. Every action sent is taken from the sender's own `legal` list and must be
 * accepted. Then every body and live frame the players received is scanned for what a player must not be told.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Action, View } from '../engine/index.ts';
import { heroChoice } from './support/bot.ts';
import { type CampaignAction, CampaignTable, FORSAKEN_WOODS, type Received } from './support/campaign-play.ts';
import { RoadPlayer } from './support/campaign-road.ts';
import { inspectableServer, tempDir } from './support/server.ts';

/** The tier numbers of the forsaken-woods board at Advanced (engine/d20 tiers: `authored.tiers.advanced`). */
const ADVANCED = { hpPercent: 125, defense: 1, attack: 1, damage: 1, rewardsPercent: 125 };
/** How many times a lost fight is tried again (after the Temple and the Guild) before the test gives up. */
const MAX_TRIES = 4;
/** The gold the town keeps for the Temple when it trains (four resurrections after a defeat's 10%). */
const RESERVE = 140;
/** The route of each run, in order, and the Divided Trail's option it takes. */
const RUNS = [
  { tier: 'basic', option: 'bootprints', taken: 'briar-crossing', excluded: 'charcoal-burner' },
  { tier: 'advanced', option: 'blue-markers', taken: 'charcoal-burner', excluded: 'briar-crossing' },
] as const;
const ROUTE = (taken: string) => [
  'old-road',
  'divided-trail',
  taken,
  'broken-cart',
  'mossy-glade',
  'dawn-stones',
  'fallen-bridge',
  'watchtower',
  'sealed-road',
];

/** Heroes that walk to the creatures and never strike, cast or defend (a fight they lose): the bot's choice among moves. */
const idle = (view: View, legal: Action[]): Action =>
  heroChoice(
    view,
    legal.filter((a) => ['start', 'roll', 'open_door', 'move', 'end_turn'].includes(a.type)),
  );
const debug = process.env.PLAY_DEBUG ? (...args: unknown[]) => console.error(new Date().toISOString().slice(11, 23), ...args) : () => undefined;

describe('Forsaken Woods played over HTTP', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let table: CampaignTable;
  before(async () => {
    server = await inspectableServer(tmp.dir);
  });
  after(async () => {
    table?.close();
    await server.close();
    tmp.remove();
  });

  /** The road played by the scripted players (test/support/campaign-road.ts), once the campaign is created. */
  let road: RoadPlayer;
  /** The Company as the leader sees it now. */
  const company = () => road.company();
  /** The town between fights: the Temple, a rest, the Guild's level-ups and training (`RoadPlayer.town`). */
  const town = (reason: string) => road.town(reason);

  test('a new campaign plays Forsaken Woods at Basic and at Advanced: both branches, the town between fights, a save and a load, a defeat and the Temple; every legal action accepted', async () => {
    table = await CampaignTable.create(server.url, 'forsaken-woods', 'forsaken-woods-play-1', [['vestin', 'markovia']]);
    road = new RoadPlayer(table, FORSAKEN_WOODS, { levelUp: true, train: true, reserve: RESERVE, maxTries: MAX_TRIES, debug });
    const p1 = table.players[1]!;
    assert.deepEqual([table.leader.heroes, p1.name, p1.heroes], [['mystere', 'spargle', 'aldren', 'sabine'], 'p1', ['vestin', 'markovia']]);
    const start = await table.view();
    assert.deepEqual([start.view.company.gold, start.view.company.provisions, start.view.company.potions, start.view.prologue], [40, 3, 4, 'pending']);
    await table.act({ type: 'skip_prologue' });

    for (const run of RUNS) {
      for (const location of ROUTE(run.taken)) {
        debug('to', run.tier, location, table.sent.length);
        await table.act({ type: 'travel', to: location });
        if (location === 'broken-cart' && run.tier === 'basic') {
          // a save and a load in the middle: the state after the load is the state at the save
          const saved = (await table.view(p1)).view;
          assert.equal((await table.save('1', p1)).seq, saved.seq);
          await road.playLocation(run, location);
          const moved = (await table.view(p1)).view;
          assert.notDeepEqual([moved.company.gold, moved.run.resolved], [saved.company.gold, saved.run.resolved], 'the play moved on after the save');
          const loaded = await table.load('1', p1);
          assert.equal(loaded.events[0].type, 'campaign_loaded');
          const back = (await table.view(p1)).view;
          assert.deepEqual({ ...back, seq: 0 }, { ...saved, seq: 0 }, 'the loaded campaign is the saved one: gold, place, resolved, the whole view');
          assert.deepEqual(back.run.place, { at: 'location', location: 'broken-cart', position: 0 });
        }
        if (location === 'old-road' && run.tier === 'advanced') {
          // a fight lost: the heroes stand idle until they fall; the party is sent to the Temple
          const before = await company();
          const lost = await table.fight(idle);
          assert.equal(lost.result, 'defeat');
          const after = (await table.view()).view;
          assert.deepEqual(after.run.place, { at: 'town' }, 'a defeat sends the party to town');
          assert.equal(after.company.gold, before.gold - Math.floor(before.gold / 10), 'a defeat costs 10% of the gold, rounded down');
          const dead = after.company.heroes.filter((h: { hp: number; id: string }) => h.hp === 0 && after.company.active.includes(h.id));
          assert.ok(dead.length > 0, 'heroes fell');
          await town('after the defeat');
          const raised = (await company()).heroes;
          for (const h of dead) assert.ok(raised.find((r: { id: string }) => r.id === h.id).hp > 0, `${h.id} resurrected at the Temple`);
          await table.act({ type: 'travel', to: location });
        }
        await road.playLocation(run, location);
        for (const p of table.players) await table.httpView(p);
        const v = (await table.view()).view;
        if (location === 'divided-trail') {
          assert.deepEqual([v.run.opened.includes(run.taken), v.run.excluded], [true, [run.excluded]]);
          const fork = v.map.find((l: { id: string }) => l.id === 'divided-trail').nodes.find((n: { id: string }) => n.id === 'divided-trail-fork');
          assert.deepEqual(
            fork.options.map((o: { id: string; to?: string }) => [o.id, o.to]),
            run.option === 'bootprints'
              ? [
                  ['bootprints', 'briar-crossing'],
                  ['blue-markers', undefined],
                ]
              : [
                  ['bootprints', undefined],
                  ['blue-markers', 'charcoal-burner'],
                ],
          );
        }
        assert.ok(!(await table.view()).legal.some((a) => a.type === 'travel' && a.to === run.excluded), `${run.excluded} is excluded for the run`);
      }
      const done = (await table.view()).view;
      assert.equal(done.run.completed, true, `the ${run.tier} run is completed`);
      assert.equal(done.run.highest, run.tier);
      assert.ok(done.run.resolved.includes('sealed-road-veyr'), 'Veyr is defeated');
      assert.ok(done.map.find((l: { id: string }) => l.id === run.excluded).excluded);
      assert.ok(!done.map.find((l: { id: string }) => l.id === run.excluded).visited, `${run.excluded} never visited`);
      await town(`after the ${run.tier} run`);
      if (run.tier === 'basic') {
        const next = await table.act({ type: 'next_tier' });
        assert.deepEqual(
          next.events.map((e) => [e.type, e.tier]),
          [['run_started', 'advanced']],
        );
      }
    }

    // every active hero went to the Guild at least once; the Company recruited Xov and holds the Silver Seal
    const end = await company();
    assert.ok(
      end.heroes.filter((h: { level: number }) => h.level >= 3).length > 0,
      JSON.stringify(end.heroes.map((h: { id: string; level: number }) => [h.id, h.level])),
    );
    assert.ok(end.heroes.some((h: { id: string }) => h.id === 'xov'));
    assert.deepEqual(end.artifacts, ['silverSeal']);
    assert.deepEqual(end.records.completions, { basic: 1, advanced: 1 });

    // the town between fights, the Guild and the Temple were all used
    const types = new Set(table.sent.map((x) => x.action.type));
    for (const type of [
      'travel',
      'rest',
      'buy',
      'level_up',
      'train',
      'resurrect',
      'open',
      'attempt',
      'solve',
      'choose',
      'camp',
      'talk',
      'exit',
      'fight',
      'next_tier',
    ])
      assert.ok(types.has(type), `${type} was played`);
    // each room's end reached the campaign once, and each fight won paid once in its run
    const ends = table
      .liveFrames()
      .filter((f) => f.player === 'leader')
      .flatMap((f) => JSON.parse(f.raw).events as CampaignAction[]);
    const rooms = ends.filter((e) => e.type === 'fight_ended').map((e) => e.room);
    assert.equal(rooms.length, new Set(rooms).size);
    assert.equal(rooms.length, road.fights.length + 1, 'every fight played, the one lost too');

    // stronger creatures at Advanced: the same mission's creatures by the tier's numbers
    const won = (tier: string, node: string) => road.fights.find((f) => f.tier === tier && f.node === node && f.fight.creatures.size > 0)!;
    for (const node of ['old-road-ambush', 'sealed-road-veyr']) {
      const basic = won('basic', node).fight.creatures;
      const advanced = won('advanced', node).fight.creatures;
      assert.ok(basic.size > 0);
      for (const [kind, b] of basic) {
        const a = advanced.get(kind);
        if (!a) continue;
        assert.deepEqual(
          a,
          {
            maxBody: Math.ceil((b.maxBody * ADVANCED.hpPercent) / 100),
            ac: b.ac + ADVANCED.defense,
            attack: b.attack + ADVANCED.attack,
            damageBonus: b.damageBonus + ADVANCED.damage,
          },
          `${kind} of ${node}`,
        );
      }
      assert.ok(
        [...basic.keys()].some((k) => advanced.has(k)),
        `a creature of ${node} seen at both tiers`,
      );
    }
    // bigger rewards at Advanced: every fight won paid ceil(base × 1.25) gold and XP
    for (const f of road.fights.filter((x) => x.fight.result === 'victory')) {
      const node = FORSAKEN_WOODS.locations.flatMap((l) => l.nodes).find((n) => n.id === f.node)!;
      const base = (node as { rewards?: { gold?: number; xp?: number } }).rewards!;
      const reward = f.fight.events.find((e) => e.type === 'reward' && e.receipt === `reward:${f.node}`)!;
      const pct = f.tier === 'advanced' ? ADVANCED.rewardsPercent : 100;
      assert.deepEqual(
        [reward.gold, reward.xp],
        [Math.ceil(((base.gold ?? 0) * pct) / 100), Math.ceil(((base.xp ?? 0) * pct) / 100)],
        `${f.node} at ${f.tier}`,
      );
    }
    assert.deepEqual(
      new Set(road.fights.filter((f) => f.fight.result === 'victory').map((f) => `${f.tier}:${f.node}`)).size,
      10,
      'five fights won in each run',
    );
  });
  test("nothing a player received for the campaign — view bodies, action answers, live frames — carries an unchosen branch's destination, an unvisited location's encounters, a chest's rewards before it is opened, the dice or the ledger", () => {
    assert.ok(table, 'the play above ran');
    const received: Received[] = [...table.received, ...table.liveFrames()];
    const withView = received.filter((r) => r.view !== null);
    assert.ok(withView.length > 300, `only ${withView.length} views received`);
    assert.deepEqual(new Set(received.map((r) => r.player)), new Set(['leader', 'p1']));
    const nodes = FORSAKEN_WOODS.locations.flatMap((l) => l.nodes.map((n) => ({ location: l.id, node: n })));
    const branches = nodes.filter((x) => x.node.kind === 'branch').map((x) => x.node as Extract<typeof x.node, { kind: 'branch' }>);
    // what the scan looked for and later saw given out, so it could have failed
    const hiddenThenShown = { mission: new Set<string>(), rewards: new Set<string>(), to: new Set<string>() };
    const seenHidden = { mission: new Set<string>(), rewards: new Set<string>(), to: new Set<string>() };
    for (const r of received) {
      const at = `${r.player} ${r.what}`;
      assert.ok(!r.raw.includes('"rng"'), `${at}: the dice`);
      assert.ok(!r.raw.includes('"ledger"'), `${at}: the ledger`);
      if (r.view === null) continue;
      const v = r.view;
      // an unvisited location: its name only, never its nodes nor its encounters' missions
      for (const l of v.map as { id: string; visited: boolean; nodes?: unknown[] }[]) {
        if (l.visited) continue;
        assert.equal(l.nodes, undefined, `${at}: ${l.id}'s nodes`);
        for (const { node } of nodes.filter((x) => x.location === l.id)) {
          assert.ok(!r.raw.includes(`"${node.id}"`), `${at}: node ${node.id} of the unvisited ${l.id}`);
          if (node.kind === 'encounter') {
            assert.ok(!r.raw.includes(`"${node.mission}"`), `${at}: mission ${node.mission} of the unvisited ${l.id}`);
            seenHidden.mission.add(node.mission);
          }
        }
      }
      // a branch: only the chosen option's destination, and no unopened destination anywhere in the frame
      for (const b of branches) {
        for (const o of b.options) {
          if (v.run.opened.includes(o.to)) continue;
          assert.ok(!r.raw.includes(`"to":"${o.to}"`), `${at}: where ${b.id}'s ${o.id} leads`);
          seenHidden.to.add(o.to);
        }
      }
      // a node not resolved shows no rewards (a chest before it is opened), no outcomes, no solution
      let shownRewards = 0;
      for (const l of v.map as { id: string; nodes?: any[] }[]) {
        for (const n of l.nodes ?? []) {
          if (n.kind === 'branch') for (const o of n.options) assert.equal('to' in o, o.id === n.chosen, `${at}: ${n.id}'s ${o.id}`);
          assert.ok(!('solution' in n) && !('success' in n) && !('failure' in n), `${at}: ${n.id}'s hidden parts`);
          if ('rewards' in n) {
            assert.ok(n.resolved, `${at}: the rewards of ${n.id} before it was resolved`);
            shownRewards++;
            if (seenHidden.rewards.has(n.id)) hiddenThenShown.rewards.add(n.id);
          } else if (!n.resolved && nodes.some((x) => x.node.id === n.id && 'rewards' in x.node && x.node.rewards)) seenHidden.rewards.add(n.id);
        }
      }
      // and nowhere else in the frame (the events, the town)
      assert.equal(r.raw.split('"rewards":').length - 1, shownRewards, `${at}: rewards outside the resolved nodes`);
      for (const m of seenHidden.mission) if (r.raw.includes(`"${m}"`)) hiddenThenShown.mission.add(m);
      for (const t of seenHidden.to) if (r.raw.includes(`"to":"${t}"`)) hiddenThenShown.to.add(t);
    }
    // the scan looked for things the players were given later: every encounter's mission, both branches' destinations, the chests' rewards
    assert.deepEqual([...hiddenThenShown.mission].sort(), nodes.flatMap((x) => (x.node.kind === 'encounter' ? [x.node.mission] : [])).sort());
    assert.deepEqual([...hiddenThenShown.to].sort(), ['briar-crossing', 'charcoal-burner']);
    for (const chest of ['old-road-cache', 'fallen-bridge-river-cache', 'broken-cart-exit']) assert.ok(hiddenThenShown.rewards.has(chest), chest);
  });
});
