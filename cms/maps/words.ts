/**
 * The printed quest map's own words (headings, legend, footer), in Italian and English. The names of trap and
 * furniture kinds come from the content's vocabulary (content/vocabulary-objects.ts), the same words the Archive and
 * the element show; the mission's own texts come from the mission, read with `readText`.
 * @module
 */
import type { Lang } from '../../content/schemas/index.ts';
import { fillParams, type BothLangs } from '../../content/text.ts';

/** The map's words, by key, in both languages; `{name}` marks a parameter. */
export const MAP_WORDS = {
  story: { it: 'La storia', en: 'The story' },
  objective: { it: 'Obiettivo', en: 'Objective' },
  legend: { it: 'Legenda', en: 'Legend' },
  master: { it: 'Per il master', en: 'For the master' },
  notes: { it: 'Note per il master', en: 'Notes for the master' },
  wandering: { it: 'Mostro errante', en: 'Wandering monster' },
  keyed: { it: 'Caselle numerate', en: 'Numbered squares' },
  masterCopy: { it: 'Copia del master', en: 'Master’s copy' },
  playersCopy: { it: 'Copia dei giocatori', en: 'Players’ copy' },
  playersHint: {
    it: 'Senza creature, trappole, tesori, porte segrete né note del master: da scoprire giocando.',
    en: 'No creatures, traps, treasure, secret doors or master’s notes: those are found by playing.',
  },
  heroes: { it: 'per {n} eroi', en: 'for {n} heroes' },
  hero: { it: 'per 1 eroe', en: 'for 1 hero' },
  difficulty: { it: 'difficoltà {n}/5', en: 'difficulty {n}/5' },
  playedBy: { it: 'regole: {name}', en: 'rules: {name}' },
  door: { it: 'Porta', en: 'Door' },
  secretDoor: { it: 'Porta segreta', en: 'Secret door' },
  start: { it: 'Partenza degli eroi', en: 'Heroes’ start' },
  room: { it: 'Stanza', en: 'Room' },
  corridor: { it: 'Corridoio', en: 'Corridor' },
  rock: { it: 'Roccia', en: 'Solid rock' },
  difficult: { it: 'Terreno difficile', en: 'Difficult ground' },
  treasure: { it: 'Tesoro nascosto', en: 'Hidden treasure' },
  treasureSeen: { it: 'Tesoro', en: 'Treasure' },
  exit: { it: 'Uscita', en: 'Exit' },
  marker: { it: 'Segno', en: 'Marker' },
  goal: { it: 'Meta', en: 'Goal' },
  npc: { it: '{name} (personaggio)', en: '{name} (character)' },
  creatureCount: { it: '{name} ×{n}', en: '{name} ×{n}' },
  hidden: { it: '(nascosto)', en: '(hidden)' },
  footer: { it: 'quest-board · {copy} · {paper}', en: 'quest-board · {copy} · {paper}' },
} as const satisfies Record<string, BothLangs>;

/** A key of {@link MAP_WORDS}. */
export type MapWord = keyof typeof MAP_WORDS;

/** The words of `key` in `lang`, with each `{name}` of `values` filled in. */
export function mapWord(lang: Lang, key: MapWord, values: Record<string, string | number> = {}): string {
  return fillParams(MAP_WORDS[key][lang], values);
}
