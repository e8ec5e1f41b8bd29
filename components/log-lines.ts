/**
 * Game events as sentences of the chronicle, in the reader's language:
 * "Il barbaro attacca il goblin: 2 teschi, 1 scudo, 1 danno".
 * @module
 */
import type { GameEvent, View } from '../engine/index.ts';
import { capitalise, withArticle, type Preposition } from './grammar.ts';
import { pick, t, tn, type Lang } from './i18n.ts';

/** What naming needs from the view: units, seats, free heroes and rooms. */
export type NamingSource = Pick<View, 'units' | 'seats' | 'freeHeroes' | 'board'>;

function unitName(view: NamingSource, id: string, lang: Lang): string | null {
  const unit = view.units.find((u) => u.id === id);
  return unit ? pick(unit.name, lang) : null;
}

/** Hero names by hero id, from the content (for heroes that have no piece yet). */
export type HeroNames = ReadonlyMap<string, { name: { it: string; en: string } }>;

function heroName(view: NamingSource, heroId: string, lang: Lang, heroes: HeroNames): string {
  const unit = view.units.find((u) => u.side === 'heroes' && u.kind === heroId);
  if (unit) return pick(unit.name, lang);
  const known = heroes.get(heroId) ?? view.freeHeroes.find((h) => h.id === heroId);
  return known ? pick(known.name, lang) : heroId;
}

/** Plain prepositions before an indefinite phrase ("su una creatura", "on a creature"). */
const PLAIN_PREP: Record<Lang, Record<Preposition, string>> = { it: { a: 'a ', di: 'di ', su: 'su ' }, en: { a: 'to ', di: 'of ', su: 'on ' } };

function named(lang: Lang, name: string | null, capital: boolean, prep?: Preposition): string {
  if (name === null) {
    const phrase = `${prep ? PLAIN_PREP[lang][prep] : ''}${t(lang, 'aCreature')}`;
    return capital ? capitalise(phrase) : phrase;
  }
  return withArticle(lang, name, prep ? { capital, prep } : { capital });
}

