/**
 * The campaigns of a server: create, join, read a player's view, act, save and load, and follow them live. A
 * campaign's state lives in its database row, not in memory: every change reads it, applies the action with the
 * engine (`applyCampaign`) and writes the new state with its log row in one transaction, where the log's primary key
 * (campaign, seq) is the claim that orders writers, on one instance or several (a writer that lost the claim reads
 * again and retries). Changes of one campaign on one instance run one at a time.
 * @module
 */
import { type Actor, applyCampaign, CampaignRejection } from '../../engine/campaign/index.ts';
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import type { DB } from '../db/database.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { ApiError } from '../http/errors.ts';
import { type RoomBus, SOLO_BUS } from '../rooms/bus.ts';
import { hashToken, newRoomId, newSeed, newToken } from '../rooms/tokens.ts';
import { SERVER_ACTIONS } from './actions.ts';
import { campaignContextFor } from './context.ts';
import { legalOf, startCampaign, viewOf } from './engine.ts';
import { type CampaignFollower, CampaignHub, type CampaignUpdate } from './hub.ts';
import {
  campaignSeq,
  getCampaign,
  getSave,
  insertCampaign,
  insertPlayer,
  listPlayers,
  listSaves,
  putSave,
  type StoredCampaign,
  type StoredPlayer,
  writeChange,
} from './repository.ts';
import { ALL_SLOTS, readSave, saveOf, type SaveSummary, summaryOf } from './saves.ts';

/** The player who created a campaign. */
export const LEADER = 'leader';

/** How many times a change that lost the claim of its seq to another writer is tried again. */
const MAX_CONFLICT_RETRIES = 8;

/**
 * The fight rooms of campaigns, as saves see them (the fight bridge, cms/campaigns/fights.ts, provides them):
 * `snapshot` gives the room state of a fight to store in a save (without its RNG), null when the room is gone;
 * `restore` opens a room again from such a state with a fresh seed and gives its id.
 */
export interface FightRooms {
  snapshot(state: CampaignState): Promise<unknown>;
  restore(state: CampaignState, fight: unknown): Promise<string>;
}

/** The public summary of a campaign (`GET /api/campaigns/{id}`). */
export interface CampaignSummary {
  campaign: string;
  adventure: { id: string; name: { it: string; en: string } };
  seq: number;
  /** The Company's heroes in roster order: whether each plays (`active`) and the player holding it (null: none). */
  roster: { id: string; name: { it: string; en: string }; active: boolean; player: string | null }[];
  /** The heroes nobody holds yet: a joining player may take them. */
  freeHeroes: string[];
  players: string[];
}

/** The answer to an accepted change: the new seq and its events. */
export interface ChangeResult {
  seq: number;
  events: CampaignEvent[];
}

/** The options of {@link CampaignService}. */
export interface CampaignServiceOptions {
  /** How the instances sharing the database tell each other of changes (SOLO_BUS alone on SQLite). */
  bus?: RoomBus;
  /** The fight rooms (saves during a fight keep the room's state); without them a save keeps no fight. */
  fights?: FightRooms;
}

/** A change to write: the new state, and what the log says of it. */
interface Change {
  state: CampaignState;
  player: string | null;
  action: unknown;
  events: CampaignEvent[];
  /** Slots written in the same transaction (the autosave, a checkpoint). */
  saves: { slot: SaveSlot; fight: unknown }[];
  /** Runs inside the transaction after the writes: a throw rolls everything back. */
  check?: () => Promise<void> | void;
}

