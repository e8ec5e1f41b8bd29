/**
 * A document's problems in the reader's language: zod's own messages, with zod's locale for the codes
 * worded here by none of ours, and the content schemas' own problems ({@link ContentIssue}) worded from their code
 * and params, naming fields by the labels the forms show ({@link fieldLabel}). Where a problem lies is said in words
 * too ({@link placeOf}: "Vittoria › Condizione 1 › Stanza"); the raw path stays on the issue for the JSON tab and the
 * details line ({@link renderIssue}).
 *
 * The zod locale is passed per parse, never set globally: the server (and any zod on a page embedding the element)
 * keeps English messages.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { z } from 'zod';
import type { $ZodErrorMap, $ZodIssue } from 'zod/v4/core';
import { contentIssueOf, type ContentIssue, type SquareHolder } from '../../content/schemas/issue-codes.ts';
import { CONTENT_KINDS, type ContentKind } from '../../content/schemas/index.ts';
import { formatPath } from '../../content/schemas/path.ts';
import { squareName } from '../../content/square-name.ts';
import { enumLabel, fieldLabel, t, type Lang } from './i18n.ts';
import type { Issue } from './api.ts';

/** A path inside a document: property names and array indices. */
type Path = readonly (string | number)[];

/** zod's locale for each language, made once. */
const LOCALES: Record<Lang, $ZodErrorMap> = { it: z.locales.it().localeError, en: z.locales.en().localeError };

/** `map.doors[2].between` read back into `['map', 'doors', 2, 'between']`. */
export function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

/** The name of one item of a list, by the list's field name: `conditions` → Condizione / Condition. */
const ITEMS: Record<string, Record<Lang, string>> = {
  conditions: { it: 'Condizione', en: 'Condition' },
  lose: { it: 'Condizione', en: 'Condition' },
  events: { it: 'Evento', en: 'Event' },
  effects: { it: 'Effetto', en: 'Effect' },
  monsters: { it: 'Creatura', en: 'Creature' },
  npcs: { it: 'PNG', en: 'NPC' },
  objects: { it: 'Oggetto', en: 'Object' },
  start: { it: 'Partenza', en: 'Start square' },
  rooms: { it: 'Stanza', en: 'Room' },
  doors: { it: 'Porta', en: 'Door' },
  rows: { it: 'Riga', en: 'Row' },
  cells: { it: 'Casella', en: 'Square' },
  between: { it: 'Casella', en: 'Square' },
  notes: { it: 'Nota', en: 'Note' },
  cards: { it: 'Carta', en: 'Card' },
  items: { it: 'Oggetto', en: 'Item' },
  spells: { it: 'Incantesimo', en: 'Spell' },
  abilities: { it: 'Potere', en: 'Power' },
  locations: { it: 'Luogo', en: 'Location' },
  nodes: { it: 'Punto', en: 'Point' },
  approaches: { it: 'Approccio', en: 'Approach' },
  modifiers: { it: 'Modificatore', en: 'Modifier' },
  requires: { it: 'Requisito', en: 'Requirement' },
  pages: { it: 'Pagina', en: 'Page' },
  choices: { it: 'Scelta', en: 'Choice' },
  options: { it: 'Opzione', en: 'Option' },
  routes: { it: 'Strada', en: 'Route' },
  tiers: { it: 'Livello di difficoltà', en: 'Tier' },
  // a pack's lists of documents (an import's problems)
  missions: { it: 'Missione', en: 'Mission' },
  heroes: { it: 'Eroe', en: 'Hero' },
  creatures: { it: 'Creatura', en: 'Creature' },
  decks: { it: 'Mazzo', en: 'Deck' },
  rulesets: { it: 'Regolamento', en: 'Ruleset' },
  adventures: { it: 'Avventura', en: 'Adventure' },
};

/** Lists named before their items' names, which alone would not say which list they are in. */
const NAMED_LISTS = new Set(['lose']);

/** Lists whose items are squares `[x, y]`: an index inside one of their items is the x (0) or the y (1). */
const SQUARE_LISTS = new Set(['start', 'cells', 'between']);

