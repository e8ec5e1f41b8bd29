/**
 * Helpers of the browser tests: the real server's URL and API, waiting, mounting elements, reaching into
 * shadow roots, clicking on the board's canvas.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { z } from 'zod';
import type { CONTENT_KINDS, ContentKind } from '../../../content/schemas/index.ts';
import type { QuestBoard } from '../../../components/quest-board.ts';

declare global {
  interface Window {
    QB_SERVER: string;
    QB_ADMIN_TOKEN: string;
  }
}

/** The real server started by web-test-runner.config.mjs. */
export function serverUrl(): string {
  if (!window.QB_SERVER) throw new Error('window.QB_SERVER is not set: the test server did not start');
  return window.QB_SERVER;
}

/** Calls the server's API (`init.server`'s when given); throws with the server's error body when the answer is not 2xx. */
export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown; server?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${init.server ?? serverUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Creates a room of `mission` (with a fixed seed, which needs the admin token); returns the master's grant. */
export function createRoom(mission: string, seed?: string): Promise<{ room: string; seat: string; token: string; role: string }> {
  return api('/api/rooms', { method: 'POST', body: seed ? { mission, seed } : { mission }, token: seed ? window.QB_ADMIN_TOKEN : '' });
}

/** Takes a hero seat. */
export function joinRoom(room: string, hero: string): Promise<{ room: string; seat: string; token: string }> {
  return api(`/api/rooms/${room}/seats`, { method: 'POST', body: { hero } });
}

/** Polls `fn` until it returns a truthy value (returned), or fails after `timeout` ms with `what`. */
export async function waitFor<T>(fn: () => T | Promise<T>, what: string, timeout = 30000): Promise<NonNullable<T>> {
  const end = performance.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** Mounts a `<quest-board>` with these attributes in a sized box. */
export function mount(attrs: Record<string, string>, width = 1100): QuestBoard {
  const el = document.createElement('quest-board');
  el.setAttribute('server', serverUrl());
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.width = `${width}px`;
  el.style.setProperty('--qb-board-height', '460px');
  document.body.append(el);
  return el;
}

/**
 * Removes elements and waits until they have closed their live streams (a removed `<quest-board>` closes its stream a
 * moment later). Tests end with this: the browser allows only six connections per server, and the page of a finished
 * test file may be frozen before a pending close runs, leaving its streams open for the files that follow.
 */
export async function unmountAll(elements: HTMLElement[]): Promise<void> {
  if (elements.length === 0) return;
  for (const el of elements.splice(0)) el.remove();
  await new Promise((r) => setTimeout(r, 400));
}

/**
 * For a test file: a function that mounts a `<quest-board>` (see {@link mount}: attributes, width) and remembers it, every one of them
 * unmounted after each test ({@link unmountAll}). Call it once, at the top of the file.
 */
export function boardMounter(): (attrs: Record<string, string>, width?: number) => QuestBoard {
  const mounted: HTMLElement[] = [];
  afterEach(() => unmountAll(mounted));
  return (attrs, width) => {
    const el = mount(attrs, width);
    mounted.push(el);
    return el;
  };
}

/** The first element matching `selector` inside `root`'s shadow root or any shadow root below it. */
export function deepQuery<E extends Element = HTMLElement>(root: Element | ShadowRoot | Document, selector: string): E | null {
  // an element of another frame (the Archive's) is no `Element` of this page's realm: told apart by its node type
  const scope = root.nodeType === Node.ELEMENT_NODE ? (root as Element).shadowRoot : (root as ShadowRoot | Document);
  if (!scope) return null;
  const found = scope.querySelector<E>(selector);
  if (found) return found;
  for (const child of scope.querySelectorAll('*')) {
    if (child.shadowRoot) {
      const inner = deepQuery<E>(child, selector);
      if (inner) return inner;
    }
  }
  return null;
}

/** Every element matching `selector` in `root`'s shadow trees. */
export function deepQueryAll<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  const out: E[] = [];
  const visit = (scope: ShadowRoot) => {
    out.push(...scope.querySelectorAll<E>(selector));
    for (const child of scope.querySelectorAll('*')) if (child.shadowRoot) visit(child.shadowRoot);
  };
  if (root.shadowRoot) visit(root.shadowRoot);
  return out;
}

/** Presses and releases the primary pointer at a client position on `target` (a click as the board sees it). */
export function clickAt(target: Element, x: number, y: number): void {
  const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
}

/** Moves the mouse pointer to a client position on `target` (a hover as the board sees it). */
export function hoverAt(target: Element, x: number, y: number): void {
  target.dispatchEvent(
    new PointerEvent('pointermove', { bubbles: true, composed: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  );
}

/** Elements matching `selector` inside the shadow root of the part `tag` of `el` (e.g. `qb-event-log`, `li`). */
export function inPart<E extends Element = HTMLElement>(el: Element, tag: string, selector: string): E[] {
  const part = deepQuery(el, tag);
  return part?.shadowRoot ? [...part.shadowRoot.querySelectorAll<E>(selector)] : [];
}

/** Clicks a button found in the element's shadow trees once it exists and is enabled. */
export async function press(el: Element, selector: string): Promise<HTMLButtonElement> {
  const button = await waitFor(() => {
    const b = deepQuery<HTMLButtonElement>(el, selector);
    return b && !b.disabled ? b : null;
  }, `button ${selector}`);
  button.click();
  return button;
}

/** Stores a content document through the admin API (`PUT /api/<kind>/<id>`). */
export function putContent<K extends ContentKind>(kind: K, doc: z.input<(typeof CONTENT_KINDS)[K]>): Promise<unknown> {
  return api(`/api/${kind}/${doc.id}`, { method: 'PUT', body: doc, token: window.QB_ADMIN_TOKEN });
}

/** A box on screen as the `visit-real-server` command records it (web-test-runner.config.mjs). */
export type VisitBox = { width: number; height: number; top: number; bottom: number; scrollWidth: number; clientWidth: number };
/** What a visit recorded: CSP violations, uncaught errors, the boxes and page widths its steps asked for. */
export type Visit = {
  violations: string[];
  errors: string[];
  boxes: VisitBox[];
  widths: { scrollWidth: number; clientWidth: number }[];
  texts: (string | null)[];
};
/** A step of a visit (see the `visit-real-server` command): `text` and `attr` record into `texts`, in order. */
export type VisitStep =
  | { waitFor: string }
  | { click: string }
  | { gone: string }
  | { box: string }
  | { pageWidth: true }
  | { text: string }
  | { attr: [string, string] }
  | { goto: string };

/**
 * Opens `path` of the real server in a tab of its own at `viewport` (CSS px), with `storage` in its localStorage, and
 * runs `steps` there (the `visit-real-server` command of web-test-runner.config.mjs). `languages` (`'en-US,en'`): the
 * tab's browser prefers these languages; the test browser's own otherwise (Italian, `--accept-lang`).
 */
export function visitRealServer(
  path: string,
  steps: VisitStep[],
  viewport: { width: number; height: number },
  storage: Record<string, string> = {},
  languages?: string,
): Promise<Visit> {
  return runVisit<Visit>({ path, steps, storage, viewport, languages });
}

/**
 * Runs a visit of the `visit-real-server` command (web-test-runner.config.mjs) with `payload`, as a job: started with
 * `visit-real-server-start`, its result asked for every 250 ms (a command must answer within the runner's 20 s, which
 * a visit on a busy machine can pass). A failed step throws here, with its error.
 */
export async function runVisit<T>(payload: object): Promise<T> {
  const job = await executeServerCommand<string, object>('visit-real-server-start', payload);
  for (;;) {
    const answer = await executeServerCommand<{ done: boolean; result?: T }, { job: string }>('visit-real-server-result', { job });
    if (answer.done) return answer.result!;
    await new Promise((r) => setTimeout(r, 250));
  }
}
