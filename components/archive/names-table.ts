/**
 * The ruleset editor's table of names in two languages (the wrapper's `names`, content/schemas/rules/names.ts): every
 * named entry of the draft's `rules` document, its name as written beside an Italian and an English box. An emptied
 * box leaves the entry out of the table (the board then shows the name as written), an emptied language and an
 * emptied table leave the ruleset. The details form hides the raw field (`VISUAL_KEYS`); the JSON tab shows it.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { NAMED_LISTS } from '../../content/schemas/rules/names.ts';
import type { Doc } from './api.ts';
import type { Lang } from './i18n.ts';

const TEXTS = {
  it: {
    title: 'Nomi in due lingue',
    intro:
      'Il documento delle regole dà a ogni voce un nome in una lingua, che resta com’è scritto. Qui lo puoi tradurre: la plancia mostra a chi gioca il nome nella sua lingua, e quello scritto dove la casella è vuota.',
    empty: 'Il documento delle regole non ha ancora voci con un nome.',
    it: 'italiano',
    en: 'inglese',
  },
  en: {
    title: 'Names in two languages',
    intro:
      'The rules document names each entry in one language, kept as written. Translate them here: the board shows players the name in their language, and the written one where a box is empty.',
    empty: 'The rules document has no named entries yet.',
    it: 'Italian',
    en: 'English',
  },
} as const;

/** The lists' words (the others show their key). */
const LIST_WORDS: Record<Lang, Partial<Record<string, string>>> = {
  it: {
    attributes: 'Caratteristiche',
    resources: 'Risorse',
    derivedStats: 'Statistiche derivate',
    damageTypes: 'Tipi di danno',
    conditions: 'Condizioni',
    actionTypes: 'Tipi di azione',
    savingThrows: 'Tiri salvezza',
    equipmentSlots: 'Posti dell’equipaggiamento',
    itemProperties: 'Proprietà degli oggetti',
    masteryTiers: 'Gradi di maestria',
    rests: 'Riposi',
    sizes: 'Taglie',
    creatureTypes: 'Tipi di creatura',
    senses: 'Sensi',
    stances: 'Posture',
    movementModes: 'Modi di muoversi',
    languages: 'Lingue',
    alignments: 'Allineamenti',
    opportunities: 'Opportunità',
    coverTypes: 'Coperture',
  },
  en: {
    attributes: 'Attributes',
    resources: 'Resources',
    derivedStats: 'Derived stats',
    damageTypes: 'Damage types',
    conditions: 'Conditions',
    actionTypes: 'Action types',
    savingThrows: 'Saving throws',
    equipmentSlots: 'Equipment slots',
    itemProperties: 'Item properties',
    masteryTiers: 'Mastery tiers',
    rests: 'Rests',
    sizes: 'Sizes',
    creatureTypes: 'Creature types',
    senses: 'Senses',
    stances: 'Stances',
    movementModes: 'Movement modes',
    languages: 'Languages',
    alignments: 'Alignments',
    opportunities: 'Opportunities',
    coverTypes: 'Cover types',
  },
};

/** One named entry of the document: its table key, id and name as written. */
export interface NamedEntry {
  list: string;
  key: string;
  id: string;
  name: string;
}

/** The named entries of a draft's `rules`, list by list in {@link NAMED_LISTS}' order (entries without a string id and name left out). */
export function namedEntries(draft: Doc): NamedEntry[] {
  const rules = (draft as { rules?: unknown }).rules;
  if (rules === null || typeof rules !== 'object') return [];
  return NAMED_LISTS.flatMap((list) => {
    const entries = (rules as Record<string, unknown>)[list];
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((e) => {
      const { id, name } = (e ?? {}) as { id?: unknown; name?: unknown };
      return typeof id === 'string' && typeof name === 'string' ? [{ list, key: `${list}.${id}`, id, name }] : [];
    });
  });
}

/**
 * `draft` with the name of `key` in `lang` set to `text` (trimmed); an empty text removes it, and a language or a
 * table left empty goes too. A new object: the draft is not changed.
 */
export function withName(draft: Doc, lang: Lang, key: string, text: string): Doc {
  const names = structuredClone((draft as { names?: Partial<Record<Lang, Record<string, string>>> }).names ?? {});
  const table = { ...(names[lang] ?? {}) };
  const value = text.trim();
  if (value) table[key] = value;
  else delete table[key];
  if (Object.keys(table).length > 0) names[lang] = table;
  else delete names[lang];
  const next = { ...draft } as Doc & { names?: unknown };
  if (Object.keys(names).length > 0) next.names = names;
  else delete next.names;
  return next;
}

/** The table's panel for a ruleset draft; `change` gets the draft with a name changed. */
export function renderNamesTable(draft: Doc, lang: Lang, change: (next: Doc) => void): TemplateResult | typeof nothing {
  if ((draft as { rules?: unknown }).rules === undefined) return nothing;
  const words = TEXTS[lang];
  const entries = namedEntries(draft);
  const names = (draft as { names?: Partial<Record<Lang, Record<string, string>>> }).names ?? {};
  const lists = [...new Set(entries.map((e) => e.list))];
  const box = (e: NamedEntry, l: Lang) =>
    html`<input
      type="text"
      lang=${l}
      data-name-key=${e.key}
      data-name-lang=${l}
      aria-label=${`${e.name} › ${words[l]}`}
      placeholder=${e.name}
      .value=${names[l]?.[e.key] ?? ''}
      @change=${(ev: Event) => change(withName(draft, l, e.key, (ev.target as HTMLInputElement).value))}
    />`;
  return html`<details class="names-table panel" open data-role="names-table">
    <summary>${words.title}</summary>
    <p class="muted">${words.intro}</p>
    ${
      entries.length === 0
        ? html`<p class="muted">${words.empty}</p>`
        : lists.map(
            (list) => html`<fieldset data-list=${list}>
            <legend>${LIST_WORDS[lang][list] ?? list}</legend>
            <div class="names-grid">
              <span class="blank"></span><span class="muted">${words.it}</span><span class="muted">${words.en}</span>
              ${entries.filter((e) => e.list === list).map((e) => html`<span class="entry-name" title=${e.id}>${e.name}</span>${box(e, 'it')}${box(e, 'en')}`)}
            </div>
          </fieldset>`,
          )
    }
  </details>`;
}
