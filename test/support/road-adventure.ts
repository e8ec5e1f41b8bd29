/**
 * A small adventure for the road's tests, shaped like the guide's Forsaken Woods (spec 003) but written
 * here so the tests do not wait for the real document: a start location `trail` with a chest, a challenge, two
 * dialogues (a repeat-from-start hub and an ordinary one), the branch of the Divided Trail; its two branch
 * locations `briar` and `charcoal` (an encounter chest, an exit chest); and `glade` with a mandatory fight before a
 * camp, the Dawn Stones, an automatic mandatory dialogue only on Basic, and the completing exit. Plus helpers to
 * play actions as the leader.
 * @module
 */
import assert from 'node:assert/strict';
import { Adventure } from '../../content/schemas/adventure.ts';
import { applyCampaign, type Actor } from '../../engine/campaign/index.ts';
import { CampaignRejection } from '../../engine/campaign/refusal.ts';
import { newCampaign } from '../../engine/campaign/town/economy.ts';
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState } from '../../engine/campaign/types.ts';
import { accepted, campaignContext } from './campaign.ts';

const t = (en: string) => ({ it: en, en });

/** The road's test adventure (see the module). */
export const roadAdventure: Adventure = Adventure.parse({
  id: 'road-woods',
  name: t('Road woods'),
  ruleset: 'forsaken-woods',
  town: { name: t('Oddwater') },
  start: 'trail',
  recruits: ['xov'],
  locations: [
    {
      id: 'trail',
      name: t('Old Trail'),
      nodes: [
        { id: 'trail-cache', kind: 'chest', name: t('Cache'), at: 0.1, rewards: { gold: 18 } },
        {
          id: 'wagon',
          kind: 'challenge',
          name: t('Broken Wagon'),
          at: 0.3,
          dc: 12,
          approaches: [
            {
              id: 'lift',
              name: t('Lift it'),
              skill: 'might',
              base: 0,
              modifiers: [
                { when: { kind: 'heroAlive', hero: 'vestin' }, value: 2 },
                { when: { kind: 'flag', flag: 'never-set' }, value: 5 },
              ],
            },
            { id: 'pry', name: t('Pry it'), skill: 'finesse', base: 1, requires: [{ kind: 'item', item: 'antidoto', min: 1 }] },
          ],
          success: { rewards: { gold: 10, xp: 5 }, flag: 'wagon-freed' },
          failure: { damage: 2, flag: 'wagon-stuck' },
        },
        {
          id: 'burner',
          kind: 'dialogue',
          name: t('Charcoal Burner'),
          at: 0.4,
          speaker: t('Burner'),
          start: 'hub',
          repeatFromStart: true,
          pages: [
            {
              id: 'hub',
              text: t('What do you want?'),
              choices: [
                { id: 'ask-stones', text: t('The old stones?'), next: 'stones', clue: 'old-stones-clue' },
                { id: 'bye', text: t('Bye') },
              ],
            },
            { id: 'stones', text: t('Touch the sun.'), choices: [{ id: 'back', text: t('Something else'), next: 'hub' }] },
          ],
        },
        {
          id: 'hermit',
          kind: 'dialogue',
          name: t('Hermit'),
          at: 0.45,
          speaker: t('Hermit'),
          start: 'first',
          pages: [
            { id: 'first', text: t('Hello.'), choices: [{ id: 'more', text: t('More'), next: 'second' }] },
            { id: 'second', text: t('That is all.'), choices: [{ id: 'bye', text: t('Bye') }] },
          ],
        },
        {
          id: 'divide',
          kind: 'branch',
          name: t('Divided Trail'),
          at: 0.6,
          mandatory: true,
          options: [
            { id: 'bootprints', clue: t('Bootprints'), to: 'briar' },
            { id: 'blue-markers', clue: t('Blue markers'), to: 'charcoal' },
          ],
        },
        { id: 'trail-exit', kind: 'exit', name: t('Exit'), at: 1 },
      ],
    },
    { id: 'briar', name: t('Briar Crossing'), nodes: [{ id: 'briar-exit', kind: 'exit', name: t('Exit'), at: 1 }], routes: ['glade'] },
    {
      id: 'charcoal',
      name: t('Charcoal Burner'),
      nodes: [
        { id: 'spider-chest', kind: 'encounter', name: t('Wayside'), at: 0.4, mission: 'spider-wayside', chest: true, rewards: { gold: 20, xp: 25 } },
        { id: 'charcoal-exit', kind: 'exit', name: t('Exit chest'), at: 1, chest: true, rewards: { gold: 27, xp: 5 } },
      ],
      routes: ['glade'],
    },
    {
      id: 'glade',
      name: t('Mossy Glade'),
      nodes: [
        { id: 'wormface', kind: 'encounter', name: t('Wormface'), at: 0.2, mission: 'wormface-lair', mandatory: true, rewards: { gold: 30, xp: 30 } },
        { id: 'glade-camp', kind: 'camp', name: t('Camp'), at: 0.4 },
        {
          id: 'dawn-stones',
          kind: 'puzzle',
          name: t('Dawn Stones'),
          at: 0.6,
          options: [
            { id: 'leaf', name: t('Touch the leaf'), damage: 1 },
            { id: 'moon', name: t('Touch the moon'), drainStamina: 1 },
            { id: 'sun', name: t('Touch the sun') },
          ],
          solution: 2,
          rewards: { xp: 25 },
        },
        {
          id: 'xov-talk',
          kind: 'dialogue',
          name: t('Xov'),
          at: 0.8,
          mandatory: true,
          automatic: true,
          tiers: ['basic'],
          speaker: t('Xov'),
          start: 'meet',
          pages: [{ id: 'meet', text: t('I am Xov.'), choices: [{ id: 'welcome', text: t('Welcome') }] }],
        },
        {
          id: 'glade-exit',
          kind: 'exit',
          name: t('Sealed objective'),
          at: 1,
          completes: true,
          artifact: 'silverSeal',
          reputation: 1,
          rewards: { gold: 30, xp: 20 },
        },
      ],
    },
  ],
});

