/**
 * Brings the author to a line of the document editor: the field at a path, on the first tab that shows it (on an
 * adventure's map, the town's, location's or node's form), its folded lists opened, scrolled to and focused.
 * @module
 */
import type { ContentKind } from '../../content/schemas/index.ts';
import type { QbAdventureEditor } from './adventure-editor.ts';
import type { Doc } from './api.ts';
import { VISUAL_KEYS, VISUAL_TABS, type EditorTab } from './editor-tabs.ts';
import { parsePath } from './issue-text.ts';
import { formatPath } from './schema-tools.ts';

/** What {@link goToLine} needs of the editor. */
export interface LineHost {
  /** The editor's shadow root. */
  root: ParentNode;
  /** Resolves once the editor has rendered. */
  settled(): Promise<unknown>;
  kind: ContentKind;
  /** The tab shown now. */
  tab: EditorTab;
  /** The document as edited now. */
  draft(): Doc;
  chooseTab(tab: EditorTab): void;
}

/**
 * Takes the author to the line at `path` (a text's missing language, `name.en`): the first tab that shows it (this
 * one, the details, the visual editors), its folded lists opened, scrolled to and focused. When no tab shows it as a
 * line of its own, the tab that edits that part of the document stays chosen.
 */
export async function goToLine(host: LineHost, path: string): Promise<void> {
  const settle = async (): Promise<void> => {
    await host.settled();
    // the forms inside render after the editor: a frame or two
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  };
  const show = (line: HTMLElement | null): boolean => {
    if (!line) return false;
    for (let n: Node | null = line; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n instanceof HTMLDetailsElement) n.open = true;
    if (line.getClientRects().length === 0) return false;
    line.scrollIntoView({ block: 'center' });
    line.focus();
    return true;
  };
  const tabs = [...new Set<EditorTab>([host.tab, 'form', ...(VISUAL_TABS[host.kind] ?? [])])].filter((tab) => tab !== 'json');
  for (const tab of tabs) {
    host.chooseTab(tab);
    await settle();
    if (show(findDeep(host.root, `[data-path="${path}"]`))) return;
  }
  if (host.kind === 'adventures' && show(await adventureLine(host, parsePath(path), settle))) return;
  const top = parsePathHead(path);
  const visual = (VISUAL_TABS[host.kind] ?? [])[0];
  if (visual && (VISUAL_KEYS[host.kind] ?? []).includes(top)) host.chooseTab(visual);
}

/**
 * The line at `at` of an adventure's town, location or point: chosen on the adventure's map (its form then shows),
 * the line found in that form, whose paths are the town's, location's or point's own; null when there is none.
 */
async function adventureLine(host: LineHost, at: (string | number)[], settle: () => Promise<void>): Promise<HTMLElement | null> {
  host.chooseTab('adventure');
  await settle();
  const editor = host.root.querySelector<QbAdventureEditor>('qb-adventure-editor');
  if (!editor) return null;
  let form = 'qb-json-form';
  let rest: (string | number)[];
  if (at[0] === 'town') {
    editor.selected = { town: true };
    editor.nodeIndex = null;
    rest = at.slice(1);
  } else if (at[0] === 'locations' && typeof at[1] === 'number') {
    const id = (host.draft().locations as { id?: string }[] | undefined)?.[at[1]]?.id;
    if (!id) return null;
    const node = at[2] === 'nodes' && typeof at[3] === 'number';
    editor.selected = { location: id };
    editor.nodeIndex = node ? (at[3] as number) : null;
    form = `qb-json-form[data-role="${node ? 'node-form' : 'location-form'}"]`;
    rest = at.slice(node ? 4 : 2);
  } else return null;
  await editor.updateComplete;
  await settle();
  const found = editor.shadowRoot?.querySelector(form);
  return found?.shadowRoot ? findDeep(found.shadowRoot, `[data-path="${formatPath(rest)}"]`) : null;
}

/** The first key of a path (`map` of `map.rooms[0].name.en`). */
function parsePathHead(path: string): string {
  return /^[^.[]*/.exec(path)![0];
}

/** The first element matching `selector` in `root` or the shadow trees below it (a form's field inside an editor). */
export function findDeep(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    const inner = el.shadowRoot ? findDeep(el.shadowRoot, selector) : null;
    if (inner) return inner;
  }
  return null;
}
