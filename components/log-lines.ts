/**
 * Game events as sentences of the chronicle, in the reader's language:
 * "Il barbaro attacca il goblin: 2 teschi, 1 scudo, 1 danno". The ruleset the view plays by (`view.module`) tells
 * its own events and may word a core one its own way (`RulesetParts.eventLine`); the core tells the rest.
 * @module
 */
import type { CombatFace } from '../content/schemas/index.ts';
import type { GameEvent, View } from '../engine/index.ts';
import { NO_NAMES, type KnownNames, type Named } from './context.ts';
import { capitalise, hasProperName, nameInSentence, PLAIN_PREP, signedNumber, withArticle, type Preposition } from './grammar.ts';
import { elementName, pick, t, tn, type Lang } from './i18n.ts';
import { ownEventLine, rulesetParts, type OwnEvent } from './rulesets/registry.ts';
import type { LineWords } from './rulesets/parts.ts';
import type { AnyText } from '../content/text.ts';
import { faceName, objectTitle, reasonText, trapWord } from './texts.ts';

/**
 * What naming needs from the view: units, seats, free heroes and rooms (and objects, the mission, the catalog, the
 * ruleset module and what it adds to the view when known: without a `module` the view reads as the classic rules').
 */
export type NamingSource = Pick<View, 'units' | 'seats' | 'freeHeroes' | 'board'> &
  Partial<Pick<View, 'objects' | 'mission' | 'catalog' | 'ruleset' | 'module' | 'rules'>>;

function unitName(view: NamingSource, id: string, lang: Lang, names: KnownNames): string | null {
  const unit = view.units.find((u) => u.id === id);
  const name = unit?.name ?? names.units.get(id);
  return name ? pick(name, lang) : null;
}

/** Hero names by hero id, from the content (for heroes that have no piece yet). */
export type HeroNames = ReadonlyMap<string, { name: AnyText }>;

function heroName(view: NamingSource, heroId: string, lang: Lang, heroes: HeroNames): string {
  const unit = view.units.find((u) => u.side === 'heroes' && u.kind === heroId);
  if (unit) return pick(unit.name, lang);
  const known = heroes.get(heroId) ?? view.freeHeroes.find((h) => h.id === heroId);
  return known ? pick(known.name, lang) : heroId;
}

function named(lang: Lang, name: string | null, capital: boolean, prep?: Preposition): string {
  if (name === null) {
    const phrase = `${prep ? PLAIN_PREP[lang][prep] : ''}${t(lang, 'aCreature')}`;
    return capital ? capitalise(phrase) : phrase;
  }
  return withArticle(lang, name, prep ? { capital, prep } : { capital });
}

/**
 * The chronicle line of one event. `heroes` names heroes that have no piece yet (in the lobby); `names` the spells,
 * items, decks, units and custom effects seen so far (see {@link KnownNames}).
 */
