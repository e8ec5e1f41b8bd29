/**
 * The replay's chunk (`lazy-parts.ts`): its connection, which plays a room's game back, and its controls
 * (`<qb-replay-bar>`, defined when the chunk loads). A room played live never fetches it.
 * @module
 */
import type { ApiError } from '../api.ts';
import type { Lang } from '../i18n.ts';
import './replay-bar.ts';
import './replay-note.ts';

import { replayText } from './replay-texts.ts';

export { ReplayConnection } from './replay-connection.ts';

/**
 * Why a replay is refused, in the reader's words: a private replay (or no such room: the server answers both alike)
 * and how it can be made public, or a server that does not answer; undefined for any other refusal (the server's
 * message is said).
 */
export function replayRefusal(lang: Lang, error: ApiError | undefined): string | undefined {
  if (error?.status === 404) return replayText(lang, 'refusedPrivate');
  if (error?.status === 0) return replayText(lang, 'refusedUnreachable');
  return undefined;
}
