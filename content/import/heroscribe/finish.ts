/**
 * The end of a HeroScribe conversion: the mission checked by its schema, its placeholder creatures, and the report.
 * @module
 */
import { sealedStart } from '../../start-reach.ts';
import { Creature, Mission, ROCK_CHAR } from '../../schemas/index.ts';
import { NAME_MAX, type Conversion } from './conversion.ts';
import { both } from './kinds.ts';
import { HS2_ELEMENTS, QUEST_ELEMENTS, READINGS, said, slugOf, tidy, unreadParts } from './reading.ts';
import { HeroScribeError, problemAt, type ConversionReport, type HeroScribeConversion, type QuestNote } from './report.ts';

/** The mission (checked by its schema) and the report, from what the conversion placed and read. */
export function finish(c: Conversion, notes: QuestNote[], wanderingMonster: ConversionReport['prose']['wanderingMonster']): HeroScribeConversion {
  const q = c.quest.attributes;
  const hs2 = c.quest.children.some((c) => HS2_ELEMENTS.has(c.name));
  const notConverted = c.notConverted;
  const titles = c.quest.children.filter((c) => c.name === 'title');
  const title = titles.length > 0 ? tidy(titles[0]!.text) || null : null;
  for (const el of c.quest.children) {
    if (!QUEST_ELEMENTS.has(el.name)) c.report(el, 'unknown_element', { element: el.name, within: 'quest' });
    else if (el.name === 'monsterstat' || (el.name === 'title' && el !== titles[0])) {
      c.unconverted(el, { element: el.name === 'monsterstat' ? 'monsterstat' : 'title', said: said(el) });
    } else if (READINGS[el.name]) {
      const unread = unreadParts(el, READINGS[el.name]!);
      if (unread.length > 0) c.unconverted(el, { element: el.name, unread, said: said(el) });
    }
  }
  let name = tidy(title ?? q.name ?? '');
  if (!name) {
    name = 'HeroScribe quest';
    c.report(c.quest, 'no_name', {});
  } else if (name.length > NAME_MAX) {
    c.report(c.quest, 'text_truncated', { of: 'name', length: name.length, keep: NAME_MAX - 1 });
    name = `${name.slice(0, NAME_MAX - 1)}…`;
  }
  const speechEl = c.quest.children.find((c) => c.name === 'speech') ?? null;
  const questTexts = c.quest.children
    .filter((c) => c.name === 'questtext')
    .map((c) => tidy(c.text))
    .filter(Boolean);
  // the description: the speech, then the HeroScribe 2 quest text (read aloud at the start, like the speech)
  const speech = [speechEl ? tidy(speechEl.text) : '', ...questTexts].filter(Boolean).join('\n\n');
  const rows = c.grid.map((r) => r.join(''));
  const usedChars = new Set(rows.join(''));
  const rooms = c.rooms.filter((r) => usedChars.has(r.char));
  const placeholderCreatures = [...c.placeholders.values()].map((ph) =>
    Creature.parse({
      id: ph.kind,
      name: { it: `${ph.name} (da mappare)`, en: `${ph.name} (to map)` },
      description: {
        it: `Segnaposto dell'importazione HeroScribe per "${ph.catalogueId}": sostituiscilo con una creatura del pacchetto o dagli i suoi valori.`,
        en: `Placeholder of the HeroScribe import for "${ph.catalogueId}": replace it with a creature kind of the pack, or give it its values.`,
      },
      move: 6,
      attack: 2,
      defence: 2,
      body: 1,
      mind: 1,
      color: '#9e9e9e',
    }),
  );
  const doc = {
    id: c.options.id ?? slugOf(name),
    name: both(name),
    ...(speech
      ? { description: both(c.clip(speech, speechEl ?? c.quest.children.find((c) => c.name === 'questtext')!, { element: speechEl ? 'speech' : 'questtext' })) }
      : {}),
    ruleset: 'classic',
    auto: false,
    map: { rows, rooms, doors: c.doors },
    start: c.start,
    monsters: c.monsters,
    objects: c.objects,
    ...(wanderingMonster?.kind ? { wandering_monster: wanderingMonster.kind } : {}),
    ...(notes.length > 0 ? { notes: notes.map((n) => c.clip(n.text, c.quest, { element: 'note' })).slice(0, 200) } : {}),
    win: 'manual' as const,
    lose: [],
  };
  const parsed = Mission.safeParse(doc);
  if (!parsed.success) {
    throw new HeroScribeError(
      'invalid_mission',
      parsed.error.issues.map((i) => problemAt(c.quest, 'invalid_mission', { path: i.path.join('.'), issue: i.message })),
    );
  }
  const sealed = sealedStart(parsed.data);
  if (sealed) {
    const stairway = c.stairwayEl ?? c.quest;
    c.report(stairway, 'sealed_start', { text: sealed.text });
  }
  let rock = 0;
  let corridor = 0;
  for (const row of rows) for (const c of row) c === ROCK_CHAR ? rock++ : c === '.' ? corridor++ : 0;
  const report: ConversionReport = {
    quest: {
      name,
      region: q.region ?? null,
      version: q.version ?? null,
      format: hs2 ? '2' : c.doctype && /heroscribe/i.test(c.doctype) ? '1.4' : 'enhanced',
      title,
      width: c.boardsAcross,
      height: c.boardsDown,
      boards: c.boardElements.length,
    },
    converted: {
      rooms: rooms.length,
      corridorSquares: corridor,
      rockSquares: rock,
      doors: c.counts.doors,
      secretDoors: c.counts.secretDoors,
      edgeExits: c.counts.edgeExits,
      stairways: c.counts.stairways,
      start: c.start.length,
      monsters: c.counts.monsters,
      furniture: c.counts.furniture,
      furnitureSquares: c.counts.furnitureSquares,
      rubble: c.counts.rubble,
      traps: c.counts.traps,
      markers: c.counts.markers,
    },
    placeholders: [...c.placeholders.values()],
    prose: { description: speech.length > 0, questText: questTexts.length > 0, notes, wanderingMonster, objects: c.proseObjects },
    notConverted,
    problems: c.problems,
  };
  return { mission: parsed.data, creatures: placeholderCreatures.filter((c) => report.placeholders.some((p) => p.kind === c.id)), report };
}
