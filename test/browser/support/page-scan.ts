/**
 * The page-text scan of the Archive's walks (test/browser/archive-walk.test.ts, the mission; adventure-walk.test.ts,
 * the adventure): every text the page shows at a step — its text nodes through every shadow tree, and the texts a
 * pointer shows (`title`, `placeholder`, `aria-label`, `alt`), the options of a shown drop-down list included; a
 * problem's raw path, kept for the experts in a folded details line, left out (`[data-role="raw-path"]`, and the
 * `<code>` of a `details.raw-path`) — searched for forbidden words (whole words, any case), raw paths
 * ({@link RAW_PATH}) and tokens ({@link TOKEN}). Every finding names the step, the word and where it was read.
 * @module
 */
import { FURNITURE_KINDS, TRAP_KINDS } from '../../../content/schemas/index.ts';
import { archive } from './archive.ts';

/**
 * English words and identifiers the Italian Archive must not show: the raw messages of zod and of the schemas as
 * they were, and the ids of every enumerated value a mission is written with. Matched as whole words, any case (`all`
 * does not match `all’inizio`, nor `kill_all` inside another identifier).
 */
export const NOT_IN_ITALIAN: readonly string[] = [
  // messages
  'Too small',
  'Too big',
  'expected string',
  'expected number',
  'expected array',
  'Invalid input',
  'Invalid option',
  'Unrecognized key',
  'must be a lowercase slug',
  'give exactly one of',
  'needs "dice"',
  'is used twice',
  'already holds',
  'solid rock',
  'lies outside the map',
  'cannot be reached',
  'needs creatures to kill',
  // conditions, triggers, effects, targets, modes
  'kill_all',
  'kill_count',
  'kill',
  'room_revealed',
  'monster_dead',
  'has_item',
  'hero_dead',
  'npc_dead',
  'skip_turn',
  'spawn',
  'damage',
  'heal',
  'reveal',
  'teleport',
  'survive',
  'escort',
  'reach',
  'enter',
  'manual',
  'chosen',
  'all_heroes',
  'all_monsters',
  'room_monsters',
  'any',
  'all',
  // objects, trap kinds, furniture
  'hidden',
  'chest',
  'trap',
  'treasure',
  'exit',
  'marker',
  'furniture',
  ...TRAP_KINDS,
  ...FURNITURE_KINDS,
  // the Archive's own English words
  'Save',
  'Publish',
  'Problems',
  'Room',
  'Door',
  'Victory',
  'Defeat',
  'Identifier',
  'Tag',
  'Kind',
  'Add',
  'Remove',
];

/** Italian words of the Archive's texts the English Archive must not show (whole words, any case). */
export const NOT_IN_ENGLISH: readonly string[] = [
  'Stanza',
  'Stanze',
  'Vittoria',
  'Sconfitta',
  'Porta',
  'Trappola',
  'Tesoro',
  'Forziere',
  'Fossa',
  'nascosto',
  'nascosta',
  'Salva',
  'Pubblica',
  'Problemi',
  'Problema',
  'Mappa',
  'Dettagli',
  'missione',
  'Condizione',
  'Condizioni',
  'Etichetta',
  'Oggetto',
  'Aggiungi',
  'Togli',
  'Eventi',
  'Quando',
  'Effetti',
  'Nessun',
  'Anteprima',
  'Casella',
  'Partenza',
  'Corridoio',
  'Roccia',
  'Annulla',
  'Ripeti',
  'uccidere',
  'tutte',
  'Identificativo',
  'Nome',
  'Tipo',
  'bozza',
  'pubblicato',
  'PNG',
  'della',
  'delle',
  'una',
  'che',
  'non',
];