/** The campaigns of one server instance (see the module). */
export class CampaignService {
  readonly db: DB;
  readonly hub = new CampaignHub();
  readonly #bus: RoomBus;
  #fights: FightRooms | undefined;
  /** The changes of each campaign running here, one after another. */
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(db: DB, options: CampaignServiceOptions = {}) {
    this.db = db;
    this.#bus = options.bus ?? SOLO_BUS;
    this.#fights = options.fights;
    this.#bus.listen((note) => {
      if (note.type === 'campaign' && this.hub.followed(note.campaign)) void this.#serial(note.campaign, () => this.#publishStored(note.campaign)).catch(() => undefined);
      if (note.type === 'resync') for (const id of this.hub.campaigns()) void this.#serial(id, () => this.#publishStored(id)).catch(() => undefined);
    });
  }

  /** Sets the fight rooms (the bridge is built after the service). */
  set fights(fights: FightRooms | undefined) {
    this.#fights = fights;
  }

  /** Runs `task` after every change of campaign `id` queued here before it. */
  #serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (this.#queues.get(id) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    this.#queues.set(id, settled);
    void settled.then(() => {
      if (this.#queues.get(id) === settled) this.#queues.delete(id);
    });
    return run;
  }

  /**
   * Creates a campaign of adventure `adventureId` (a published one unless `drafts`), with the engine's new Company,
   * seeded with `seed` (random unless given). @returns its id and the leader's token (shown once, stored as a hash).
   * @throws ApiError 404 (no such adventure), 422 (its ruleset has no campaign rules, a hero is missing).
   */
  async create(adventureId: string, { seed = newSeed(), drafts = false }: { seed?: string; drafts?: boolean } = {}): Promise<{ campaign: string; player: string; token: string }> {
    const ctx = await campaignContextFor(this.db, adventureId, drafts ? 'all' : 'published');
    const id = newRoomId();
    const state = startCampaign(ctx, { id, seed });
    const token = newToken();
    await this.db.transaction().execute(async (trx) => {
      await insertCampaign(trx, { id, adventure: ctx.adventure.id, ruleset: ctx.ruleset.id, state });
      await insertPlayer(trx, id, { player: LEADER, tokenHash: hashToken(token), heroes: [] });
      // the start is the first autosave, and the checkpoint until a save or a load
      await putSave(trx, id, { slot: 'auto', ...saveOf(state, null) });
      await putSave(trx, id, { slot: 'checkpoint', ...saveOf(state, null) });
    });
    return { campaign: id, player: LEADER, token };
  }

  /** Campaign `id`. @throws ApiError 404 `not_found`. */
  async #stored(db: DB, id: string): Promise<StoredCampaign> {
    const found = await getCampaign(db, id);
    if (!found) throw new ApiError(404, 'not_found', `no campaign "${id}"`);
    return found;
  }

  /** The context of a stored campaign (its documents as stored now). */
  #contextOf(campaign: StoredCampaign): Promise<CampaignContext> {
    return campaignContextFor(this.db, campaign.adventure);
  }

  /** The public summary of campaign `id`. @throws ApiError 404 `not_found`. */
  async summary(id: string): Promise<CampaignSummary> {
    const campaign = await this.#stored(this.db, id);
    const ctx = await this.#contextOf(campaign);
    const players = await listPlayers(this.db, id);
    const holder = holders(players);
    const { company } = campaign.state;
    return {
      campaign: id,
      adventure: { id: ctx.adventure.id, name: ctx.adventure.name },
      seq: campaign.state.seq,
      roster: company.heroes.map((h) => ({ id: h.id, name: ctx.heroes.get(h.id)?.name ?? { it: h.id, en: h.id }, active: company.active.includes(h.id), player: holder.get(h.id) ?? null })),
      freeHeroes: company.heroes.map((h) => h.id).filter((h) => !holder.has(h)),
      players: players.map((p) => p.player),
    };
  }

  /**
   * A new player of campaign `id` holding `heroes` (heroes of its Company nobody holds). @returns its id (`p1`, `p2`...)
   * and token (shown once). @throws ApiError 404 `not_found`; 409 `not_in_roster` (a hero not of the Company) or
   * `hero_taken` (held by another player).
   */
  async join(id: string, heroes: string[]): Promise<{ campaign: string; player: string; token: string }> {
    const token = newToken();
    return this.#serial(id, async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const player = await this.db.transaction().execute(async (trx) => {
            // the campaign's row is taken first: two joins (on any instance) never both see a hero free
            await trx.updateTable('campaigns').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute();
            const campaign = await this.#stored(trx, id);
            const roster = campaign.state.company.heroes.map((h) => h.id);
            const players = await listPlayers(trx, id);
            const holder = holders(players);
            for (const hero of heroes) {
              if (!roster.includes(hero)) throw new ApiError(409, 'not_in_roster', `hero "${hero}" is not in the Company of campaign "${id}" (its heroes: ${roster.join(', ')})`);
              const by = holder.get(hero);
              if (by) throw new ApiError(409, 'hero_taken', `hero "${hero}" is held by player ${by}`);
            }
            const player = `p${players.filter((p) => p.player !== LEADER).length + 1}`;
            await insertPlayer(trx, id, { player, tokenHash: hashToken(token), heroes });
            return player;
          });
          void this.#serial(id, () => this.#publishStored(id)).catch(() => undefined);
          return { campaign: id, player, token };
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= MAX_CONFLICT_RETRIES) throw err;
        }
      }
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
   * What the player of `token` sees of campaign `id` and may do now. @throws ApiError 401 `unauthorized` (no or an
   * unknown token), 404 `not_found`.
   */
  async view(id: string, token: string | undefined): Promise<{ seq: number; view: unknown; legal: unknown[] }> {
    const campaign = await this.#stored(this.db, id);
    const players = await listPlayers(this.db, id);
    const player = this.#playerOf(id, players, token);
    const ctx = await this.#contextOf(campaign);
    const actor = actorFor(player.player, players, campaign.state);
    return { seq: campaign.state.seq, view: viewOf(ctx, campaign.state, actor), legal: legalOf(ctx, campaign.state, actor) };
  }

  /**
   * Plays `action` for the player of `token`, if the campaign is still at `seen` (when given). The new state, its log
   * row and the autosave are written in one transaction.
   * @throws ApiError 401 `unauthorized`; 403 `invalid_action` for a server's action (`fight_started`, `fight_ended`);
   * 409 `stale_seq` when the campaign moved on from `seen`; the engine's refusal (`CampaignRejection`) with its status
   * and code (nothing changed); 404 `not_found`.
   */
  async act(id: string, token: string | undefined, action: CampaignAction, seen?: number): Promise<ChangeResult> {
    const players = await listPlayers(this.db, id);
    if (players.length === 0) await this.#stored(this.db, id);
    const player = this.#playerOf(id, players, token);
    if (SERVER_ACTIONS.includes(action.type)) throw new ApiError(403, 'invalid_action', `"${action.type}" is sent by the server, when a fight's room opens or ends`);
    return this.#apply(id, action, player, seen);
  }

  /** Plays a server's action (`fight_started`, `fight_ended`: the fight bridge) on campaign `id`. @throws as {@link act}. */
  actAsServer(id: string, action: CampaignAction): Promise<ChangeResult> {
    return this.#apply(id, action, null);
  }

  /** Applies `action` by `player` (null: the server) and writes it, retrying when another writer took the seq. */
  #apply(id: string, action: CampaignAction, player: StoredPlayer | null, seen?: number): Promise<ChangeResult> {
    return this.#change(id, async (campaign, ctx) => {
      const state = campaign.state;
      if (seen !== undefined && seen !== state.seq) throw new ApiError(409, 'stale_seq', `the campaign is at seq ${state.seq}, not ${seen}: the action was chosen on an older view (read the view again)`);
      // the heroes as held now: a player may have joined since the token was read
      const actor: Actor = player === null ? { server: true } : actorFor(player.player, await listPlayers(this.db, id), state);
      let applied;
      try {
        applied = applyCampaign(ctx, state, action, actor);
      } catch (err) {
        if (err instanceof CampaignRejection) throw new ApiError(err.status, err.code, err.message);
        throw err;
      }
      return { state: applied.state, player: player?.player ?? null, action, events: applied.events, saves: [{ slot: 'auto', fight: await this.#fightOf(applied.state) }] };
    });
  }

  /** The fight's room state to keep in a save of `state` (null when no fight is on, or no fight rooms are known). */
  async #fightOf(state: CampaignState): Promise<unknown> {
    if (!state.run.fight || !this.#fights) return null;
    return this.#fights.snapshot(state);
  }

  /**
   * Runs `make` on the campaign as stored and writes the change it returns (its log row at the next seq, the
   * campaign, the saves it names) in one transaction, then tells the followers here and on other instances.
   */
  #change(id: string, make: (campaign: StoredCampaign, ctx: CampaignContext) => Promise<Change>): Promise<ChangeResult> {
    return this.#serial(id, async () => {
      for (let attempt = 0; ; attempt++) {
        const campaign = await this.#stored(this.db, id);
        const ctx = await this.#contextOf(campaign);
        const change = await make(campaign, ctx);
        const from = campaign.state.seq;
        let written: boolean;
        try {
          written = await this.db.transaction().execute(async (trx) => {
            if (!(await writeChange(trx, id, { from, state: change.state, player: change.player, action: change.action, events: change.events }))) return false;
            for (const save of change.saves) await putSave(trx, id, { slot: save.slot, ...saveOf(change.state, save.fight) });
            await change.check?.();
            await this.#bus.announce(trx, { type: 'campaign', campaign: id, seq: change.state.seq });
            return true;
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          written = false;
        }
        if (written) {
          this.#publish(id, ctx, change.state, change.events);
          return { seq: change.state.seq, events: change.events };
        }
        if (attempt >= MAX_CONFLICT_RETRIES) throw new ApiError(409, 'busy', `campaign "${id}" changed ${attempt + 1} times while this change was being written: try again`);
      }
    });
  }

  /** Sends every follower here of campaign `id` its player's view of `state` (change `state.seq`) and `events`. */
  #publish(id: string, ctx: CampaignContext, state: CampaignState, events: CampaignEvent[]): void {
    if (!this.hub.followed(id)) return;
    void listPlayers(this.db, id).then((players) => {
      this.hub.publish(id, state.seq, events, (name) => {
        const actor = actorFor(name, players, state);
        return { view: viewOf(ctx, state, actor), legal: legalOf(ctx, state, actor) };
      });
    }, () => undefined);
  }

  /** Campaign `id` changed elsewhere (another instance, a join): its followers here get the stored state's view. */
  async #publishStored(id: string): Promise<void> {
    if (!this.hub.followed(id)) return;
    const campaign = await getCampaign(this.db, id);
    if (!campaign) return;
    const ctx = await this.#contextOf(campaign);
    const rows = await this.db.selectFrom('campaign_actions').select('events').where('campaign_id', '=', id).where('seq', '=', campaign.state.seq).executeTakeFirst();
    this.#publish(id, ctx, campaign.state, rows ? (JSON.parse(rows.events) as CampaignEvent[]) : []);
  }

  /**
   * Follows campaign `id` as the player of `token`: `follower.send` gets the current view at once (no events), then
   * one update per accepted change. @returns the function that stops it.
   * @throws ApiError 401 `unauthorized`, 404 `not_found`.
   */
  follow(id: string, token: string | undefined, follower: Omit<CampaignFollower, 'player'>): Promise<() => void> {
    return this.#serial(id, async () => {
      const campaign = await this.#stored(this.db, id);
      const players = await listPlayers(this.db, id);
      const player = this.#playerOf(id, players, token);
      const ctx = await this.#contextOf(campaign);
      const actor = actorFor(player.player, players, campaign.state);
      const first: CampaignUpdate = { campaign: id, seq: campaign.state.seq, view: viewOf(ctx, campaign.state, actor), legal: legalOf(ctx, campaign.state, actor), events: [] };
      return this.hub.add(id, { ...follower, player: player.player }, first);
    });
  }

  /** Checks `token` is a player of campaign `id`. @throws ApiError 401 `unauthorized`, 404 `not_found`. */
  async #authorize(id: string, token: string | undefined): Promise<StoredPlayer> {
    const players = await listPlayers(this.db, id);
    if (players.length === 0) await this.#stored(this.db, id);
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
   * @returns the slot's summary. @throws ApiError 401, 404.
   */
  async save(id: string, token: string | undefined, slot: 'quick' | '1' | '2' | '3'): Promise<SaveSummary> {
    await this.#authorize(id, token);
    return this.#serial(id, async () => {
      const campaign = await this.#stored(this.db, id);
      const save = saveOf(campaign.state, await this.#fightOf(campaign.state));
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
    return this.#change(id, async (campaign, ctx) => {
      const stored = await getSave(this.db, id, slot);
      if (!stored) throw new ApiError(404, 'empty_slot', slot === 'checkpoint' ? `campaign "${id}" has no checkpoint to go back to` : `save slot "${slot}" of campaign "${id}" is empty`);
      const content = readSave(stored, id);
      const state: CampaignState = { ...content.state, seq: campaign.state.seq + 1 };
      if (content.fight !== null && state.run.fight) {
        if (!this.#fights) throw new ApiError(422, 'save_unusable', `the save in slot "${slot}" was taken during a fight, and this server cannot open its room again`);
        state.run.fight = { ...state.run.fight, room: await this.#fights.restore(state, content.fight) };
      }
      const events: CampaignEvent[] = [{ type: slot === 'checkpoint' ? 'campaign_restored' : 'campaign_loaded', slot, savedAt: stored.savedAt, savedSeq: stored.seq }];
      return {
        state,
        player,
        action: { type: slot === 'checkpoint' ? 'leave_without_saving' : 'load', slot },
        events,
        saves: [{ slot: 'auto', fight: content.fight }, ...(checkpoint ? [{ slot: 'checkpoint' as const, fight: content.fight }] : [])],
        check: () => checkFits(ctx, state, slot),
      };
    });
  }

  /** Ends every live follower (the server is closing). */
  closeFollowers(): void {
    this.hub.closeAll();
  }

  /** The seq of campaign `id`, or undefined when there is none. */
  seqOf(id: string): Promise<number | undefined> {
    return campaignSeq(this.db, id);
  }
}

