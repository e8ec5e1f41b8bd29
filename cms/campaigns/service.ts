/**
 * The campaigns of a server: create, join, read a player's view, act, save and load, and follow them live. A
 * campaign's state lives in its database row, not in memory: every change reads it, applies the action with the
 * engine (`applyCampaign`) and writes the new state with its log row in one transaction, where the log's primary key
 * (campaign, seq) is the claim that orders writers, on one instance or several (a writer that lost the claim reads
 * again and retries). Changes of one campaign on one instance run one at a time.
 * @module
 */
import type { Adventure } from '../../content/schemas/adventure.ts';
import { type Actor, applyCampaign, campaignView, legalCampaignActions } from '../../engine/campaign/index.ts';
import { newCampaign } from '../../engine/campaign/town/economy.ts';
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import type { DB } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { ApiError } from '../http/errors.ts';
import { staleSeq } from './stale-seq.ts';
import { type RoomBus, SOLO_BUS } from '../rooms/bus.ts';
import { type RoomRegistry, RESYNC_RETRY_MAX_MS, RESYNC_RETRY_MS } from '../rooms/registry.ts';
import { type FightAction, type FightDeps, type FightRequest, isFightRequest, makeFightRoom, reconcileFight, watchFights } from './fights.ts';
import { type PlayerFight, fightSeed, playerFight, roomStateOf } from './fight-rooms.ts';
import { handSeats } from './fight-seats.ts';
import { hashToken, newRoomId, newSeed, newToken } from '../rooms/tokens.ts';
import { SERVER_ACTIONS } from './actions.ts';
import { campaignContextFor, campaignContextOf } from './context.ts';
import { CampaignRefused } from './refusals.ts';
import { type CampaignFollower, CampaignHub, type CampaignUpdate } from './hub.ts';
import {
  getCampaign,
  insertFightSeats,
  insertCampaign,
  insertPlayer,
  listPlayers,
  listSaves,
  putSave,
  type StoredCampaign,
  type StoredPlayer,
  writeChange,
} from './repository.ts';
import { ALL_SLOTS, saveOf, type SaveSummary, summaryOf } from './saves.ts';
import { CampaignQueues, type Change } from './change.ts';
import { actorFor, addPlayer, LEADER, MAX_CONFLICT_RETRIES } from './players.ts';
import { restoreChange } from './restore.ts';
import { assertAdventure, storedCampaign, storedContext } from './stored.ts';
import { type CampaignSummary, summarize } from './summary.ts';

export { LEADER } from './players.ts';
export type { CampaignSummary } from './summary.ts';
export type { PlayerFight } from './fight-rooms.ts';

/** The answer to an accepted change: the new seq and its events. */
export interface ChangeResult {
  seq: number;
  events: CampaignEvent[];
}

/** The options of {@link CampaignService}. */
export interface CampaignServiceOptions {
  /** How the instances sharing the database tell each other of changes (SOLO_BUS alone on SQLite). */
  bus?: RoomBus;
  /** The rooms of this server, where fights are fought (without them a `fight` is refused and saves keep no fight). */
  rooms?: RoomRegistry;
}

/** The campaigns of one server instance (see the module). */
export class CampaignService {
  readonly db: DB;
  readonly hub = new CampaignHub();
  readonly #bus: RoomBus;
  readonly #rooms: RoomRegistry | undefined;
  /** Stops applying the ends of fights (the server is closing). */
  readonly #unwatchFights: () => void;
  /** The changes of each campaign running here, one after another. */
  readonly #queues = new CampaignQueues();
  /** The campaigns whose fight's room is being opened here. */
  readonly #opening = new Set<string>();

