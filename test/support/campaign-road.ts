/**
 * The road of a campaign played by scripted players over HTTP (test/campaign-play.test.ts, and the
 * browser test of `<quest-board campaign>` that plays on between what it shows): each location node by node, each
 * fight won (after a defeat: the Temple, the town, back and again), the town between fights. Every action is taken
 * from the acting player's own `legal` list through {@link CampaignTable}, so the server's refusals fail the test.
 */
import assert from 'node:assert/strict';
import type { Adventure } from '../../content/schemas/adventure.ts';
import { type CampaignAction, type CampaignTable, type FightResult, nodeAt, type PlayerView } from './campaign-play.ts';

/** How the town between fights is used, and when the road stops. */
export interface RoadOptions {
  /** Whether the town levels the heroes up at the Guild (each player for its heroes) while it may. */
  levelUp: boolean;
  /** Whether the town trains the active heroes (health, then attack) while the gold keeps `reserve`. */
  train: boolean;
  /** The gold kept for the Temple when training (four resurrections after a defeat's 10%). */
  reserve: number;
  /** How many times a lost fight is tried before giving up. */
  maxTries: number;
  /** Checked in town after its services: true stops the road there ({@link RoadPlayer.stopped}). */
  stopInTown?: (view: PlayerView) => boolean;
  /** A line of progress, when debugging. */
  debug?: (...args: unknown[]) => void;
}

/** A run's branch choice at the Divided Trail. */
export interface RoadRun {
  tier: string;
  /** The option chosen at every branch. */
  option: string;
}

/** Plays a campaign's road (see the module). */
export class RoadPlayer {
  /** What each fight showed and paid, by the node fought. */
  readonly fights: { tier: string; node: string; fight: FightResult }[] = [];
  /** The road stopped in town because `stopInTown` said so. */
  stopped = false;

  constructor(
    readonly table: CampaignTable,
    readonly adventure: Adventure,
    readonly options: RoadOptions,
  ) {}

  /** The Company as the leader sees it now. */
  async company(): Promise<any> {
    return (await this.table.view()).view.company;
  }

  /**
   * The town between fights: there (one provision, bought back), the Temple for the dead (30 gold each), a rest,
   * the Guild's level-ups and training as the options say, provisions; then whether to stop.
   */
  async town(reason: string): Promise<void> {
    const table = this.table;
    const v = await table.view();
    if (v.view.run.place.at !== 'town') {
      await table.act({ type: 'travel', to: 'town' });
      assert.deepEqual((await table.view()).view.run.place, { at: 'town' }, reason);
    }
    for (const hero of (await this.company()).heroes.filter((h: { hp: number }) => h.hp === 0)) {
      const gold = (await this.company()).gold;
      if (gold < 30) break;
      const raised = await table.act({ type: 'resurrect', hero: hero.id }, table.holder(hero.id));
      assert.deepEqual(
        raised.events.map((e) => [e.type, e.hero, e.gold]),
        [['resurrected', hero.id, 30]],
      );
      assert.equal((await this.company()).gold, gold - 30, 'the Temple takes 30 gold');
    }
    if (await table.legal({ type: 'rest' })) await table.act({ type: 'rest' });
    if (this.options.levelUp) for (const p of table.players) await table.actWhileLegal({ type: 'level_up' }, p);
    const c = await this.company();
    const provisions = { type: 'buy', item: 'provviste', count: Math.min(3 - c.provisions, Math.floor(c.gold / 6)) };
    if (provisions.count > 0 && (await table.legal(provisions))) await table.act(provisions);
    if (this.options.train) await this.#train();
    if (this.options.stopInTown?.(await table.view())) this.stopped = true;
  }

