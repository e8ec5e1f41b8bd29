/**
 * A reactive controller over a @tanstack/query-core QueryObserver: the host re-renders whenever the query's
 * result changes; the observer subscribes while the host is connected.
 * @module
 */
import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Reads a query for a Lit element. `options()` is read again on every host update, so keys can follow properties. */
export class QueryController<T, K extends QueryKey = QueryKey> implements ReactiveController {
  private observer: QueryObserver<T, Error, T, T, K> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The latest result (pending until the client is known). */
  result: QueryObserverResult<T, Error> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly client: () => QueryClient | undefined,
    private readonly options: () => QueryObserverOptions<T, Error, T, T, K>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // not `sync()` here: an element upgraded after its properties were set (a lazily defined part) gets them back
    // only in its first update, and a query made now would go to the defaults (a `server` of '': the page's own
    // origin). The update this asks for reads the options with the properties in place (`hostUpdate`).
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.observer = null;
  }

  /** Fetches again now. */
  refetch(): void {
    void this.observer?.refetch();
  }

  private sync(): void {
    const client = this.client();
    if (!client) return;
    const options = this.options();
    if (!this.observer) {
      this.observer = new QueryObserver(client, options);
      this.result = this.observer.getOptimisticResult(this.observer.options as never) as QueryObserverResult<T, Error>;
      this.unsubscribe = this.observer.subscribe((result) => {
        this.result = result;
        this.host.requestUpdate();
      });
    } else {
      this.observer.setOptions(options);
    }
  }
}