/** A raw path of a document: `win.conditions[0]`, `events[0].when.room`, `map.rooms[1]` (not a web address's end: `game-icons.net`). */
export const RAW_PATH = /(?<![\w-])[a-z_]+(?:\.[a-z_]+|\[\d+\])+/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word: not inside a longer word, an identifier (`_`), a slug (`-`) or an elision (`’`). */
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}_'’-])${escape(word)}(?![\\p{L}\\p{N}_'’-])`, 'iu');

/** The attributes whose text a pointer shows. */
const SHOWN_ATTRIBUTES = ['title', 'placeholder', 'aria-label', 'alt'];

/** Whether the element is rendered (the options of a shown drop-down list count as shown). */
function shown(e: Element): boolean {
  const list = e.closest('select');
  return (list ?? e).checkVisibility({ checkVisibilityCSS: true });
}

/**
 * Every text the Archive shows now, with where it was read: its text nodes and the attribute texts of its shown
 * elements, through every shadow tree; a problem's raw path (the details line) left out.
 */
export function visibleTexts(root: Element): { text: string; where: string }[] {
  const out: { text: string; where: string }[] = [];
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.getAttribute('data-role') ? `[data-role=${e.getAttribute('data-role')}]` : ''}${e.getAttribute('data-path') ? `[data-path=${e.getAttribute('data-path')}]` : ''}`;
  const visit = (scope: ParentNode, host: Element) => {
    for (const node of scope.childNodes) {
      if (node.nodeType === 3) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement ?? host;
        if (text && shown(parent)) out.push({ text, where: describe(parent) });
        continue;
      }
      if (node.nodeType !== 1) continue;
      const e = node as Element;
      if (/^(STYLE|SCRIPT|TEMPLATE)$/.test(e.tagName) || e.matches('[data-role="raw-path"], details.raw-path > code')) continue;
      if (shown(e)) {
        for (const a of SHOWN_ATTRIBUTES) {
          const v = e.getAttribute(a)?.trim();
          if (v) out.push({ text: v, where: `${describe(e)}@${a}` });
        }
        if (e.tagName === 'INPUT' && /^(button|submit|reset)$/.test((e as HTMLInputElement).type) && (e as HTMLInputElement).value)
          out.push({ text: (e as HTMLInputElement).value, where: describe(e) });
      }
      if (e.shadowRoot) visit(e.shadowRoot, e);
      visit(e, e);
    }
  };
  visit(root.shadowRoot ?? root, root);
  return out;
}

/** A word, or a raw path, read on the page at a step of the walk. */
export interface Finding {
  step: string;
  word: string;
  text: string;
  where: string;
}

/**
 * A token (a seat's or a campaign leader's secret, as the server makes them: 16 or more letters, digits, `-` and `_`,
 * upper and lower case and a digit mixed): never on screen.
 */
export const TOKEN = /(?<![\p{L}\p{N}_-])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{16,}(?![\p{L}\p{N}_-])/u;

/** The words of `words` (and raw paths, and tokens) among the texts shown now under `root` (the Archive by default). */
export function scanPage(step: string, words: readonly string[], root: Element = archive): Finding[] {
  const found: Finding[] = [];
  const seen = new Set<string>();
  const patterns = words.map((word) => [word, wholeWord(word)] as const);
  for (const { text, where } of visibleTexts(root)) {
    const hits = patterns.filter(([, re]) => re.test(text)).map(([word]) => word);
    const path = RAW_PATH.exec(text)?.[0];
    if (path) hits.push(`raw path ${path}`);
    const token = TOKEN.exec(text)?.[0];
    if (token) hits.push(`token ${token}`);
    for (const word of hits) {
      if (seen.has(word)) continue;
      seen.add(word);
      found.push({ step, word, text: text.length > 120 ? `${text.slice(0, 117)}…` : text, where });
    }
  }
  return found;
}

/** The findings as one message: a line per step and word, with the text and where it was read. */
export function report(lang: 'it' | 'en', findings: Finding[]): string {
  return `the ${lang === 'it' ? 'Italian' : 'English'} page shows ${findings.length} forbidden word(s), raw path(s) or token(s):\n${findings.map((f) => `  [${f.step}] «${f.word}» in "${f.text}" (${f.where})`).join('\n')}`;
}
