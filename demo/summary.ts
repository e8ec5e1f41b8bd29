/**
 * The demo page's adventure cards: what a player reads of an adventure before starting a campaign of it.
 * @module
 */

/** The longest summary a card shows, in characters (its opening sentences up to this many; always the first). */
const SUMMARY_CHARS = 200;

/**
 * What a player reads of an adventure on its card: the opening sentences of its description, up to
 * {@link SUMMARY_CHARS} characters (at least the first sentence) — an adventure has no separate player-facing text
 * (docs/adventure-format.md), and its description goes on for the author (Forsaken Woods: "From the guide: ...").
 */
export function playerSummary(description: string, lang: 'it' | 'en'): string {
  const sentences = [...new Intl.Segmenter(lang, { granularity: 'sentence' }).segment(description)].map((s) => s.segment);
  let out = sentences[0] ?? '';
  for (const next of sentences.slice(1)) {
    if ((out + next).trim().length > SUMMARY_CHARS) break;
    out += next;
  }
  return out.trim();
}
