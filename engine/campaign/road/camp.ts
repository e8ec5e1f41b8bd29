/**
 * Camps (spec 003: "Ordinary rests refill living active HP/resources and cure poison free. Camps are once per site
 * per run; passing a camp retains later eligibility. No rest revives or replenishes the shared pouch.").
 *
 * `camp` at a camp node the party stands at: each living active hero's HP and mana or stamina refilled to its maximum
 * and its poison cured; the dead stay dead, the pouch is untouched. Once per site per run (`run.camps`); walking past
 * it keeps it for later.
 * @module
 */
import { refuse, registerCampaignAction } from '../apply.ts';
import { heroMaxHp, heroMaxRes, livingActive } from '../town/economy.ts';
import { hereOfKind, resolveNode } from './where.ts';

registerCampaignAction('camp', (ctx, state) => {
  const node = hereOfKind(ctx, state, 'camp', 'rest at');
  if (state.run.camps.includes(node.id)) refuse('already_done', `the party has camped at "${node.id}" already in this run`);
  const heroes = livingActive(state).map((h) => {
    h.hp = heroMaxHp(ctx, h);
    h.res = heroMaxRes(ctx, h);
    h.poison = 0;
    return { hero: h.id, hp: h.hp, res: h.res };
  });
  state.run.camps.push(node.id);
  return [{ type: 'camped', node: node.id, heroes }, ...resolveNode(state, node.id)];
});
