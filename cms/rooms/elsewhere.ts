/**
 * What this instance knows of the seats followed on the other server instances sharing its database, from their
 * `here` notes on the bus (see `bus.ts`).
 * @module
 */

/**
 * The seats followed on the other instances, by room and instance, as their `here` notes said, and when each
 * instance was last heard of: one silent for `SILENT_AFTER_MS` (`bus.ts`) is taken for dead and its seats for gone.
 */
export class Elsewhere {
  readonly #rooms = new Map<string, Map<string, ReadonlySet<string>>>();
  readonly #heard = new Map<string, number>();

  /**
   * Notes that `instance` was heard from at `now`. @returns whether it was unknown (new, or forgotten as silent: what
   * seats it follows must then be asked again).
   */
  heard(instance: string, now: number): boolean {
    const known = this.#heard.has(instance);
    this.#heard.set(instance, now);
    return !known;
  }

  /** Sets the seats `instance` follows in `room`. @returns whether they changed. */
  set(room: string, instance: string, seats: readonly string[]): boolean {
    let byInstance = this.#rooms.get(room);
    const before = byInstance?.get(instance);
    if (before && before.size === seats.length && seats.every((x) => before.has(x))) return false;
    if (!before && seats.length === 0) return false;
    if (!byInstance) this.#rooms.set(room, (byInstance = new Map()));
    if (seats.length === 0) byInstance.delete(instance);
    else byInstance.set(instance, new Set(seats));
    if (byInstance.size === 0) this.#rooms.delete(room);
    return true;
  }

  /** The seats followed in `room` on any other instance. */
  seatsOf(room: string): Set<string> {
    const out = new Set<string>();
    for (const seats of this.#rooms.get(room)?.values() ?? []) for (const seat of seats) out.add(seat);
    return out;
  }

  /** Forgets `instance` (gone, or silent since before `silentSince`). @returns the rooms whose seats changed. */
  forget(instance: string): string[] {
    this.#heard.delete(instance);
    const changed: string[] = [];
    for (const [room, byInstance] of this.#rooms) {
      if (byInstance.delete(instance)) changed.push(room);
      if (byInstance.size === 0) this.#rooms.delete(room);
    }
    return changed;
  }

  /** The instances not heard of since `since` (ms since the epoch). */
  silentSince(since: number): string[] {
    return [...this.#heard].filter(([, at]) => at < since).map(([instance]) => instance);
  }

  /** Forgets the seats of `room` (it left this instance's memory: `who` asks again when it comes back). */
  dropRoom(room: string): void {
    this.#rooms.delete(room);
  }
}