export function describeEvent(event: GameEvent, view: NamingSource, lang: Lang, heroes: HeroNames = new Map(), names: KnownNames = NO_NAMES): string {
  const parts = rulesetParts(view.module);
  const unit = (id: string, capital = true, prep?: Preposition) => {
    const name = unitName(view, id, lang, names);
    // an NPC, or a hero of a ruleset whose heroes are named characters (d20), has a proper name: "Sir Ragnar", "su Sir Ragnar", never "il sir Ragnar"
    if (
      name !== null &&
      hasProperName(
        view.units.find((u) => u.id === id),
        parts.heroesHaveProperNames,
      )
    )
      return nameInSentence(lang, name, true, { capital, ...(prep ? { prep } : {}) });
    return named(lang, name, capital, prep);
  };
  const words: LineWords = { lang, unit, moduleView: view.rules ?? null };
  const own = parts.eventLine(event, words);
  if (own !== null) return own;
  const spell = (id: string) => contentName(names.spells.get(id), id, lang);
  // items read as common nouns in Italian ("usa la pozione curativa"), as titles in English ("uses the Potion of Healing")
  const item = (id: string) => {
    const name = contentName(names.items.get(id), id, lang);
    return lang === 'it' ? withArticle(lang, name) : `the ${name}`;
  };
  const onTarget = (id: string) => unit(id, false, 'su');
  switch (event.type) {
    case 'seat_joined': {
      // a hero with no piece yet (the lobby) goes by a proper name when the ruleset's heroes are named characters
      const piece = view.units.find((u) => u.side === 'heroes' && u.kind === event.hero);
      const proper = piece ? hasProperName(piece, parts.heroesHaveProperNames) : parts.heroesHaveProperNames;
      return t(lang, event.computer ? 'ev_seat_joined_computer' : 'ev_seat_joined', {
        hero: nameInSentence(lang, heroName(view, event.hero, lang, heroes), proper, { capital: true }),
      });
    }
    case 'game_started':
      return t(lang, 'ev_game_started');
    case 'turn_started':
      // when the ruleset plays one unit at a time each creature has its own turn
      if (event.seat === 'master' && event.unit)
        return t(lang, 'ev_turn_creature', { round: event.round, toUnit: unit(event.unit, false, 'a'), unit: unit(event.unit, false) });
      if (event.seat === 'master') return t(lang, view.mission?.auto ? 'ev_turn_creatures' : 'ev_turn_master', { round: event.round });
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
      // one unit's turn ends (a ruleset playing one unit at a time): a creature's, or a hero's (often by acting, not by passing)
      if (event.unit !== undefined) return t(lang, 'ev_turn_ended_unit', { unit: unit(event.unit) });
      if (event.seat === 'master') return t(lang, view.mission?.auto ? 'ev_turn_ended_creatures' : 'ev_turn_ended_master');
      return t(lang, 'ev_turn_ended_hero', { unit: unit(event.seat) });
    case 'game_over':
      return t(lang, 'ev_over_why', {
        over: t(
          lang,
          event.reason === 'fled' ? 'ev_over_fled' : event.winner === 'heroes' ? 'ev_over_heroes' : view.mission?.auto ? 'ev_over_creatures' : 'ev_over_master',
        ),
        reason: reasonText(event.reason, event.condition, view, lang, names),
      });
    case 'spell_cast':
      return event.target && event.target !== event.unit
        ? t(lang, 'ev_spell_cast_on', { unit: unit(event.unit), spell: spell(event.spell), onTarget: onTarget(event.target) })
        : t(lang, 'ev_spell_cast', { unit: unit(event.unit), spell: spell(event.spell) });
    case 'item_used':
      return event.target && event.target !== event.unit
        ? t(lang, 'ev_item_used_on', { unit: unit(event.unit), item: item(event.item), onTarget: onTarget(event.target) })
        : t(lang, 'ev_item_used', { unit: unit(event.unit), item: item(event.item) });
    case 'spell_taught':
      return t(lang, 'ev_spell_taught', { unit: unit(event.unit), spell: spell(event.spell) });
    case 'card_drawn':
      return t(lang, 'ev_card_drawn', { name: pick(event.name, lang), text: pick(event.text, lang) });
    case 'deck_shuffled': {
      const deck = names.decks.get(event.deck);
      return deck ? t(lang, 'ev_deck_shuffled_named', { deck: pick(deck, lang) }) : t(lang, 'ev_deck_shuffled');
    }
    case 'damaged': {
      const damage = tn(lang, 'damage', event.amount);
      if (event.feedback)
        return t(lang, event.feedback === 'weak' ? 'ev_damaged_weak' : 'ev_damaged_resist', {
          unit: unit(event.unit),
          damage,
          element: elementName(event.element ?? '', lang),
        });
      if (event.element) return t(lang, 'ev_damaged_element', { unit: unit(event.unit), damage, element: elementName(event.element, lang) });
      if (!event.dice) return t(lang, 'ev_damaged', { unit: unit(event.unit), damage });
      const side = view.units.find((u) => u.id === event.unit)?.side;
      const shield: CombatFace = side === 'heroes' ? 'white_shield' : 'black_shield';
      return t(lang, 'ev_damaged_dice', {
        unit: unit(event.unit),
        damage,
        hits: tn(lang, 'skulls', count(event.dice, 'skull')),
        blocks: tn(lang, 'shields', count(event.defenceDice ?? [], shield)),
      });
    }
    case 'healed':
      return tn(lang, 'ev_healed', event.amount, { unit: unit(event.unit) });
    case 'stat_changed':
      return t(lang, 'ev_stat_changed', {
        unit: unit(event.unit),
        stat: t(lang, `stat_${event.stat}`),
        delta: signedNumber(event.delta),
        until: t(lang, `until_${event.duration}`),
      });
    case 'stat_expired':
      return t(lang, 'ev_stat_expired', { unit: unit(event.unit), stat: t(lang, `stat_${event.stat}`) });
    case 'status_applied':
      if (event.status === 'poison' && event.rounds === 0)
        return t(lang, 'ev_poisoned_until', { unit: unit(event.unit), damage: tn(lang, 'damage', event.amount) });
      if (event.status === 'poison')
        return t(lang, 'ev_poisoned', { unit: unit(event.unit), turns: tn(lang, 'turns', event.rounds), damage: tn(lang, 'damage', event.amount) });
      if (event.status === 'stun') return t(lang, 'ev_stunned', { unit: unit(event.unit), turns: tn(lang, 'turns', event.rounds) });
      // another status by its name (a ruleset that adds statuses words them itself, with their sizes)
      return t(lang, 'ev_status_on', { unit: unit(event.unit), status: t(lang, `status_${event.status}`) });
    case 'status_tick':
      return event.status === 'poison'
        ? t(lang, 'ev_poison_tick', { unit: unit(event.unit), damage: tn(lang, 'damage', event.damage) })
        : event.roundsLeft > 0
          ? t(lang, 'ev_stun_tick', { unit: unit(event.unit), turns: tn(lang, 'turns', event.roundsLeft) })
          : t(lang, 'ev_stun_last', { unit: unit(event.unit) });
    case 'status_ended':
      if (event.status === 'poison' || event.status === 'stun')
        return t(lang, event.status === 'poison' ? 'ev_poison_ended' : 'ev_stun_ended', { unit: unit(event.unit) });
      return t(lang, 'ev_status_off', { unit: unit(event.unit), status: t(lang, `status_${event.status}`) });
    case 'turn_skipped': {
      const key = {
        stun: 'ev_turn_skipped',
        freeze: 'ev_turn_skipped_frozen',
        condition: 'ev_turn_skipped_condition',
        away: 'ev_turn_skipped_away',
        time: 'ev_turn_skipped_time',
      } as const;
      return t(lang, key[event.reason], { unit: unit(event.unit) });
    }
    case 'seat_released': {
      const piece = view.units.find((u) => u.side === 'heroes' && u.kind === event.hero);
      const proper = piece ? hasProperName(piece, parts.heroesHaveProperNames) : parts.heroesHaveProperNames;
      return t(lang, 'ev_seat_released', { ofHero: nameInSentence(lang, heroName(view, event.hero, lang, heroes), proper, { prep: 'di' }) });
    }
    case 'creatures_handed':
      return t(lang, event.to === 'computer' ? 'ev_creatures_to_computer' : 'ev_creatures_to_master');
    case 'computer_turn':
      return t(lang, event.reason === 'away' ? 'ev_computer_turn_away' : 'ev_computer_turn');
    case 'thawed':
      return t(lang, 'ev_thawed', { unit: unit(event.unit) });
    case 'resource_changed':
      return t(lang, event.delta < 0 ? 'ev_resource_spent' : 'ev_resource_gained', {
        unit: unit(event.unit),
        n: Math.abs(event.delta),
        // mana and stamina in words; a ruleset's own resource (a rules document's) as its parts name it, else by its id
        resource: event.resource === 'mana' || event.resource === 'stamina' ? t(lang, `resource_${event.resource}`) : event.resource,
        value: event.value,
      });
    case 'revived':
      return t(lang, 'ev_revived', { unit: unit(event.unit), n: event.body });
    case 'teleported':
      return t(lang, 'ev_teleported', { unit: unit(event.unit) });
    case 'gold_gained': {
      const dice = event.dice && event.dice.length > 0 ? joinDice(event.dice, lang) : null;
      if (event.unit) return t(lang, dice ? 'ev_gold_unit_dice' : 'ev_gold_unit', { unit: unit(event.unit), n: event.amount, dice: dice ?? '' });
      return t(lang, dice ? 'ev_gold_party_dice' : 'ev_gold_party', { n: event.amount, dice: dice ?? '' });
    }
    case 'item_gained':
      return t(lang, 'ev_item_gained', { unit: unit(event.unit), item: item(event.item) });
    case 'spawned':
      return t(lang, 'ev_spawned', { unit: unit(event.unit, lang === 'en') });
    case 'regenerated':
      return tn(lang, 'ev_regenerated', event.amount, { unit: unit(event.unit) });
    case 'awakened':
      return t(lang, 'ev_awakened', { unit: unit(event.unit) });
    case 'message':
      return pick(event.text, lang);
    case 'custom':
      return t(lang, 'ev_custom', { text: pick(event.text, lang) });
    case 'custom_resolved': {
      const text = names.customs.get(event.id);
      return text ? t(lang, 'ev_custom_resolved_text', { text: pick(text, lang) }) : t(lang, 'ev_custom_resolved');
    }
    case 'searched': {
      const n = event.found.length + event.doors.length;
      const found = n === 0 ? t(lang, 'ev_found_nothing') : tn(lang, 'ev_found', n);
      return t(lang, event.for === 'treasure' ? 'ev_searched_treasure' : 'ev_searched_traps', { unit: unit(event.unit), found });
    }
    case 'object_found': {
      const o = view.objects?.find((x) => x.id === event.object);
      return o ? t(lang, 'ev_object_found', { object: objectTitle(o, lang) }) : tn(lang, 'ev_found', 1);
    }
    case 'trap_sprung':
      return t(lang, 'ev_trap_sprung', { unit: unit(event.unit), trap: trapWord(event.kind, lang) });
    case 'mission_event':
      return event.text ? pick(event.text, lang) : t(lang, 'ev_mission_event');
    case 'effect_skipped': {
      const reason = t(lang, `skip_${event.reason}`);
      return event.unit ? t(lang, 'ev_effect_skipped_on', { onTarget: unit(event.unit, false, 'su'), reason }) : t(lang, 'ev_effect_skipped', { reason });
    }
    default:
      // a ruleset module's own event, told by its module (the compiler checks that every other event has a line here)
      return ownEventLine(event satisfies OwnEvent, words);
  }
}

