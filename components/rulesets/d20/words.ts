/**
 * The d20 rulesets' words (spec 003, docs/rulesets.md "Forsaken Woods"), from the seat's view and chronicle alone:
 * whether a view plays by the d20 module, a piece's powers and statuses in words, the chronicle's lines of the d20
 * events, the hint's Defend clause, and the rolls of the last action that rolled a d20 or a Freeze. No lit here: the
 * chronicle, the hints and the node tests use it too.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { Action, GameEvent, StatusName, StatusState, Unit, View } from '../../../engine/index.ts';
import type { D20Piece } from '../../../engine/rulesets/d20/pieces.ts';
import type { LogEntry } from '../../context.ts';
import { signedNumber } from '../../grammar.ts';
import { pluralKey, t, type Lang } from '../../i18n.ts';
import type { LineWords } from '../parts.ts';
import { d20Text } from './texts.ts';

/** The d20 module's key (`View.module`). */
export const D20 = 'd20';

/** A `d20_attack` event. */
export type D20AttackEvent = Extract<GameEvent, { type: 'd20_attack' }>;
/** A `freeze_roll` event. */
export type FreezeRollEvent = Extract<GameEvent, { type: 'freeze_roll' }>;
/** A unit playing by a d20 ruleset: its `ext` holds its d20 numbers. */
export type D20Unit = Unit & { ext: D20Piece };

/** Whether `view` is of a game played by the d20 module (before any piece too). */
export function isD20View(view: Pick<View, 'module'>): boolean {
  return view.module === D20;
}

/** Whether `unit`, of a d20 view, has d20 numbers (under the d20 module every hero and creature has; a mission's NPC has none). */
export function isD20Unit(unit: Unit | undefined | null): unit is D20Unit {
  return !!unit && unit.ext !== null && unit.ext !== undefined;
}

/**
 * The name of a d20 ruleset's special action by its id (Grave Chill, the Dreadbell, Wormface's heal): the view
 * carries only the ids, so the default ruleset's are named here; another's id is shown with spaces for its joins.
 */
