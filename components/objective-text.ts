/**
 * A mission's objective in words (objectives in sight): how the heroes win (`win`) and how they lose
 * (`lose`, and every hero fallen, which always loses), one sentence per condition, in Italian and English, naming
 * creatures, rooms, NPCs, objects and items by the names the players read. It describes from what the seat's view
 * holds, so a hero seat learns nothing hidden from it: a room not yet revealed is "the goal room, yet to be found"
 * (never its name), a creature never seen is "the foe the mission has chosen" (never its kind), a goal square is
 * placed only by what the seat sees on it or around it (never by its coordinates), and an item or NPC is named by
 * the name the seat reads or a generic word ("the item the mission asks for"), never by its key. Its words travel in their own
 * table, loaded with the objective's card (`objective-card.ts`), not in the element's up-front texts; the two
 * helpers it shares with the element's texts ({@link Naming}) are handed to it, so the chunk it travels in imports
 * nothing of the element's up-front modules (each such import would split their chunks, docs/performance.md).
 * @module
 */
import type { Condition } from '../content/schemas/index.ts';
import type { ObjectView, View } from '../engine/index.ts';
import type { KnownNames } from './context.ts';
import type { Lang, pick } from './i18n.ts';
import type { objectTitle } from './texts.ts';

/** The parts of a seat's view the describer reads. */
export type ObjectiveSource = Pick<View, 'mission' | 'units' | 'board' | 'revealed' | 'objects'> & Partial<Pick<View, 'catalog' | 'role' | 'questBook'>>;

/** Whether the seat knows every room: the master who reads the quest book (engine/core/view.ts `seesAll`). */
const seesAll = (view: ObjectiveSource) => view.role === 'master' && view.questBook === 'open';

/** Whether the seat has seen room `id`. */
const roomSeen = (view: ObjectiveSource, id: string) => seesAll(view) || view.revealed.includes(id);

/** How a text and an object are named, from the element's texts: `pick` (components/i18n.ts) and `objectTitle` (components/texts.ts). */
export interface Naming {
  pick: typeof pick;
  objectTitle: typeof objectTitle;
}

/** The objective in words: each side's heading and one sentence per condition. */
export interface ObjectiveText {
  /** How the heroes win: "Gli eroi vincono quando:" and its sentences. */
  win: { heading: string; lines: string[] };
  /** How the heroes lose: "Gli eroi perdono quando:" and its sentences (every hero fallen is always one). */
  lose: { heading: string; lines: string[] };
}

