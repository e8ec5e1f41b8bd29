/**
 * The Archive's calls to the server (docs/archive-api.md): same-origin `fetch` with the session cookie and JSON
 * bodies (which is all the server's CSRF check asks of a page of its own site), one error type with the server's
 * `{ code, message, issues }`.
 * @module
 */
import type { BalanceReport } from '../../engine/index.ts';
import type { ConversionReport } from '../../content/import/heroscribe/convert.ts';
import type { ContentKind } from '../../content/schemas/index.ts';

/** A problem the server names by path. */
export interface Issue {
  path: string;
  message: string;
  /**
   * What kind of fault it is (the content schemas' code: `square_rock`), when known: two checks
   * that find the same fault at the same path give the same code, and the Archive lists it once
   * (schema-tools.ts `oneProblemPerFault`).
   */
  code?: string;
  /** The problem in words in each display language, when the server sent them (shown in place of `message`). */
  text?: { it: string; en: string };
}

/** An error answer of the server, or a network failure (status 0, code `network`). */
export class ArchiveError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** Who is signed in (`GET /api/session/status`, `GET /api/session`). */
export interface SessionInfo {
  user: { id?: number; name: string; role: 'admin' | 'author' };
  kind: string;
}

/** A stored document as the Archive handles it: any JSON object with an `id`. */
export type Doc = { id: string } & Record<string, unknown>;

/** A version of a document's history. */
export interface VersionInfo {
  version: number;
  saved_at: string;
  saved_by: string | null;
}

/** The answer of `GET /api/<kind>/<id>/versions`. */
export interface History {
  kind: string;
  id: string;
  status: 'draft' | 'published' | null;
  current: number | null;
  versions: VersionInfo[];
}

/** The report of a successful import. */
export interface ImportReport {
  created: string[];
  replaced: string[];
  renamed: { from: string; to: string }[];
}

/** The answer of `POST /api/import/heroscribe`: a valid mission (not saved), its placeholder creature kinds, the report. */
export interface HeroScribeImport {
  mission: Doc & { monsters?: { kind: string }[] };
  creatures: Doc[];
  report: ConversionReport;
}

/** What a call answers: the parsed body and the response headers. */
export interface Answer<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** The Archive's client for one server (`''`: this page's origin). */
export class ArchiveApi {
  constructor(readonly server = '') {}

  /** The absolute URL of an API path. */
  url(path: string): string {
    return `${this.server.replace(/\/+$/, '')}${path}`;
  }

