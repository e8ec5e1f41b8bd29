/**
 * The adventure editor's pure logic about a location's nodes: the node a new point of a kind starts as, and the
 * choices its form's pickers offer (a mission of the adventure's ruleset, a flag the adventure grants, the ruleset's
 * tiers, a dialogue's own pages).
 * @module
 */
import { namedChoices, type Catalog } from './choices.ts';
import type { Doc } from './api.ts';
import { adventureFlags, idFromText, tierChoices } from './adventure-ids.ts';
import { firstText, firstWords, nodeVariants, type LocationDraft, type NodeDraft, type NodeKind, type Text } from './adventure-draft.ts';
import { ADVENTURE_NODES } from '../../content/vocabulary-adventure.ts';
import { t, type Lang } from './i18n.ts';
import type { Choice, ChoicesFn } from './json-form.ts';
import { defaultOf, type Path } from './schema-tools.ts';

/**
 * A new node of `kind` for location `l` and where it goes: before the location's exit (or last when it has none),
 * halfway to it on the path; its id made from its name, unlike every id of `takenIds`.
 */
export function newNode(l: LocationDraft, kind: NodeKind, lang: Lang, takenIds: readonly string[]): { node: NodeDraft; index: number } {
  const variant = nodeVariants().find((v) => v.properties?.kind?.const === kind) ?? {};
  const fresh = defaultOf(variant) as NodeDraft;
  const exitAt = l.nodes.findIndex((n) => n?.kind === 'exit');
  const index = kind !== 'exit' && exitAt >= 0 ? exitAt : l.nodes.length;
  const before = l.nodes[index - 1]?.at ?? 0;
  const after = l.nodes[index]?.at ?? 1;
  const name = firstText(lang, ADVENTURE_NODES[kind][lang].name);
  const node: NodeDraft = {
    ...fresh,
    id: idFromText(name, kind, [...takenIds]),
    kind,
    name,
    at: kind === 'exit' ? 1 : Math.round(((before + after) / 2) * 100) / 100,
  };
  // the parts' ids are made from their texts by the editor (adventure-ids.ts); a dialogue's first page is named so its
  // start follows it
  // a challenge of middling difficulty (the d20 against 10), not the schema's least DC of 1
  if (kind === 'challenge') Object.assign(node, { dc: 10, approaches: [{ id: '', name, skill: 'might' }] });
  // a fight or a challenge is on the way unless the author says the party may pass it by
  if (kind === 'encounter' || kind === 'challenge') node.mandatory = true;
  if (kind === 'dialogue') {
    node.speaker = name;
    node.start = 'pagina';
    node.pages = [{ id: 'pagina', text: name, choices: [] }];
  }
  if (kind === 'puzzle') node.options = [0, 1].map((k) => ({ id: '', name: firstText(lang, t(lang, 'advOption', { n: k + 1 })) }));
  if (kind === 'branch') node.options = [0, 1].map((k) => ({ id: '', clue: firstText(lang, t(lang, 'advWay', { n: k + 1 })), to: '' }));
  return { node, index };
}

/**
 * The choices of node `node`'s form (at `prefix` in the adventure): the missions of the adventure's ruleset, a
 * condition's flag among those the adventure grants, the tiers its ruleset names, a dialogue's pages for its start and
 * each choice's next page; any other field the general pickers' (`general`, choices.ts).
 */
export function nodeChoices(
  adventure: Doc,
  catalog: Catalog,
  node: NodeDraft,
  prefix: Path,
  lang: Lang,
  general: ChoicesFn,
): (path: Path, key: string, v: unknown) => Choice[] | null {
  const ruleset = adventure.ruleset;
  const pages = Array.isArray(node.pages)
    ? (node.pages as { id?: string; text?: Text }[])
        .filter((p) => typeof p?.id === 'string' && p.id !== '')
        .map((p, n) => ({ value: p.id!, label: firstWords(p.text, lang, t(lang, 'advPage', { n: n + 1 })) }))
    : [];
  return (path, key, v) => {
    const inArray = typeof key === 'number' || /^\d+$/.test(key);
    const field = inArray ? String(path[path.length - 2] ?? '') : key;
    if (field === 'mission') {
      // the missions of the adventure's ruleset
      return namedChoices(
        (catalog.missions ?? []).filter((m) => !ruleset || m.ruleset === ruleset),
        lang,
      ).sort((a, b) => a.label.localeCompare(b.label, lang));
    }
    // a condition's flag is one the adventure grants somewhere (named in words), never typed
    if (field === 'flag' && (path.includes('requires') || path.includes('when'))) return adventureFlags(adventure);
    // the difficulty tiers the adventure's ruleset names
    if (field === 'tiers' && inArray)
      return tierChoices(
        catalog.rulesets?.find((r) => r.id === ruleset),
        lang,
      );
    if (node.kind === 'dialogue' && (field === 'next' || (field === 'start' && path.length === 1))) return pages;
    return general([...prefix, ...path], key, v);
  };
}