/**
 * Where `path` lies, in words, each step as the form labels it: `win.conditions[0].room` → "Vittoria › Condizione 1 ›
 * Stanza" / "Victory › Condition 1 › Room"; the document itself for the empty path. `kind` tells a mission's start
 * squares (`start`) from an adventure's first location.
 */
export function placeOf(path: string | Path, lang: Lang, kind?: ContentKind): string {
  const at = typeof path === 'string' ? parsePath(path) : path;
  if (at.length === 0) return t(lang, 'issueWholeDoc');
  const words: string[] = [];
  at.forEach((p, i) => {
    const prev = at[i - 1];
    if (typeof p === 'string') {
      // a list followed by its index is named by its item ("Condizione 1"), not by its own label, unless the item's
      // name would not say which list it is (a defeat's conditions: "Sconfitta › Condizione 1")
      if (typeof at[i + 1] === 'number' && !NAMED_LISTS.has(p)) return;
      // the labels' table names an adventure's root `start` (its first location); a mission's are its start squares
      words.push(i === 0 && p === 'start' && kind !== 'adventures' ? fieldLabel('start', lang) : fieldLabel(at.slice(0, i + 1), lang));
    } else if (typeof prev === 'number' && typeof at[i - 2] === 'string' && SQUARE_LISTS.has(at[i - 2] as string)) {
      words.push(p === 0 ? 'x' : 'y');
    } else if (typeof prev === 'string') {
      words.push(`${ITEMS[prev]?.[lang] ?? fieldLabel(at.slice(0, i), lang)} ${p + 1}`);
    } else words.push(String(p + 1));
  });
  return words.join(' › ');
}

