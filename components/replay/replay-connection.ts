/**
 * A room's game played back (`<quest-board replay="ROOM">`, docs/embedding.md "Replays"): the element's connection
 * for a replay. It reads `GET /api/rooms/:id/replay` once (the side's first view and each action's view patch and
 * events: docs/protocol.md, "Replays") and shows it as a {@link RoomConnection} shows a live room, one table per step:
 * stepping forward tells the step's events as the live room told them (the chronicle, the dice, the pieces walking),
 * a seek shows the step's view at once with the chronicle up to it. Nothing is ever sent to the room.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { View } from '../../engine/index.ts';
import { patch } from '../../engine/core/delta.ts';
import { ApiError, request, type LogRecord, type ReplayData } from '../api.ts';
import { RoomConnection, type RoomConnectionCallbacks } from '../controllers/room-connection.ts';
import { firePublic, type ReplayPositionDetail } from '../public-events.ts';

/** The speeds offered: steps a second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
/** Every how many steps a whole view is kept, so a seek patches at most this many frames. */
const CHECKPOINT_EVERY = 16;
/** The time between two steps at speed 1, in ms. */
const STEP_MS = 1000;

/** The connection of an element playing a replay back. */
export class ReplayConnection extends RoomConnection {
  override readonly replaying = true;
  /** The replay, once read. */
  data: ReplayData | null = null;
  /** The step shown: 0 the room as created, `steps` after its last action. */
  step = 0;
  playing = false;
  speed = 1;
  /** The reader's token for the room (a seat's), if any: a private replay and the master's side need it. */
  token: string | null = null;
  server = '';
  private views: View[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private loading: AbortController | null = null;

  constructor(
    private readonly element: ReactiveControllerHost & EventTarget,
    callbacks: RoomConnectionCallbacks,
  ) {
    super(element, callbacks);
  }

  /** How many steps the replay has (its actions). */
  get steps(): number {
    return this.data?.frames.length ?? 0;
  }

  /**
   * Reads room `room`'s replay from `side` on `server` with `token` (a seat's, or null) and shows its first step
   * where the game starts. A refusal (404: private, or no such room) ends it with status `denied`.
   */
  load(server: string, room: string, token: string | null, side: 'heroes' | 'master'): void {
    if (this.data?.room === room && this.data.side === side && this.server === server && this.token === token) return;
    this.close();
    this.server = server;
    this.token = token;
    this.data = null;
    this.table = undefined;
    this.views = [];
    this.setStatus('connecting');
    const abort = new AbortController();
    this.loading = abort;
    request<ReplayData>(server, `/api/rooms/${encodeURIComponent(room)}/replay${side === 'master' ? '?side=master' : ''}`, {
      token: token ?? undefined,
      signal: abort.signal,
    })
      .then((data) => {
        if (this.loading !== abort) return;
        this.loading = null;
        this.data = data;
        this.views = [data.start];
        this.setStatus('open');
        // the board as the game began: the lobby's joins are a few steps nobody wants to watch first
        const started = data.frames.findIndex((f) => f.events.some((e) => e.type === 'game_started'));
        this.seek(started >= 0 ? started + 1 : 0);
      })
      .catch((err: unknown) => {
        if (this.loading !== abort) return;
        this.loading = null;
        const error = err instanceof ApiError ? err : new ApiError(0, 'network', String(err));
        this.setStatus('denied', error);
      });
  }

  /** The side's view after step `step` (0: the first view), patched from the nearest kept one. */
  viewAt(step: number): View {
    const data = this.data!;
    const from = Math.min(Math.floor(step / CHECKPOINT_EVERY), this.views.length - 1);
    let view = this.views[from]!;
    for (let i = from * CHECKPOINT_EVERY; i < step; i++) {
      view = patch(view, data.frames[i]!.view);
      if ((i + 1) % CHECKPOINT_EVERY === 0 && this.views.length === (i + 1) / CHECKPOINT_EVERY) this.views.push(view);
    }
    return view;
  }

  /** Shows step `step` at once (clamped to the replay): its view, and the chronicle up to it. */
  seek(step: number): void {
    if (!this.data) return;
    const to = Math.max(0, Math.min(this.steps, Math.round(step)));
    this.step = to;
    const view = this.viewAt(to);
    // a new table, so a step back shows its view and not the one after it
    this.table = undefined;
    this.apply({ seq: view.seq, view, legal: [], events: [] });
    const records: LogRecord[] = this.data.frames.slice(0, to).map((f) => ({ seq: f.seq, events: f.events }));
    // the table waits for its ruleset's parts: the chronicle comes with it
    if (this.table) this.mergeHistory(records);
    else this.earlyHistory = records;
    this.moved();
  }

  /** Shows the next step as the room showed it live (its events told, its pieces moving); false at the end. */
  forward(): boolean {
    if (!this.data || this.step >= this.steps) return false;
    const frame = this.data.frames[this.step]!;
    this.step++;
    const view = this.viewAt(this.step);
    this.apply({ seq: view.seq, view, legal: [], events: frame.events });
    this.moved();
    return true;
  }

  /** One step back (shown at once). */
  back(): void {
    this.seek(this.step - 1);
  }

  /** Plays on from the step shown (from the start when at the end), a step every second divided by `speed`. */
  play(): void {
    if (!this.data) return;
    if (this.step >= this.steps) this.seek(0);
    this.playing = true;
    this.schedule();
    this.moved();
  }

  /** Stops playing. */
  pause(): void {
    this.stopTimer();
    if (!this.playing) return;
    this.playing = false;
    this.moved();
  }

  /** Plays at `speed` steps a second (one of {@link REPLAY_SPEEDS}). */
  setSpeed(speed: number): void {
    this.speed = (REPLAY_SPEEDS as readonly number[]).includes(speed) ? speed : 1;
    if (this.playing) this.schedule();
    this.moved();
  }

  /** Where the replay is. */
  get position(): ReplayPositionDetail {
    return {
      room: this.data?.room ?? '',
      step: this.step,
      steps: this.steps,
      seq: this.table?.seq ?? 0,
      round: this.table?.view.round ?? 0,
      playing: this.playing,
      speed: this.speed,
    };
  }

  override close(): void {
    this.stopTimer();
    this.playing = false;
    this.loading?.abort();
    this.loading = null;
    super.close();
  }

  private schedule(): void {
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.playing) return;
      if (this.forward() && this.step < this.steps) this.schedule();
      else this.pause();
    }, STEP_MS / this.speed);
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The element and the page hear where the replay is. */
  private moved(): void {
    this.element.requestUpdate();
    firePublic(this.element, 'replay-position', this.position);
  }
}
