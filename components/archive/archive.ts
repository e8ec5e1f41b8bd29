/**
 * The Archive bundle's entry (`components/dist/archive.js`, served at `/archive/archive.js`): registers the
 * Archive's elements and `<quest-board>` (for trying a mission), once each.
 * @module
 */
import '../zod-jitless.ts';
import { defineOnce } from '../define.ts';
import '../quest-board.ts';
import { QbAdventureEditor } from './adventure-editor.ts';
import { QbArchive } from './archive-app.ts';
import { QbBalanceReport } from './balance-report.ts';
import { QbDocEditor } from './doc-editor.ts';
import { QbDocList } from './doc-list.ts';
import { QbHeroScribeImport } from './heroscribe-import.ts';
import { QbHistory } from './history-view.ts';
import { QbJsonForm } from './json-form.ts';
import { QbMapEditor } from './map-editor.ts';
import { QbPrintQuest } from './print-quest.ts';
import { QbTransfer } from './transfer-view.ts';
import { QbTryRoom } from './try-room.ts';
import { QbUsers } from './users-view.ts';
import { QbWinLoseEditor } from './win-lose-editor.ts';

defineOnce('qb-json-form', QbJsonForm);
defineOnce('qb-doc-list', QbDocList);
defineOnce('qb-doc-editor', QbDocEditor);
defineOnce('qb-history', QbHistory);
defineOnce('qb-transfer', QbTransfer);
defineOnce('qb-heroscribe-import', QbHeroScribeImport);
defineOnce('qb-map-editor', QbMapEditor);
defineOnce('qb-win-lose-editor', QbWinLoseEditor);
defineOnce('qb-adventure-editor', QbAdventureEditor);
defineOnce('qb-users', QbUsers);
defineOnce('qb-try-room', QbTryRoom);
defineOnce('qb-balance-report', QbBalanceReport);
defineOnce('qb-print-quest', QbPrintQuest);
defineOnce('qb-archive', QbArchive);

export {
  QbAdventureEditor,
  QbArchive,
  QbBalanceReport,
  QbDocEditor,
  QbDocList,
  QbHeroScribeImport,
  QbHistory,
  QbJsonForm,
  QbMapEditor,
  QbPrintQuest,
  QbTransfer,
  QbTryRoom,
  QbUsers,
  QbWinLoseEditor,
};