  /** Training while the gold keeps the reserve for the Temple: health, then attack, for each active hero. */
  async #train(): Promise<void> {
    const table = this.table;
    for (let round = 0; round < 8; round++) {
      let trained = false;
      for (const hero of (await this.company()).active) {
        for (const track of ['health', 'attack']) {
          const p = table.holder(hero);
          const v = await table.view(p);
          const train = v.legal.find((a) => a.type === 'train' && a.hero === hero && a.track === track);
          const price = v.view.town.find(
            (o: { action: CampaignAction }) => o.action.type === 'train' && o.action.hero === hero && o.action.track === track,
          )?.price;
          if (!train || v.view.company.gold - price < this.options.reserve) continue;
          await table.send(p, train, v.seq);
          trained = true;
        }
      }
      if (!trained) break;
    }
  }

  /** Fights the encounter the party stands on until it is won (after a defeat: the Temple and the Guild, then back). */
  async fightThrough(tier: string, location: string, node: string): Promise<void> {
    for (let tries = 1; ; tries++) {
      const gold = (await this.company()).gold;
      const fight = await this.table.fight();
      if (fight.result === 'victory') {
        const paid = fight.events.filter((e) => e.type === 'reward');
        assert.deepEqual(
          paid.map((e) => e.receipt),
          [`reward:${node}`],
          'the victory pays its rewards, once',
        );
        assert.equal((await this.company()).gold, gold + (paid[0]!.gold as number), 'the gold the reward says');
      }
      this.options.debug?.('fight', tier, node, fight.result, fight.actions);
      this.fights.push({ tier, node, fight });
      if (fight.result === 'victory') return;
      assert.ok(tries < this.options.maxTries, `${node} at ${tier} lost ${tries} times`);
      await this.town(`after losing ${node}`);
      await this.table.act({ type: 'travel', to: location });
      await this.walkTo(node);
    }
  }

  /** Advances along the location the party stands in until it stands on `node`. */
  async walkTo(node: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const place = (await this.table.view()).view.run.place;
      if (nodeAt(this.adventure, place.location, place.position).id === node) return;
      await this.table.act({ type: 'advance' });
    }
    assert.fail(`never reached ${node}`);
  }

  /**
   * Plays location `location` (the party stands in it) from where the party stands to its exit: each node by its
   * kind, with every action from the legal list. After each fight won, the town and back — unless the town stopped
   * the road ({@link RoadOptions.stopInTown}): then it returns in town.
   */
  async playLocation(run: RoadRun, location: string): Promise<void> {
    const table = this.table;
    const talked = new Set<string>();
    for (let step = 0; step < 60; step++) {
      const v = await table.view();
      const place = v.view.run.place;
      assert.equal(place.location, location);
      const node = nodeAt(this.adventure, location, place.position);
      const resolved = v.view.run.resolved.includes(node.id);
      const shown = v.view.map.find((l: { id: string }) => l.id === location).nodes.find((n: { id: string }) => n.id === node.id);
      const has = (want: CampaignAction) => v.legal.some((a) => Object.entries(want).every(([k, x]) => a[k] === x));
      if (node.kind === 'exit') {
        if (!resolved) await table.act({ type: 'exit' });
        return;
      }
      if (!shown || resolved) {
        await table.act({ type: 'advance' });
        continue;
      }
      switch (node.kind) {
        case 'encounter':
          if (node.chest && !shown.confirmed) {
            await table.act({ type: 'open' });
            continue;
          }
          await this.fightThrough(run.tier, location, node.id);
          await this.town(`after ${node.id}`);
          if (this.stopped) return;
          await table.act({ type: 'travel', to: location });
          await this.walkTo(node.id);
          continue;
        case 'chest':
          await table.act({ type: 'open' });
          continue;
        case 'challenge':
          await table.act({ type: 'attempt' });
          continue;
        case 'puzzle': {
          // the options in order: the wrong ones first, then the sun
          const option = [0, 1, 2].find((o) => !talked.has(`${node.id}:${o}`))!;
          talked.add(`${node.id}:${option}`);
          await table.act({ type: 'solve', option });
          continue;
        }
        case 'camp':
          if (has({ type: 'camp' })) await table.act({ type: 'camp' });
          else await table.act({ type: 'advance' });
          continue;
        case 'branch':
          await table.act({ type: 'choose', option: run.option });
          continue;
        case 'dialogue': {
          const open = v.view.dialogue?.node === node.id ? v.view.dialogue : null;
          if (!open) {
            if (talked.has(node.id) && has({ type: 'advance' })) await table.act({ type: 'advance' });
            else await table.act({ type: 'talk', choice: undefined });
            talked.add(node.id);
            continue;
          }
          const choices: { id: string }[] = open.page.choices;
          const fresh = choices.find((c) => !talked.has(`${node.id}:${c.id}`) && c.id !== 'farewell');
          const pick = fresh ?? choices.find((c) => c.id === 'farewell') ?? choices.at(-1);
          if (pick) {
            talked.add(`${node.id}:${pick.id}`);
            await table.act({ type: 'talk', choice: pick.id });
          } else await table.act({ type: 'leave' });
          continue;
        }
      }
    }
    assert.fail(`${location} was not played through`);
  }

  /**
   * Plays on from where the party is, location after location along the run's route (the opened locations not yet
   * resolved, in the adventure's order, the excluded ones never), until the town stops the road or the route ends.
   * @returns whether the town stopped it.
   */
  async playOn(run: RoadRun): Promise<boolean> {
    for (let leg = 0; leg < this.adventure.locations.length * 2 && !this.stopped; leg++) {
      const v = (await this.table.view()).view;
      const exitResolved = (id: string) =>
        this.adventure.locations.find((l) => l.id === id)!.nodes.some((n) => n.kind === 'exit' && v.run.resolved.includes(n.id));
      const place = v.run.place;
      const next =
        place.at === 'location' && !exitResolved(place.location)
          ? place.location
          : this.adventure.locations.find((l) => v.run.opened.includes(l.id) && !v.run.excluded.includes(l.id) && !exitResolved(l.id))?.id;
      if (!next) return false;
      if (place.at !== 'location' || place.location !== next) await this.table.act({ type: 'travel', to: next });
      await this.playLocation(run, next);
    }
    return this.stopped;
  }
}
