/**
 * The HeroScribe converter: a HeroScribe quest file (the 1.4 DTD format, the "Enhanced" fork's files without a
 * DOCTYPE, or the HeroScribe 2 format with its `title`, `questtext`, `notes`/`mark`, `monsterstat` and
 * `wanderingmonster` elements) becomes a quest-board {@link Mission} on the standard board, with a {@link ConversionReport} of what was
 * converted, what became a placeholder, what stays prose, and every problem with its XML element and line.
 * Documented in `docs/heroscribe.md`.
 *
 * Pure: no file or network access (the standard board and the object catalogue are generated modules).
 * The only error it throws is {@link HeroScribeError}.
 * @module
 */
import { layBoards, layBridges, readPieces } from './boards.ts';
import { Conversion } from './conversion.ts';
import { finish } from './finish.ts';
import { placeMarker, readNotes, wanderingMonster } from './notes.ts';
import { placeDoor, placeFurniture, placeMonster, placeStart, placeTrap } from './pieces.ts';
import { HeroScribeError, problemAt, type ConvertOptions, type HeroScribeConversion } from './report.ts';
import { readXml, XML_LIMITS, XmlReadError } from './xml.ts';

export { slugOf } from './reading.ts';
export {
  HeroScribeError,
  type ConversionReport,
  type ConvertOptions,
  type HeroScribeConversion,
  type HeroScribeErrorCode,
  type HeroScribeProblem,
  type QuestNote,
} from './report.ts';

/**
 * Converts a HeroScribe quest file: text, or bytes in `options.encoding`, else in the encoding its XML declaration
 * names (HeroScribe, a Java program, often writes ISO-8859-1), else UTF-8.
 * @throws HeroScribeError when the file is refused (too large, not XML, an entity declaration, not a quest, a board
 *   count that does not match the boards present, a map larger than 64 × 64, dark areas covering every square);
 *   every other problem is reported.
 */
export function convertHeroScribe(input: string | Uint8Array, options: ConvertOptions = {}): HeroScribeConversion {
  let doc;
  try {
    doc = readXml(input, options.limits ?? XML_LIMITS, options.encoding);
  } catch (err) {
    if (err instanceof XmlReadError)
      throw new HeroScribeError(err.code, [{ code: err.code, message: err.message, element: err.element, line: err.line, column: err.column, text: err.text }]);
    throw new HeroScribeError('not_xml', [problemAt(null, 'not_xml', { unreadable: (err as Error).message })]);
  }
  const quest = doc.root;
  if (quest.name !== 'quest') throw new HeroScribeError('wrong_root', [problemAt(quest, 'wrong_root', { root: quest.name })]);
  return run(new Conversion(quest, doc.doctype, options));
}

/** The conversion's steps in order: the map, the pieces, the notes, then the mission and its report. */
function run(c: Conversion): HeroScribeConversion {
  layBoards(c);
  layBridges(c);
  const pieces = readPieces(c);
  for (const p of pieces.doors) placeDoor(c, p);
  placeStart(c, pieces.stairways, pieces.heroes);
  for (const p of pieces.furniture) placeFurniture(c, p);
  for (const p of pieces.monsters) placeMonster(c, p);
  for (const p of pieces.traps) placeTrap(c, p);
  const notes = readNotes(c);
  for (const p of pieces.markers) placeMarker(c, p, notes);
  return finish(c, notes, wanderingMonster(c, notes));
}