  /**
   * Sends one request; throws {@link ArchiveError} for a non-2xx answer. The body is sent as JSON, unless `raw` gives
   * its content type (then `body` is sent as the string it is, or as the bytes it is).
   */
  async call<T>(method: string, path: string, body?: unknown, raw?: { contentType: string }, seatToken?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (seatToken) headers.authorization = `Bearer ${seatToken}`;
    if (body !== undefined) headers['content-type'] = raw?.contentType ?? 'application/json';
    const payload = body === undefined ? null : raw ? (body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : String(body)) : JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(this.url(path), { method, headers, body: payload, credentials: 'same-origin' });
    } catch (err) {
      throw new ArchiveError(0, 'network', err instanceof Error ? err.message : String(err));
    }
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    if (!res.ok) {
      const e = (data as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | null)?.error;
      throw new ArchiveError(
        res.status,
        typeof e?.code === 'string' ? e.code : `http_${res.status}`,
        typeof e?.message === 'string' ? e.message : `${res.status} ${res.statusText}`,
        Array.isArray(e?.issues) ? (e.issues as Issue[]) : [],
      );
    }
    return { status: res.status, data: data as T, headers: res.headers };
  }

  async session(): Promise<SessionInfo | null> {
    // the status answers 200 either way: nobody signed in is no failed request (which a browser logs as an error)
    const { data } = await this.call<({ signedIn: true } & SessionInfo) | { signedIn: false }>('GET', '/api/session/status');
    return data.signedIn ? { user: data.user, kind: data.kind } : null;
  }

  async signIn(name: string, password: string): Promise<void> {
    await this.call('POST', '/api/session', { name, password });
  }

  async signOut(): Promise<void> {
    await this.call('DELETE', '/api/session');
  }

  /** Every document of a kind, and which are drafts. */
  async list(kind: ContentKind): Promise<{ items: Doc[]; drafts: string[] }> {
    const { data } = await this.call<{ items: Doc[]; drafts?: string[] }>('GET', `/api/${kind}`);
    return { items: data.items, drafts: data.drafts ?? [] };
  }

  /** One document with its status and version. */
  async get(kind: ContentKind, id: string): Promise<{ doc: Doc; status: 'draft' | 'published'; version: number }> {
    const { data, headers } = await this.call<Doc>('GET', `/api/${kind}/${enc(id)}`);
    return {
      doc: data,
      status: headers.get('x-document-status') === 'draft' ? 'draft' : 'published',
      version: Number((headers.get('etag') ?? '0').replace(/"/g, '')),
    };
  }

  /** Creates (`isNew`: POST, refusing an existing id) or replaces a document. */
  async save(kind: ContentKind, doc: Doc, isNew: boolean, publish?: boolean): Promise<{ doc: Doc; status: 'draft' | 'published'; version: number }> {
    const q = publish === undefined ? '' : `?publish=${publish ? 1 : 0}`;
    const { data, headers } = isNew
      ? await this.call<Doc>('POST', `/api/${kind}${q}`, doc)
      : await this.call<Doc>('PUT', `/api/${kind}/${enc(doc.id)}${q}`, doc);
    return {
      doc: data,
      status: headers.get('x-document-status') === 'draft' ? 'draft' : 'published',
      version: Number((headers.get('etag') ?? '0').replace(/"/g, '')),
    };
  }

  async remove(kind: ContentKind, id: string): Promise<void> {
    await this.call('DELETE', `/api/${kind}/${enc(id)}`);
  }

  async setStatus(kind: ContentKind, id: string, status: 'draft' | 'published'): Promise<void> {
    await this.call('PUT', `/api/${kind}/${enc(id)}/status`, { status });
  }

  async history(kind: ContentKind, id: string): Promise<History> {
    return (await this.call<History>('GET', `/api/${kind}/${enc(id)}/versions`)).data;
  }

  async version(kind: ContentKind, id: string, v: number): Promise<VersionInfo & { doc: Doc }> {
    return (await this.call<VersionInfo & { doc: Doc }>('GET', `/api/${kind}/${enc(id)}/versions/${v}`)).data;
  }

  async restore(kind: ContentKind, id: string, v: number): Promise<Doc> {
    return (await this.call<Doc>('POST', `/api/${kind}/${enc(id)}/versions/${v}/restore`)).data;
  }

  /** A pack: everything, or one document with everything it uses; with the file name the server suggests. */
  async exportPack(root?: { kind: ContentKind; id: string }): Promise<{ text: string; file: string }> {
    const path = root ? (root.kind === 'missions' ? `/api/export?mission=${enc(root.id)}` : `/api/export?kind=${root.kind}&id=${enc(root.id)}`) : '/api/export';
    const { data, headers } = await this.call<unknown>('GET', path);
    const file = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'quest-board-pack.json';
    return { text: JSON.stringify(data, null, 2), file };
  }

  async importPack(pack: unknown, onClash: Record<string, 'replace' | 'rename'>, publish?: boolean): Promise<ImportReport> {
    const q = publish === undefined ? '' : `?publish=${publish ? 1 : 0}`;
    return (await this.call<ImportReport>('POST', `/api/import${q}`, { pack, onClash })).data;
  }

  /**
   * Converts a HeroScribe quest file (`POST /api/import/heroscribe`): the mission, the placeholder creature kinds it
   * needs and the report. Saves nothing. A file's bytes go as they are (the server reads them in the encoding the file
   * declares); a text goes as UTF-8 and says so (`charset=utf-8`), so that the server does not read it in the
   * encoding its XML declaration names (the file's, before it became this text).
   */
  async convertHeroScribe(xml: string | Uint8Array<ArrayBuffer>, id?: string): Promise<HeroScribeImport> {
    const q = id ? `?id=${enc(id)}` : '';
    const contentType = typeof xml === 'string' ? 'application/xml; charset=utf-8' : 'application/xml';
    return (await this.call<HeroScribeImport>('POST', `/api/import/heroscribe${q}`, xml, { contentType })).data;
  }

  /** Creates a room of a mission (drafts too, signed in): the master's grant. */
  async createRoom(mission: string): Promise<RoomCreated> {
    return (await this.call<RoomCreated>('POST', '/api/rooms', { mission })).data;
  }

  /**
   * Creates a room of `mission` as the editor holds it, without saving it (`POST /api/rooms/try`): the stored mission
   * and its versions stay as they are. @throws ArchiveError with the server's issues when the mission is invalid.
   */
  async tryMission(mission: unknown): Promise<RoomCreated> {
    return (await this.call<RoomCreated>('POST', '/api/rooms/try', { mission })).data;
  }

  /**
   * The balance report of `mission` as the editor holds it (`POST /api/missions/simulate`): `games` games played by
   * computer heroes and the computer's creatures, saved nowhere. @throws ArchiveError with the server's issues when
   * the mission is invalid, 429 `simulation_busy` while another simulation runs.
   */
  async simulateMission(mission: unknown, games: number): Promise<BalanceReport> {
    return (await this.call<BalanceReport>('POST', '/api/missions/simulate', { mission, games })).data;
  }

  /**
   * Creates a campaign of `adventure` as the editor holds it, without saving it (`POST /api/campaigns/try`): the
   * stored adventure and its versions stay as they are. @throws ArchiveError with the server's issues when the
   * adventure is invalid.
   */
  async tryAdventure(adventure: unknown): Promise<CampaignCreated> {
    return (await this.call<CampaignCreated>('POST', '/api/campaigns/try', { adventure })).data;
  }

  /** The heroes still free in `room` (`GET /api/rooms/{id}`): those its mission offers and nobody holds. */
  async freeHeroes(room: string): Promise<{ id: string; name: Partial<Record<'it' | 'en', string>> }[]> {
    return (await this.call<{ freeHeroes: { id: string; name: Partial<Record<'it' | 'en', string>> }[] }>('GET', `/api/rooms/${enc(room)}`)).data.freeHeroes;
  }

  /**
   * The master of `room` (its token `masterToken`) holds the seats of `heroes` too (`POST /api/rooms/{id}/held-seats`,
   * "Try it" alone): their seats and tokens, in that order.
   */
  async holdSeats(room: string, masterToken: string, heroes: readonly string[]): Promise<{ seat: string; hero: string; token: string }[]> {
    return (
      await this.call<{ seats: { seat: string; hero: string; token: string }[] }>(
        'POST',
        `/api/rooms/${enc(room)}/held-seats`,
        { heroes },
        undefined,
        masterToken,
      )
    ).data.seats;
  }

  /** Plays `action` in `room` as the seat of `token` (`POST /api/rooms/{id}/actions`). */
  async act(room: string, token: string, action: Record<string, unknown>): Promise<void> {
    await this.call('POST', `/api/rooms/${enc(room)}/actions`, action, undefined, token);
  }
}

/** A new campaign: its id, the leader's player and token (shown once). */
export interface CampaignCreated {
  campaign: string;
  player: string;
  token: string;
}

/** A new room: its id, the master's seat and token (shown once), its role and quest book. */
export interface RoomCreated {
  room: string;
  seat: string;
  token: string;
  role: string;
  questBook: 'open' | 'closed';
}

const enc = encodeURIComponent;
