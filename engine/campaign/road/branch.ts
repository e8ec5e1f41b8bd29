/**
 * Branches (spec 003: "The Divided Trail chooses Briar Crossing (bootprints) or Charcoal Burner (blue markers),
 * excluding the other for the whole expedition."; "Branch exclusions persist throughout the run.").
 *
 * `choose` an `option` of the branch the party stands at: its `to` is opened, every other option's `to` excluded for
 * the run (never travelled to until a replay or the next tier), the choice is remembered (`chose:<node>:<option>`)
 * and the node resolves. A branch is chosen once per run.
 * @module
 */
import type { AdventureNode } from '../../../content/schemas/adventure.ts';
import { refuse, registerCampaignAction } from '../apply.ts';
import type { CampaignState } from '../types.ts';
import { hasMarker, hereOfKind, isResolved, resolveNode, setMarker } from './where.ts';

/** The option of branch `node` chosen in this run, or undefined. */
export function chosenOption(state: CampaignState, node: Extract<AdventureNode, { kind: 'branch' }>): string | undefined {
  return node.options.find((o) => hasMarker(state, 'chose', `${node.id}:${o.id}`))?.id;
}

registerCampaignAction('choose', (ctx, state, action) => {
  const node = hereOfKind(ctx, state, 'branch', 'choose');
  if (isResolved(state, node.id)) refuse('already_done', `branch "${node.id}" was chosen already in this run`);
  const option = node.options.find((o) => o.id === action.option);
  if (!option) refuse('unknown', `branch "${node.id}" has no option "${action.option}"`);
  if (state.run.excluded.includes(option.to)) refuse('locked', `option "${option.id}" of "${node.id}" leads to a location excluded for this run`);
  const excluded = [...new Set(node.options.filter((o) => o.to !== option.to).map((o) => o.to))];
  if (!state.run.opened.includes(option.to)) state.run.opened.push(option.to);
  for (const to of excluded) if (!state.run.excluded.includes(to)) state.run.excluded.push(to);
  setMarker(state, 'chose', `${node.id}:${option.id}`);
  return [{ type: 'branch_chosen', node: node.id, option: option.id, to: option.to, excluded }, ...resolveNode(state, node.id)];
});
