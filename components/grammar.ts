/**
 * Names inside sentences: "il barbaro", "lo scheletro", "l'elfo", "la mummia", "al barbaro"; "the barbarian".
 * @module
 */
import type { Lang } from './i18n.ts';

/** A preposition before a name: Italian merges it with the article (`a` + `il` = `al`); English puts it first ("to the"). */
export type Preposition = 'a' | 'di' | 'su';

const ARTICLE_PREP: Record<string, Record<Preposition, string>> = {
  il: { a: 'al ', di: 'del ', su: 'sul ' },
  lo: { a: 'allo ', di: 'dello ', su: 'sullo ' },
  "l'": { a: "all'", di: "dell'", su: "sull'" },
  la: { a: 'alla ', di: 'della ', su: 'sulla ' },
};

const ENGLISH_PREP: Record<Preposition, string> = { a: 'to ', di: 'of ', su: 'on ' };

function lowerFirst(s: string): string {
  return s.charAt(0).toLocaleLowerCase() + s.slice(1);
}

function upperFirst(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** Feminine nouns ending in -e that the names of heroes, creatures and items often start with. */
const FEMININE_E = new Set([
  'chiave',
  'pelle',
  'veste',
  'luce',
  'notte',
  'morte',
  'mente',
  'croce',
  'lente',
  'rete',
  'nave',
  'fonte',
  'torre',
  'polvere',
  'cenere',
  'gente',
  'voce',
  'arte',
  'sorte',
  'lince',
  'tigre',
  'serpe',
  'vipera',
  'nube',
  'fiamma',
]);

/** Whether an Italian noun is feminine, guessed: `-a` (la spada), `-zione`/`-sione`/`-gione` (la pozione), a few others in `-e`. */
function isFeminine(word: string): boolean {
  return /a$/.test(word) || /(zione|sione|gione)$/.test(word) || FEMININE_E.has(word);
}

/** The Italian definite article of a (lower-case) noun phrase, guessed from its first word. */
export function italianArticle(noun: string): 'il' | 'lo' | "l'" | 'la' {
  const first = noun.split(/\s+/)[0] ?? noun;
  const feminine = isFeminine(first);
  if (/^[aeiouàèéìòùh]/.test(first)) return "l'";
  if (feminine) return 'la';
  if (/^(s[^aeiou]|z|gn|ps|pn|x|y)/.test(first)) return 'lo';
  return 'il';
}

/**
 * A unit or hero name with its definite article, as it sits in a sentence: `the("it", "Barbaro")` is
 * "il barbaro", with `capital` "Il barbaro", with `prep: "a"` "al barbaro" (English: "to the barbarian").
 */
export function withArticle(lang: Lang, name: string, options: { capital?: boolean; prep?: Preposition } = {}): string {
  const noun = lowerFirst(name);
  let phrase: string;
  if (lang === 'it') {
    const article = italianArticle(noun);
    const head = options.prep ? ARTICLE_PREP[article]![options.prep] : article === "l'" ? article : `${article} `;
    phrase = `${head}${noun}`;
  } else {
    // a kind's name is a common noun: "the goblin archer", not "the goblin Archer"
    phrase = `${options.prep ? ENGLISH_PREP[options.prep] : ''}the ${name.split(' ').map(lowerFirst).join(' ')}`;
  }
  return options.capital ? upperFirst(phrase) : phrase;
}

/** Plain prepositions before a proper name or an indefinite phrase ("a Xov", "su una creatura"; "to Xov"). */
export const PLAIN_PREP: Record<Lang, Record<Preposition, string>> = { it: { a: 'a ', di: 'di ', su: 'su ' }, en: { a: 'to ', di: 'of ', su: 'on ' } };

/**
 * Whether a piece goes by a proper name, never with an article: an NPC ("Sir Ragnar"), or a hero when the ruleset's
 * heroes are named characters (`heroesProper`, a ruleset part: the d20 guide's "Xov", "Vestin"). The classic rules'
 * heroes and every creature are kinds ("il barbaro", "la sentinella dell'alba").
 */
export function hasProperName(unit: { npc: boolean; side: string } | undefined, heroesProper: boolean): boolean {
  return !!unit && (unit.npc || (unit.side === 'heroes' && heroesProper));
}

/** "+4", "+0", "−1" (a true minus sign). */
export function signedNumber(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** A piece's name as it sits in a sentence: a proper name as it is ("a Xov"), a kind with its article ({@link withArticle}). */
export function nameInSentence(lang: Lang, name: string, proper: boolean, options: { capital?: boolean; prep?: Preposition } = {}): string {
  if (!proper) return withArticle(lang, name, options);
  const phrase = `${options.prep ? PLAIN_PREP[lang][options.prep] : ''}${name}`;
  return options.capital ? upperFirst(phrase) : phrase;
}

/** Capitalises the first letter of a sentence. */
export function capitalise(s: string): string {
  return upperFirst(s);
}
