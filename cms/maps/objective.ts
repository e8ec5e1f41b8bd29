/**
 * The objective printed on a quest map: how the heroes win and lose, one short sentence per condition, in Italian or
 * English. The master's copy names the creatures, rooms, characters and items; the players' copy names none of what
 * the heroes find by playing (the foe to slay, the goal room, the person to escort, the item to take), as the game's
 * objective card does for a room not yet revealed.
 * @module
 */
import type { Condition, Lang } from '../../content/schemas/index.ts';
import { fillParams, textIn, type BothLangs } from '../../content/text.ts';
import type { GameState } from '../../engine/index.ts';

const WORDS = {
  winOne: { it: 'Gli eroi vincono quando:', en: 'The heroes win when:' },
  winAny: { it: 'Gli eroi vincono quando accade una di queste cose:', en: 'The heroes win when any of these happens:' },
  winAll: { it: 'Gli eroi vincono quando sono accadute tutte queste cose:', en: 'The heroes win once all of these have happened:' },
  lose: { it: 'Gli eroi perdono quando:', en: 'The heroes lose when:' },
  manual: { it: 'il master dichiara compiuta la missione.', en: 'the master declares the mission done.' },
  kill_all: { it: 'cadono tutte le creature.', en: 'every creature falls.' },
  kill: { it: 'cade «{name}».', en: '“{name}” falls.' },
  kill_secret: { it: 'cade il nemico che la missione ha scelto.', en: 'the foe the mission has chosen falls.' },
  kill_count: { it: 'cadono {n} creature.', en: '{n} creatures fall.' },
  room_revealed: { it: 'si scopre la stanza «{name}».', en: 'the room “{name}” is found.' },
  room_secret: { it: 'si trova la stanza della meta.', en: 'the goal room is found.' },
  gold: { it: 'gli eroi raccolgono {n} monete d’oro.', en: 'the heroes gather {n} gold coins.' },
  reach_room: { it: '{who} nella stanza «{name}».', en: '{who} the room “{name}”.' },
  reach_secret: { it: '{who} alla meta.', en: '{who} the goal.' },
  reach_cells: { it: '{who} alle caselle della meta (segnate sulla mappa).', en: '{who} the goal squares (marked on the map).' },
  whoAny: { it: 'un eroe arriva', en: 'a hero reaches' },
  whoAll: { it: 'tutti gli eroi in piedi arrivano', en: 'every hero standing reaches' },
  escort: { it: '{name} arriva alla meta scortato dagli eroi.', en: '{name} reaches the goal, escorted by the heroes.' },
  escort_secret: { it: 'il personaggio da scortare arriva alla meta.', en: 'the person to escort reaches the goal.' },
  survive: { it: 'gli eroi resistono per {n} giri.', en: 'the heroes hold out for {n} rounds.' },
  has_item: { it: 'un eroe ottiene «{name}».', en: 'a hero obtains “{name}”.' },
  has_item_secret: { it: 'un eroe ottiene l’oggetto che la missione chiede.', en: 'a hero obtains the item the mission asks for.' },
  hero_dead_any: { it: 'cade un eroe.', en: 'a hero falls.' },
  hero_dead_all: { it: 'cadono tutti gli eroi.', en: 'every hero falls.' },
  npc_dead: { it: 'cade {name}.', en: '{name} falls.' },
  npc_dead_secret: { it: 'cade il personaggio da proteggere.', en: 'the person to protect falls.' },
  rounds: { it: 'finisce il giro {n} senza la vittoria.', en: 'round {n} ends without a victory.' },
} as const satisfies Record<string, BothLangs>;

/** The objective as printed: each side's heading and its sentences. */
export interface PrintedObjective {
  win: { heading: string; lines: string[] };
  lose: { heading: string; lines: string[] };
}

/**
 * The objective of the game `state`'s mission in `lang`; `secrets` false (the players' copy) leaves unnamed what the
 * heroes find by playing. Every hero fallen always loses, so it always closes the defeat's sentences.
 */
export function printedObjective(state: GameState, lang: Lang, secrets: boolean): PrintedObjective {
  const { mission, board, creatures, items } = state.setup;
  const say = (key: keyof typeof WORDS, values: Record<string, string | number> = {}) => fillParams(WORDS[key][lang], values);
  const roomName = (id: string) => textIn(board.rooms.find((r) => r.id === id)?.name, lang, id);
  const npcName = (name: string) => {
    const unit = state.units.find((u) => u.npc && (u.name.it === name || u.name.en === name || u.kind === name));
    return unit ? textIn(unit.name, lang, name) : name;
  };
  const sentence = (c: Condition): string => {
    switch (c.type) {
      case 'kill_all':
        return say('kill_all');
      case 'kill': {
        if (!secrets) return say('kill_secret');
        const named = c.kind !== undefined ? creatures.find((k) => k.id === c.kind)?.name : state.units.find((u) => u.tag === c.tag && !u.npc)?.name;
        return say('kill', { name: textIn(named, lang, c.kind ?? c.tag ?? '') });
      }
      case 'kill_count':
        return say('kill_count', { n: c.count });
      case 'room_revealed':
        return secrets ? say('room_revealed', { name: roomName(c.room) }) : say('room_secret');
      case 'gold':
        return say('gold', { n: c.amount });
      case 'reach': {
        const who = say(c.who === 'all' ? 'whoAll' : 'whoAny');
        if (c.room !== undefined) return secrets ? say('reach_room', { who, name: roomName(c.room) }) : say('reach_secret', { who });
        return say(secrets ? 'reach_cells' : 'reach_secret', { who });
      }
      case 'escort':
        return secrets ? say('escort', { name: npcName(c.npc) }) : say('escort_secret');
      case 'survive':
        return say('survive', { n: c.rounds });
      case 'has_item':
        return secrets ? say('has_item', { name: textIn(items.find((i) => i.id === c.item)?.name, lang, c.item) }) : say('has_item_secret');
      case 'hero_dead':
        return say(c.who === 'all' ? 'hero_dead_all' : 'hero_dead_any');
      case 'npc_dead':
        return secrets ? say('npc_dead', { name: npcName(c.npc) }) : say('npc_dead_secret');
      case 'rounds':
        return say('rounds', { n: c.rounds });
    }
  };
  const win = mission.win;
  const winLines = win === 'manual' ? [say('manual')] : win === 'kill_all' ? [say('kill_all')] : win.conditions.map(sentence);
  const winHeading = typeof win === 'object' && win.conditions.length > 1 ? say(win.mode === 'all' ? 'winAll' : 'winAny') : say('winOne');
  const loseLines = [...new Set([...mission.lose.map(sentence), say('hero_dead_all')])];
  return { win: { heading: winHeading, lines: winLines }, lose: { heading: say('lose'), lines: loseLines } };
}
