/**
 * Leaving a challenge or a conversation (spec 003: challenges — "Success and failure both persist one receipt and
 * resolve; Leave does neither."). `leave` at a challenge not yet attempted writes no receipt and resolves nothing:
 * it may be attempted later. At a dialogue it closes the open conversation (the page read is kept for a repeat).
 * @module
 */
import { refuse, registerCampaignAction } from '../apply.ts';
import { challengeOpen } from './challenge.ts';
import { article, clearMarker, hasMarker, here } from './where.ts';

registerCampaignAction('leave', (ctx, state) => {
  const { node } = here(ctx, state);
  if (node.kind === 'challenge') {
    if (!challengeOpen(state, node)) refuse('not_now', `challenge "${node.id}" was attempted already: there is nothing to leave`);
    return [{ type: 'challenge_left', node: node.id }];
  }
  if (node.kind === 'dialogue') {
    if (!hasMarker(state, 'talking', node.id)) refuse('not_now', `the conversation of "${node.id}" is not open`);
    clearMarker(state, 'talking', node.id);
    return [{ type: 'dialogue_left', node: node.id }];
  }
  return refuse('not_now', `there is no challenge or conversation to leave at "${node.id}" (${article(node.kind)} ${node.kind})`);
});
