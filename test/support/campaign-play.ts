/**
 * Scripted players of a campaign, over the HTTP API and the live connection of a real server: each action
 * is chosen from the `legal` list of the acting player's own view and must be accepted (a 4xx for an action taken
 * from `legal`, or any 5xx, fails the test); a fight is the room of its encounter, played to its end by the scripted
 * heroes of `bot.ts` (each player for the seats of the heroes it acts for), then waited for in the campaign. Every
 * raw body and live frame a player receives for the campaign is kept, for the hidden-information scan.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Action, View } from '../../engine/index.ts';
import type { Adventure, AdventureNode } from '../../content/schemas/adventure.ts';
import { d20Piece } from '../../engine/rulesets/d20/pieces.ts';
import { Page } from './live.ts';
import { type LiveSeat, playGame } from './play.ts';
import { ADMIN_TOKEN } from './server.ts';
import { SseClient } from './sse.ts';

/** The Forsaken Woods adventure document, as shipped. */
export const FORSAKEN_WOODS: Adventure = JSON.parse(
  readFileSync(new URL('../../content/packs/default/adventures/forsaken-woods.json', import.meta.url), 'utf8'),
);

/** A campaign action as the API takes it. */
export type CampaignAction = { type: string } & Record<string, unknown>;

/** A player of the campaign: its name (`leader`, `p1`...), token and the heroes it holds. */
export interface Player {
  name: string;
  token: string;
  heroes: string[];
}

/** `GET /api/campaigns/:id/view` as a player receives it. */
export interface PlayerView {
  seq: number;
  view: any;
  legal: CampaignAction[];
  fight: { room: string; seats: { hero: string; seat: string; token: string }[] } | null;
}

/** A raw body or frame a player received, with the view it carries (when it carries one). */
export interface Received {
  player: string;
  what: string;
  raw: string;
  view: any | null;
}

/** How a fight ended for the campaign, and what its room showed of the creatures. */
export interface FightResult {
  result: 'victory' | 'fled' | 'defeat';
  /** The campaign's events of the fight's end (`fight_ended`, `reward`, `defeated`...). */
  events: CampaignAction[];
  /** Each creature kind's numbers the first time a hero seat's view showed it: max HP and its d20 numbers. */
  creatures: Map<string, { maxBody: number; ac: number; attack: number; damageBonus: number }>;
  /** The room's actions sent. */
  actions: number;
}