/** The sentences, by key, in both languages; `{name}` is filled in, `_one`/`_other` pick by the number `{n}`. */
const WORDS = {
  winOne: { it: 'Gli eroi vincono quando:', en: 'The heroes win when:' },
  winAny: { it: 'Gli eroi vincono quando accade una di queste cose:', en: 'The heroes win when any of these happens:' },
  winAll: { it: 'Gli eroi vincono quando sono accadute tutte queste cose:', en: 'The heroes win once all of these have happened:' },
  lose: { it: 'Gli eroi perdono quando:', en: 'The heroes lose when:' },
  manual: { it: 'Il master dichiara la vittoria quando la missione è compiuta.', en: 'The master declares the victory when the mission is done.' },
  kill_all: { it: 'Cadono tutte le creature.', en: 'Every creature falls.' },
  kill_kind: { it: 'Cadono tutte le creature «{name}».', en: 'Every “{name}” falls.' },
  kill_named_one: { it: 'Cade {name}.', en: '{name} falls.' },
  kill_named_other: { it: 'Cadono {name}.', en: '{name} fall.' },
  kill_unseen: {
    it: 'Cade il nemico che la missione ha scelto (non l’avete ancora incontrato).',
    en: 'The foe the mission has chosen falls (you have not met it yet).',
  },
  kill_count_one: { it: 'Cade {n} creatura.', en: '{n} creature falls.' },
  kill_count_other: { it: 'Cadono {n} creature.', en: '{n} creatures fall.' },
  room_revealed: { it: 'Si scopre la stanza «{room}».', en: 'The room “{room}” is revealed.' },
  room_revealed_hidden: { it: 'Si trova la stanza della meta, ancora nascosta.', en: 'The goal room, still hidden, is found.' },
  gold_one: { it: 'Gli eroi raccolgono {n} moneta d’oro.', en: 'The heroes gather {n} gold coin.' },
  gold_other: { it: 'Gli eroi raccolgono {n} monete d’oro.', en: 'The heroes gather {n} gold coins.' },
  reach_any: { it: 'Un eroe arriva {place}.', en: 'A hero gets {place}.' },
  reach_all: { it: 'Tutti gli eroi ancora in piedi arrivano {place}.', en: 'Every hero still standing gets {place}.' },
  escort: { it: '{npc} arriva {place} con la scorta degli eroi.', en: '{npc} gets {place}, escorted by the heroes.' },
  escort_unseen: {
    it: 'Il personaggio da scortare arriva {place} con la scorta degli eroi.',
    en: 'The person to escort gets {place}, escorted by the heroes.',
  },
  survive_one: { it: 'Gli eroi resistono per {n} giro.', en: 'The heroes hold out for {n} round.' },
  survive_other: { it: 'Gli eroi resistono per {n} giri.', en: 'The heroes hold out for {n} rounds.' },
  has_item: { it: 'Un eroe ottiene «{item}».', en: 'A hero obtains “{item}”.' },
  has_item_unnamed: { it: 'Un eroe ottiene l’oggetto che la missione chiede.', en: 'A hero obtains the item the mission asks for.' },
  hero_dead_any: { it: 'Cade un eroe.', en: 'A hero falls.' },
  hero_dead_all: { it: 'Cadono tutti gli eroi.', en: 'Every hero falls.' },
  npc_dead: { it: 'Cade {npc}.', en: '{npc} falls.' },
  npc_dead_unseen: { it: 'Cade il personaggio che gli eroi devono proteggere.', en: 'The person the heroes must protect falls.' },
  rounds: { it: 'Finisce il giro {n} senza la vittoria.', en: 'Round {n} ends without a victory.' },
  placeRoom: { it: 'nella stanza «{room}»', en: 'into the room “{room}”' },
  placeRoomHidden: { it: 'nella stanza della meta, ancora da scoprire', en: 'into the goal room, yet to be found' },
  placeObject: { it: 'a «{name}»', en: 'to “{name}”' },
  placeSquareRoom: { it: 'alla meta nella stanza «{room}»', en: 'to the goal in the room “{room}”' },
  placeSquareCorridor: { it: 'alla meta nel corridoio', en: 'to the goal in the corridor' },
  placeSquareHidden: { it: 'alla meta, ancora da scoprire', en: 'to the goal, yet to be found' },
  and: { it: ' e ', en: ' and ' },
} as const satisfies Record<string, Record<Lang, string>>;

type WordKey = keyof typeof WORDS;