/** The words quoted and listed: `«a», «b» e «c»` (`and`) or `«a», «b» o «c»` / `“a”, “b” or “c”` (English: always or). */
function quotedList(words: string[], lang: Lang, and = false): string {
  const q = words.map((w) => (lang === 'it' ? `«${w}»` : `“${w}”`));
  const last = lang === 'it' ? (and ? 'e' : 'o') : 'or';
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} ${last} ${q.at(-1)}`;
}

/** What holds a square, in words. */
function holderText(h: SquareHolder, lang: Lang): string {
  switch (h.kind) {
    case 'start':
      return t(lang, 'issueHolderStart');
    case 'monster':
      return t(lang, 'issueHolderMonster', { name: h.name });
    case 'npc':
      return t(lang, 'issueHolderNpc', { name: h.name });
    case 'object':
      // an object type (treasure, trap...) or a furniture kind (chest, table...)
      return t(lang, 'issueHolderObject', {
        name: [enumLabel(['objects', 'type'], h.name, lang), enumLabel(['objects', 'kind'], h.name, lang)].find((w) => w !== h.name) ?? h.name,
      });
  }
}

/** One of the content schemas' problems in words; field names are looked up below the issue's `path`. */
export function contentText(c: ContentIssue, path: Path, lang: Lang): string {
  const label = (field: string) => fieldLabel([...path, field], lang);
  switch (c.code) {
    case 'slug':
      return t(lang, 'issueSlug');
    case 'dice':
      return t(lang, 'issueDice');
    case 'one_of':
      return t(lang, 'issueOneOf', { fields: quotedList(c.fields.map(label), lang, true) });
    case 'needs':
      return t(lang, 'issueNeeds', { field: quotedList([label(c.field)], lang), needs: quotedList([label(c.needs)], lang) });
    case 'zero_delta':
      return t(lang, 'issueZeroDelta');
    case 'status_amount':
      return t(lang, 'issueStatusAmount', { field: quotedList([label('amount')], lang) });
    case 'resisted_chance':
      return t(lang, 'issueResistedChance', { chance: quotedList([label('chance')], lang) });
    case 'equipment_dice':
      return t(lang, 'issueEquipmentDice');
    case 'mana_or_stamina':
      return t(lang, 'issueManaOrStamina');
    case 'room_char':
      return t(lang, 'issueRoomChar');
    case 'char_twice':
      return t(lang, 'issueCharTwice', { char: c.char, room: c.room });
    case 'twice':
      return t(lang, c.what === 'room' ? 'issueRoomTwice' : c.what === 'npc' ? 'issueNpcTwice' : c.what === 'card' ? 'issueCardTwice' : 'issueAbilityTwice', {
        id: c.id,
      });
    case 'row_length':
      return t(lang, 'issueRowLength', { length: c.length, width: c.width });
    case 'bad_char':
      return t(lang, 'issueBadChar', { square: squareName(c.x, c.y, lang), char: c.char });
    case 'door_not_adjacent':
      return t(lang, 'issueDoorNotAdjacent', { a: squareName(c.ax, c.ay, lang), b: squareName(c.bx, c.by, lang) });
    case 'door_outside':
      return t(lang, 'issueDoorOutside');
    case 'door_on_rock':
      return t(lang, 'issueDoorOnRock');
    case 'door_same_area':
      return t(lang, 'issueDoorSameArea');
    case 'door_twice':
      return t(lang, 'issueDoorTwice');
    case 'difficult_twice':
      return t(lang, 'issueDifficultTwice', { square: squareName(c.x, c.y, lang) });
    case 'furniture_hidden':
      return t(lang, 'issueFurnitureHidden');
    case 'square_outside':
      return t(lang, 'issueSquareOutside', { square: squareName(c.x, c.y, lang) });
    case 'square_rock':
      return t(lang, 'issueSquareRock', { square: squareName(c.x, c.y, lang) });
    case 'square_taken':
      return t(lang, 'issueSquareTaken', { square: squareName(c.x, c.y, lang), what: holderText(c.holder, lang) });
    case 'kill_all_empty':
      return t(lang, 'issueKillAllEmpty');
    case 'no_room':
      return t(lang, 'issueNoRoom', { room: c.room });
    case 'no_npc':
      return t(lang, 'issueNoNpc', { npc: c.npc });
    case 'unknown_picture':
      return t(lang, 'issueUnknownPicture', { name: c.name });
    case 'no_language':
      return t(lang, 'issueNoLanguage');
    case 'no_location':
      return t(lang, 'issueNoLocation', { location: c.location });
    case 'no_page':
      return t(lang, 'issueNoPage', { page: c.page });
    case 'adventure_twice':
      return t(lang, c.what === 'location' ? 'issueLocationTwice' : 'issueNodeTwice', { id: c.id });
    case 'path_order':
      return t(lang, 'issuePathOrder');
    case 'puzzle_solution':
      return t(lang, 'issuePuzzleSolution');
    case 'approach_free':
      return t(lang, 'issueApproachFree');
    case 'exit_last':
      return t(lang, 'issueExitLast');
    case 'no_node':
      return t(lang, 'issueNoNode', { node: c.node });
  }
}

/** The kind of value a field expects, in words (`string` → un testo / a text), or undefined for zod's own word. */
function expectedWords(expected: string, lang: Lang): string | undefined {
  const key = (
    { string: 'issueAText', number: 'issueANumber', int: 'issueAWholeNumber', boolean: 'issueYesNo', array: 'issueAList', object: 'issueAGroup' } as const
  )[expected];
  return key ? t(lang, key) : undefined;
}

/** A zod issue's message in words, or undefined to keep zod's localized one. `issue.input` is there (`reportInput`). */
function zodText(issue: $ZodIssue, lang: Lang): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return t(lang, 'issueRequired');
      const words = expectedWords(issue.expected, lang);
      return words ? t(lang, 'issueExpected', { what: words }) : undefined;
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? t(lang, 'issueEmpty') : t(lang, 'issueMinChars', { n });
      if (issue.origin === 'array') return n <= 1 ? t(lang, 'issueMinOneItem') : t(lang, 'issueMinItems', { n });
      if (issue.origin === 'number') return t(lang, issue.inclusive === false ? 'issueAbove' : 'issueAtLeast', { n });
      return undefined;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return t(lang, 'issueMaxChars', { n });
      if (issue.origin === 'array') return t(lang, 'issueMaxItems', { n });
      if (issue.origin === 'number') return t(lang, issue.inclusive === false ? 'issueBelow' : 'issueAtMost', { n });
      return undefined;
    }
    case 'invalid_value': {
      const words = issue.values.map((v) => (typeof v === 'string' ? enumLabel(issue.path as Path as (string | number)[], v, lang) : String(v)));
      return t(lang, 'issueChooseOne', { values: quotedList(words, lang) });
    }
    case 'unrecognized_keys':
      return t(lang, 'issueUnknownFields', {
        fields: quotedList(
          issue.keys.map((k) => fieldLabel([...(issue.path as Path), k], lang)),
          lang,
        ),
      });
    case 'not_multiple_of':
      return t(lang, 'issueMultipleOf', { n: String(issue.divisor) });
    case 'invalid_union':
      // a discriminated union's unknown tag, or a value of no accepted shape
      return t(lang, 'issueNoShape');
    default:
      return undefined;
  }
}

/**
 * The issues of one parsed issue, in words: a union whose value has one shape's type but is wrong inside it stands
 * for that shape's problems (as the API's message does, content/schemas/union-message.ts), each at its own path.
 */
function wordIssue(issue: $ZodIssue, lang: Lang): Issue[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const close = issue.errors.filter((errors) => errors.length > 0 && errors.every((e) => e.path.length > 0));
    if (close.length === 1) return close[0]!.flatMap((inner) => wordIssue({ ...inner, path: [...issue.path, ...inner.path] } as $ZodIssue, lang));
  }
  const content = contentIssueOf(issue);
  // an empty field is told it is empty, not also that it is no slug or names no room, NPC, location or page
  if (content?.code === 'slug' && issue.input === '') return [];
  if ((content?.code === 'no_room' && content.room === '') || (content?.code === 'no_npc' && content.npc === '')) return [];
  if ((content?.code === 'no_location' && content.location === '') || (content?.code === 'no_page' && content.page === '')) return [];
  const path = issue.path as (string | number)[];
  const message = content ? contentText(content, path, lang) : (zodText(issue, lang) ?? issue.message);
  // the content schemas' problems carry their code: the map editor's own check of the same fault gives the same one
  return [content ? { path: formatPath(path), code: content.code, message } : { path: formatPath(path), message }];
}

/**
 * Checks a document with its kind's zod schema and words every problem in `lang` (see the module): the message names
 * fields by their form labels; `path` is the raw path (`win.conditions[0].room`). Empty when the document is valid.
 */
export function validateIn(kind: ContentKind, doc: unknown, lang: Lang): Issue[] {
  const r = CONTENT_KINDS[kind].safeParse(doc, { error: LOCALES[lang], reportInput: true });
  return r.success ? [] : r.error.issues.flatMap((i) => wordIssue(i, lang));
}

/**
 * One problem as the Archive lists it: where it lies in words, then the message (the server's words in `lang` when it
 * sent them, `Issue.text`); the raw path only in a folded
 * details line (`data-path` on the item keeps it for tests and the JSON tab).
 */
export function renderIssue(issue: Issue, lang: Lang, kind?: ContentKind): TemplateResult {
  return html`<span class="where" data-role="where">${placeOf(issue.path, lang, kind)}</span>: <span class="msg">${issue.text?.[lang] ?? issue.message}</span>
    <details class="raw-path"><summary>${t(lang, 'issuePath')}</summary><code>${issue.path || '/'}</code></details>`;
}

/**
 * The server's problems of a pack (an import: paths such as `creatures[0].move`) in `lang`: each one the Archive's
 * own check of the same document finds at the same path (the same schema, in the same order) takes the Archive's
 * words; the others (references between documents, which only the server sees) keep the server's English message.
 */
export function wordPackIssues(issues: readonly Issue[], pack: unknown, lang: Lang): Issue[] {
  const local = new Map<string, Issue[]>();
  const used = new Map<string, number>();
  return issues.map((issue) => {
    const m = /^([a-z]+)\[(\d+)\]\.?(.*)$/.exec(issue.path);
    const kind = m?.[1] as ContentKind | undefined;
    if (!m || !kind || !Object.hasOwn(CONTENT_KINDS, kind)) return issue;
    const key = `${kind}[${m[2]}]`;
    let mine = local.get(key);
    if (!mine) {
      const list = (pack as Record<string, unknown> | null)?.[kind];
      mine = Array.isArray(list) ? validateIn(kind, list[Number(m[2])], lang) : [];
      local.set(key, mine);
    }
    const n = used.get(issue.path) ?? 0;
    const match = mine.filter((i) => i.path === m[3])[n];
    if (!match) return issue;
    used.set(issue.path, n + 1);
    return { path: issue.path, message: match.message };
  });
}
