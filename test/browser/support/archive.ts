/**
 * Driving the Archive (`/archive`) from a browser test: it opens in an iframe of the test page's origin (the test
 * runner forwards `/api/*` and `/archive*` to the real server, and lets this origin frame the Archive, its
 * Content-Security-Policy otherwise as the server sent it), and these helpers reach into its shadow trees.
 * `win` and `archive` are live bindings: they follow the last {@link openArchive}.
 */
import { api, waitFor } from './page.ts';
import { CHOSEN_LANG_KEY } from '../../../components/reader-lang.ts';

type Win = Window & typeof globalThis;

/** The first element matching `selector` in `root` or any shadow root below it (works across the iframe's realm). */
export function find<E extends Element = HTMLElement>(root: Element | ShadowRoot | Document, selector: string): E | null {
  const scope = 'shadowRoot' in root && root.shadowRoot ? root.shadowRoot : root;
  const found = (scope as ParentNode).querySelector<E>(selector);
  if (found) return found;
  for (const child of (scope as ParentNode).querySelectorAll('*')) {
    if (child.shadowRoot) {
      const inner = find<E>(child, selector);
      if (inner) return inner;
    }
  }
  return null;
}

export function findAll<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  const out: E[] = [];
  const visit = (scope: ShadowRoot | Element) => {
    out.push(...scope.querySelectorAll<E>(selector));
    for (const child of scope.querySelectorAll('*')) if (child.shadowRoot) visit(child.shadowRoot);
  };
  visit(root.shadowRoot ?? root);
  return out;
}

let frame: HTMLIFrameElement | null = null;
/** The Content-Security-Policy violations of the Archive's frame (it runs under the server's policy). */
const violations: string[] = [];

/** Throws (and forgets them) if the Archive's frame broke its Content-Security-Policy. */
function noViolations(): void {
  if (violations.length > 0) throw new Error(`the Archive broke its Content-Security-Policy: ${violations.splice(0).join('; ')}`);
}
/** The Archive iframe's window. */
export let win: Win;
/** The `<qb-archive>` element. */
export let archive: HTMLElement & { session: unknown; catalog: Record<string, unknown[]> };

/**
 * Opens `/archive` in a fresh iframe of this origin, and records the page's `securitypolicyviolation`s from its load
 * on: the next {@link openArchive} or {@link closeArchive} fails if there were any.
 */
export async function openArchive(src = '/archive'): Promise<void> {
  frame?.remove();
  noViolations();
  frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;left:0;top:0;width:1400px;height:1000px;border:0;background:#fff';
  frame.src = src;
  document.body.append(frame);
  await new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
  win = frame.contentWindow as Win;
  win.document.addEventListener('securitypolicyviolation', (e) =>
    violations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
  );
  archive = await waitFor(
    () => win.document.querySelector('qb-archive')?.shadowRoot && (win.document.querySelector('qb-archive') as typeof archive),
    'the Archive element',
  );
  await waitFor(() => archive.session !== undefined, 'the session check');
}

/** Waits for an element in the Archive's shadow trees, enabled if it is a button. */
export function el<E extends Element = HTMLElement>(selector: string, root: Element = archive, what = selector): Promise<E> {
  return waitFor(() => {
    const e = find<E>(root, selector);
    return e && !(e as unknown as HTMLButtonElement).disabled ? e : null;
  }, what);
}

export async function click(selector: string, root: Element = archive): Promise<void> {
  (await el<HTMLButtonElement>(selector, root)).click();
}

/** Types into an input, textarea or select as a person would (the element hears `input` or `change`). */
export async function fill(selector: string, value: string, root: Element = archive): Promise<void> {
  const e = await el<HTMLInputElement>(selector, root);
  e.value = value;
  e.dispatchEvent(new win.Event(e.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
}

/** Removes the Archive's iframe; fails if it broke its Content-Security-Policy since it opened. */
export function closeArchive(): void {
  frame?.remove();
  frame = null;
  noViolations();
}

/** Creates an author with the administrator token, for {@link signIn}. */
export async function createAuthor(name: string, password: string): Promise<void> {
  await api('/api/users', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { name, password, role: 'author' } });
}

/** Ends this page's Archive session (a test file before may have signed in: the browser tests share one page). */
export async function signOut(): Promise<void> {
  const res = await fetch('/api/session', { method: 'DELETE', headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok && res.status !== 401) throw new Error(`signing out answered ${res.status}`);
}

/** The key under which the Archive remembers its reader's choice of language. */
const ARCHIVE_LANG_KEY = CHOSEN_LANG_KEY;

/**
 * Forgets the Archive's session and its remembered language: the next {@link openArchive} opens it as a first visit
 * by the test browser's reader (Italian) would. The browser test files share one page, so an earlier file's session
 * or language switch would otherwise carry over.
 */
export async function freshVisit(): Promise<void> {
  await signOut();
  localStorage.removeItem(ARCHIVE_LANG_KEY);
}

/**
 * Opens the Archive and signs in through its form (unless the session cookie already holds a session); the language
 * is the reader's default (a switch an earlier test made is forgotten).
 */
export async function signIn(name: string, password: string): Promise<void> {
  localStorage.removeItem(ARCHIVE_LANG_KEY);
  await openArchive();
  if (!archive.session) {
    await fill('form[data-role="sign-in"] input[name="name"]', name);
    await fill('form[data-role="sign-in"] input[name="password"]', password);
    await click('button[data-action="sign-in"]');
    await waitFor(() => archive.session, 'the sign-in');
  }
  await waitFor(() => (archive.catalog.creatures?.length ?? 0) > 0, 'the catalog');
}

/**
 * Signs in (as {@link signIn} does) and opens a new mission in the Archive: its editor and its map editor, once the
 * map's grid is drawn.
 */
export async function newMission<E extends HTMLElement = HTMLElement, M extends HTMLElement = HTMLElement>(
  name: string,
  password: string,
): Promise<{ editor: E; map: M }> {
  await signIn(name, password);
  await click('nav [data-section="missions"]');
  await click('button[data-action="new"]');
  const editor = await el<E>('qb-doc-editor');
  const map = await el<M>('qb-map-editor', editor);
  await el('svg[data-role="grid"]', map);
  return { editor, map };
}