/** The heroes each player holds, as hero → player. */
function holders(players: readonly StoredPlayer[]): Map<string, string> {
  const held = new Map<string, string>();
  for (const p of players) for (const h of p.heroes) held.set(h, p.player);
  return held;
}

/**
 * The engine's actor of player `name`: the heroes it holds; the leader acts for the heroes of the Company nobody
 * holds (its own heroes, as `Actor.heroes` lists).
 */
function actorFor(name: string, players: readonly StoredPlayer[], state: CampaignState): Actor {
  if (name !== LEADER) return { player: name, leader: false, heroes: players.find((p) => p.player === name)?.heroes ?? [] };
  const held = holders(players);
  return { player: LEADER, leader: true, heroes: state.company.heroes.map((h) => h.id).filter((h) => !held.has(h)) };
}

/**
 * Whether a restored `state` fits the campaign's adventure: its heroes are documents the context knows and its place
 * is a location of the adventure. Run inside the restore's transaction, so a save that does not fit changes nothing.
 * @throws ApiError 422 `save_unusable`.
 */
function checkFits(ctx: CampaignContext, state: CampaignState, slot: SaveSlot): void {
  const unusable = (why: string) => new ApiError(422, 'save_unusable', `the save in slot "${slot}" cannot be restored: ${why}`);
  if (state.adventure !== ctx.adventure.id) throw unusable(`it is of adventure "${state.adventure}", not "${ctx.adventure.id}"`);
  for (const hero of state.company.heroes) if (!ctx.heroes.has(hero.id)) throw unusable(`its hero "${hero.id}" is not a hero of the Company`);
  const place = state.run.place;
  if (place.at === 'location' && !ctx.adventure.locations.some((l) => l.id === place.location)) throw unusable(`its party is at "${place.location}", which adventure "${ctx.adventure.id}" no longer has`);
}
