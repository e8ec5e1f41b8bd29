/**
 * The refusal of a campaign action chosen on an older view.
 * @module
 */
import { ApiError } from '../http/errors.ts';

/** 409 `stale_seq`: the campaign is at `seq`, not at the `seen` the action was chosen on. */
export function staleSeq(seq: number, seen: number): ApiError {
  return new ApiError(409, 'stale_seq', `the campaign is at seq ${seq}, not ${seen}: the action was chosen on an older view (read the view again)`);
}