  constructor(db: DB, options: CampaignServiceOptions = {}) {
    this.db = db;
    this.#bus = options.bus ?? SOLO_BUS;
    this.#rooms = options.rooms;
    this.#unwatchFights = this.#rooms ? watchFights(this.#fightDeps(this.#rooms)) : () => undefined;
    this.#bus.listen((note) => {
      if (note.type === 'campaign' && this.hub.followed(note.campaign))
        void this.#serial(note.campaign, () => this.#publishStored(note.campaign)).catch(() => undefined);
      if (note.type === 'resync') this.#resync([...this.hub.campaigns()], RESYNC_RETRY_MS);
    });
  }

  /**
   * After notes were missed: the followers of campaigns `ids` get the stored view; a campaign that could not be read
   * (the database not quite back) is tried again after `delayMs`, doubling up to {@link RESYNC_RETRY_MAX_MS}, for as
   * long as it is followed here.
   */
  #resync(ids: string[], delayMs: number): void {
    const reads = ids.map((id) =>
      this.#serial(id, () => this.#publishStored(id)).then(
        () => undefined,
        () => id,
      ),
    );
    void Promise.all(reads).then((results) => {
      const failed = results.filter((id): id is string => id !== undefined && this.hub.followed(id));
      if (failed.length > 0) setTimeout(() => this.#resync(failed, Math.min(delayMs * 2, RESYNC_RETRY_MAX_MS)), delayMs).unref();
    });
  }

  /** What the fight bridge needs: the rooms, and how a server's action is applied (`onApplied` hears of the result). */
  #fightDeps(rooms: RoomRegistry, onApplied?: (result: ChangeResult) => void): FightDeps {
    return {
      rooms,
      applyServer: async (campaign: string, action: FightAction) => {
        const result = await this.actAsServer(campaign, action);
        onApplied?.(result);
      },
    };
  }

  /** Runs `task` after every change of campaign `id` queued here before it. */
  #serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.#queues.run(id, task);
  }

  /**
   * Creates a campaign of adventure `adventureId` (a published one unless `drafts`), with the engine's new Company,
   * seeded with `seed` (random unless given). @returns its id and the leader's token (shown once, stored as a hash).
   * @throws ApiError 404 (no such adventure), 422 (its ruleset has no campaign rules, a hero is missing).
   */
  async create(
    adventureId: string,
    { seed = newSeed(), drafts = false }: { seed?: string; drafts?: boolean } = {},
  ): Promise<{ campaign: string; player: string; token: string }> {
    return this.#createFrom(await campaignContextFor(this.db, adventureId, drafts ? 'all' : 'published'), seed, false);
  }

  /**
   * Creates a campaign of the adventure document `adventure` as the Archive's editor holds it, saved nowhere else
   * ("Try it"): the campaign keeps that document and plays it (its ruleset, missions and heroes as stored), while the
   * stored adventure, its versions and other campaigns stay as they are. Check the document first (`assertUsable`).
   * @returns its id and the leader's token (shown once). @throws ApiError 422 as {@link create}.
   */
  async createOf(adventure: Adventure, { seed = newSeed() }: { seed?: string } = {}): Promise<{ campaign: string; player: string; token: string }> {
    return this.#createFrom(await campaignContextOf(this.db, adventure), seed, true);
  }

  /** A new campaign of `ctx` (keeping its adventure document when `draft`), its start as the autosave and checkpoint. */
  async #createFrom(ctx: CampaignContext, seed: string, draft: boolean): Promise<{ campaign: string; player: string; token: string }> {
    const id = newRoomId();
    const state = newCampaign(ctx, { id, seed });
    const token = newToken();
    await this.db.transaction().execute(async (trx) => {
      await insertCampaign(trx, { id, adventure: ctx.adventure.id, ruleset: ctx.ruleset.id, state, ...(draft ? { draft: ctx.adventure } : {}) });
      await insertPlayer(trx, id, { player: LEADER, tokenHash: hashToken(token), heroes: [] });
      // the start is the first autosave, and the checkpoint until a save or a load
      await putSave(trx, id, { slot: 'auto', ...saveOf(state, null) });
      await putSave(trx, id, { slot: 'checkpoint', ...saveOf(state, null) });
    });
    return { campaign: id, player: LEADER, token };
  }

  /**
   * The public summary of campaign `id`. A campaign whose adventure was deleted is still summed up, with
   * `adventure.gone: true`, the adventure's name from its last saved version (its versions stay) and the heroes'
   * from their documents (the id when missing). @throws ApiError 404 `not_found`.
   */
  async summary(id: string): Promise<CampaignSummary> {
    return summarize(this.db, await storedCampaign(this.db, id), (campaign) => storedContext(this.db, campaign));
  }

  /**
   * A new player of campaign `id` holding `heroes` (heroes of its Company nobody holds). @returns its id (`p1`, `p2`...)
   * and token (shown once). @throws ApiError 404 `not_found`; 409 `not_in_roster` (a hero not of the Company) or
   * `hero_taken` (held by another player), `adventure_gone` (its adventure was deleted: nobody joins).
   */
  async join(id: string, heroes: string[]): Promise<{ campaign: string; player: string; token: string }> {
    const token = newToken();
    return this.#serial(id, async () => {
      const player = await addPlayer(this.db, id, heroes, hashToken(token), async (trx) => {
        const campaign = await storedCampaign(trx, id);
        await assertAdventure(trx, campaign);
        return campaign;
      });
      return { campaign: id, player, token };
    });
  }

  /** The player of `token` in campaign `id`, given every player. */
  #playerOf(id: string, players: StoredPlayer[], token: string | undefined): StoredPlayer {
    if (!token) throw new ApiError(401, 'unauthorized', 'this needs a player token: "Authorization: Bearer <token>"');
    const hash = hashToken(token);
    const found = players.find((p) => p.tokenHash === hash);
    if (!found) throw new ApiError(401, 'unauthorized', `the token is not a player of campaign "${id}"`);
    return found;
  }

  /**
   * What the player of `token` sees of campaign `id` and may do now, and the fight under way (its room and the seats of
   * the player's heroes, with their tokens) or null. @throws ApiError 401 `unauthorized` (no or an
   * unknown token), 404 `not_found`.
   */
  async view(id: string, token: string | undefined): Promise<{ seq: number; view: unknown; legal: unknown[]; fight: PlayerFight | null }> {
    const campaign = await storedCampaign(this.db, id);
    const players = await listPlayers(this.db, id);
    const player = this.#playerOf(id, players, token);
    const current = (await this.#reconcile(campaign)) ?? campaign;
    const ctx = await storedContext(this.db, current);
    const actor = actorFor(player.player, players, current.state);
    return { ...this.#viewOf(ctx, current.state, actor), fight: await playerFight(this.db, this.#rooms, id, current.state, actor, token!) };
  }

  /** `actor`'s view of `state` and its legal actions. */
  #viewOf(ctx: CampaignContext, state: CampaignState, actor: Actor): { seq: number; view: unknown; legal: unknown[] } {
    return { seq: state.seq, view: campaignView(ctx, state, actor), legal: legalCampaignActions(ctx, state, actor) };
  }

  /**
   * A campaign whose fight's room ended while the server could not apply it (it stopped in between, or the room was
   * archived since): the room's end applied now (`reconcileFight`, once by its receipt). @returns the campaign as stored after, or null when nothing
   * was to be done.
   */
  async #reconcile(campaign: StoredCampaign): Promise<StoredCampaign | null> {
    const fight = campaign.state.run.fight;
    if (!fight || !this.#rooms) return null;
    const room = await this.#rooms.get(fight.room).catch(() => undefined);
    // a room archived since it ended gives its result from the archive
    const archived = room ? undefined : await this.#rooms.archived(fight.room).catch(() => undefined);
    const action = reconcileFight(campaign.state, room?.state, archived ?? undefined);
    if (!action) return null;
    try {
      await this.actAsServer(campaign.id, action);
    } catch (err) {
      if (!(err instanceof CampaignRefused)) throw err;
    }
    return (await getCampaign(this.db, campaign.id)) ?? null;
  }

  /**
   * Plays `action` for the player of `token`, if the campaign is still at `seen` (when given). The new state, its log
   * row and the autosave are written in one transaction.
   * @throws ApiError 401 `unauthorized`; 403 `invalid_action` for a server's action (`fight_started`, `fight_ended`,
   * `fight_interrupted`);
   * 409 `stale_seq` when the campaign moved on from `seen`; the engine's refusal ({@link CampaignRefused}: its code,
   * and the status cms/campaigns/refusals.ts gives it; nothing changed); 404 `not_found`.
   */
  async act(id: string, token: string | undefined, action: CampaignAction, seen?: number): Promise<ChangeResult> {
    const players = await listPlayers(this.db, id);
    if (players.length === 0) await storedCampaign(this.db, id);
    const player = this.#playerOf(id, players, token);
    if (SERVER_ACTIONS.includes(action.type))
      throw new ApiError(403, 'invalid_action', `"${action.type}" is sent by the server, when a fight's room opens or ends`);
    const campaign = await storedCampaign(this.db, id);
    await this.#reconcile(campaign);
    if (isFightRequest(action)) return this.#openFight(id, player, token!, action, seen);
    return this.#apply(id, action, player, seen);
  }

  /**
   * Plays a server's action (`fight_started`, `fight_ended`: the fight bridge) on campaign `id`.
   * @throws CampaignRefused as the engine refuses it (nothing changed); ApiError 404 `not_found`.
   */
  actAsServer(id: string, action: CampaignAction): Promise<ChangeResult> {
    return this.#apply(id, action, null);
  }

  /**
   * A player's `fight` or `prologue` (fights.ts's `isFightRequest`): the room of the encounter the party stands on, or
   * of the prologue, opened, its heroes seated and the server's `fight_started` applied (cms/campaigns/fights.ts
   * `openFight`); which seat each hero has kept (never a token), and the player's seats handed back with the tokens
   * derived from its campaign token `token` (cms/campaigns/fight-seats.ts). The request itself is applied first (its handler
   * checks the fight may be fought and changes nothing but the seq: event `fight_requested` or `prologue_requested`);
   * the answer carries both changes' events.
   * @throws ApiError 409 `not_now` while another `fight` of the campaign is being opened here, `stale_seq`; the
   * engine's refusal (`not_now`, `already_done`, `dead`) with its status; 422 `invalid_action` without rooms.
   */
  async #openFight(id: string, player: StoredPlayer, token: string, request: FightRequest, seen?: number): Promise<ChangeResult & { fight: PlayerFight }> {
    const rooms = this.#rooms;
    if (!rooms) throw new ApiError(422, 'invalid_action', 'this server fights no campaign fights: it has no rooms');
    if (this.#opening.has(id)) throw new ApiError(409, 'not_now', `the fight of campaign "${id}" is being opened`);
    this.#opening.add(id);
    try {
      // the request checked and the room made before anything is written: a refusal, or a room that cannot be made,
      // changes nothing (docs/campaigns.md, "Errors")
      const campaign = await storedCampaign(this.db, id);
      const ctx = await storedContext(this.db, campaign);
      const checked = await this.#applyTo(id, campaign.state, ctx, request, player, seen);
      let opened;
      try {
        opened = await makeFightRoom({ rooms }, { ctx, state: checked.state }, { seed: fightSeed(checked.state) });
      } catch (err) {
        // the mission deleted since the context was read
        if (err instanceof ApiError && err.status === 404)
          throw new ApiError(409, 'mission_gone', `${err.message}: the mission of this fight was deleted (or is not published)`);
        throw err;
      }
      // the request written only if the campaign is still where it was checked (else stale_seq; the room stays unplayed)
      const requested = await this.#apply(id, request, player, campaign.state.seq);
      const started = await this.actAsServer(id, { type: 'fight_started', room: opened.room });
      await insertFightSeats(this.db, id, opened.room, opened.seats);
      const players = await listPlayers(this.db, id);
      const actor = actorFor(player.player, players, checked.state);
      const mine = 'server' in actor ? [] : actor.heroes;
      const seats = await handSeats(
        rooms,
        opened.room,
        token,
        opened.seats.filter((s) => mine.includes(s.hero)),
      );
      return { seq: started.seq, events: [...requested.events, ...started.events], fight: { room: opened.room, seats } };
    } finally {
      this.#opening.delete(id);
    }
  }

  /**
   * `action` by `player` (null: the server) applied to `state` in memory, if the campaign is still at `seen` (when
   * given). @throws ApiError 409 `stale_seq`; CampaignRefused when the engine refuses it (the player's or the server's).
   */
  async #applyTo(
    id: string,
    state: CampaignState,
    ctx: CampaignContext,
    action: CampaignAction,
    player: StoredPlayer | null,
    seen?: number,
  ): Promise<{ state: CampaignState; events: CampaignEvent[] }> {
    if (seen !== undefined && seen !== state.seq) throw staleSeq(state.seq, seen);
    // the heroes as held now: a player may have joined since the token was read
    const actor: Actor = player === null ? { server: true } : actorFor(player.player, await listPlayers(this.db, id), state);
    const applied = applyCampaign(ctx, state, action, actor);
    if (!applied.ok) throw new CampaignRefused(applied.error);
    return applied;
  }

  /** Applies `action` by `player` (null: the server) and writes it, retrying when another writer took the seq. */
  #apply(id: string, action: CampaignAction, player: StoredPlayer | null, seen?: number): Promise<ChangeResult> {
    return this.#change(id, async (campaign, ctx) => {
      const applied = await this.#applyTo(id, campaign.state, ctx, action, player, seen);
      return {
        state: applied.state,
        player: player?.player ?? null,
        action,
        events: applied.events,
        saves: [{ slot: 'auto', fight: await roomStateOf(this.#rooms, applied.state) }],
      };
    });
  }

  /**
   * Runs `make` on the campaign as stored and writes the change it returns (its log row at the next seq, the
   * campaign, the saves it names) in one transaction, then tells the followers here and on other instances.
   */
  #change(id: string, make: (campaign: StoredCampaign, ctx: CampaignContext) => Promise<Change>): Promise<ChangeResult> {
    return this.#serial(id, async () => {
      for (let attempt = 0; ; attempt++) {
        const campaign = await storedCampaign(this.db, id);
        const ctx = await storedContext(this.db, campaign);
        const change = await make(campaign, ctx);
        const from = campaign.state.seq;
        let written: boolean;
        try {
          written = await this.db.transaction().execute(async (trx) => {
            if (!(await writeChange(trx, id, { from, state: change.state, player: change.player, action: change.action, events: change.events }))) return false;
            for (const save of change.saves) await putSave(trx, id, { slot: save.slot, ...saveOf(change.state, save.fight) });
            await change.also?.(trx);
            await this.#bus.announce(trx, { type: 'campaign', campaign: id, seq: change.state.seq });
            return true;
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          written = false;
        }
        if (written) {
          await this.#publish(id, ctx, change.state);
          return { seq: change.state.seq, events: change.events };
        }
        if (attempt >= MAX_CONFLICT_RETRIES)
          throw new ApiError(409, 'busy', `campaign "${id}" changed ${attempt + 1} times while this change was being written: try again`);
      }
    });
  }

  /**
   * Sends every follower here of campaign `id` its player's view of `state` (change `state.seq`) and the events of
   * the changes it has not heard of (read from the log: some may have been made on another instance). Never throws.
   */
  async #publish(id: string, ctx: CampaignContext, state: CampaignState): Promise<void> {
    const from = this.hub.lowestSeq(id);
    if (from === undefined || from >= state.seq) return;
    try {
      const players = await listPlayers(this.db, id);
      const rows = await this.db
        .selectFrom('campaign_actions')
        .select(['seq', 'events'])
        .where('campaign_id', '=', id)
        .where('seq', '>', from)
        .where('seq', '<=', state.seq)
        .orderBy('seq')
        .execute();
      const changes = rows.map((r) => ({ seq: Number(r.seq), events: JSON.parse(r.events) as CampaignEvent[] }));
      this.hub.publish(id, state.seq, changes, (name) => {
        const { view, legal } = this.#viewOf(ctx, state, actorFor(name, players, state));
        return { view, legal };
      });
    } catch (err) {
      console.error(`quest-board: the followers of campaign ${id} could not be told of seq ${state.seq}:`, err);
    }
  }

  /** Campaign `id` changed on another instance: its followers here get the stored state's view. */
  async #publishStored(id: string): Promise<void> {
    if (!this.hub.followed(id)) return;
    const campaign = await getCampaign(this.db, id);
    if (!campaign) return;
    await this.#publish(id, await storedContext(this.db, campaign), campaign.state);
  }

  /**
   * Follows campaign `id` as the player of `token`: `follower.send` gets the current view at once (no events), then
   * one update per accepted change. @returns the function that stops it.
   * @throws ApiError 401 `unauthorized`, 404 `not_found`.
   */
  follow(id: string, token: string | undefined, follower: Omit<CampaignFollower, 'player'>): Promise<() => void> {
    return this.#serial(id, async () => {
      const campaign = await storedCampaign(this.db, id);
      const players = await listPlayers(this.db, id);
      const player = this.#playerOf(id, players, token);
      const ctx = await storedContext(this.db, campaign);
      const actor = actorFor(player.player, players, campaign.state);
      const first: CampaignUpdate = { campaign: id, ...this.#viewOf(ctx, campaign.state, actor), events: [] };
      return this.hub.add(id, { ...follower, player: player.player }, first);
    });
  }

  /** Checks `token` is a player of campaign `id`. @throws ApiError 401 `unauthorized`, 404 `not_found`. */
  async #authorize(id: string, token: string | undefined): Promise<StoredPlayer> {
    const players = await listPlayers(this.db, id);
    if (players.length === 0) await storedCampaign(this.db, id);
    return this.#playerOf(id, players, token);
  }

  /** The filled save slots of campaign `id`, in slot order. @throws ApiError 401, 404. */
  async saves(id: string, token: string | undefined): Promise<SaveSummary[]> {
    await this.#authorize(id, token);
    const saves = await listSaves(this.db, id);
    return ALL_SLOTS.flatMap((slot) => saves.filter((s) => s.slot === slot).map(summaryOf));
  }

  /**
   * Saves campaign `id` as it is now into `slot` (`quick`, `1`, `2`, `3`), and into the checkpoint Leave Without
   * Saving goes back to, in one transaction. A fight under way keeps its room's state, without its RNG.
   * @returns the slot's summary. @throws ApiError 401, 404; 409 `adventure_gone` (its adventure was deleted).
   */
  async save(id: string, token: string | undefined, slot: 'quick' | '1' | '2' | '3'): Promise<SaveSummary> {
    await this.#authorize(id, token);
    return this.#serial(id, async () => {
      const campaign = await storedCampaign(this.db, id);
      await assertAdventure(this.db, campaign);
      const save = saveOf(campaign.state, await roomStateOf(this.#rooms, campaign.state));
      const savedAt = new Date().toISOString();
      await this.db.transaction().execute(async (trx) => {
        await putSave(trx, id, { slot, savedAt, ...save });
        await putSave(trx, id, { slot: 'checkpoint', savedAt, ...save });
      });
      return summaryOf({ slot, savedAt, ...save });
    });
  }

  /**
   * Loads save `slot` (`auto`, `quick`, `1`, `2`, `3`) into campaign `id`: its state becomes the campaign's (at the
   * next seq, logged as `{ type: "load", slot }` with the event `campaign_loaded`), and it becomes the checkpoint;
   * everything in one transaction, rolled back whole if any part fails.
   * @throws ApiError 401, 404; 404 `empty_slot`; 422 `save_version` (a newer save format), `save_unreadable`, or
   * `save_unusable` (the save does not fit the campaign's adventure any more).
   */
  async load(id: string, token: string | undefined, slot: SaveSlot): Promise<ChangeResult> {
    const player = await this.#authorize(id, token);
    return this.#restore(id, slot, player.player, true);
  }

  /**
   * Leave Without Saving: campaign `id` goes back to its checkpoint (the last explicit save or load; the start when
   * none), the other slots untouched. @throws as {@link load}.
   */
  async leaveWithoutSaving(id: string, token: string | undefined): Promise<ChangeResult> {
    const player = await this.#authorize(id, token);
    return this.#restore(id, 'checkpoint', player.player, false);
  }

  /** Restores save `slot` (see {@link load}); `checkpoint` true: the loaded save becomes the checkpoint too. */
  #restore(id: string, slot: SaveSlot, player: string, checkpoint: boolean): Promise<ChangeResult> {
    return this.#change(id, restoreChange(this.db, this.#rooms, id, slot, player, checkpoint));
  }

  /** Ends every live follower and stops applying the ends of fights (the server is closing). */
  closeFollowers(): void {
    this.#unwatchFights();
    this.hub.closeAll();
  }
}
