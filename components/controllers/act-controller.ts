/**
 * How `<quest-board>` sends its seat's actions: as a mutation of the element's query client, with the seq of the view
 * it was chosen on; the element shows the view the action made before it resolves, and on a refusal shows the reason
 * and fires `action-rejected`.
 * @module
 */
import type { QueryClient } from '@tanstack/query-core';
import type { ReactiveControllerHost } from 'lit';
import type { Action } from '../../engine/index.ts';
import { ApiError, type ActionResult } from '../api.ts';
import type { TableState } from '../context.ts';
import type { Lang } from '../i18n.ts';
import { firePublic, type ActionRejectedDetail } from '../public-events.ts';
import { loadRefusalTexts, rejectionNotice } from '../texts.ts';
import { MutationController } from './mutation-controller.ts';
import type { RoomConnection } from './room-connection.ts';

/** What sending an action reads and tells of the element. */
export interface ActHooks {
  queryClient(): QueryClient;
  /** The connection of the seat shown. */
  connection(): RoomConnection;
  table(): TableState | undefined;
  lang(): Lang;
  notice(text: string): void;
}

/** The actions one element sends. */
export class ActController {
  private readonly actions: MutationController<ActionResult, Action>;

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly hooks: ActHooks,
  ) {
    this.actions = new MutationController<ActionResult, Action>(
      host,
      () => hooks.queryClient(),
      (action) => {
        const client = hooks.connection().client;
        // the seq of the view the action was chosen on: a second copy (a double click) is refused, never played twice
        return client ? client.send(action, hooks.table()?.seq) : Promise.reject(new ApiError(0, 'not_connected', 'not connected to a room'));
      },
    );
  }

  /** Sends `action` (see the element's `act`). */
  async act(action: Action): Promise<ActionResult> {
    // the seat that acts: the element may have moved to another held seat by the time the server answers
    const connection = this.hooks.connection();
    connection.patch({ pending: true, aiming: null });
    try {
      const result = await this.actions.mutate(action);
      connection.expect(result.seq);
      await connection.caughtUp(result.seq);
      return result;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'error', err instanceof Error ? err.message : String(err));
      await loadRefusalTexts().catch(() => undefined); // without them, the server's own message
      this.hooks.notice(rejectionNotice(this.hooks.lang(), e));
      const detail: ActionRejectedDetail = { action, status: e.status, code: e.code, message: e.message };
      firePublic(this.host, 'action-rejected', detail);
      throw e;
    } finally {
      connection.patch({ pending: false });
    }
  }
}
