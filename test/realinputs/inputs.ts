/**
 * The real input files the tests of `test/realinputs/` read, in the folder of `content/tools/realinputs.ts`
 * (`../shared/realinputs` beside the repository, or `$REALINPUTS_DIR`), and the check `npm run test:realinputs` makes
 * before running them.
 * @module
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { REALINPUTS_DIR, REALINPUTS_ENV } from '../../content/tools/realinputs.ts';

const file = (rel: string) => path.join(REALINPUTS_DIR, rel);

/** The five community quests of HeroScribe the converter is tested on. */
export const QUEST_FILES = ['AelleAndCullwych.xml', 'EveryonesASuspect.xml', 'Example.xml', 'GodsBlade.xml', 'JourneyToTheBottomOfTheCrypt.xml'] as const;

/** Absolute paths of the real inputs. */
export const REAL = {
  /** The folder itself. */
  dir: REALINPUTS_DIR,
  /** The standard 26 × 19 HeroQuest board (rooms, corridors, wall segments). */
  standardBoard: file('heroscribe/board/standard-board.json'),
  /** HeroScribe's object catalogue, and the "Enhanced" fork's. */
  objectsXml: file('heroscribe/board/Objects.xml'),
  enhancedXml: file('heroscribe/board/Objects.enhanced.xml'),
  /** The folder of the community quests ({@link QUEST_FILES}). */
  quests: file('heroscribe/quests'),
  /** The classic heroes' and monsters' stat tables (US 1990). */
  classicStats: file('classic/heroquest-classic-stats.json'),
};

/** Every file the tests read, relative to the folder. */
const NEEDED = [
  'heroscribe/board/standard-board.json',
  'heroscribe/board/Objects.xml',
  'heroscribe/board/Objects.enhanced.xml',
  ...QUEST_FILES.map((q) => `heroscribe/quests/${q}`),
  'classic/heroquest-classic-stats.json',
];

/**
 * `null` when the folder holds every file the tests read; else one line saying which folder was looked at, what it
 * lacks, and how to point the tests at another folder.
 */
export function realInputsProblem(): string | null {
  const how = `set ${REALINPUTS_ENV} to the folder that holds heroscribe/ and classic/`;
  if (!existsSync(REALINPUTS_DIR) || !statSync(REALINPUTS_DIR).isDirectory()) return `the real inputs are not there: no folder ${REALINPUTS_DIR}; ${how}`;
  const missing = NEEDED.filter((rel) => !existsSync(file(rel)));
  if (missing.length === 0) return null;
  const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
  return `the real inputs are incomplete: ${REALINPUTS_DIR} lacks ${missing[0]}${more}; ${how}`;
}
