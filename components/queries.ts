/**
 * The content reads the parts share through the query client (same keys, one cache per element).
 * @module
 */
import type { QueryObserverOptions } from '@tanstack/query-core';
import { ApiError, getRoom, listContent, type HeroProfile, type RoomInfo } from './api.ts';

/** How long content lists stay fresh (ms): content changes rarely during a game. */
const CONTENT_STALE_MS = 5 * 60_000;

/** Every hero profile of the server (`GET /api/heroes`). */
export function heroesQuery(server: string): QueryObserverOptions<HeroProfile[], Error, HeroProfile[], HeroProfile[], readonly unknown[]> {
  return {
    queryKey: ['quest-board', 'heroes', server],
    queryFn: ({ signal }) => listContent<HeroProfile>(server, 'heroes', signal),
    staleTime: CONTENT_STALE_MS,
  };
}

/** A room's public summary (`GET /api/rooms/:id`), read again every `refreshMs`. */
export function roomQuery(server: string, room: string, refreshMs: number): QueryObserverOptions<RoomInfo, Error, RoomInfo, RoomInfo, readonly unknown[]> {
  return {
    queryKey: ['quest-board', 'room', server, room],
    queryFn: ({ signal }) => getRoom(server, room, signal),
    enabled: room !== '',
    refetchInterval: refreshMs,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  };
}
