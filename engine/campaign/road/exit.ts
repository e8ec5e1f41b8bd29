/**
 * A location's exit and the adventure's completion (spec 003: "Entrance/resolved-exit gates and mandatory points
 * still apply"; "Broken Cart exit chest 27 gold/5 XP ... These noncombat chests also roll the common bonus";
 * "Completion reputation is once per successful run"; "The sealed objective grants 30 gold/20 XP, completion
 * reputation and the artifact reward"; "Completing the adventure recruits Xov without replacing an active slot.").
 *
 * `exit` at the exit node the party stands at, once per run: every mandatory node of the location present at the
 * run's tier must be resolved (else `locked`); the exit's rewards are paid (receipt `reward:<node>`; an exit `chest`
 * also rolls the chest bonus, unless `open` opened it already); its location's `routes` are opened (an excluded one stays excluded). An exit that
 * completes (its `completes`; left out, when its location leads nowhere: content/schemas/adventure.ts `exitCompletes`) ends the adventure: its `reputation` (1 when unset) once, its `artifact` to the Company, the adventure's
 * `recruits` join (active while there are free active slots, else as reserves), `run.completed`, and `run.highest`
 * raised to the run's tier.
 * @module
 */
import { exitCompletes, type AdventureNode } from '../../../content/schemas/adventure.ts';
import { refuse, registerCampaignAction } from '../apply.ts';
import { hasReceipt } from '../ledger.ts';
import { systemOf } from '../system.ts';
import { newHero, payRewards } from '../town/economy.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState } from '../types.ts';
import { payChest } from './chest.ts';
import { article, here, isResolved, presentAtTier, resolveNode } from './where.ts';

/**
 * A hero joining the Company as a new Company's hero would start (level 1, full HP and resource): the town's
 * {@link newHero}, so both share one definition of a fresh hero.
 */
function freshHero(ctx: CampaignContext, id: string): CampaignHero {
  return newHero(ctx, id);
}

/** The later of two tiers by the board's order (null: none completed). */
function higherTier(ctx: CampaignContext, a: string | null, b: string): string {
  if (a === null) return b;
  const order = systemOf(ctx).tiers(ctx);
  return order.indexOf(b) > order.indexOf(a) ? b : a;
}

/** Completes the adventure at `node` (see the module). */
function complete(ctx: CampaignContext, state: CampaignState, node: Extract<AdventureNode, { kind: 'exit' }>): CampaignEvent[] {
  const run = state.run;
  const company = state.company;
  const reputation = node.reputation ?? 1;
  company.reputation += reputation;
  const events: CampaignEvent[] = [];
  if (node.artifact !== undefined && !company.artifacts.includes(node.artifact)) {
    company.artifacts.push(node.artifact);
    events.push({ type: 'artifact_found', artifact: node.artifact });
  }
  for (const id of ctx.adventure.recruits) {
    if (company.heroes.some((h) => h.id === id)) continue;
    company.heroes.push(freshHero(ctx, id));
    const active = company.active.length < ctx.rules.newCompany.active;
    if (active) company.active.push(id);
    events.push({ type: 'hero_recruited', hero: id, active });
  }
  run.completed = true;
  run.highest = higherTier(ctx, run.highest, run.tier);
  company.records.completions[run.tier] = (company.records.completions[run.tier] ?? 0) + 1;
  return [{ type: 'adventure_completed', adventure: ctx.adventure.id, tier: run.tier, reputation }, ...events];
}

registerCampaignAction('exit', (ctx, state) => {
  const { location, node } = here(ctx, state);
  if (node.kind !== 'exit') refuse('not_now', `the party stands at "${node.id}" (${article(node.kind)} ${node.kind}), not at the exit of "${location.id}"`);
  if (isResolved(state, node.id)) refuse('already_done', `the exit of "${location.id}" is resolved already in this run`);
  const blocking = location.nodes.filter((n) => n !== node && n.mandatory && presentAtTier(state, n) && !isResolved(state, n.id));
  if (blocking.length > 0) refuse('locked', `"${blocking.map((n) => n.id).join('", "')}" must be resolved before the exit of "${location.id}"`);
  const events: CampaignEvent[] = [];
  if (node.chest) {
    if (!hasReceipt(state, `reward:${node.id}`)) events.push(...payChest(ctx, state, node));
  } else if (node.rewards) events.push(...payRewards(ctx, state, node.rewards, `reward:${node.id}`));
  const routes = location.routes.filter((r) => !state.run.excluded.includes(r) && !state.run.opened.includes(r));
  state.run.opened.push(...routes);
  events.push({ type: 'exit_resolved', location: location.id, node: node.id, opened: routes }, ...resolveNode(state, node.id));
  if (exitCompletes(location) && !state.run.completed) events.push(...complete(ctx, state, node));
  return events;
});
