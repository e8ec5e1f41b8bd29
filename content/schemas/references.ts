/**
 * The references documents make to one another, listed by one function that both the pack check and the CMS use:
 * a mission names its ruleset and creature kinds, a hero its ruleset, spells and items, an effect an item, a creature kind
 * or a deck; a ruleset's campaign rules its roster heroes, shop items, lesson spells and attire heroes; an adventure its
 * ruleset, its encounters' and prologue's missions, its recruits, and the heroes and items its rewards and conditions
 * name.
 * @module
 */
import type { Adventure, Condition, Rewards } from './adventure.ts';
import type { Effect } from './effect.ts';
import type { ContentDocs, ContentKind } from './kinds.ts';

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

function rewardRefs(rewards: Rewards | undefined, base: string, out: Reference[]): void {
  rewards?.items?.forEach((it, i) => out.push({ path: `${base}.items[${i}].item`, kind: 'items', id: it.item }));
}

function conditionRef(c: Condition, at: string, out: Reference[]): void {
  if (c.kind === 'heroAlive') out.push({ path: `${at}.hero`, kind: 'heroes', id: c.hero });
  else if (c.kind === 'item') out.push({ path: `${at}.item`, kind: 'items', id: c.item });
}

function adventureRefs(a: Adventure, out: Reference[]): void {
  out.push({ path: 'ruleset', kind: 'rulesets', id: a.ruleset });
  a.locations.forEach((l, i) =>
    l.nodes.forEach((n, j) => {
      const at = `locations[${i}].nodes[${j}]`;
      if (n.kind === 'encounter') out.push({ path: `${at}.mission`, kind: 'missions', id: n.mission });
      if (n.kind === 'encounter' || n.kind === 'chest' || n.kind === 'puzzle' || n.kind === 'exit') rewardRefs(n.rewards, `${at}.rewards`, out);
      if (n.kind === 'challenge') {
        n.approaches.forEach((p, k) => {
          p.modifiers.forEach((m, q) => conditionRef(m.when, `${at}.approaches[${k}].modifiers[${q}].when`, out));
          p.requires.forEach((c, q) => conditionRef(c, `${at}.approaches[${k}].requires[${q}]`, out));
        });
        rewardRefs(n.success.rewards, `${at}.success.rewards`, out);
        rewardRefs(n.failure.rewards, `${at}.failure.rewards`, out);
      }
    }),
  );
  if (a.prologue) out.push({ path: 'prologue.mission', kind: 'missions', id: a.prologue.mission });
  a.recruits.forEach((id, i) => out.push({ path: `recruits[${i}]`, kind: 'heroes', id }));
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
      const conditions = [
        ...(typeof m.win === 'object' ? m.win.conditions.map((c, i) => [c, `win.conditions[${i}]`] as const) : []),
        ...m.lose.map((c, i) => [c, `lose[${i}]`] as const),
      ];
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
    case 'rulesets': {
      const c = (doc as ContentDocs['rulesets']).campaign;
      if (!c) break;
      c.newCompany.roster.forEach((id, i) => out.push({ path: `campaign.newCompany.roster[${i}]`, kind: 'heroes', id }));
      c.shop.forEach((e, i) => out.push({ path: `campaign.shop[${i}].item`, kind: 'items', id: e.item }));
      c.guild?.lessons.forEach((l, i) => out.push({ path: `campaign.guild.lessons[${i}].spell`, kind: 'spells', id: l.spell }));
      c.attire.forEach((e, i) => out.push({ path: `campaign.attire[${i}].hero`, kind: 'heroes', id: e.hero }));
      break;
    }
    case 'adventures':
      adventureRefs(doc as ContentDocs['adventures'], out);
      break;
  }
  return out;
}

/**
 * A missing document in words for people, in Italian and English (the Archive shows an API issue's `text`
 * in its reader's language): `nessun oggetto «chiave»` / `no item “chiave”`.
 */
export function missingText(kind: ContentKind, id: string): { it: string; en: string } {
  return { it: `${MISSING_IT[kind]} «${id}» nell’Archivio`, en: `no ${KIND_NOUN[kind]} “${id}” in the Archive` };
}

/** "No such" in Italian for each kind, with the noun's gender. */
const MISSING_IT: Record<ContentKind, string> = {
  heroes: 'nessun eroe',
  creatures: 'nessun tipo di creatura',
  missions: 'nessuna missione',
  rulesets: 'nessun regolamento',
  spells: 'nessun incantesimo',
  items: 'nessun oggetto',
  decks: 'nessun mazzo',
  adventures: 'nessuna avventura',
};

/** The singular name of a kind, for messages: `no item "chiave"`. */
export const KIND_NOUN: Record<ContentKind, string> = {
  heroes: 'hero',
  creatures: 'creature kind',
  missions: 'mission',
  rulesets: 'ruleset',
  spells: 'spell',
  items: 'item',
  decks: 'deck',
  adventures: 'adventure',
};
