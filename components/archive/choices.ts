/**
 * The choices the Archive's editors offer for fields that name something (a document of the catalog, a mission's
 * rooms, an adventure's locations...), shared by the document editor and the visual editors it holds.
 * @module
 */
import type { Adventure, ContentKind, Mission } from '../../content/schemas/index.ts';
import { rulesetSystem } from '../../content/schemas/rules/system.ts';
import { rulesetModule, rulesetModuleIds } from '../../engine/index.ts';
import type { Doc } from './api.ts';
import { tagWords } from './creature-marks.ts';
import { docName } from './doc-list.ts';
import type { Lang } from './i18n.ts';
import type { Choice, ChoicesFn } from './json-form.ts';
import { getIn, type Path } from './schema-tools.ts';

/** The stored documents of every kind, for the choices the editors offer. */
export type Catalog = Partial<Record<ContentKind, Doc[]>>;

/**
 * Choices named in words: each thing by its name in `lang` (its id when it has none); the id is added, in brackets,
 * only to names two things share, to tell them apart.
 */
export function namedChoices(things: readonly { id: string; name?: unknown }[], lang: Lang): Choice[] {
  const named = things.map((x) => ({ value: x.id, label: docName(x as Doc, lang) || x.id }));
  const count = new Map<string, number>();
  for (const c of named) count.set(c.label, (count.get(c.label) ?? 0) + 1);
  return named.map((c) => ((count.get(c.label) ?? 0) > 1 && c.label !== c.value ? { ...c, label: `${c.label} (${c.value})` } : c));
}

/** The stored documents of a kind as choices, in the order of their names in `lang` (as the reader looks them up). */
function docChoices(docs: Doc[] | undefined, lang: Lang): Choice[] {
  return namedChoices(docs ?? [], lang).sort((a, b) => a.label.localeCompare(b.label, lang));
}

/**
 * The heroes a document of ruleset `ruleset` can take (an adventure's recruits, a campaign's roster), as a room offers
 * them (engine/core/game.ts): those written for that ruleset, and those written for none unless its module offers
 * only its own (`ownHeroesOnly`: d20's); every hero when the document names no ruleset yet.
 */
export function heroesOfRuleset(catalog: Catalog, ruleset: unknown): Doc[] {
  const heroes = catalog.heroes ?? [];
  if (typeof ruleset !== 'string' || !ruleset) return heroes;
  const found = (catalog.rulesets ?? []).find((r) => r.id === ruleset);
  const system = found === undefined ? undefined : rulesetSystem(found as Parameters<typeof rulesetSystem>[0]);
  const ownOnly = system !== undefined && rulesetModuleIds().includes(system) && rulesetModule(system).ownHeroesOnly === true;
  return heroes.filter((h) => {
    const own = (h as { ruleset?: unknown }).ruleset;
    return own === ruleset || (own === undefined && !ownOnly);
  });
}

/**
 * The stances of ruleset `ruleset` (its `rules.stances`) a mission's creature or a hero may start in, each by its name
 * in `lang` from the ruleset's translation table (`names`), else as the document writes it; null when the ruleset is
 * not known or has none.
 */
function stanceChoices(catalog: Catalog, ruleset: unknown, lang: Lang): Choice[] | null {
  const found = (catalog.rulesets ?? []).find((r) => r.id === ruleset) as
    | { rules?: { stances?: { id: string; name?: string }[] }; names?: Partial<Record<Lang, Record<string, string>>> }
    | undefined;
  const stances = found?.rules?.stances;
  if (!Array.isArray(stances) || stances.length === 0) return null;
  const names = found?.names?.[lang];
  return stances.map((s) => ({ value: s.id, label: (names && Object.hasOwn(names, `stances.${s.id}`) ? names[`stances.${s.id}`] : s.name) || s.id }));
}

/**
 * The choices offered for fields that name something: documents of the catalog (items, creature kinds, decks,
 * rulesets, spells, heroes, missions), the stances of the document's ruleset, in a mission its rooms, NPCs and
 * creature tags, and in an adventure its locations (its start, routes and branches) and nodes (a condition's `node`).
 */
export function choicesFor(catalog: Catalog, doc: unknown, lang: Lang): ChoicesFn {
  const mission = doc as Partial<Mission> | null;
  const adventure = doc as Partial<Adventure> | null;
  const locations = (): Choice[] | null => (Array.isArray(adventure?.locations) ? namedChoices(adventure.locations, lang) : null);
  return (path: Path, key: string) => {
    const parent = getIn(doc, path.slice(0, -1)) as { type?: unknown } | undefined;
    const inArray = typeof key === 'number' || /^\d+$/.test(key);
    const field = inArray ? String(path[path.length - 2] ?? '') : key;
    switch (field) {
      case 'item':
      case 'items':
        return field === 'items' && !inArray ? null : docChoices(catalog.items, lang);
      case 'spells':
        return inArray ? docChoices(catalog.spells, lang) : null;
      case 'deck':
      case 'search_deck':
        return docChoices(catalog.decks, lang);
      case 'ruleset':
        return docChoices(catalog.rulesets, lang);
      case 'mission':
        return docChoices(catalog.missions, lang);
      case 'hero':
        return docChoices(catalog.heroes, lang);
      case 'spell':
        return docChoices(catalog.spells, lang);
      case 'recruits':
      case 'roster':
        return inArray ? docChoices(heroesOfRuleset(catalog, (doc as { ruleset?: unknown } | null)?.ruleset), lang) : null;
      case 'routes':
        return inArray ? locations() : null;
      case 'to':
        return path.includes('options') ? locations() : null;
      case 'start':
        // an adventure's first location (a dialogue's `start` is one of its pages, a mission's start its squares)
        return path.length === 1 ? locations() : null;
      case 'node':
        return Array.isArray(adventure?.locations)
          ? namedChoices(
              adventure.locations.flatMap((l) => l.nodes),
              lang,
            )
          : null;
      case 'wandering_monster':
        return docChoices(catalog.creatures, lang);
      case 'kind':
        if (parent?.type === 'spawn' || parent?.type === 'kill' || path.includes('monsters')) return docChoices(catalog.creatures, lang);
        return null;
      case 'room':
        return mission?.map?.rooms ? namedChoices(mission.map.rooms, lang) : null;
      case 'npc':
        return mission?.npcs ? mission.npcs.map((n) => ({ value: n.name, label: n.name })) : null;
      case 'stance':
        return stanceChoices(catalog, (doc as { ruleset?: unknown } | null)?.ruleset, lang);
      case 'tag':
        if (!mission?.monsters || path.includes('monsters')) return null;
        return [...new Set(mission.monsters.flatMap((m) => (m.tag ? [m.tag] : [])))].map((tag) => ({ value: tag, label: tagWords(tag, lang) }));
      default:
        return null;
    }
  };
}