/** A sentence of {@link WORDS} in `lang` with its `{…}` filled. */
function say(lang: Lang, key: WordKey, params: Record<string, string | number> = {}): string {
  return WORDS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** "«A», «B» e «C»" / "“A”, “B” and “C”". */
function listOf(names: string[], lang: Lang): string {
  const quoted = names.map((n) => (lang === 'it' ? `«${n}»` : `“${n}”`));
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')}${WORDS.and[lang]}${quoted.at(-1)}`;
}

/**
 * The objective of the mission in `view`, in `lang`, as the seat may know it (see the module's note). `names` (the
 * names seen so far in the room) lends an item's name the view's catalog no longer holds.
 */
export function describeObjective(view: ObjectiveSource, lang: Lang, naming: Naming, names?: KnownNames): ObjectiveText {
  const { mission } = view;
  const c = (cond: Condition) => conditionSentence(cond, view, lang, naming, names);
  const win = mission.win;
  const winLines = win === 'manual' ? [say(lang, 'manual')] : win === 'kill_all' ? [say(lang, 'kill_all')] : win.conditions.map(c);
  const heading = typeof win === 'object' && win.conditions.length > 1 ? (win.mode === 'all' ? 'winAll' : 'winAny') : 'winOne';
  const loseLines = mission.lose.map(c);
  // every hero fallen always loses (engine/core/outcome.ts), said once
  const allFall = say(lang, 'hero_dead_all');
  if (!loseLines.includes(allFall) && !loseLines.includes(say(lang, 'hero_dead_any'))) loseLines.push(allFall);
  return { win: { heading: say(lang, heading), lines: unique(winLines) }, lose: { heading: say(lang, 'lose'), lines: unique(loseLines) } };
}

const unique = (lines: string[]) => [...new Set(lines)];

/** One condition as a sentence ("Cade «Capo orco».", "Un eroe arriva nella stanza «Tesoreria».") in `lang`. */
export function conditionSentence(cond: Condition, view: ObjectiveSource, lang: Lang, naming: Naming, names?: KnownNames): string {
  const { pick } = naming;
  // an NPC by the name of its figure once the seat has seen it, else none (the sentence then says "the person to
  // escort"): never the mission's key for it
  const npcName = (npc: string): string | undefined => {
    const unit = view.units.find((u) => u.npc && u.kind === npc);
    return unit ? pick(unit.name, lang) : undefined;
  };
  switch (cond.type) {
    case 'kill_all':
      return say(lang, 'kill_all');
    case 'kill': {
      const seen = view.units.filter((u) => u.side === 'master' && !u.npc && (cond.kind !== undefined ? u.kind === cond.kind : u.tag === cond.tag));
      if (seen.length === 0) return say(lang, 'kill_unseen');
      if (cond.kind !== undefined) return say(lang, 'kill_kind', { name: pick(seen[0]!.name, lang) });
      const named = [...new Set(seen.map((u) => pick(u.name, lang)))];
      return say(lang, seen.length === 1 ? 'kill_named_one' : 'kill_named_other', { name: listOf(named, lang) });
    }
    case 'kill_count':
      return say(lang, cond.count === 1 ? 'kill_count_one' : 'kill_count_other', { n: cond.count });
    case 'room_revealed': {
      const room = knownRoom(view, cond.room, lang, naming);
      return room === null ? say(lang, 'room_revealed_hidden') : say(lang, 'room_revealed', { room });
    }
    case 'gold':
      return say(lang, cond.amount === 1 ? 'gold_one' : 'gold_other', { n: cond.amount });
    case 'reach':
      return say(lang, cond.who === 'all' ? 'reach_all' : 'reach_any', { place: placeOf(view, cond, lang, naming) });
    case 'escort': {
      const npc = npcName(cond.npc);
      const place = placeOf(view, cond, lang, naming);
      return npc === undefined ? say(lang, 'escort_unseen', { place }) : say(lang, 'escort', { npc, place });
    }
    case 'survive':
      return say(lang, cond.rounds === 1 ? 'survive_one' : 'survive_other', { n: cond.rounds });
    case 'has_item': {
      const item = view.catalog?.items.find((i) => i.id === cond.item)?.name ?? names?.items.get(cond.item);
      // an item neither the view's catalog nor the room's names hold: a generic word, never its key
      return item ? say(lang, 'has_item', { item: pick(item, lang) }) : say(lang, 'has_item_unnamed');
    }
    case 'hero_dead':
      return say(lang, cond.who === 'all' ? 'hero_dead_all' : 'hero_dead_any');
    case 'npc_dead': {
      const npc = npcName(cond.npc);
      return npc === undefined ? say(lang, 'npc_dead_unseen') : say(lang, 'npc_dead', { npc });
    }
    case 'rounds':
      return say(lang, 'rounds', { n: cond.rounds });
  }
}

/** A room's name when the seat has seen the room (revealed: the master who reads the quest book sees them all), else null. */
function knownRoom(view: ObjectiveSource, id: string, lang: Lang, { pick }: Naming): string | null {
  const room = view.board.rooms.find((r) => r.id === id);
  if (!room || !roomSeen(view, id)) return null;
  return room.name ? pick(room.name, lang) : null;
}

/**
 * Where a `reach` or `escort` goal lies, as a phrase after "arriva" / "gets": its room (by name once revealed), an
 * object the seat sees on a goal square ("a «Scala»"), the goal square's revealed room or the corridor, else "yet to
 * be found". Never a square's coordinates.
 */
function placeOf(view: ObjectiveSource, cond: Extract<Condition, { type: 'reach' | 'escort' }>, lang: Lang, naming: Naming): string {
  const { pick, objectTitle } = naming;
  if (cond.type === 'reach' && cond.room !== undefined) {
    const room = knownRoom(view, cond.room, lang, naming);
    return room === null ? say(lang, 'placeRoomHidden') : say(lang, 'placeRoom', { room });
  }
  const cells = cond.cells ?? [];
  const on = (o: ObjectView) => cells.some(([x, y]) => o.x === x && o.y === y);
  const marked = view.objects.find((o) => (o.type === 'exit' || o.type === 'marker') && on(o)) ?? view.objects.find(on);
  if (marked) return say(lang, 'placeObject', { name: objectTitle(marked, lang) });
  const { board } = view;
  for (const [x, y] of cells) {
    const area = board.areas[y * board.width + x];
    if (area === undefined || area < 0) continue;
    if (area === 0) return say(lang, 'placeSquareCorridor');
    const room = board.rooms[area - 1];
    if (room && roomSeen(view, room.id)) return room.name ? say(lang, 'placeSquareRoom', { room: pick(room.name, lang) }) : say(lang, 'placeSquareHidden');
  }
  return say(lang, 'placeSquareHidden');
}
