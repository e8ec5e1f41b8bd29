/**
 * The default pack's player texts carry no author notes: where a number comes from — the guide, or a
 * sample the pack filled in — is said in each document's `authorNotes`, which players never read. Every string of
 * every document of the pack, outside `authorNotes`, is scanned for the phrases such notes are written with.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AUTHOR_NOTE_PHRASES } from './author-notes.ts';
import { loadDefaultPack } from './load-pack.ts';
import { withoutAuthorNotes } from './schemas/index.ts';

/** The phrases of an author's note, in English and Italian (content/author-notes.ts). */
const AUTHOR_PHRASES = AUTHOR_NOTE_PHRASES;

/**
 * Every text inside `value` with where it is (`/description/en`), skipping `authorNotes` at any depth; a single word
 * (an id, a code such as `origin: "sample"`) is no text.
 */
function* strings(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (!/^[\w-]*$/.test(value)) yield [at, value];
  } else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${at}/${i}`);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'authorNotes') yield* strings(v, `${at}/${k}`);
}

const pack = loadDefaultPack();
const documents = Object.entries(pack).flatMap(([kind, docs]) => (docs as { id: string }[]).map((d) => ({ where: `${kind}/${d.id}`, doc: d })));

test('no player text of the default pack carries an author\'s phrase ("sample numbers", "the guide", "the guide wants", "scripted, unavoidable", "quest-board\'s", "valori di esempio", "dalla guida"...)', () => {
  assert.ok(documents.length > 100, `the whole pack is scanned (${documents.length} documents)`);
  const found: string[] = [];
  for (const { where, doc } of documents) {
    for (const [at, text] of strings(doc)) for (const phrase of AUTHOR_PHRASES) if (phrase.test(text)) found.push(`${where}${at}: ${phrase} in "${text}"`);
  }
  assert.deepEqual(found, []);
});

test('the scan finds a note left in a player text, and none in authorNotes', () => {
  const markovia = structuredClone(pack.heroes.find((h) => h.id === 'markovia')!);
  assert.match(markovia.authorNotes!.en!, /sample numbers/);
  assert.deepEqual(
    [...strings(markovia)].filter(([, t]) => AUTHOR_PHRASES.some((p) => p.test(t))),
    [],
  );
  markovia.description = { it: 'Chierica. Valori di esempio di quest-board.', en: "Cleric. quest-board's sample numbers." };
  assert.deepEqual(
    [...strings(markovia)].filter(([, t]) => AUTHOR_PHRASES.some((p) => p.test(t))).map(([at]) => at),
    ['/description/it', '/description/en'],
  );
  // the two notes once found in player texts, each caught on its own
  const prologue = structuredClone(pack.missions.find((m) => m.id === 'il-prologo')!);
  prologue.description = { it: 'La guida vuole una sconfitta.', en: 'The guide wants a defeat.' };
  prologue.events = [
    { when: { type: 'round', n: 2 }, effects: [], text: { it: 'Una sconfitta scritta e inevitabile.', en: 'A scripted, unavoidable defeat.' } },
  ];
  assert.deepEqual(
    [...strings(prologue)].filter(([, t]) => AUTHOR_PHRASES.some((p) => p.test(t))).map(([at]) => at),
    ['/description/it', '/description/en', '/events/0/text/it', '/events/0/text/en'],
  );
});

test('the documents whose numbers the guide does not give say so in their authorNotes, in both languages', () => {
  const noted = documents.filter(({ doc }) => 'authorNotes' in doc).map(({ where }) => where);
  for (const id of [
    'heroes/markovia',
    'heroes/spargle',
    'heroes/mystere',
    'heroes/vestin',
    'heroes/xov',
    'heroes/aldren',
    'heroes/sabine',
    'creatures/giant-spider',
    'creatures/briar-sneak',
    'creatures/veyr',
    'creatures/wormface',
    'missions/il-ragno-del-carbonaio',
    'missions/il-prologo',
    'adventures/forsaken-woods',
  ])
    assert.ok(noted.includes(id), `${id} has authorNotes`);
  const prologue = pack.missions.find((m) => m.id === 'il-prologo')!;
  assert.match(prologue.authorNotes!.en!, /the guide wants a scripted, unavoidable defeat/i);
  assert.match(prologue.authorNotes!.it!, /la guida vuole una sconfitta scritta e inevitabile/i);
  // what players may read leaves the notes out
  const shown = withoutAuthorNotes(prologue);
  assert.equal('authorNotes' in shown, false);
  assert.deepEqual(shown.description, prologue.description);
});
