/**
 * Dialogue (spec 003: "Dialogue pages are authored, cached and paged. Ordinary repeat conversations open the last
 * page. repeatFromStart restarts a question hub; page IDs, choices and next-page links supply branches. A clue is
 * only granted by its authored conversation choice. Talking to an optional NPC does not resolve the location exit.";
 * "opening the conversation does not resolve the node or grant travel").
 *
 * `talk` without `choice` opens the conversation of the dialogue node the party stands at (its `start`, or the last
 * page read; a `repeatFromStart` hub at its start). `talk` with a `choice` of the open page follows it: to its `next`
 * page, or, without one, the conversation ends; the choice's `clue` becomes a run flag. Only a `mandatory` or
 * `automatic` dialogue resolves, when it reaches an end (a choice with no `next`, or a page with no choices); any
 * dialogue that reached an end is marked `talked` (the view's {@link import('../view.ts').NodeView} `talked`: its point
 * is done for the players) without resolving.
 * @module
 */
import { refuse, registerCampaignAction } from '../apply.ts';
import type { CampaignEvent } from '../types.ts';
import { clearMarker, endIfLast, hasMarker, hereOfKind, openConversation, resolveNode, setMarker } from './where.ts';

registerCampaignAction('talk', (ctx, state, action) => {
  const node = hereOfKind(ctx, state, 'dialogue', 'talk to');
  if (action.choice === undefined) return openConversation(state, node);
  if (!hasMarker(state, 'talking', node.id)) refuse('not_now', `the conversation of "${node.id}" is not open: talk without a choice first`);
  const pageId = state.run.dialogue[node.id] ?? node.start;
  const page = node.pages.find((p) => p.id === pageId);
  const choice = page?.choices.find((c) => c.id === action.choice);
  if (!page || !choice) refuse('unknown', `no choice "${action.choice}" on page "${pageId}" of "${node.id}"`);
  const events: CampaignEvent[] = [{ type: 'dialogue_chosen', node: node.id, page: page.id, choice: choice.id }];
  if (choice.clue !== undefined && !state.run.flags.includes(choice.clue)) {
    state.run.flags.push(choice.clue);
    events.push({ type: 'clue_found', node: node.id, flag: choice.clue });
  }
  if (choice.next !== undefined) {
    state.run.dialogue[node.id] = choice.next;
    events.push({ type: 'dialogue_page', node: node.id, page: choice.next }, ...endIfLast(state, node, choice.next));
    return events;
  }
  clearMarker(state, 'talking', node.id);
  setMarker(state, 'talked', node.id);
  events.push({ type: 'dialogue_ended', node: node.id });
  if (node.mandatory || node.automatic) events.push(...resolveNode(state, node.id));
  return events;
});