function count<T>(list: readonly T[], value: T): number {
  return list.filter((v) => v === value).length;
}

/** A spell's or item's name in `lang`; the id with spaces for hyphens when no view has named it (never expected). */
function contentName(name: Named | undefined, id: string, lang: Lang): string {
  return name ? pick(name, lang) : id.replace(/-/g, ' ');
}

/**
 * The faces of a classic attack's dice in a sentence, each die by name in the order rolled: "Dadi d’attacco: teschio,
 * scudo bianco. Dadi di difesa: scudo nero." (for the screen readers' announcements; the tray draws them).
 */
export function attackDiceLine(event: Extract<GameEvent, { type: 'attack' }>, lang: Lang): string {
  const faces = (dice: readonly CombatFace[]) => (dice.length === 0 ? t(lang, 'noDice') : dice.map((f) => faceName(f, lang)).join(', '));
  return t(lang, 'ann_attack_dice', { attack: faces(event.attackDice), defence: faces(event.defenceDice) });
}

/** "3 e 5" / "3 and 5"; "3, 4 e 5" for more dice. */
export function joinDice(dice: readonly number[], lang: Lang): string {
  if (dice.length <= 1) return dice.join('');
  return `${dice.slice(0, -1).join(', ')}${t(lang, 'and')}${dice[dice.length - 1]}`;
}
