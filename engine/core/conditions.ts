/**
 * Mission conditions (spec 000, "Condizioni"): whether each is met in a state.
 * @module
 */
import type { Condition } from '../../content/schemas/index.ts';
import { ownValue } from '../../content/own.ts';
import { boardIndex } from './board.ts';
import type { GameState, Unit } from './types.ts';

const creatures = (s: GameState) => s.units.filter((u) => u.side === 'master' && !u.npc);
const heroes = (s: GameState) => s.units.filter((u) => u.side === 'heroes' && !u.npc);
const npcNamed = (s: GameState, name: string) => s.units.find((u) => u.npc && u.kind === name);

/**
 * The gold `u` came into the room with: a campaign fight's hero its purse (`setup.campaign.heroes`, the classic quest
 * book's heroes keep theirs from quest to quest), any other unit none.
 */
const carriedIn = (s: GameState, u: Unit) => ownValue(s.setup.campaign?.heroes, u.kind)?.gold ?? 0;

function standsOn(u: Unit, cells: readonly [number, number][]): boolean {
  return cells.some(([x, y]) => u.x === x && u.y === y);
}

function inRoom(s: GameState, u: Unit, room: string): boolean {
  const board = s.setup.board;
  return board.areas[u.y * board.width + u.x] === boardIndex(board).roomArea.get(room);
}

/**
 * Whether `c` is met in `state`, where `completedRounds` rounds have been played to their end.
 * `kill` of a kind or tag none of whose creatures was ever placed is not met (there is nothing to kill).
 * `gold` counts the gold found in this room: the party's and the heroes', less what each hero carried in (a campaign
 * fight's purses), so a hero arriving with gold from earlier quests does not meet it.
 */
export function conditionMet(state: GameState, c: Condition, completedRounds: number): boolean {
  switch (c.type) {
    case 'kill_all':
      return creatures(state).every((u) => !u.alive);
    case 'kill': {
      const marked = creatures(state).filter((u) => (c.kind !== undefined ? u.kind === c.kind : u.tag === c.tag));
      return marked.length > 0 && marked.every((u) => !u.alive);
    }
    case 'kill_count':
      return creatures(state).filter((u) => !u.alive).length >= c.count;
    case 'room_revealed':
      return state.revealed.includes(c.room);
    case 'gold':
      return state.partyGold + heroes(state).reduce((sum, h) => sum + h.gold - carriedIn(state, h), 0) >= c.amount;
    case 'reach': {
      const living = heroes(state).filter((h) => h.alive);
      const there = (h: Unit) => (c.cells ? standsOn(h, c.cells) : inRoom(state, h, c.room!));
      return living.length > 0 && (c.who === 'all' ? living.every(there) : living.some(there));
    }
    case 'escort': {
      const npc = npcNamed(state, c.npc);
      return npc !== undefined && npc.alive && standsOn(npc, c.cells);
    }
    case 'survive':
    case 'rounds':
      return completedRounds >= c.rounds;
    case 'has_item':
      return heroes(state).some((h) => h.items.includes(c.item));
    case 'hero_dead': {
      const all = heroes(state);
      return c.who === 'all' ? all.length > 0 && all.every((h) => !h.alive) : all.some((h) => !h.alive);
    }
    case 'npc_dead': {
      const npc = npcNamed(state, c.npc);
      return npc !== undefined && !npc.alive;
    }
  }
}
