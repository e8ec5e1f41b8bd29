/**
 * The references documents make to one another, listed by one function that both the pack check and the CMS use:
 * a mission names its ruleset and creature kinds, a hero its ruleset, spells and items, an effect an item, a creature kind
 * or a deck.
 * @module
 */
import type { Effect } from './effect.ts';
import type { ContentDocs, ContentKind } from './pack.ts';

/** One reference: the `path` inside the document that names document `id` of `kind`. */
export interface Reference {
  path: string;
  kind: ContentKind;
  id: string;
}

function effectRefs(effects: readonly Effect[], base: string, out: Reference[]): void {
  effects.forEach((e, i) => {
    const at = `${base}[${i}]`;
    if (e.type === 'item') out.push({ path: `${at}.item`, kind: 'items', id: e.item });
    else if (e.type === 'spawn') out.push({ path: `${at}.kind`, kind: 'creatures', id: e.kind });
    else if (e.type === 'draw') out.push({ path: `${at}.deck`, kind: 'decks', id: e.deck });
  });
}

/** Every reference `doc` (a valid document of `kind`) makes, with its path inside the document. */
export function referencesOf<K extends ContentKind>(kind: K, doc: ContentDocs[K]): Reference[] {
  const out: Reference[] = [];
  switch (kind) {
    case 'heroes': {
      const h = doc as ContentDocs['heroes'];
      if (h.ruleset !== undefined) out.push({ path: 'ruleset', kind: 'rulesets', id: h.ruleset });
      h.spells.forEach((id, i) => out.push({ path: `spells[${i}]`, kind: 'spells', id }));
      h.items.forEach((id, i) => out.push({ path: `items[${i}]`, kind: 'items', id }));
      break;
    }
    case 'missions': {
      const m = doc as ContentDocs['missions'];
      out.push({ path: 'ruleset', kind: 'rulesets', id: m.ruleset });
      m.monsters.forEach((mo, i) => out.push({ path: `monsters[${i}].kind`, kind: 'creatures', id: mo.kind }));
      if (m.search_deck !== undefined) out.push({ path: 'search_deck', kind: 'decks', id: m.search_deck });
      if (m.wandering_monster !== undefined) out.push({ path: 'wandering_monster', kind: 'creatures', id: m.wandering_monster });
      m.objects.forEach((o, i) => effectRefs(o.effects ?? [], `objects[${i}].effects`, out));
      m.events.forEach((e, i) => effectRefs(e.effects, `events[${i}].effects`, out));
      const conditions = [...(typeof m.win === 'object' ? m.win.conditions.map((c, i) => [c, `win.conditions[${i}]`] as const) : []), ...m.lose.map((c, i) => [c, `lose[${i}]`] as const)];
      for (const [c, path] of conditions) {
        if (c.type === 'kill' && c.kind !== undefined) out.push({ path: `${path}.kind`, kind: 'creatures', id: c.kind });
        if (c.type === 'has_item') out.push({ path: `${path}.item`, kind: 'items', id: c.item });
      }
      break;
    }
    case 'spells':
      effectRefs((doc as ContentDocs['spells']).effects, 'effects', out);
      break;
    case 'items':
      effectRefs((doc as ContentDocs['items']).effects, 'effects', out);
      break;
    case 'decks':
      (doc as ContentDocs['decks']).cards.forEach((c, i) => effectRefs(c.effects, `cards[${i}].effects`, out));
      break;
  }
  return out;
}

/** The singular name of a kind, for messages: `no item "chiave"`. */
export const KIND_NOUN: Record<ContentKind, string> = {
  heroes: 'hero',
  creatures: 'creature kind',
  missions: 'mission',
  rulesets: 'ruleset',
  spells: 'spell',
  items: 'item',
  decks: 'deck',
};
