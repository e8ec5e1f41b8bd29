/**
 * The watches of the live connection: a room followed as a seat or a spectator, a campaign followed as its player.
 * @module
 */
import { type SeatId, SPECTATOR } from '../../engine/index.ts';
import { apiErrorOf } from '../http/errors.ts';
import { MAX_STREAMS_PER_SEAT, type RoomAuthority } from './authority.ts';
import type { LiveContext, LiveSocket } from './live-socket.ts';
import { roomEndedError } from './retention.ts';

/** Follows `roomId` as the seat of `token`, or as a spectator when `token` is null. */
export async function watchRoom(s: LiveSocket, ctx: LiveContext, id: string, roomId: string, token: string | null, cancelled: () => boolean): Promise<void> {
  const gone = async () => {
    // a watch cancelled meanwhile (unwatched, or watched again under the same name) is not this one's to end
    if (cancelled() || s.dropped) return;
    s.watches.delete(id);
    const ended = await ctx.rooms.archived(roomId).catch(() => undefined);
    if (ended) return s.sendError(id, 'room_ended', roomEndedError(ended).message);
    return s.sendError(id, 'not_found', `no room "${roomId}"`);
  };
  // the room, caught up, and the seat of the token; with the database away (a moment, usually) the watch is
  // refused with database_unavailable, not taken for a room that does not exist: the page asks again
  let room: RoomAuthority | undefined;
  let seat: SeatId | undefined;
  try {
    room = await ctx.rooms.get(roomId);
    if (cancelled() || s.dropped) return;
    if (!room) return gone();
    // another instance may have moved the room on a moment ago (the first view is the latest), or archived it
    if (!(await room.ensureCurrent())) {
      await ctx.rooms.recheck(roomId);
      return gone();
    }
    seat = token === null ? SPECTATOR : await room.findSeat(token);
  } catch (err) {
    if (cancelled() || s.dropped) return;
    // the database away (a shared room's seat read throws databaseUnavailable) is said as such, never not_found
    const error = apiErrorOf(err);
    if (!error) {
      console.error('quest-board: a watch could not be opened:', err);
      return gone();
    }
    s.watches.delete(id);
    return s.sendError(id, error.code, error.message);
  }
  if (cancelled() || s.dropped) return;
  if (!seat) {
    s.watches.delete(id);
    return s.sendError(id, 'unauthorized', `the token is not a seat of room "${roomId}"`);
  }
  // counted and subscribed in the same tick: two spectators arriving together cannot both take the last place
  if (seat === SPECTATOR && room.streamsOf(SPECTATOR) >= ctx.maxSpectators) {
    s.watches.delete(id);
    return s.sendError(
      id,
      'too_many_spectators',
      `room "${roomId}" has ${ctx.maxSpectators} spectators watching, the most it allows: try again later, or take a free seat`,
    );
  }
  if (seat !== SPECTATOR && room.streamsOf(seat) >= MAX_STREAMS_PER_SEAT) {
    s.watches.delete(id);
    return s.sendError(
      id,
      'too_many_streams',
      `seat ${seat} of room "${roomId}" is followed ${MAX_STREAMS_PER_SEAT} times already, the most one seat may be: close a page or a tab`,
    );
  }
  const named = JSON.stringify(id);
  const whole = `{"type":"update","watch":${named},"update":`;
  const patch = `{"type":"patch","watch":${named},`;
  // a room that ends its streams at once (archived meanwhile) calls close before subscribe returns
  let stop: () => void = () => undefined;
  stop = room.subscribe({
    seat,
    // the first frame (and only it) has no delta: the whole view; then what changed, the delta's fields inlined
    send: (frame) => {
      const delta = frame.delta();
      s.sendText(delta === null ? whole + frame.full() + '}' : patch + delta.slice(1));
    },
    // the room ends its streams (archived, or the server closing): the room has already let this one go
    close: () => {
      if (s.watches.get(id)?.stop === stop) s.watches.delete(id);
      s.sendText(JSON.stringify({ type: 'closed', watch: id }));
    },
  });
  if (!s.dropped && !cancelled()) s.watches.set(id, { stop, seat: { room, seat, token } });
  else stop();
}

/** Follows campaign `campaignId` as the player of `token` (docs/campaigns.md, "Live updates"). */
export async function watchCampaign(s: LiveSocket, ctx: LiveContext, id: string, campaignId: string, token: string, cancelled: () => boolean): Promise<void> {
  const campaigns = ctx.campaigns;
  if (!campaigns) {
    s.watches.delete(id);
    return s.sendError(id, 'not_found', `no campaign "${campaignId}"`);
  }
  const named = JSON.stringify(id);
  let stop: () => void;
  try {
    stop = await campaigns.follow(campaignId, token, {
      send: (update) => s.sendText(`{"type":"campaign","watch":${named},${JSON.stringify(update).slice(1)}`),
      close: () => {
        s.watches.delete(id);
        s.sendText(JSON.stringify({ type: 'closed', watch: id }));
      },
    });
  } catch (err) {
    s.watches.delete(id);
    const error = apiErrorOf(err);
    if (error) return s.sendError(id, error.code, error.message);
    console.error('quest-board: a campaign watch failed:', err);
    return s.sendError(id, 'internal', 'the server failed to follow the campaign');
  }
  if (!s.dropped && !cancelled()) s.watches.set(id, { stop, campaign: { id: campaignId, token } });
  else stop();
}
