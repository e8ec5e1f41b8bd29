/**
 * The adventure editor's node pieces: a location's node as a row of its path (chosen with a click, moved with buttons
 * or Alt+↑/↓, removed), and the chosen node's form with the game's pickers and its problems in words.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sameWords, textIn } from '../../content/text.ts';
import { exitCompletes } from '../../content/schemas/adventure.ts';
import { ADVENTURE_NODES } from '../../content/vocabulary-adventure.ts';
import type { Doc, Issue } from './api.ts';
import { flagId, flagWords } from './adventure-ids.ts';
import type { AdventureProblem } from './adventure-problems.ts';
import { choicesFor, type Catalog } from './choices.ts';
import { kindName, NODE_KINDS, nodeUnion, problemText, withCompletes, type LocationDraft, type NodeDraft, type NodeKind } from './adventure-draft.ts';
import { nodeChoices } from './adventure-nodes.ts';
import { t, type Lang } from './i18n.ts';
import { formatPath, type Path } from './schema-tools.ts';

/** What a node's row does when used: choose it, move it by one place up or down, remove it. */
export type NodeRowActions = { choose: () => void; move: (by: -1 | 1) => void; remove: () => void };

/** Node `k` of location `l` as a row of its path: its kind, its name, whether `mine` has a problem of it, its buttons. */
export function renderNodeRow(
  l: LocationDraft,
  n: NodeDraft,
  k: number,
  chosen: boolean,
  mine: readonly AdventureProblem[],
  lang: Lang,
  act: NodeRowActions,
): TemplateResult {
  const name = textIn(n?.name, lang, n?.id ?? '');
  const bad = mine.filter((p) => p.node === n?.id);
  const last = l.nodes.length - 1;
  return html`<li class=${chosen ? 'selected' : ''} data-node=${n?.id ?? ''} data-node-index=${k}>
    <button
      class="node"
      data-action="edit-node"
      aria-pressed=${chosen ? 'true' : 'false'}
      @click=${act.choose}
      @keydown=${(e: KeyboardEvent) => {
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        act.move(e.key === 'ArrowUp' ? -1 : 1);
      }}
    >
      <span class="kind" title=${NODE_KINDS.includes(n?.kind as never) ? ADVENTURE_NODES[n.kind as NodeKind][lang].hint : nothing}>${kindName(n?.kind, lang)}</span>
      ${sameWords(name, kindName(n?.kind, lang)) ? nothing : name} ${n?.mandatory ? html`<span class="kind">(${t(lang, 'advMandatory')})</span>` : nothing}
      ${bad.length ? html`<span class="err" data-node-problems>⚠</span>` : nothing}
    </button>
    <button class="small secondary" data-action="node-up" ?disabled=${k === 0} aria-label=${t(lang, 'advNodeUp', { name })} @click=${() => act.move(-1)}>↑</button>
    <button class="small secondary" data-action="node-down" ?disabled=${k === last} aria-label=${t(lang, 'advNodeDown', { name })} @click=${() => act.move(1)}>↓</button>
    <button class="small secondary" data-action="node-remove" aria-label=${t(lang, 'advNodeRemove', { name })} @click=${act.remove}>×</button>
  </li>`;
}

/** What the chosen node's form needs: the adventure, the catalog, the language, and the issues under a path. */
export type NodeEditorContext = { adventure: Doc; catalog: Catalog; lang: Lang; relative: (base: string) => Issue[] };

/**
 * Node `k` (`node`) of location `l` (the adventure's `i`th) in its schema-driven form, with the game's pickers
 * (adventure-nodes.ts {@link nodeChoices}) and the problems of `mine` in words beside the fields they concern;
 * `change` gets the node as edited (an exit's `completes` written back into the location's nodes).
 */
export function renderNodeEditor(
  ctx: NodeEditorContext,
  l: LocationDraft,
  i: number,
  node: NodeDraft,
  k: number,
  mine: readonly AdventureProblem[],
  change: (next: NodeDraft) => void,
): TemplateResult {
  const { adventure, lang } = ctx;
  const prefix: Path = ['locations', i, 'nodes', k];
  const base = formatPath(prefix);
  const bad = mine.filter((p) => p.node === node.id);
  // the problems in words beside the field they concern, with the schema's and the server's issues
  const inWords: Issue[] = bad.map((p) => ({
    path: p.path.startsWith(`${base}.`) ? p.path.slice(base.length + 1) : '',
    message: problemText(lang, p, adventure),
  }));
  const relative = [...ctx.relative(base), ...inWords.filter((x) => x.path)];
  const choices = nodeChoices(adventure, ctx.catalog, node, prefix, lang, choicesFor(ctx.catalog, adventure, lang));
  const label = textIn(node.name, lang, node.id);
  return html`<div class="panel" data-role="node" data-id=${node.id}>
    <h2>${kindName(node.kind, lang)}${sameWords(label, kindName(node.kind, lang)) ? nothing : ` · ${label}`}</h2>
    <qb-json-form
      compact
      data-role="node-form"
      .schema=${nodeUnion()}
      .value=${node.kind === 'exit' ? { ...node, completes: exitCompletes(l) } : node}
      .at=${prefix}
      .hiddenFields=${['id', 'at']}
      .wordIdFields=${['clue', 'flag']}
      .wordsToId=${flagId}
      .idToWords=${flagWords}
      .issues=${relative}
      .choices=${choices}
      lang=${lang}
      @value-changed=${(e: CustomEvent<{ value: NodeDraft }>) => {
        e.stopPropagation();
        change(node.kind === 'exit' && e.detail.value.kind === 'exit' ? withCompletes(l, e.detail.value) : e.detail.value);
      }}
    ></qb-json-form>
    ${bad.map((p) => html`<p class="err" data-node-problem=${p.code}>${problemText(lang, p, adventure)}</p>`)}
  </div>`;
}
