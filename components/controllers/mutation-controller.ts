/**
 * A reactive controller over a @tanstack/query-core MutationObserver: `mutate()` runs the mutation and the host
 * re-renders on every state change (pending, success, error).
 * @module
 */
import { MutationObserver, type MutationObserverResult, type QueryClient } from '@tanstack/query-core';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Runs a mutation for a Lit element. */
export class MutationController<T, V> implements ReactiveController {
  private observer: MutationObserver<T, Error, V> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The latest state of the mutation. */
  result: MutationObserverResult<T, Error, V> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly client: () => QueryClient | undefined,
    private readonly mutationFn: (variables: V) => Promise<T>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.ensure();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.observer = null;
  }

  /** Runs the mutation; resolves with its result or rejects with its error. */
  mutate(variables: V): Promise<T> {
    const observer = this.ensure();
    if (!observer) return Promise.reject(new Error('no query client'));
    return observer.mutate(variables);
  }

  /** Whether a mutation is running. */
  get pending(): boolean {
    return this.result?.isPending ?? false;
  }

  private ensure(): MutationObserver<T, Error, V> | null {
    if (this.observer) return this.observer;
    const client = this.client();
    if (!client) return null;
    this.observer = new MutationObserver<T, Error, V>(client, { mutationFn: this.mutationFn });
    this.unsubscribe = this.observer.subscribe((result) => {
      this.result = result;
      this.host.requestUpdate();
    });
    return this.observer;
  }
}
