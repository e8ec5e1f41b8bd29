/**
 * The hint under the board: what the seat can do now, in words, built from the server's legal actions (never from
 * guesses about the rules), so it never asks for what the seat cannot do.
 * @module
 */
import type { Action, View } from '../engine/index.ts';
import type { TableState } from './context.ts';
import { actingUnit } from './acting-unit.ts';
import { capitalise, hasProperName, nameInSentence, withArticle } from './grammar.ts';
import { pick, type Lang } from './i18n.ts';
import { hintText, type HintTextKey } from './hint-texts.ts';
import { pointerText } from './pointer-words.ts';
import { movableNpcs, readyCreatures } from './marks.ts';
import { rulesetParts } from './rulesets/registry.ts';
import { roomOfArea } from './board/layout.ts';

function has(legal: readonly Action[], type: Action['type']): boolean {
  return legal.some((a) => a.type === type);
}

/** "A, B o C" / "A, B or C", capitalised and closed with a full stop. */
function sentence(clauses: string[], lang: Lang): string {
  const last = clauses[clauses.length - 1]!;
  const body = clauses.length === 1 ? last : `${clauses.slice(0, -1).join(', ')}${hintText(lang, 'clauseOr')}${last}`;
  return `${capitalise(body)}.`;
}

/** Whether `unit` goes by a proper name in `view`'s ruleset (see {@link hasProperName}). */
function proper(view: View, unit: View['units'][number] | undefined): boolean {
  return hasProperName(unit, rulesetParts(view.module).heroesHaveProperNames);
}

function unitName(view: View, id: string, lang: Lang, article = true): string {
  const u = view.units.find((x) => x.id === id);
  const name = u ? pick(u.name, lang) : id;
  return article && u && !proper(view, u) ? withArticle(lang, name) : name;
}

/** The words of a hero's turn: one clause per kind of thing the server lets it do now. */
function heroTurn(view: View, legal: readonly Action[], lang: Lang, touch: boolean, narrow: boolean): string {
  const clauses: string[] = [];
  const add = (key: HintTextKey, params?: Record<string, string>) => clauses.push(pointerText(lang, key, touch, params));
  if (has(legal, 'roll')) add('clauseRoll');
  if (has(legal, 'move')) add('clauseMove');
  if (has(legal, 'attack')) add('clauseAttack');
  if (has(legal, 'open_door')) add('clauseDoor');
  // on a narrow screen the Search buttons are in the hero's sheet, behind its tab: the hint says where
  if (has(legal, 'search')) add(narrow ? 'clauseSearchSheet' : 'clauseSearch');
  for (const npc of movableNpcs(legal)) add('clauseNpc', { npc: unitName(view, npc, lang) });
  if (clauses.length < 3 && (has(legal, 'cast') || has(legal, 'use_item'))) add('clauseMagic');
  // the ruleset's own clauses (d20: Defend, on offer whenever an action is)
  for (const clause of rulesetParts(view.module).hintClauses(legal, lang)) if (clauses.length < 3) clauses.push(clause);
  if (clauses.length === 0) return hintText(lang, has(legal, 'end_turn') ? 'hintDone' : 'hintWaitMaster');
  return sentence(clauses, lang);
}

/** The words of the master's turn: pick a creature, then move or attack with it, then end the turn. */
function masterTurn(view: View, legal: readonly Action[], selected: string | null, lang: Lang, touch: boolean): string {
  const ready = [...readyCreatures(legal), ...movableNpcs(legal)];
  if (selected) {
    const moves = legal.some((a) => (a.type === 'move_creature' && a.creature === selected) || (a.type === 'move_npc' && a.npc === selected));
    const attacks = legal.some((a) => a.type === 'creature_attack' && a.creature === selected);
    const name = unitName(view, selected, lang);
    const clauses = [
      ...(moves ? [pointerText(lang, 'clauseUnitMove', touch, { unit: name })] : []),
      ...(attacks ? [pointerText(lang, 'clauseUnitAttack', touch)] : []),
    ];
    if (clauses.length > 0) return sentence(clauses, lang);
    const unit = view.units.find((u) => u.id === selected);
    if (unit && unit.side === 'master') return hintText(lang, 'hintMasterActed', { unit: capitalise(name) });
  }
  if (ready.length > 0) return hintText(lang, 'hintMasterPick');
  return hintText(lang, nobodyActed(view) && allHidden(view) ? 'hintMasterHidden' : 'hintMasterDone');
}

