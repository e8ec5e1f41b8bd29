/**
 * The accessible name of a square of the board, as the keyboard cursor reads it to a screen reader: where it is, the
 * room or corridor, the piece standing there (its name, side and life), an object, a door on its side, and what Enter
 * does there ("Casella 4, 2. Corridoio. Il goblin, nemico, Corpo 1 su 1. Invio: attacca"; from the master's seat its
 * goblin is "una tua creatura" and a hero an "eroe nemico").
 * @module
 */
import type { TableState } from './context.ts';
import type { Unit, View } from '../engine/index.ts';
import { covers } from '../engine/core/span.ts';
import { pick, t, type Lang, type MessageKey } from './i18n.ts';
import { cursorPick, outcomeOfPick } from './marks.ts';
import { rulesetParts } from './rulesets/registry.ts';
import { objectState, objectTitle } from './texts.ts';
import { capitalise } from './grammar.ts';

/** The text of square `[x, y]` for this seat (see the module's description). */
export function describeSquare(table: TableState, x: number, y: number, lang: Lang): string {
  const { view } = table;
  const board = view.board;
  const area = board.areas[y * board.width + x] ?? -1;
  const room = area > 0 ? board.rooms[area - 1] : undefined;
  const seen = room ? view.revealed.includes(room.id) || (view.role === 'master' && view.questBook === 'open') : true;
  const place =
    area <= 0
      ? t(lang, 'sq_corridor')
      : !seen
        ? t(lang, 'sq_dark')
        : room?.name
          ? t(lang, 'sq_room', { room: pick(room.name, lang) })
          : t(lang, 'sq_room_unnamed');
  const lines = [t(lang, 'sq_at', { x, y }), capitalise(place)];
  const unit = view.units.find((u) => u.alive && covers(u, x, y));
  if (unit) {
    const side = t(lang, sideKey(table.view.role, unit));
    const life = rulesetParts(view.module).lifeLabel(unit, lang, view.rules);
    lines.push(`${pick(unit.name, lang)}, ${side}, ${t(lang, 'sq_unit', { life, body: unit.body, max: unit.maxBody })}`);
  }
  for (const o of view.objects ?? []) {
    if (o.x !== x || o.y !== y) continue;
    const state = objectState(o, lang);
    lines.push(state ? `${objectTitle(o, lang)}, ${state}` : objectTitle(o, lang));
  }
  for (const d of board.doors)
    if (d.between.some(([dx, dy]) => dx === x && dy === y)) lines.push(capitalise(t(lang, d.open ? 'sq_door_open' : 'sq_door_closed')));
  lines.push(capitalise(actionText(table, x, y, lang)));
  return lines.map((l) => (/[.!?…]$/.test(l) ? l : `${l}.`)).join(' ');
}

/**
 * The side a piece is on, as the seat reading it sees it: for the master (or the host) a creature is its own and a
 * hero an enemy; for a hero (or a spectator) a hero is a hero, a creature an enemy, a character an ally.
 */
function sideKey(role: View['role'], unit: Unit): MessageKey {
  if (unit.npc) return role === 'master' || role === 'host' ? 'npcTag' : 'sq_npc';
  if (role === 'master' || role === 'host') return unit.side === 'master' ? 'sq_own_creature' : 'sq_enemy_hero';
  return unit.side === 'heroes' ? 'sq_hero' : 'sq_creature';
}

/** What Enter does on the square, in words. */
function actionText(table: TableState, x: number, y: number, lang: Lang): string {
  if (table.view.phase !== 'playing' || table.view.role === 'spectator') return t(lang, 'sq_act_none');
  const outcome = outcomeOfPick(table, cursorPick(table, x, y));
  if (!outcome) return t(lang, 'sq_act_none');
  if (outcome.kind === 'select') return t(lang, 'sq_act_select');
  switch (outcome.action.type) {
    case 'move':
    case 'move_creature':
    case 'move_npc':
      return t(lang, 'sq_act_move');
    case 'attack':
    case 'creature_attack':
      return t(lang, 'sq_act_attack');
    case 'open_door':
      return t(lang, 'sq_act_door');
    case 'cast':
    case 'use_item':
    case 'ability':
      return t(lang, 'sq_act_aim');
    default:
      return t(lang, 'sq_act_other');
  }
}
