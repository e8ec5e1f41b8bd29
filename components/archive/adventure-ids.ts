/**
 * An adventure's ids made from its texts, so that an author never types one: a location's and a point's id
 * are the slug of its name, a dialogue page's and choice's the slug of the first words of its text, a challenge
 * approach's and a puzzle option's of its name, a fork's way of its clue (a word of the thing when the text is empty:
 * `pagina`, `scelta`…), each made unique where the format needs it. An id made here follows its text while the author
 * writes it, and what names it in the adventure follows too (the start and the routes a location, a fork's way, a
 * condition a point, a dialogue's first page and its choices' next page); the ids the adventure held when the editor
 * opened it, or when it was last saved, are {@link FixedIds}: they never change, so renaming a choice breaks nothing a
 * campaign or a reference holds. Pure functions, no DOM.
 * @module
 */
import { nameSlug, uniqueSlug, type NameLike } from './ids.ts';
import { ADVENTURE_NODES } from '../../content/vocabulary-adventure.ts';
import { textIn } from '../../content/text.ts';

type Loose = Record<string, unknown>;
const arr = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter((x): x is Loose => x !== null && typeof x === 'object') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The ids of an adventure that stay as they are: its locations', its points', and its points' parts' (`point/list/id`). */
export interface FixedIds {
  readonly locations: ReadonlySet<string>;
  readonly nodes: ReadonlySet<string>;
  readonly parts: ReadonlySet<string>;
}

/** The lists of a point whose items have ids, with the field whose text makes the id and the word used without one. */
const PARTS: Record<string, { list: string; text: string; word: string }[]> = {
  dialogue: [
    { list: 'pages', text: 'text', word: 'pagina' },
    { list: 'choices', text: 'text', word: 'scelta' },
  ],
  challenge: [{ list: 'approaches', text: 'name', word: 'approccio' }],
  puzzle: [{ list: 'options', text: 'name', word: 'opzione' }],
  branch: [{ list: 'options', text: 'clue', word: 'via' }],
};

/** The items of `list` of point `n` (a dialogue's choices: every page's). */
function partsOf(n: Loose, list: string): Loose[] {
  return list === 'choices' ? arr(n.pages).flatMap((p) => arr(p.choices)) : arr(n[list]);
}

/** Every id of `adventure` as it stands: they become fixed (the editor opened it, or it was saved). */
export function fixedIds(adventure: unknown): FixedIds {
  const locations = arr((adventure as Loose | null)?.locations);
  const nodes = locations.flatMap((l) => arr(l.nodes));
  const parts = nodes.flatMap((n) => (PARTS[str(n.kind)] ?? []).flatMap(({ list }) => partsOf(n, list).map((x) => `${str(n.id)}/${list}/${str(x.id)}`)));
  return { locations: new Set(locations.map((l) => str(l.id))), nodes: new Set(nodes.map((n) => str(n.id))), parts: new Set(parts) };
}

/** The id a text makes: the slug of its first four words (Italian first, else English), `word` when it gives none, unique against `taken`. */
export function idFromText(text: NameLike, word: string, taken: Iterable<string>): string {
  const slug = nameSlug(text).split('-').slice(0, 4).join('-');
  return uniqueSlug(slug || word, taken);
}

/**
 * Gives the things of `list` that are not fixed the id their text makes (in order, each unique against the fixed ones
 * and those before it); returns the ids that changed, old → new.
 */
function renew(
  list: Loose[],
  isFixed: (id: string) => boolean,
  text: (x: Loose) => NameLike,
  word: (x: Loose) => string,
  taken: Set<string>,
): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const x of list) if (isFixed(str(x.id))) taken.add(str(x.id));
  for (const x of list) {
    const old = str(x.id);
    if (isFixed(old)) continue;
    const id = idFromText(text(x), word(x), taken);
    taken.add(id);
    if (id !== old) {
      x.id = id;
      if (old && !renamed.has(old)) renamed.set(old, id);
    }
  }
  return renamed;
}

/**
 * A copy of the adventure draft `adventure` where every id that is not fixed is the one its text makes, and what
 * names a renamed thing follows it (see the module). Tolerant of a draft that fails its schema.
 */