export function specialName(id: string, lang: Lang): string {
  const known: Record<string, Record<Lang, string>> = {
    graveChill: { it: 'Gelo della tomba', en: 'Grave Chill' },
    dreadbell: { it: 'il Dreadbell', en: 'the Dreadbell' },
    // the artifact's compatibility id names the Dreadbell (spec 003: "do not rename it to match display copy")
    silverSeal: { it: 'il Dreadbell', en: 'the Dreadbell' },
    wormface: { it: 'una cura', en: 'a heal' },
  };
  return ownValue(known, id)?.[lang] ?? id.replace(/[-_]/g, ' ').replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

/**
 * What a d20 piece does beyond its ordinary strike, in words (spec 003; docs/rulesets.md "Forsaken Woods"): more
 * than one strike a turn, the statuses its hits may inflict (with their chance and size), the timed action it
 * casts, the healer it behaves as, the toll it rings (each marked once it has been used), a hero's own action.
 */
export function d20PowerLines(unit: D20Unit, lang: Lang): string[] {
  const d = unit.ext;
  const lines: string[] = [];
  if (d.multiattack > 1) lines.push(d20Text(lang, 'd20_multiattack', { n: d.multiattack }));
  for (const h of d.onHit) {
    lines.push(
      h.status === 'poison'
        ? d20Text(lang, pluralKey('d20_onhit_poison', h.amount), { n: h.amount, chance: h.chance })
        : d20Text(lang, `d20_onhit_${h.status}`, { chance: h.chance, amount: h.amount }),
    );
  }
  const used = (id: string, text: string) => (d.used.includes(id) ? `${text} ${d20Text(lang, 'd20_used')}` : text);
  if (d.timedAction) lines.push(used(d.timedAction, d20Text(lang, 'd20_timed', { name: specialName(d.timedAction, lang) })));
  if (d.healer) lines.push(d20Text(lang, 'd20_healer'));
  if (d.toll) lines.push(used(d.toll, d20Text(lang, 'd20_toll', { name: specialName(d.toll, lang) })));
  if (d.personal) lines.push(d20Text(lang, 'personalAction', { name: d20Text(lang, `ability_${d.personal}`) }));
  if (d.ward > 0) lines.push(d20Text(lang, 'd20_ward', { n: d.ward }));
  return lines;
}

/** Statuses that raise their holder (armour or protection); the others lower it. */
const HELPFUL: ReadonlySet<StatusName> = new Set<StatusName>(['guard', 'shield_wall', 'defending', 'vanished']);

/** Whether a status helps its holder (it shows green, the others red). */
export function isHelpful(status: StatusName): boolean {
  return HELPFUL.has(status);
}

/** A status in words with its size where it has one: "in difesa (+3)", "guard (+2)", "congelato". */
export function statusLabel(status: StatusName, amount: number, lang: Lang): string {
  const name = t(lang, `status_${status}`);
  return amount > 0 && status !== 'freeze' ? `${name} (${isHelpful(status) ? '+' : '−'}${amount})` : name;
}

/** The statuses of a d20 piece in words, one per status (see {@link statusLabel}). */
export function statusLabels(statuses: readonly StatusState[], lang: Lang): { status: StatusName; text: string; helpful: boolean }[] {
  return statuses.map((s) => ({ status: s.status, text: statusLabel(s.status, s.amount, lang), helpful: isHelpful(s.status) }));
}

/** One d20 strike with what followed it: the damage it dealt (element and weak/resist feedback), or the fumble it drew. */
export interface Strike {
  attack: D20AttackEvent;
  damage: Extract<GameEvent, { type: 'damaged' }> | null;
  fumble: Extract<GameEvent, { type: 'fumbled' }> | null;
}

/** The d20 rolls of one action: its strikes (oldest first) and its Freeze rolls. */
export interface D20Rolls {
  /** The sequence number of the action. */
  seq: number;
  strikes: Strike[];
  freezes: FreezeRollEvent[];
}

/** Whether a strike hit (a critical too): only then does it deal damage. */
function hits(attack: D20AttackEvent): boolean {
  return attack.outcome === 'hit' || attack.outcome === 'critical';
}

/** The most strikes {@link lastD20Rolls} keeps (an auto mission's action may run several creatures' turns). */
export const MAX_STRIKES = 4;

/**
 * The d20 strikes and Freeze rolls of the last action in the chronicle that had any (its last `max` strikes), or
 * null when none has. A hit's damage is the first `damaged` of its target after it, a fumble's cost the first
 * `fumbled` of its attacker, both before the next strike or turn.
 */
export function lastD20Rolls(log: readonly LogEntry[], max = MAX_STRIKES): D20Rolls | null {
  let seq: number | null = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const type = log[i]!.event.type;
    if (type === 'd20_attack' || type === 'freeze_roll') {
      seq = log[i]!.seq;
      break;
    }
  }
  if (seq === null) return null;
  const strikes: Strike[] = [];
  const freezes: FreezeRollEvent[] = [];
  let open: Strike | null = null;
  for (const { seq: s, event } of log) {
    if (s !== seq) continue;
    if (event.type === 'd20_attack') strikes.push((open = { attack: event, damage: null, fumble: null }));
    else if (event.type === 'freeze_roll') freezes.push(event);
    else if (event.type === 'turn_started' || event.type === 'turn_ended') open = null;
    else if (open && event.type === 'damaged' && hits(open.attack) && event.unit === open.attack.target && !open.damage) open.damage = event;
    else if (open && event.type === 'fumbled' && open.attack.outcome === 'fumble' && event.unit === open.attack.attacker && !open.fumble) open.fumble = event;
  }
  return { seq, strikes: strikes.slice(-max), freezes };
}

/**
 * The chronicle's line of a d20 event — a strike (`d20_attack`), a fumble's cost, a Freeze roll, a special action —
 * or of a status the d20 rules add ("Xov: in difesa (+3)"); null for every other event (the core tells it).
 */
export function d20EventLine(event: GameEvent, { lang, unit }: LineWords): string | null {
  switch (event.type) {
    case 'd20_attack':
      return d20Text(lang, `ev_d20_${event.outcome}${event.backstab ? '_backstab' : ''}` as const, {
        attacker: unit(event.attacker),
        target: unit(event.target, false),
        natural: event.natural,
        bonus: signedNumber(event.bonus),
        total: event.total,
        armour: event.armour,
      });
    case 'fumbled':
      return d20Text(lang, `ev_fumble_${event.kind}`, { unit: unit(event.unit), n: event.amount });
    case 'freeze_roll':
      return d20Text(lang, `ev_freeze_${event.outcome}`, { unit: unit(event.unit), roll: event.roll, chance: event.chance });
    case 'special_action':
      return d20Text(lang, `ev_special_${event.kind}`, { unit: unit(event.unit), action: specialName(event.action, lang) });
    case 'status_applied':
      // poison and stun read as the core says them; the d20 statuses by name and size
      if (event.status === 'poison' || event.status === 'stun') return null;
      return t(lang, 'ev_status_on', { unit: unit(event.unit), status: statusLabel(event.status, event.amount, lang) });
    default:
      return null;
  }
}

/** The hint's clause for Defend, offered whenever the hero may act ("…o mettiti in difesa"). */
export function d20HintClauses(legal: readonly Action[], lang: Lang): string[] {
  return legal.some((a) => a.type === 'defend') ? [d20Text(lang, 'clauseDefend')] : [];
}