/** The leader of a campaign, holding no hero. */
export const leader: Actor = { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] };

/** A context of the road's adventure; `opts` as {@link campaignContext} (four active heroes and Xov in reserve by default). */
export function roadContext(opts: { roster?: string[]; active?: number; adventure?: Adventure } = {}): CampaignContext {
  return campaignContext({ adventure: roadAdventure, ...opts, roster: opts.roster ?? ['vestin', 'markovia', 'mystere', 'spargle'] });
}

/** A new campaign of `ctx` (seed `road`), its prologue done. */
export function roadCampaign(ctx: CampaignContext, seed = 'road'): CampaignState {
  const state = newCampaign(ctx, { id: 'road-test', seed });
  state.prologue = 'done';
  return state;
}

/** A player of a campaign: plays actions, keeping the state. */
export class Party {
  constructor(
    readonly ctx: CampaignContext,
    public state: CampaignState,
    readonly actor: Actor = leader,
  ) {}

  /** Plays `action`; returns its events. @throws CampaignRejection when refused. */
  act(action: CampaignAction): CampaignEvent[] {
    const r = accepted(applyCampaign(this.ctx, this.state, action, this.actor));
    this.state = r.state;
    return r.events;
  }

  /** Asserts `action` is refused with `code` and changes nothing. */
  refused(action: CampaignAction, code: string): void {
    const before = JSON.stringify(this.state);
    assert.throws(
      () => this.act(action),
      (e: unknown) => e instanceof CampaignRejection && e.code === code,
      `${JSON.stringify(action)} is refused with ${code}`,
    );
    assert.equal(JSON.stringify(this.state), before, 'a refusal changes nothing');
  }

  /** Plays each action in turn. */
  play(...actions: CampaignAction[]): void {
    for (const a of actions) this.act(a);
  }

  /** The Company's hero `id`. */
  hero(id: string) {
    const h = this.state.company.heroes.find((x) => x.id === id);
    assert.ok(h, `hero ${id}`);
    return h;
  }
}
