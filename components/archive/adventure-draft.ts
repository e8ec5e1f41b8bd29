/**
 * The adventure as the adventure editor (`adventure-editor.ts`) handles it: its draft's locations and nodes, the node
 * kinds and their names, a new adventure, where the map draws its locations, its problems in words, and the JSON
 * Schemas of its locations and nodes.
 * @module
 */
import { leadsNowhere } from '../../content/schemas/adventure.ts';
import { textIn } from '../../content/text.ts';
import { ADVENTURE_NODES } from '../../content/vocabulary-adventure.ts';
import { mapLayout as sharedLayout, type MapLayout, type MapPoint } from '../../engine/campaign/map-layout.ts';
import type { AdventureProblem } from './adventure-problems.ts';
import type { Doc } from './api.ts';
import { t, type Lang, type MessageKey } from './i18n.ts';
import { schemaOf, type JsonSchema } from './schema-tools.ts';

/** A text in either language. */
export type Text = { it?: string; en?: string };
/** A node as the editor handles it (the draft may fail its schema). */
export type NodeDraft = { id: string; kind: string; name?: Text; at?: number; mandatory?: boolean } & Record<string, unknown>;
/** A location as the editor handles it. */
export type LocationDraft = { id: string; name?: Text; nodes: NodeDraft[]; routes?: string[]; layout?: { x: number; y: number } } & Record<string, unknown>;

/** The node kinds, in the order the "add a point" list offers them. */
export const NODE_KINDS = ['encounter', 'chest', 'challenge', 'dialogue', 'puzzle', 'camp', 'branch', 'exit'] as const;

/** The name of a point kind in `lang` (the vocabulary's: content/vocabulary-adventure.ts), the kind itself when unknown. */
export function kindName(kind: unknown, lang: Lang): string {
  return NODE_KINDS.includes(kind as never) ? ADVENTURE_NODES[kind as NodeKind][lang].name : String(kind);
}

/**
 * A new thing's first text, in the author's language only (one language is enough: the players in the other read it,
 * marked with its language), so that renaming it leaves no stale word of ours in the other language.
 */
export const firstText = (lang: Lang, words: string): Text => ({ [lang]: words });

/** A node kind. */
export type NodeKind = (typeof NODE_KINDS)[number];

/** The first words of a text in `lang` (else the other language's), for a list that names pages by their text. */
export function firstWords(text: unknown, lang: Lang, fallback: string): string {
  const s = textIn(text as Text | undefined, lang).trim();
  if (!s) return fallback;
  return s.length > 40 ? `${s.slice(0, 39).trimEnd()}…` : s;
}

/** Where the map draws `adventure` ({@link sharedLayout}, the town labelled as the Archive names it when unnamed). */
export function mapLayout(adventure: Doc): MapLayout {
  return sharedLayout(adventure, t('it', 'advTown'));
}

/** Where each location is drawn ({@link mapLayout}'s `at`), in map units. */
export function layoutOf(adventure: Doc): Map<string, MapPoint> {
  return mapLayout(adventure).at;
}

/**
 * A new adventure for the editor: no locations yet (the map's "add location" draws the first, which becomes the
 * start), a town to name, the texts and the ruleset to fill in.
 */
export function newAdventure(): Doc {
  return {
    id: '',
    name: {},
    ruleset: '',
    town: { name: { it: t('it', 'advTown'), en: t('en', 'advTown') } },
    start: '',
    locations: [],
    recruits: [],
    sample: false,
  };
}

/** An adventure problem in words, in `lang`, naming the location and node by their names. */
export function problemText(lang: Lang, p: AdventureProblem, adventure: Doc): string {
  const locations = (Array.isArray(adventure.locations) ? adventure.locations : []) as LocationDraft[];
  const location = locations.find((l) => l.id === p.location);
  const node = location?.nodes?.find((n) => n?.id === p.node);
  const nameOf = (x: { id: string; name?: Text } | undefined, id: string) => textIn(x?.name, lang, id);
  // a dialogue's choice by its text, a fork's way by its clue: never an id
  const choices = [...((node?.pages as { choices?: { id: string; text?: Text }[] }[] | undefined) ?? []).flatMap((pg) => pg?.choices ?? [])];
  const ways = (Array.isArray(node?.options) ? node.options : []) as { id: string; clue?: Text }[];
  const choice =
    p.params.choice === undefined
      ? ''
      : p.code === 'branchNowhere'
        ? firstWords(ways.find((o) => o?.id === p.params.choice)?.clue, lang, '…')
        : firstWords(choices.find((c) => c?.id === p.params.choice)?.text, lang, '…');
  return t(lang, `advP_${p.code}` as MessageKey, { ...p.params, choice, location: nameOf(location, p.location), node: nameOf(node, p.node ?? '') });
}

/**
 * An exit as the form gave it back, its "completes the adventure" box kept only where it differs from what the exit
 * does by itself (content/schemas/adventure.ts {@link exitCompletes}: the exit of a location leading nowhere ends the
 * adventure), so the default keeps following the routes; the form shows the effective value, and leaves the key out
 * when unticked.
 */
export function withCompletes(l: LocationDraft, exit: NodeDraft): NodeDraft {
  const { completes, ...rest } = exit;
  const on = completes === true;
  return on === leadsNowhere(l) ? rest : { ...rest, completes: on };
}

/** The JSON Schema of a location. */
export function locationItems(): JsonSchema {
  const items = schemaOf('adventures').properties?.locations?.items;
  return items && typeof items === 'object' ? items : {};
}

/** The JSON Schema of a node: the union of its kinds. */
export function nodeUnion(): JsonSchema {
  const items = locationItems().properties?.nodes?.items;
  return items && typeof items === 'object' ? items : {};
}

/** The JSON Schemas of the node kinds. */
export function nodeVariants(): JsonSchema[] {
  const u = nodeUnion();
  return u.oneOf ?? u.anyOf ?? [];
}
