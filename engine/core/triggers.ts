/**
 * Mission events (spec 000, "Eventi"): each fires once, when its trigger is seen among the events an action produced
 * (`room_revealed`, a creature's death for `monster_dead`, a hero's path for `enter`, a hero's death for `hero_dead`)
 * or when its round begins (`round`). Its text goes to every seat as a `mission_event`, then its effects run; what
 * they cause is looked at in turn, as a work queue with a guard against endless chains.
 * @module
 */
import type { Trigger } from '../../content/schemas/index.ts';
import { boardIndex } from './board.ts';
import type { Draft } from './draft.ts';
import { runEffects } from './effects.ts';
import type { GameEvent, GameState } from './types.ts';

/** The most mission events one action can fire (every event fires at most once anyway). */
const MAX_FIRINGS = 200;

function fires(state: GameState, when: Trigger, e: GameEvent): boolean {
  const unit = (id: string) => state.units.find((u) => u.id === id);
  switch (when.type) {
    case 'round':
      return e.type === 'turn_started' && e.round >= when.n;
    case 'room_revealed':
      return e.type === 'room_revealed' && e.room === when.room;
    case 'monster_dead': {
      if (e.type !== 'unit_died') return false;
      const u = unit(e.unit);
      return u !== undefined && u.side === 'master' && !u.npc && (when.tag === undefined || u.tag === when.tag);
    }
    case 'hero_dead': {
      if (e.type !== 'unit_died') return false;
      const u = unit(e.unit);
      return u !== undefined && u.side === 'heroes' && !u.npc;
    }
    case 'enter': {
      if (e.type !== 'unit_moved' && e.type !== 'teleported') return false;
      const u = unit(e.unit);
      if (!u || u.side !== 'heroes' || u.npc) return false;
      const squares = e.type === 'unit_moved' ? e.path : [e.to];
      const board = state.setup.board;
      const area = when.room !== undefined ? boardIndex(board).roomArea.get(when.room) : undefined;
      return squares.some(([x, y]) => (when.cells ? when.cells.some(([cx, cy]) => cx === x && cy === y) : board.areas[y * board.width + x] === area));
    }
  }
}

/** Fires the mission events triggered by the draft's events from index `from` on (and by what those cause). */
export function runTriggers(draft: Draft, from: number): void {
  const events = draft.state.setup.events;
  if (events.length === 0) return;
  let firings = 0;
  for (let cursor = from; cursor < draft.events.length && firings < MAX_FIRINGS; cursor++) {
    const e = draft.events[cursor]!;
    for (let i = 0; i < events.length; i++) {
      if (draft.state.phase !== 'playing' || draft.state.fired[i] || !fires(draft.state, events[i]!.when, e)) continue;
      draft.state.fired = draft.state.fired.map((f, j) => f || j === i);
      firings++;
      draft.emit({ type: 'mission_event', index: i, text: events[i]!.text ?? null });
      runEffects(draft, events[i]!.effects, { actor: null, chosen: null, source: { kind: 'event', id: `event-${i}`, element: null }, depth: 0 });
    }
  }
}