/** The chronicle line of one event. `heroes` names heroes that have no piece yet (in the lobby). */
export function describeEvent(event: GameEvent, view: NamingSource, lang: Lang, heroes: HeroNames = new Map()): string {
  const unit = (id: string, capital = true, prep?: Preposition) => named(lang, unitName(view, id, lang), capital, prep);
  switch (event.type) {
    case 'seat_joined':
      return t(lang, 'ev_seat_joined', { hero: withArticle(lang, heroName(view, event.hero, lang, heroes), { capital: true }) });
    case 'game_started':
      return t(lang, 'ev_game_started');
    case 'turn_started':
      if (event.seat === 'master') return t(lang, 'ev_turn_master', { round: event.round });
      return t(lang, 'ev_turn_hero', { round: event.round, toHero: unit(event.seat, false, 'a'), hero: unit(event.seat, false) });
    case 'movement_rolled':
      return t(lang, 'ev_rolled', { unit: unit(event.seat), dice: joinDice(event.dice, lang), n: event.steps });
    case 'unit_moved':
      return event.path.length === 0 ? t(lang, 'ev_moved_0', { unit: unit(event.unit) }) : tn(lang, 'ev_moved', event.path.length, { unit: unit(event.unit) });
    case 'door_opened':
      return t(lang, 'ev_door', { unit: unit(event.by) });
    case 'room_revealed': {
      const room = view.board.rooms.find((r) => r.id === event.room);
      return room?.name ? t(lang, 'ev_room', { room: pick(room.name, lang) }) : t(lang, 'ev_room_unnamed');
    }
    case 'attack':
      return t(lang, 'ev_attack', {
        attacker: unit(event.attacker),
        target: unit(event.target, false),
        hits: tn(lang, 'skulls', event.hits),
        blocks: tn(lang, 'shields', event.blocks),
        damage: tn(lang, 'damage', event.damage),
      });
    case 'unit_died': {
      const u = view.units.find((x) => x.id === event.unit);
      return t(lang, u?.side === 'heroes' ? 'ev_died_hero' : 'ev_died_creature', { unit: unit(event.unit) });
    }
    case 'turn_ended':
      return event.seat === 'master' ? t(lang, 'ev_turn_ended_master') : t(lang, 'ev_turn_ended_hero', { unit: unit(event.seat) });
    case 'game_over':
      return t(lang, event.winner === 'heroes' ? 'ev_over_heroes' : 'ev_over_master');
    case 'spell_cast':
      return event.target
        ? t(lang, 'ev_spell_cast_on', { unit: unit(event.unit), spell: contentName(event.spell), onTarget: unit(event.target, false, 'su') })
        : t(lang, 'ev_spell_cast', { unit: unit(event.unit), spell: contentName(event.spell) });
    case 'item_used':
      return t(lang, 'ev_item_used', { unit: unit(event.unit), item: contentName(event.item) });
    case 'spell_taught':
      return t(lang, 'ev_spell_taught', { unit: unit(event.unit), spell: contentName(event.spell) });
    case 'card_drawn':
      return t(lang, 'ev_card_drawn', { name: pick(event.name, lang), text: pick(event.text, lang) });
    case 'deck_shuffled':
      return t(lang, 'ev_deck_shuffled');
    case 'damaged':
      return t(lang, 'ev_damaged', { unit: unit(event.unit), damage: tn(lang, 'damage', event.amount) });
    case 'healed':
      return t(lang, 'ev_healed', { unit: unit(event.unit), n: event.amount });
    case 'stat_changed':
      return t(lang, 'ev_stat_changed', { unit: unit(event.unit), stat: t(lang, `stat_${event.stat}`), delta: event.delta > 0 ? `+${event.delta}` : String(event.delta) });
    case 'stat_expired':
      return t(lang, 'ev_stat_expired', { unit: unit(event.unit), stat: t(lang, `stat_${event.stat}`) });
    case 'status_applied':
      return t(lang, 'ev_status_applied', { unit: unit(event.unit), status: t(lang, `status_${event.status}`), n: event.rounds });
    case 'status_tick':
      return t(lang, 'ev_status_tick', { unit: unit(event.unit), damage: tn(lang, 'damage', event.damage), status: t(lang, `status_${event.status}`) });
    case 'status_ended':
      return t(lang, 'ev_status_ended', { unit: unit(event.unit), status: t(lang, `status_${event.status}`) });
    case 'turn_skipped':
      return t(lang, 'ev_turn_skipped', { unit: unit(event.unit) });
    case 'teleported':
      return t(lang, 'ev_teleported', { unit: unit(event.unit) });
    case 'gold_gained':
      return event.unit ? t(lang, 'ev_gold_unit', { unit: unit(event.unit), n: event.amount }) : t(lang, 'ev_gold_party', { n: event.amount });
    case 'item_gained':
      return t(lang, 'ev_item_gained', { unit: unit(event.unit), item: contentName(event.item) });
    case 'spawned':
      return t(lang, 'ev_spawned', { unit: unit(event.unit, false) });
    case 'regenerated':
      return t(lang, 'ev_regenerated', { unit: unit(event.unit), n: event.amount });
    case 'awakened':
      return t(lang, 'ev_awakened', { unit: unit(event.unit) });
    case 'message':
      return pick(event.text, lang);
    case 'custom':
      return t(lang, 'ev_custom', { text: pick(event.text, lang) });
    case 'custom_resolved':
      return t(lang, 'ev_custom_resolved');
    case 'effect_skipped':
      return t(lang, 'ev_effect_skipped', { effect: event.effect });
  }
}

/** A content id as a readable name (`pozione-curativa` -> "pozione curativa") until its document's name is at hand. */
function contentName(id: string): string {
  return id.replace(/-/g, ' ');
}

/** "3 e 5" / "3 and 5"; "3, 4 e 5" for more dice. */
export function joinDice(dice: readonly number[], lang: Lang): string {
  if (dice.length <= 1) return dice.join('');
  return `${dice.slice(0, -1).join(', ')}${t(lang, 'and')}${dice[dice.length - 1]}`;
}
