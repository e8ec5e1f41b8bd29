/**
 * A priority queue of board squares for the searches by cost (`movement.ts`): the square with the lowest cost comes
 * out first and, between equal costs, the one that entered the queue first (its first entry: a square put back
 * with a lower cost keeps its place in that order). A square may be in it more than once; the caller skips the
 * stale entries (a square already settled, or its cost since lowered).
 * @module
 */
export class SquareHeap {
  private readonly squares: number[] = [];
  private readonly costs: number[] = [];
  private readonly orders: number[] = [];

  /** Empties it (a search reuses one heap rather than making arrays anew). */
  clear(): void {
    this.squares.length = 0;
    this.costs.length = 0;
    this.orders.length = 0;
  }

  /** How many entries it holds. */
  get size(): number {
    return this.squares.length;
  }

  /** Puts `square` in at `cost`, `order` saying when it was first reached (the tie-break: lower first). */
  push(square: number, cost: number, order: number): void {
    const { squares, costs, orders } = this;
    let i = squares.length;
    squares.push(square);
    costs.push(cost);
    orders.push(order);
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  /** Takes out the first entry and returns its square, with its cost in {@link lastCost}. Call only when not empty. */
  pop(): number {
    const { squares, costs, orders } = this;
    const top = squares[0]!;
    this.lastCost = costs[0]!;
    const end = squares.length - 1;
    squares[0] = squares[end]!;
    costs[0] = costs[end]!;
    orders[0] = orders[end]!;
    squares.pop();
    costs.pop();
    orders.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < end && this.before(l, m)) m = l;
      if (r < end && this.before(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }

  /** The cost the last square taken out entered with. */
  lastCost = 0;

  private before(a: number, b: number): boolean {
    const ca = this.costs[a]!;
    const cb = this.costs[b]!;
    return ca < cb || (ca === cb && this.orders[a]! < this.orders[b]!);
  }

  private swap(a: number, b: number): void {
    const { squares, costs, orders } = this;
    [squares[a], squares[b]] = [squares[b]!, squares[a]!];
    [costs[a], costs[b]] = [costs[b]!, costs[a]!];
    [orders[a], orders[b]] = [orders[b]!, orders[a]!];
  }
}
