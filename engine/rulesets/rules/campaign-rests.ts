/**
 * Rests between fights under a spec 002 `rules` ruleset (`rules.rests`), the campaign's `take_rest`: the rest's
 * `duration` in minutes is added to the run's clock (`run.clock`); its `interruptChance` is drawn from the
 * campaign's PRNG (the server's, never a client's): an interrupted rest costs its time and restores nothing; else
 * each living active hero gets back, of each resource, its `restoreOnShortRest` or `restoreOnLongRest` fraction (by
 * the rest's `kind`) of its maximum, rounded down, never above the maximum, then the rest's `effects` run on it (in
 * an effect's scope, the hero as `actor` and `target`). The dead stay dead. The spell slots a hero spent (kept on its
 * sheet from fight to fight) come back on the rests the document's `spellcasting.recoverOn` names, and on no other
 * (`recoverSpellcasting`); the event says whether they did (`slots`).
 * @module
 */
import { ownValue, setOwn } from '../../../content/own.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { Rng } from '../../core/rng.ts';
import type { Hero } from '../../../content/schemas/index.ts';
import type { RngState } from '../../core/types.ts';
import { effectScope, runAndApply } from './document/play.ts';
import { baseStats } from './document/stats.ts';
import { actorOf, createWorld, putActor, updateActor } from './document/world.ts';
import { recoverSpellcasting } from './spells.ts';
import { fromActor, heroActor, type CampaignHero } from './campaign-hero.ts';

/** What a rest reads and changes of a campaign's state (the campaign's `CampaignState`, in this module's terms). */
export interface RestingParty {
  rng: RngState;
  run: { clock?: number };
  company: { active: string[]; heroes: CampaignHero[] };
}

/** A rest taken: the campaign's `rest_taken` event. */
export interface RestTaken {
  type: 'rest_taken';
  rest: string;
  minutes: number;
  interrupted: boolean;
  heroes: { hero: string; resources: Record<string, number> }[];
  slots: boolean;
}

/** Whether a draw of `rng` falls within `chance` (0 to 1): 0 never, 1 always. */
function happens(rng: Rng, chance: number): boolean {
  if (chance <= 0) return false;
  if (chance >= 1) return true;
  return rng.next() / 2 ** 32 < chance;
}

/** The heroes of `state` who rest: the living active ones. */
function resting(state: RestingParty): CampaignHero[] {
  return state.company.active.flatMap((id) => state.company.heroes.filter((h) => h.id === id && h.hp > 0));
}

/** What `fraction` of `max` a rest gives back, rounded down. */
const share = (fraction: number, max: number) => Math.floor(fraction * max);

/** Takes rest `restId` of `rules` (see the module), the heroes' documents by id in `heroDocs`. */
export function takeRest(rules: Rules, heroDocs: ReadonlyMap<string, Hero>, state: RestingParty, restId: string): RestTaken {
  const rest = rules.rests.find((r) => r.id === restId)!;
  const rng = new Rng(state.rng);
  const interrupted = happens(rng, rest.interruptChance);
  state.run.clock = (state.run.clock ?? 0) + rest.duration;
  const heroes: { hero: string; resources: Record<string, number> }[] = [];
  if (!interrupted) {
    const world = createWorld(rules, rng);
    for (const hero of resting(state)) {
      const doc = heroDocs.get(hero.id);
      if (!doc) throw new Error(`no hero document "${hero.id}" in the campaign's context`);
      const actor = heroActor(world, hero, doc);
      const stats = baseStats(rules, actor, world.rng);
      const resources = { ...actor.resources };
      for (const r of rules.resources) {
        const max = ownValue(stats.resMax, r.id) ?? 0;
        const gain = share(rest.kind === 'long' ? r.restoreOnLongRest : r.restoreOnShortRest, max);
        setOwn(resources, r.id, Math.max(ownValue(resources, r.id) ?? 0, Math.min(max, (ownValue(resources, r.id) ?? 0) + gain)));
      }
      updateActor(world, hero.id, { resources });
      runAndApply(world, rest.effects, effectScope(world, actorOf(world, hero.id)));
      putActor(world, recoverSpellcasting(rules, actorOf(world, hero.id), rest.id));
      fromActor(rules, hero, actorOf(world, hero.id));
      heroes.push({ hero: hero.id, resources: { ...actorOf(world, hero.id).resources } });
    }
  }
  state.rng = rng.state();
  return {
    type: 'rest_taken',
    rest: rest.id,
    minutes: rest.duration,
    interrupted,
    heroes,
    slots: !interrupted && rules.spellcasting.recoverOn.includes(rest.id),
  };
}
