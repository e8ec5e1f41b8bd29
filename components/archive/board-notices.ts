/**
 * The ruleset editor's notices of the board's choices: what the board reads from a `rules` document whose ruleset
 * does not write its board settings (`inferBoard`, content/schemas/rules/board-inference.ts), in Italian and English,
 * beside the problems; and, when the board cannot choose the defence stat, why, with the candidates. Notices are not
 * problems: the ruleset saves and plays as it is.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type BoardNotice, type InferenceRefusal, inferBoard, inferenceSource } from '../../content/schemas/rules/board-inference.ts';
import { boardSettings, RulesBoard, type RulesetLike } from '../../content/schemas/rules/board.ts';
import { RULES_SYSTEM } from '../../content/schemas/rules-fit.ts';
import { rulesetSystem } from '../../content/schemas/rules/system.ts';
import type { Lang } from './i18n.ts';

const TEXTS = {
  it: {
    title: 'Scelte della plancia ({n})',
    intro: 'Il regolamento non scrive queste impostazioni della plancia: la plancia le ricava dal documento. Scrivile in «board» per cambiarle.',
    defenceStat: 'Difesa: gli attacchi tirano contro la statistica derivata «{value}» (si legge «{word}»).',
    squareSize_squares: 'Casella: {value} (una velocità di {speed} conta le caselle).',
    squareSize_feet: 'Casella: {value} (una velocità di {speed} si legge in piedi, su caselle da 5 piedi).',
    squareSize_metres: 'Casella: {value} (una velocità di {speed} si legge in metri, su caselle da 1,5 metri).',
    squareSize_sixth: 'Casella: {value} (una velocità di {speed} attraversa sei caselle).',
    attackAction_namedLike: 'Attacchi e capacità spendono il tipo di azione «{value}» (si legge «{word}»).',
    attackAction_first: 'Attacchi e capacità spendono il tipo di azione «{value}» (il primo).',
    moveAction: 'Muoversi richiede il tipo di azione «{value}» (si legge «{word}»).',
    tie: 'La plancia non sa scegliere la statistica contro cui tira un attacco: {candidates} si leggono ugualmente come una difesa. Scrivine una in board.defenceStat.',
    none: 'Nessuna statistica derivata si legge come una difesa ({candidates}): scrivi in board.defenceStat quella contro cui tira un attacco.',
    noStats: 'nessuna statistica derivata',
  },
  en: {
    title: 'Board choices ({n})',
    intro: 'The ruleset does not write these board settings: the board reads them from the document. Write them in "board" to change them.',
    defenceStat: 'Defence: attacks roll against derived stat "{value}" (it reads "{word}").',
    squareSize_squares: 'Square: {value} (a speed of {speed} counts squares).',
    squareSize_feet: 'Square: {value} (a speed of {speed} reads as feet, on 5-foot squares).',
    squareSize_metres: 'Square: {value} (a speed of {speed} reads as metres, on 1.5-metre squares).',
    squareSize_sixth: 'Square: {value} (a speed of {speed} crosses six squares).',
    attackAction_namedLike: 'Attacks and abilities spend action type "{value}" (it reads "{word}").',
    attackAction_first: 'Attacks and abilities spend action type "{value}" (the first).',
    moveAction: 'Moving needs action type "{value}" (it reads "{word}").',
    tie: 'The board cannot choose the stat an attack roll is against: {candidates} read equally like a defence. Write one in board.defenceStat.',
    none: 'No derived stat reads like a defence ({candidates}): write the one an attack roll is against in board.defenceStat.',
    noStats: 'no derived stats',
  },
} as const;

type Key = keyof (typeof TEXTS)['en'];

/** `key`'s text in `lang` with its `{params}` filled. */
function say(lang: Lang, key: Key, params: Record<string, string | number> = {}): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? ''));
}

/** A number as `lang` writes it (1,5 in Italian). */
const num = (lang: Lang, n: number) => n.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 });

/** One notice of the board's choices in `lang`. */
export function boardNoticeText(notice: BoardNotice, lang: Lang): string {
  const params = {
    value: typeof notice.value === 'number' ? num(lang, notice.value) : notice.value,
    word: notice.word ?? '',
    speed: num(lang, notice.speed ?? 0),
  };
  if (notice.field === 'squareSize') return say(lang, `squareSize_${notice.reason as 'squares' | 'feet' | 'metres' | 'sixth'}`, params);
  if (notice.field === 'attackAction') return say(lang, notice.reason === 'first' ? 'attackAction_first' : 'attackAction_namedLike', params);
  return say(lang, notice.field, params);
}

/** Why the board cannot choose the defence stat, in `lang`. */
export function boardRefusalText(refusal: InferenceRefusal, lang: Lang): string {
  const candidates = refusal.candidates.map((c) => (lang === 'it' ? `«${c}»` : `"${c}"`)).join(', ');
  return refusal.message.startsWith('cannot choose') ? say(lang, 'tie', { candidates }) : say(lang, 'none', { candidates: candidates || say(lang, 'noStats') });
}

/** The board's notices and refusal for a ruleset draft; none when another module plays it or it has no `rules`. */
export function draftBoardInference(draft: unknown): { notices: BoardNotice[]; refusal: InferenceRefusal | null } {
  if (draft === null || typeof draft !== 'object') return { notices: [], refusal: null };
  const ruleset = draft as RulesetLike & { board?: unknown };
  if (ruleset.rules === undefined || rulesetSystem(ruleset) !== RULES_SYSTEM) return { notices: [], refusal: null };
  // a board being typed may be wrong for a moment: its fields then count as unwritten
  const written = RulesBoard.safeParse(ruleset.board ?? {});
  const board = boardSettings({ rules: ruleset.rules, ...(written.success ? { board: written.data } : {}) });
  const { notices, refusal } = inferBoard(board, inferenceSource(ruleset.rules));
  return { notices, refusal };
}

/** The panel of the board's choices for a ruleset draft (nothing for another kind, or when there are none). */
export function renderBoardNotices(kind: string, draft: unknown, lang: Lang): TemplateResult | typeof nothing {
  if (kind !== 'rulesets') return nothing;
  const { notices, refusal } = draftBoardInference(draft);
  if (notices.length === 0 && !refusal) return nothing;
  return html`<details class="notices panel" open data-role="board-notices">
    <summary>${say(lang, 'title', { n: notices.length + (refusal ? 1 : 0) })}</summary>
    <p class="muted">${say(lang, 'intro')}</p>
    <ul class="notices">
      ${refusal ? html`<li class="err" data-path="board.defenceStat" data-role="board-refusal">${boardRefusalText(refusal, lang)}</li>` : nothing}
      ${notices.map((n) => html`<li data-path=${n.path}>${boardNoticeText(n, lang)}</li>`)}
    </ul>
  </details>`;
}
