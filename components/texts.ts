/**
 * Words for the mission's objects (their names, kinds and states) and for the end of the game (why it ended), in the
 * reader's language.
 * @module
 */
import type { CombatFace, Condition } from '../content/schemas/index.ts';
import type { GameOverReason, ObjectView, View } from '../engine/index.ts';
import { FURNITURE, OBJECT_TYPES, TRAP_KINDS as TRAP_WORDS } from '../content/vocabulary-objects.ts';
import { wordsOf } from '../content/vocabulary-words.ts';
import type { KnownNames } from './context.ts';
import type { AnyText } from '../content/text.ts';
import { pick, t, tn, type Lang, type MessageKey } from './i18n.ts';

/** The fields of an object the texts read. */
export type ObjectInfo = Pick<ObjectView, 'type' | 'hidden' | 'done'> & { kind?: string; name?: AnyText | undefined; text?: AnyText | undefined };

const TRAP_KINDS = Object.keys(TRAP_WORDS);

/**
 * What an object is, as a label: "Fossa", "Libreria", "Tesoro", "Uscita" — the names the Archive shows its author
 * (content/vocabulary.ts: one table for both). A kind the table does not know falls back to the type's name.
 */
export function objectKindLabel(o: Pick<ObjectInfo, 'type' | 'kind'>, lang: Lang): string {
  const kinds = o.type === 'trap' ? TRAP_WORDS : o.type === 'furniture' ? FURNITURE : null;
  return (kinds && o.kind ? wordsOf(kinds, o.kind, lang)?.name : undefined) ?? wordsOf(OBJECT_TYPES, o.type, lang)?.name ?? o.type;
}

/** The name players read: the mission's name for it, else what it is. */
export function objectTitle(o: ObjectInfo, lang: Lang): string {
  return o.name ? pick(o.name, lang) : objectKindLabel(o, lang);
}

/** The object's state in words, or '' when there is nothing to say. */
export function objectState(o: ObjectInfo, lang: Lang): string {
  if (o.hidden) return t(lang, 'objHidden');
  if (o.type === 'trap') return t(lang, o.done ? 'objTrapSpent' : 'objTrapShown');
  if (o.done && o.type === 'treasure') return t(lang, 'objTaken');
  if (o.done && o.type === 'furniture') return t(lang, 'objSearched');
  return '';
}

/** The lower-case word of a trap kind for sentences ("fossa", "pit"). */
export function trapWord(kind: string, lang: Lang): string {
  return TRAP_KINDS.includes(kind) ? t(lang, `trapWord_${kind}` as MessageKey) : kind;
}

/** What the end-of-game sentence needs from the view. */
export type ReasonSource = Pick<View, 'units' | 'board'> & Partial<Pick<View, 'mission' | 'catalog'>>;

/** The condition a result names, or the first condition of that type in the mission's rules. */
function conditionOf(reason: GameOverReason, condition: Condition | undefined, view: ReasonSource): Condition | undefined {
  if (condition) return condition;
  const mission = view.mission;
  if (!mission) return undefined;
  const win = typeof mission.win === 'object' ? mission.win.conditions : [];
  return [...mission.lose, ...win].find((c) => c.type === reason);
}

/**
 * Why the game ended, as a sentence: "Il tempo è scaduto: sono passati 10 giri.", "Sir Ragnar has died.".
 * `condition` is the condition met, when the result gives it.
 */
export function reasonText(reason: GameOverReason, condition: Condition | undefined, view: ReasonSource, lang: Lang, names?: KnownNames): string {
  switch (reason) {
    case 'all_creatures_dead':
    case 'kill_all':
      return t(lang, 'reason_all_creatures_dead');
    case 'all_heroes_dead':
      return t(lang, 'reason_all_heroes_dead');
    case 'declared':
      return t(lang, 'reason_declared');
    case 'effect':
      return t(lang, 'reason_effect');
    case 'conditions':
      return t(lang, 'reason_conditions');
    case 'hero_dead':
      return t(lang, 'reason_hero_dead');
    case 'fled':
      return t(lang, 'reason_fled');
  }
  const c = conditionOf(reason, condition, view);
  const npcName = (npc: string) => {
    const unit = view.units.find((u) => u.npc && u.kind === npc);
    return unit ? pick(unit.name, lang) : npc;
  };
  const roomName = (id: string) => {
    const room = view.board.rooms.find((r) => r.id === id);
    return room?.name ? pick(room.name, lang) : id;
  };
  if (!c) return t(lang, 'reason_unknown');
  switch (c.type) {
    case 'kill': {
      const kind = c.kind ? view.units.find((u) => u.kind === c.kind) : undefined;
      return t(lang, 'reason_kill', { name: kind ? pick(kind.name, lang) : (c.kind ?? c.tag ?? '') });
    }
    case 'kill_count':
      return tn(lang, 'reason_kill_count', c.count);
    case 'room_revealed':
      return t(lang, 'reason_room_revealed', { room: roomName(c.room) });
    case 'gold':
      return tn(lang, 'reason_gold', c.amount);
    case 'reach':
      return c.room ? t(lang, 'reason_reach_room', { room: roomName(c.room) }) : t(lang, 'reason_reach');
    case 'escort':
      return t(lang, 'reason_escort', { npc: npcName(c.npc) });
    case 'survive':
      return tn(lang, 'reason_survive', c.rounds);
    case 'has_item': {
      const item = names?.items.get(c.item) ?? view.catalog?.items.find((i) => i.id === c.item)?.name;
      return t(lang, 'reason_has_item', { item: item ? pick(item, lang) : c.item.replace(/-/g, ' ') });
    }
    case 'npc_dead':
      return t(lang, 'reason_npc_dead', { npc: npcName(c.npc) });
    case 'rounds':
      return tn(lang, 'reason_rounds', c.rounds);
    case 'kill_all':
      return t(lang, 'reason_all_creatures_dead');
    case 'hero_dead':
      return t(lang, c.who === 'all' ? 'reason_all_heroes_dead' : 'reason_hero_dead');
  }
}

/** A combat die's face in words: "teschio", "scudo bianco", "scudo nero". */
export function faceName(face: CombatFace, lang: Lang): string {
  return t(lang, face === 'skull' ? 'face_skull' : face === 'black_shield' ? 'face_black_shield' : 'face_white_shield');
}

/** The refusal words ({@link loadRefusalTexts}), once loaded. */
let refusals: typeof import('./refusal-texts.ts') | undefined;

/**
 * Loads the words of the rules' refusals (components/refusal-texts.ts), a chunk of their own since a refusal is rare
 * (the element offers legal actions): {@link rejectionNotice} uses them once loaded.
 */
export async function loadRefusalTexts(): Promise<void> {
  refusals ??= await import('./refusal-texts.ts');
}

/**
 * The notice of an action the server refused, in `lang`: the board moved on (`stale_seq`); the server's database away
 * for a moment (`database_unavailable`, `database_busy`: try again) or unable to write until its host acts
 * (`storage_full`, `database_read_only`); a refusal of the rules in the reader's words, once {@link loadRefusalTexts}
 * has loaded them; a code this version does not know, the server's own message.
 */
export function rejectionNotice(lang: Lang, error: { code: string; message: string }): string {
  switch (error.code) {
    case 'stale_seq':
      return t(lang, 'staleAction');
    case 'database_unavailable':
    case 'database_busy':
      return t(lang, 'storageAway');
    case 'storage_full':
    case 'database_read_only':
      return t(lang, 'storageBroken');
    default:
      return t(lang, 'rejected', { message: refusals?.refusalText(error.code, lang) ?? error.message });
  }
}
