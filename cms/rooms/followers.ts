/**
 * The live followers of a room (its watches and streams), grouped by the seat each follows: each seat's channel
 * holds the update its followers have, so a new update is sent to them as a delta.
 * @module
 */
import { type SeatId, SPECTATOR } from '../../engine/index.ts';
import { SeatChannel, type SeatUpdate, type Subscriber } from './channel.ts';

/** The live followers of one room, by seat. */
export class RoomFollowers {
  /** The followers of each seat that has any, with the update they have. */
  readonly #channels = new Map<SeatId, SeatChannel>();
  /** The number of followers over every channel. */
  #count = 0;

  /** The number of live streams. */
  get count(): number {
    return this.#count;
  }

  /** The number of live streams of `seat`. */
  of(seat: SeatId): number {
    return this.#channels.get(seat)?.followers.size ?? 0;
  }

  /** Whether `seat` has a follower here. */
  has(seat: SeatId): boolean {
    return this.#channels.has(seat);
  }

  /** The last update sent to the followers of `seat`, or undefined when it has none. */
  last(seat: SeatId): SeatUpdate | undefined {
    return this.#channels.get(seat)?.last;
  }

  /** The seats followed now (spectators are not seats). */
  seats(): SeatId[] {
    return [...this.#channels.keys()].filter((seat) => seat !== SPECTATOR);
  }

  /**
   * Adds `sub`; its seat's channel is opened with `first()` when the seat had no follower (`arrived`).
   * @returns the channel it joined, and whether it is its seat's first follower.
   */
  add(sub: Subscriber, first: () => SeatUpdate): { channel: SeatChannel; arrived: boolean } {
    let channel = this.#channels.get(sub.seat);
    const arrived = !channel;
    if (!channel) {
      channel = new SeatChannel(sub.seat, first());
      this.#channels.set(sub.seat, channel);
    }
    channel.add(sub);
    this.#count++;
    return { channel, arrived };
  }

  /**
   * Removes `sub` from `channel`, the channel it joined.
   * @returns whether it was there, and whether its seat is no longer followed here (`left`: it was the last).
   */
  remove(sub: Subscriber, channel: SeatChannel): { removed: boolean; left: boolean } {
    if (!channel.followers.delete(sub)) return { removed: false, left: false };
    this.#count--;
    if (channel.followers.size > 0 || this.#channels.get(sub.seat) !== channel) return { removed: true, left: false };
    this.#channels.delete(sub.seat);
    return { removed: true, left: true };
  }

  /** Ends the streams of `seat`. @returns whether it had any. */
  drop(seat: SeatId): boolean {
    const channel = this.#channels.get(seat);
    if (!channel) return false;
    this.#channels.delete(seat);
    this.#count -= channel.followers.size;
    for (const sub of channel.followers) sub.close();
    channel.followers.clear();
    return true;
  }

  /** Sends each followed seat (but the seat of `skip`) its update `updateOf(seat)`. */
  publish(updateOf: (seat: SeatId) => SeatUpdate, skip?: SeatChannel): void {
    for (const channel of this.#channels.values()) {
      if (channel === skip) continue;
      channel.publish(updateOf(channel.seat));
    }
  }

  /** Ends every stream. */
  closeAll(): void {
    const channels = [...this.#channels.values()];
    this.#channels.clear();
    this.#count = 0;
    for (const channel of channels) for (const sub of channel.followers) sub.close();
  }
}
