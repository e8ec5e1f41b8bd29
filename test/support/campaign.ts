/**
 * Campaign contexts for the campaign engine's tests: the default pack's forsaken-woods ruleset (its
 * `campaign` block and d20 board) and hero documents, with a small adventure of two locations unless one is given.
 * @module
 */
import { loadDefaultPack } from '../../content/load-pack.ts';
import { Adventure } from '../../content/schemas/adventure.ts';
import type { CampaignRules } from '../../content/schemas/campaign-rules.ts';
import { d20BoardOf } from '../../engine/rulesets/d20/guide/board.ts';
import assert from 'node:assert/strict';
import type { CampaignContext, CampaignEvent, CampaignEventOf, CampaignEventType, CampaignState } from '../../engine/campaign/types.ts';
import type { CampaignResult } from '../../engine/campaign/apply.ts';
import { CampaignRejection, type Refusable } from '../../engine/campaign/refusal.ts';

const pack = loadDefaultPack();

/** The shipped forsaken-woods ruleset, as loaded from the default pack. */
export const forsakenWoods = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;

/** The heroes of the default pack, by id. */
export const packHeroes = new Map(pack.heroes.map((h) => [h.id, h]));

/** A small adventure of the forsaken-woods ruleset: `old-road` (a chest, then its exit opening `glade`) and `glade`; a prologue. */
export const sampleAdventure: Adventure = Adventure.parse({
  id: 'sample-woods',
  name: { it: 'Bosco di prova', en: 'Sample woods' },
  ruleset: 'forsaken-woods',
  town: { name: { it: 'Oddwater', en: 'Oddwater' } },
  start: 'old-road',
  prologue: { mission: 'la-veglia' },
  locations: [
    {
      id: 'old-road',
      name: { it: 'Strada vecchia', en: 'Old Road' },
      nodes: [
        { id: 'old-road-cache', kind: 'chest', name: { it: 'Scorta', en: 'Cache' }, at: 0.5, rewards: { gold: 18 } },
        { id: 'old-road-exit', kind: 'exit', name: { it: 'Uscita', en: 'Exit' }, at: 1 },
      ],
      routes: ['glade'],
    },
    {
      id: 'glade',
      name: { it: 'Radura', en: 'Glade' },
      nodes: [{ id: 'glade-exit', kind: 'exit', name: { it: 'Uscita', en: 'Exit' }, at: 1, completes: true, artifact: 'silverSeal', reputation: 1 }],
    },
  ],
  recruits: ['xov'],
});

/**
 * A campaign context: the forsaken-woods ruleset's campaign rules, with `newCompany.roster`/`active` replaced when
 * given (the default: the four heroes vestin, markovia, mystere, spargle active and xov in reserve), `adventure`
 * (default {@link sampleAdventure}) and every hero document of the pack.
 */
export function campaignContext(opts: { roster?: string[]; active?: number; adventure?: Adventure } = {}): CampaignContext {
  const base = forsakenWoods.campaign!;
  const rules: CampaignRules = structuredClone({
    ...base,
    newCompany: { ...base.newCompany, roster: opts.roster ?? ['vestin', 'markovia', 'mystere', 'spargle', 'xov'], active: opts.active ?? 4 },
  });
  return { adventure: opts.adventure ?? sampleAdventure, ruleset: forsakenWoods, rules, board: d20BoardOf(forsakenWoods), heroes: packHeroes };
}

/**
 * A road of the forsaken-woods ruleset for the fights' tests: the Watchtower's fight (`tower-fight`, 45 gold, 40 XP)
 * first, a chest (`cache`, 18 gold), an encounter chest (`spider-chest`, 20 gold, 25 XP), then its exit.
 */
export const fightAdventure: Adventure = Adventure.parse({
  id: 'fight-woods',
  name: { it: 'Bosco', en: 'Woods' },
  ruleset: 'forsaken-woods',
  town: { name: { it: 'Oddwater', en: 'Oddwater' } },
  start: 'road',
  locations: [
    {
      id: 'road',
      name: { it: 'Strada', en: 'Road' },
      nodes: [
        { id: 'tower-fight', kind: 'encounter', name: { it: 'Torre', en: 'Tower' }, at: 0.2, mission: 'la-torre-di-guardia', rewards: { gold: 45, xp: 40 } },
        { id: 'cache', kind: 'chest', name: { it: 'Scorta', en: 'Cache' }, at: 0.5, rewards: { gold: 18 } },
        {
          id: 'spider-chest',
          kind: 'encounter',
          chest: true,
          name: { it: 'Forziere del ragno', en: 'Spider chest' },
          at: 0.7,
          mission: 'la-torre-di-guardia',
          rewards: { gold: 20, xp: 25 },
        },
        { id: 'road-exit', kind: 'exit', name: { it: 'Uscita', en: 'Exit' }, at: 1 },
      ],
    },
  ],
});

/**
 * What an accepted action (or question) answered: the state and events of an applied action, the value of a
 * {@link Refusable}. Tests chain actions with it and read refusals with {@link refusalOf} or `assert.throws`.
 * @throws CampaignRejection carrying the refusal when `result` is one.
 */
export function accepted(result: CampaignResult): { state: CampaignState; events: CampaignEvent[] };
export function accepted<T>(result: Refusable<T>): T;
export function accepted<T>(result: CampaignResult | Refusable<T>): { state: CampaignState; events: CampaignEvent[] } | T {
  if (!result.ok) throw new CampaignRejection(result.error.code, result.error.message);
  return 'value' in result ? result.value : result;
}

/**
 * The refusal code `f` throws (a `CampaignRejection`'s `code`, as the campaign's rules and {@link accepted} throw
 * it), or `'ok'` when it does not throw.
 * @throws whatever else `f` throws (a programming error is not a refusal).
 */
export function refusalOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof CampaignRejection) return e.code;
    throw e;
  }
  return 'ok';
}

/** `event`, asserted to be of type `type`, with that type's fields. */
export function eventOf<T extends CampaignEventType>(event: CampaignEvent | undefined, type: T): CampaignEventOf<T> {
  assert.equal(event?.type, type);
  return event as CampaignEventOf<T>;
}
