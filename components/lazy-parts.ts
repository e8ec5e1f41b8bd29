/**
 * The parts of `<quest-board>` a room does not need before it shows, each in a chunk of its own that the browser
 * fetches only when the element asks for it (the embed's weight; `components/build/index.ts` splits the bundle): the
 * campaign shell (`<qb-campaign>`, only with `campaign` or `adventure`), the master's panel (`<qb-master-panel>`,
 * only on the master's seat), the join picker (`<qb-join-panel>`, only to a visitor without a seat), a room's
 * extras once its board shows (`room-extras.ts`) and a replay's connection and controls (`replay/replay-part.ts`); the portraits (`<qb-portrait>`) load the same way from
 * `pictures/portrait-tag.ts`, which these parts use. Each module defines its element when it loads; the element
 * renders the tag at once and the browser upgrades it then (Lit keeps the properties set before the upgrade). The chunks are fetched from
 * beside the bundle: their URLs resolve against the module's own, so an embed on another origin loads them from
 * the quest-board server too.
 * @module
 */

/** The room's extras (`room-extras.ts`), once loaded. */
let extras: typeof import('./room-extras.ts') | null = null;
/** The replay's parts (`replay/replay-part.ts`), once loaded. */
let replay: typeof import('./replay/replay-part.ts') | null = null;

const LOADERS = {
  campaign: () => import('./campaign/shell.ts'),
  'master-panel': () => import('./parts/master-panel.ts'),
  join: () => import('./parts/join-panel.ts'),
  extras: () =>
    import('./room-extras.ts').then((m) => {
      extras = m;
    }),
  replay: () =>
    import('./replay/replay-part.ts').then((m) => {
      replay = m;
    }),
} as const;

/** The replay's parts once loaded (its connection and controls: `replay/replay-part.ts`), else null. */
export function replayParts(): typeof import('./replay/replay-part.ts') | null {
  return replay;
}

/**
 * The room's extras once loaded (`room-extras.ts`: a card's place, the last roll's round, framing the view), else
 * null: each caller does without until then.
 */
export function roomExtras(): typeof import('./room-extras.ts') | null {
  return extras;
}

/** A part loaded on demand. */
export type LazyPart = keyof typeof LOADERS;

const loading = new Map<LazyPart, Promise<void>>();

/**
 * Loads `part` (once per page: every call after the first gets the same promise). Rejects with the browser's
 * error when the chunk cannot be fetched (the next call then tries again).
 */
export function loadPart(part: LazyPart): Promise<void> {
  let promise = loading.get(part);
  if (!promise) {
    promise = LOADERS[part]().then(
      () => undefined,
      (error: unknown) => {
        loading.delete(part);
        throw error;
      },
    );
    loading.set(part, promise);
  }
  return promise;
}