export function withIdsFromTexts<A>(adventure: A, fixed: FixedIds): A {
  const a = structuredClone(adventure) as Loose;
  const locations = arr(a.locations);
  const nodes = locations.flatMap((l) => arr(l.nodes));
  const places = renew(
    locations,
    (id) => id !== '' && fixed.locations.has(id),
    (l) => l.name as NameLike,
    () => 'luogo',
    new Set(),
  );
  const points = renew(
    nodes,
    (id) => id !== '' && fixed.nodes.has(id),
    (n) => n.name as NameLike,
    (n) => ADVENTURE_NODES[str(n.kind) as keyof typeof ADVENTURE_NODES]?.it.name.toLowerCase() ?? 'punto',
    new Set(),
  );
  const place = (id: unknown) => (typeof id === 'string' ? (places.get(id) ?? id) : id);
  if (places.size) {
    a.start = place(a.start);
    for (const l of locations) if (Array.isArray(l.routes)) l.routes = l.routes.map(place);
  }
  for (const n of nodes) {
    if (n.kind === 'branch' && places.size) for (const o of arr(n.options)) o.to = place(o.to);
    if (n.kind === 'challenge' && points.size) {
      for (const p of arr(n.approaches)) {
        for (const c of [...arr(p.requires), ...arr(p.modifiers).map((m) => (m.when ?? {}) as Loose)])
          if (c.kind === 'resolved' && typeof c.node === 'string') c.node = points.get(c.node) ?? c.node;
      }
    }
    const id = str(n.id);
    for (const { list, text, word } of PARTS[str(n.kind)] ?? []) {
      const renamed = renew(
        partsOf(n, list),
        (x) => x !== '' && fixed.parts.has(`${id}/${list}/${x}`),
        (x) => x[text] as NameLike,
        () => word,
        new Set(),
      );
      if (list === 'pages' && renamed.size) {
        const page = (p: unknown) => (typeof p === 'string' ? (renamed.get(p) ?? p) : p);
        n.start = page(n.start);
        for (const c of arr(n.pages).flatMap((p) => arr(p.choices))) if (c.next !== undefined) c.next = page(c.next);
      }
    }
  }
  return a as A;
}

/**
 * The id of a run flag or clue an author names in words (`La chiave del mago` → `la-chiave-del-mago`): the slug of
 * the words, so a flag is never typed as an identifier. Empty when the words give none.
 */
export function flagId(words: string): string {
  return nameSlug({ it: words });
}

/** The words a flag or clue id reads as (`la-chiave-del-mago` → `la chiave del mago`): how the editor shows it. */
export function flagWords(id: string): string {
  return id.replace(/-+/g, ' ');
}

/**
 * The run flags and clues `adventure` defines — those its dialogue choices grant and its challenges' success or failure
 * set — in the order they appear, each once, named in words ({@link flagWords}): the list a condition on a flag picks
 * from. Tolerant of a draft that fails its schema.
 */
export function adventureFlags(adventure: unknown): { value: string; label: string }[] {
  const seen = new Set<string>();
  for (const n of arr((adventure as Loose | null)?.locations).flatMap((l) => arr(l.nodes))) {
    if (n.kind === 'dialogue') for (const c of partsOf(n, 'choices')) if (str(c.clue)) seen.add(str(c.clue));
    if (n.kind === 'challenge')
      for (const o of [n.success, n.failure]) if (o && typeof o === 'object' && str((o as Loose).flag)) seen.add(str((o as Loose).flag));
  }
  return [...seen].map((value) => ({ value, label: flagWords(value) }));
}

/**
 * The difficulty tiers of `ruleset`'s d20 board, named in `lang`: what a point's "only at tiers" picks from (none for a
 * ruleset without tiers: the list is empty rather than a box to type in).
 */
export function tierChoices(ruleset: unknown, lang: 'it' | 'en'): { value: string; label: string }[] {
  const tiers = ((ruleset as Loose | null | undefined)?.rules as { extra?: { board?: { tiers?: unknown } } } | undefined)?.extra?.board?.tiers;
  if (!Array.isArray(tiers)) return [];
  return tiers.flatMap((x: { id?: unknown; name?: unknown }) => {
    if (typeof x?.id !== 'string') return [];
    const label = typeof x.name === 'string' ? x.name : textIn(x.name as { it?: string; en?: string } | undefined, lang, x.id);
    return [{ value: x.id, label }];
  });
}