/** No creature has moved, attacked or been stunned this turn. */
function nobodyActed(view: View): boolean {
  return Object.keys(view.turn?.creatures ?? {}).length === 0;
}

/** Every living creature stands in a room the heroes have not revealed yet. */
function allHidden(view: View): boolean {
  const creatures = view.units.filter((u) => u.side === 'master' && u.alive && !u.npc);
  return (
    creatures.length > 0 &&
    creatures.every((u) => {
      const room = roomOfArea(view.board, view.board.areas[u.y * view.board.width + u.x] ?? -1);
      return room !== null && !view.revealed.includes(room);
    })
  );
}

/**
 * Whose turn it is, for a seat that waits: "Tocca al barbaro: aspetta il tuo turno."; when the ruleset plays one unit
 * at a time, the unit's whose turn it is, a creature's too ("Tocca alla sentinella dell'alba", "Tocca a Xov").
 */
function waiting(view: View, lang: Lang, key: 'hintWaitHero' | 'hintMasterWait'): string {
  const seat = view.turn?.seat ?? '';
  const u = actingUnit(view);
  if (!u && seat === 'master') return hintText(lang, 'hintWaitMaster');
  const name = u ? pick(u.name, lang) : seat;
  const named = proper(view, u);
  return hintText(lang, key, { toHero: nameInSentence(lang, name, named, { prep: 'a' }), hero: nameInSentence(lang, name, named) });
}

/**
 * The hint for this seat now, or null when there is nothing to say. `touch`: the seat plays on a touch screen (the
 * hint says "tocca" / "tap" where it would say "clicca" / "click"); `narrow`: the element is laid out for a narrow
 * screen, its panels bottom sheets behind tabs (the hint names the sheet where a button it speaks of is).
 */
export function hintFor(table: TableState, lang: Lang, touch = false, narrow = false): string | null {
  const { view, legal, aiming, selected } = table;
  if (view.phase === 'over') return null;
  if (table.replay) return hintText(lang, 'hintReplay');
  if (view.role === 'spectator') return hintText(lang, 'hintWatching');
  if (view.phase === 'lobby') {
    if (view.role === 'hero') return hintText(lang, view.mission.auto ? 'hintLobbyHeroAuto' : 'hintLobbyHero');
    return view.seats.length > 0 ? hintText(lang, 'hintLobbyReady', { n: view.seats.length }) : hintText(lang, 'hintLobbyMaster');
  }
  if (!view.turn) return null;
  if (view.role === 'host') return hintText(lang, 'hintHostAuto');
  if (view.role === 'hero') {
    if (aiming) {
      const name =
        aiming.type === 'cast'
          ? view.catalog.spells.find((s) => s.id === aiming.spell)?.name
          : aiming.type === 'ability'
            ? aiming.name
            : view.catalog.items.find((i) => i.id === aiming.item)?.name;
      return pointerText(lang, 'aimHint', touch, { name: pick(name, lang) });
    }
    const me = view.units.find((u) => u.id === view.seat);
    if (me && !me.alive) return hintText(lang, 'hintDead');
    if (view.turn.seat !== view.seat) return waiting(view, lang, 'hintWaitHero');
    if (selected && movableNpcs(legal).includes(selected)) return pointerText(lang, 'hintNpcMove', touch, { npc: unitName(view, selected, lang) });
    return heroTurn(view, legal, lang, touch, narrow);
  }
  if (view.turn.seat !== 'master') return waiting(view, lang, 'hintMasterWait');
  return masterTurn(view, legal, selected, lang, touch);
}
