/**
 * The quest-board bundle's entry: registers `<quest-board>` (once, even if the bundle is loaded twice; only
 * where `customElements` exists) and exports its class and public types. No other side effect at import, and no DOM
 * access: the built bundle imports in Node too (see `components/build/index.ts`). The element validates nothing: its graph
 * holds no zod and no content schema (only their types), which `test/bundle-size.test.ts` checks.
 * @module
 */
import { defineOnce } from './define.ts';
import { QuestBoard } from './quest-board-element.ts';

defineOnce('quest-board', QuestBoard);

export { QuestBoard };
export { DungeonBoard, SharedRenderer } from './board/index.ts';
export type { BoardMarks, BoardPick, BoardScene } from './board/index.ts';
export type { BoardRenderer, BoardView } from './board/board-view.ts';
export type { ConnectionStatus } from './client.ts';
export type { ActionRejectedDetail, GameOverDetail, QuestBoardEventMap, SeatJoinedDetail } from './public-events.ts';
export type { Lang } from './i18n.ts';
