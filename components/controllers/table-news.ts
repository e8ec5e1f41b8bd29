/**
 * What the news of a table brings over `<quest-board>`'s board besides the chronicle and the announcer: what an attack
 * did, a mission event's text and a trap sprung as toasts; the `game-over` event (once per room); and the view framing
 * what came into sight (a room revealed, the targets of an aim just begun).
 * @module
 */
import type { GameEvent } from '../../engine/index.ts';
import type { HeroProfile } from '../api.ts';
import type { TableState } from '../context.ts';
import { pick, type Lang } from '../i18n.ts';
import { describeEvent } from '../log-lines.ts';
import { firePublic, type GameOverDetail } from '../public-events.ts';
import { ownEventMotion } from '../rulesets/loaded.ts';
import type { CameraController } from './camera-controller.ts';
import type { ToastController } from './toast-controller.ts';

/** How long a mission event's text stays over the board (ms). */
const EVENT_MS = 9000;
/** How long a trap's notice, or what an attack did, stays (ms). */
const TOAST_MS = 5000;

/** Whether `e` is an attack (the core's, or a module's own strike), whose outcome shows over the board (the side panel's dice and chronicle may be out of sight). */
const isAttack = (e: GameEvent) => e.type === 'attack' || ownEventMotion(e)?.kind === 'strike';

/**
 * What the attacks in `events` did, in the chronicle's words (`line`): each attack's line and the deaths among them,
 * each ended by a full stop; null when `events` hold no attack.
 */
export function attackOutcome(events: readonly GameEvent[], line: (e: GameEvent) => string): string | null {
  if (!events.some(isAttack)) return null;
  const lines = events.filter((e) => isAttack(e) || e.type === 'unit_died').map(line);
  return lines.map((l) => (/[.!?…]$/.test(l) ? l : `${l}.`)).join(' ');
}

/** The news of the tables one element shows. */
export class TableNews {
  /** Whether `game-over` was fired for the room shown. */
  private overFired = false;
  /** The rooms revealed since the board last showed the table: framed once it shows them. */
  private revealedRooms: string[] = [];
  /** The aim the view last framed (a spell's, an item's or an ability's key), or '' for none. */
  private framedAim = '';

  constructor(
    private readonly host: HTMLElement,
    private readonly toasts: ToastController,
  ) {}

  /** A seat chosen afresh: its game's end is fired anew. */
  reset(): void {
    this.overFired = false;
  }

  /** Takes the news of `events`, which made `table` (`profiles`: the heroes' names as the chronicle has them). */
  take(table: TableState, events: readonly GameEvent[], lang: Lang, profiles: readonly HeroProfile[]): void {
    // what an attack did, over the board for a moment: the announcer has said it already, the toast is for the eyes only
    const heroes = new Map(profiles.map((h) => [h.id, h]));
    const outcome = attackOutcome(events, (e) => describeEvent(e, table.view, lang, heroes, table.names));
    if (outcome !== null) this.toasts.push('outcome', outcome, TOAST_MS);
    for (const e of events) {
      if (e.type === 'room_revealed') this.revealedRooms.push(e.room);
      if (e.type === 'mission_event' && e.text) this.toasts.push('event', pick(e.text, lang), EVENT_MS);
      if (e.type === 'trap_sprung') this.toasts.push('trap', describeEvent(e, table.view, lang, new Map(), table.names), TOAST_MS);
    }
    const over = events.find((e): e is Extract<GameEvent, { type: 'game_over' }> => e.type === 'game_over');
    const result = over ? { winner: over.winner, reason: over.reason, condition: over.condition } : table.view.result;
    if (table.view.phase === 'over' && result && !this.overFired) {
      this.overFired = true;
      const detail: GameOverDetail = { winner: result.winner, reason: result.reason, ...(result.condition ? { condition: result.condition } : {}) };
      firePublic(this.host, 'game-over', detail);
    }
  }

  /**
   * What the view brings into sight after an update: a room just revealed, whole (unless the player moved the view a
   * moment ago); the targets of an aim just begun, the board (`stage`) scrolled into the page's view with them.
   */
  frame(table: TableState, camera: CameraController, stage: HTMLElement | null, smooth: boolean): void {
    const rooms = this.revealedRooms;
    this.revealedRooms = [];
    const aim = table.aiming ? JSON.stringify(table.aiming) : '';
    if (aim && aim !== this.framedAim) {
      camera.frameAim(table);
      const r = stage?.getBoundingClientRect();
      if (stage && r && (r.top < 0 || r.bottom > window.innerHeight)) stage.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
    } else if (rooms.length > 0) camera.frameRevealed(table, rooms);
    this.framedAim = aim;
  }
}
