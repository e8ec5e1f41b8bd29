/**
 * A part that also reads content from the server: the hero profiles (names and stats of heroes that have no
 * piece yet, in the lobby), through the element's query client and connection.
 * @module
 */
import { consume } from '@lit/context';
import type { QueryClient } from '@tanstack/query-core';
import { state } from 'lit/decorators.js';
import type { HeroProfile } from '../api.ts';
import type { RoomClient } from '../client.ts';
import { connectionContext, queryClientContext } from '../context.ts';
import { QueryController } from '../controllers/query-controller.ts';
import { heroesQuery } from '../queries.ts';
import { TablePart } from './table-part.ts';

/** A {@link TablePart} with the server's hero profiles. */
export class ContentPart extends TablePart {
  /** The seat's connection (from `<quest-board>`). */
  @consume({ context: connectionContext, subscribe: true })
  @state()
  accessor connection: RoomClient | undefined = undefined;

  /** The element's query client (from `<quest-board>`). */
  @consume({ context: queryClientContext, subscribe: true })
  @state()
  accessor queryClient: QueryClient | undefined = undefined;

  private readonly heroes = new QueryController<HeroProfile[], readonly unknown[]>(
    this,
    () => (this.connection ? this.queryClient : undefined),
    () => heroesQuery(this.connection?.server ?? ''),
  );

  /** Hero profiles by id (empty until loaded). */
  protected heroProfiles(): Map<string, HeroProfile> {
    return new Map((this.heroes.result?.data ?? []).map((h) => [h.id, h]));
  }
}
