/**
 * What the document editor (`doc-editor.ts`) and the Archive around it share: the details of its events, the state of
 * an editor to come back to, its tabs by kind and their words in the Archive's address, the fields the visual
 * editors handle, and the kinds with a "try it".
 * @module
 */
import type { ContentKind } from '../../content/schemas/index.ts';
import type { Doc } from './api.ts';
import type { TryStartedDetail } from './try-room.ts';

/**
 * The detail of the `try` event: a room of the mission with the master's token, or a campaign of the adventure with
 * its leader's token.
 */
export interface TryDetail {
  kind: 'missions' | 'adventures';
  /** The id of the document tried. */
  id: string;
  name: string;
  /** The mission's room (a mission tried). */
  room?: string;
  /** The adventure's campaign (an adventure tried). */
  campaign?: string;
  /** The room's master token, or the campaign's leader token. */
  token: string;
  /** Whether the mission tried is `auto` (the computer always plays its creatures). */
  auto?: boolean;
  /** The tried room's game once the author started it alone: the hero seats they hold (`try-room.ts`). */
  started?: TryStartedDetail;
  /** The editor as it was when tried, to come back to: the stored document, the draft tried (unsaved changes kept). */
  editor: EditorState;
}

/** An editor's document: as stored (or new), its status, and the draft with the changes not saved yet (null: none). */
export interface EditorState {
  doc: Doc;
  isNew: boolean;
  status: 'draft' | 'published' | null;
  edited: Doc | null;
  /** The tab shown (its kind's first when left out). */
  tab?: EditorTab;
}

/** The detail of the `saved` event: the stored document (left out when only its status changed) and its status. */
export interface SavedDetail {
  kind: ContentKind;
  id: string;
  doc?: Doc;
  status: 'draft' | 'published';
}

/** The mission fields the map and win/lose editors handle (the details form leaves them out). */
export const MISSION_VISUAL_KEYS = ['map', 'start', 'monsters', 'npcs', 'objects', 'win', 'lose'];

/** A visual editor's tab. */
export type VisualTab = 'map' | 'winlose' | 'adventure';
/** A tab of the editor: a visual editor ({@link VISUAL_TABS}), the details form, or the JSON. */
export type EditorTab = 'form' | 'json' | VisualTab;

/** The visual editors of the kinds that have them, as tabs before the details form and the JSON (the first one opens). */
export const VISUAL_TABS: Partial<Record<ContentKind, VisualTab[]>> = { missions: ['map', 'winlose'], adventures: ['adventure'] };
/** The tabs of a kind's editor, in their order: its visual editors, the details form, the JSON. */
export function editorTabs(kind: ContentKind): EditorTab[] {
  return [...(VISUAL_TABS[kind] ?? []), 'form', 'json'];
}

/** Each tab's word in the Archive's address (`#missions/la-prova/details`): the same in every language. */
const TAB_ADDRESS: Record<EditorTab, string> = { map: 'map', winlose: 'win-lose', adventure: 'map', form: 'details', json: 'json' };

/** A tab's word in the address of a document of `kind`: empty for the kind's first tab (the one a document opens on). */
export function tabAddress(kind: ContentKind, tab: EditorTab | undefined): string {
  return !tab || tab === editorTabs(kind)[0] ? '' : TAB_ADDRESS[tab];
}

/** The tab a word of the address names for `kind` (its first tab for none); null when the kind has no such tab. */
export function tabFromAddress(kind: ContentKind, word: string | undefined): EditorTab | null {
  const tabs = editorTabs(kind);
  if (!word) return tabs[0] ?? 'form';
  return tabs.find((tab) => TAB_ADDRESS[tab] === word) ?? null;
}

/**
 * The fields of a kind its visual editors handle that the details form leaves out (a mission's board; an adventure's
 * town, locations and first location, all on its map): each field is edited in one place, under one name. An
 * adventure's `sample` mark (quest-board's own content) is no author's business: only the JSON shows it.
 */
export const VISUAL_KEYS: Partial<Record<ContentKind, string[]>> = {
  missions: MISSION_VISUAL_KEYS,
  adventures: ['town', 'locations', 'start', 'sample'],
  // a ruleset's names table is edited in its own panel below the form (names-table.ts)
  rulesets: ['names'],
};
/** The kinds with a "try it": a mission opens a room of it, an adventure a campaign. */
export const TRY_KINDS = ['missions', 'adventures'] as const;
/** A kind with a "try it". */
export type TryKind = (typeof TRY_KINDS)[number];
/** Whether documents of kind `k` have a "try it". */
export const isTryKind = (k: ContentKind): k is TryKind => (TRY_KINDS as readonly string[]).includes(k);