/** Whether `a` has every field of `want` (deeply equal). */
function matches(a: CampaignAction, want: CampaignAction): boolean {
  return Object.entries(want).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

/** A node of the adventure by its location and position. */
export function nodeAt(adventure: Adventure, location: string, position: number): AdventureNode {
  const node = adventure.locations.find((l) => l.id === location)?.nodes[position];
  if (!node) throw new Error(`no node at ${location}[${position}]`);
  return node;
}

/** A campaign being played by its players (see the module). */
export class CampaignTable {
  /** Everything the players received, in order. */
  readonly received: Received[] = [];
  /** Every action sent, with the player who sent it and the seq it was chosen on. */
  readonly sent: { player: string; seq: number; action: CampaignAction }[] = [];
  #page: Page | undefined;

  private constructor(
    readonly url: string,
    readonly id: string,
    readonly players: Player[],
  ) {}

  /**
   * A campaign of `adventure` created with `seed` (the administrator's token), its leader holding the heroes nobody
   * else holds and each of `joined` a player holding those heroes; every player watches it on one live connection.
   */
  static async create(url: string, adventure: string, seed: string, joined: string[][]): Promise<CampaignTable> {
    const created = await request(url, 'POST', '/api/campaigns', ADMIN_TOKEN, { adventure, seed });
    assert.equal(created.status, 201, created.raw);
    const id = created.body.campaign as string;
    const players: Player[] = [{ name: 'leader', token: created.body.token, heroes: [] }];
    for (const heroes of joined) {
      const j = await request(url, 'POST', `/api/campaigns/${id}/players`, undefined, { heroes });
      assert.equal(j.status, 201, j.raw);
      players.push({ name: j.body.player, token: j.body.token, heroes });
    }
    return CampaignTable.attach(url, id, players);
  }

  /**
   * A campaign already under way (created elsewhere, e.g. by `<quest-board campaign>` in a page), played by the
   * players of `players` (the name and token each was granted; `heroes` is read from their views): every player
   * watches it on one live connection.
   */
  static async attach(url: string, id: string, players: Player[]): Promise<CampaignTable> {
    const table = new CampaignTable(url, id, players);
    table.#page = await Page.open(url);
    for (const p of players) table.#page.send({ type: 'watch', watch: p.name, campaign: id, token: p.token });
    for (const p of players) await table.#page.next((m) => (m as { type: string }).type === 'campaign' && m.watch === p.name, `${p.name}'s first frame`);
    for (const p of players) if (p.name === 'leader' || p.heroes.length === 0) p.heroes = (await table.httpView(p)).view.you.heroes;
    return table;
  }

  /** The leader. */
  get leader(): Player {
    return this.players[0]!;
  }

  /** The player acting for `hero`. */
  holder(hero: string): Player {
    return this.players.find((p) => p.heroes.includes(hero)) ?? this.leader;
  }

  /** The live connection's campaign frames received so far, as {@link Received}. */
  liveFrames(): Received[] {
    const page = this.#page!;
    return page.messages.flatMap((m, i) =>
      (m as { type: string }).type === 'campaign'
        ? [{ player: m.watch as string, what: `live frame ${i}`, raw: page.raws[i]!, view: (m as unknown as { view: unknown }).view }]
        : [],
    );
  }

  /** Closes the live connection. */
  close(): void {
    this.#page?.close();
  }

  /** The highest seq the players have been told of (an answer's, a fight's end): a view is waited for up to it. */
  #known = 0;

  /**
   * `player`'s view of the campaign now: its live watch's latest frame, once that is at the latest seq an answer
   * told of (the frames carry the view and the legal actions, as the HTTP view does).
   */
  async view(player: Player = this.leader): Promise<PlayerView> {
    const page = this.#page!;
    const known = this.#known;
    await page.next(
      (m) => (m as { type: string }).type === 'campaign' && m.watch === player.name && (m as unknown as { seq: number }).seq >= known,
      `${player.name}'s frame at ${known}`,
    );
    const frames = page.messages.filter((m) => (m as { type: string }).type === 'campaign' && m.watch === player.name) as unknown as {
      seq: number;
      view: any;
      legal: CampaignAction[];
    }[];
    const last = frames.at(-1)!;
    return { seq: last.seq, view: last.view, legal: last.legal, fight: null };
  }

  /** `player`'s view of the campaign over HTTP (`GET .../view`: 200, kept as received), with its fight's seats. */
  async httpView(player: Player = this.leader): Promise<PlayerView> {
    const answer = await request(this.url, 'GET', `/api/campaigns/${this.id}/view`, player.token);
    assert.equal(answer.status, 200, answer.raw);
    this.received.push({ player: player.name, what: `GET view at ${answer.body.seq}`, raw: answer.raw, view: answer.body.view });
    this.#known = Math.max(this.#known, answer.body.seq);
    return answer.body as PlayerView;
  }

  /** The first action of `player`'s legal list that has every field of `want`, or undefined. */
  async legal(want: CampaignAction, player: Player = this.leader): Promise<CampaignAction | undefined> {
    const v = await this.view(player);
    return v.legal.find((a) => matches(a, want));
  }

  /**
   * Sends `player`'s legal action matching `want` (it must be in `legal`) at the seq of the view it was chosen on;
   * asserts it is accepted (200). @returns the answer's body (`seq`, `events`, and `fight` for a fight).
   */
  async act(want: CampaignAction, player: Player = this.leader): Promise<{ seq: number; events: CampaignAction[]; fight?: PlayerView['fight'] }> {
    const v = await this.view(player);
    const action = v.legal.find((a) => matches(a, want));
    assert.ok(action, `${player.name}: ${JSON.stringify(want)} is not among the legal actions at seq ${v.seq}: ${JSON.stringify(v.legal)}`);
    return this.send(player, action, v.seq);
  }

  /** Sends `action`, taken from `player`'s legal list at `seq`: it must be accepted (200). */
  async send(player: Player, action: CampaignAction, seq: number): Promise<{ seq: number; events: CampaignAction[]; fight?: PlayerView['fight'] }> {
    this.sent.push({ player: player.name, seq, action });
    const answer = await request(this.url, 'POST', `/api/campaigns/${this.id}/actions`, player.token, { ...action, seq });
    assert.equal(answer.status, 200, `${player.name}: the legal ${JSON.stringify(action)} at seq ${seq} was refused: ${answer.status} ${answer.raw}`);
    this.received.push({ player: player.name, what: `POST ${action.type} at ${seq}`, raw: answer.raw, view: null });
    this.#known = Math.max(this.#known, answer.body.seq);
    return answer.body;
  }

  /** Sends every action of `player`'s legal list matching `want`, one after another, while one is legal. @returns how many. */
  async actWhileLegal(want: CampaignAction, player: Player = this.leader, max = 50): Promise<number> {
    let n = 0;
    for (; n < max; n++) {
      const v = await this.view(player);
      const action = v.legal.find((a) => matches(a, want));
      if (!action) break;
      await this.send(player, action, v.seq);
    }
    return n;
  }

  /** A save into `slot` (`quick`, `1`...) by `player`: 200, its summary. */
  async save(slot: string, player: Player = this.leader): Promise<any> {
    const answer = await request(this.url, 'POST', `/api/campaigns/${this.id}/saves/${slot}`, player.token);
    assert.equal(answer.status, 200, answer.raw);
    this.received.push({ player: player.name, what: `save ${slot}`, raw: answer.raw, view: null });
    return answer.body;
  }

  /** Loads `slot` by `player`: 200, its answer. */
  async load(slot: string, player: Player = this.leader): Promise<any> {
    const answer = await request(this.url, 'POST', `/api/campaigns/${this.id}/load`, player.token, { slot });
    assert.equal(answer.status, 200, answer.raw);
    this.received.push({ player: player.name, what: `load ${slot}`, raw: answer.raw, view: null });
    this.#known = Math.max(this.#known, answer.body.seq);
    return answer.body;
  }

  /**
   * The fight of the encounter the party stands on: `fight` from the leader's legal list, then its room played to
   * its end by every player for the seats of its heroes (`heroes` chooses their actions, default the bot's), then
   * the campaign waited for until it shows the fight over. @returns the result, the campaign's events of its end and
   * the creatures as the room showed them.
   */
  async fight(heroes?: (view: View, legal: Action[]) => Action): Promise<FightResult> {
    const started = await this.act({ type: 'fight' });
    assert.ok(started.fight, "the fight answer carries the room and the leader's seats");
    const room = started.fight.room;
    const keys = [...started.fight.seats];
    for (const p of this.players.slice(1)) {
      const v = await this.httpView(p);
      assert.equal(v.fight?.room, room, `${p.name} sees the fight's room`);
      keys.push(...v.fight!.seats);
    }
    assert.ok(keys.length > 0);
    const seats: LiveSeat[] = [];
    for (const k of keys) seats.push({ seat: k.seat, token: k.token, stream: await SseClient.open(this.url, room, k.token) });
    try {
      const first = seats[0]!;
      await first.stream.waitFor(() => true);
      const actions = await playGame(this.url, room, seats, heroes ? { heroes } : {});
      assert.equal(first.stream.latest!.view.phase, 'over', `room ${room} ended within the bound`);
      const creatures: FightResult['creatures'] = new Map();
      for (const f of first.stream.frames) {
        for (const u of f.update.view.units) {
          const d = d20Piece(u);
          if (u.side !== 'master' || u.npc || !d || creatures.has(u.kind)) continue;
          creatures.set(u.kind, { maxBody: u.maxBody, ac: d.ac, attack: d.attack, damageBonus: d.damageBonus });
        }
      }
      // the campaign hears of the room's end (the server applies fight_ended once)
      const page = this.#page!;
      const frame = (await page.next(
        (m) =>
          (m as { type: string }).type === 'campaign' &&
          m.watch === 'leader' &&
          !!(m as unknown as { events: CampaignAction[] }).events.some((e) => e.type === 'fight_ended' && e.room === room),
        `the campaign's fight_ended of room ${room}`,
      )) as unknown as { seq: number; events: CampaignAction[] };
      this.#known = Math.max(this.#known, frame.seq);
      const after = await this.httpView();
      assert.equal(after.fight, null, 'the fight is over in the campaign');
      const i = frame.events.findIndex((e) => e.type === 'fight_ended' && e.room === room);
      const ended = frame.events.slice(i);
      const next = ended.slice(1).findIndex((e) => e.type === 'fight_ended');
      const events = next < 0 ? ended : ended.slice(0, next + 1);
      return { result: events[0]!.result as FightResult['result'], events, creatures, actions };
    } finally {
      for (const s of seats) s.stream.close();
    }
  }
}

/** A request with an optional bearer token and JSON body: the status, the raw text and its JSON. */
async function request(url: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; raw: string; body: any }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const raw = await res.text();
  assert.ok(res.status < 500, `${method} ${path}: ${res.status} ${raw}`);
  return { status: res.status, raw, body: raw ? JSON.parse(raw) : null };
}
