/**
 * `<qb-adventure-editor>`: an adventure drawn as a graph. The town and the locations are points on a map
 * (dragged to place them, or moved with the arrow keys; their place is kept in each location's optional `layout`, and
 * those never placed are laid out by their routes, row under row, so no two labels overlap: {@link mapLayout}), the routes arrows between them (linked from the chosen location, or
 * removed); the chosen location's nodes are listed in path order (moved up and down with buttons or Alt+↑/↓, added
 * before the exit, removed), and the chosen node is edited with the schema-driven form and the game's pickers: a mission
 * of the adventure's ruleset for an encounter, items for rewards, a dialogue's own pages for its start and each
 * choice's next page, the adventure's locations for a fork, its nodes for a condition. The problems of
 * `adventure-problems.ts` and the schema's and server's issues are shown beside the location and node they concern.
 * @module
 */
import { html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PropertyValues } from 'lit';
import type { Doc, Issue } from './api.ts';
import { fixedIds, idFromText, withIdsFromTexts, type FixedIds } from './adventure-ids.ts';
import { adventureProblems, reachableLocations, type AdventureProblem } from './adventure-problems.ts';
import type { Catalog } from './choices.ts';
import { sameWords, textIn } from '../../content/text.ts';
import { t, type Lang } from './i18n.ts';
import { ADVENTURE_NODES } from '../../content/vocabulary-adventure.ts';
import { schemaOf, validate, type JsonSchema } from './schema-tools.ts';
import { labelOffsets } from './map-labels.ts';
import { freeSpot, labelWidth, locationBox, MAP_W, type MapLayout } from '../../engine/campaign/map-layout.ts';
import { adventureEditorStyles } from './adventure-editor-styles.ts';
import { renderNodeEditor, renderNodeRow } from './adventure-node-panel.ts';
import { newNode } from './adventure-nodes.ts';
import { pickOnce, renderRouteInto, renderRoutes } from './adventure-routes-panel.ts';
import {
  firstText,
  locationItems,
  mapLayout,
  NODE_KINDS,
  problemText,
  type LocationDraft,
  type NodeDraft,
  type NodeKind,
  type Text,
} from './adventure-draft.ts';

/** The map's width in SVG units (a location's `layout` is in percent of the map's width and height). */
const W = MAP_W;

export { freeSpot, locationBox, type MapLayout };

/**
 * @element qb-adventure-editor
 * @prop {Doc} adventure - The adventure being edited.
 * @prop {Catalog} catalog - The stored documents by kind (the pickers' choices).
 * @prop {Issue[]} issues - The server's problems of the last save or try, by path.
 * @fires adventure-changed - `{ adventure }` after every edit.
 */
export class QbAdventureEditor extends LitElement {
  static override styles = adventureEditorStyles;

  @property({ attribute: false }) accessor adventure: Doc = { id: '' };
  @property({ attribute: false }) accessor catalog: Catalog = {};
  @property({ attribute: false }) accessor issues: readonly Issue[] = [];
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  /** What is chosen: the town, a location (by id), or nothing. */
  @state() accessor selected: { town: true } | { location: string } | null = null;
  /** The chosen node of the chosen location, by index. */
  @state() accessor nodeIndex: number | null = null;
  /** The location a route is being drawn from. */
  @state() accessor linkFrom: string | null = null;
  /**
   * The ids that stay as they are (the adventure's when the editor got it, or when it was saved: {@link settleIds});
   * every other id follows its text (adventure-ids.ts).
   */
  private fixed: FixedIds | null = null;
  /** A location being dragged, with where it is drawn now (map units). */
  @state() private accessor dragging: { id: string; x: number; y: number; moved: boolean } | null = null;

  private get locations(): LocationDraft[] {
    return (Array.isArray(this.adventure.locations) ? this.adventure.locations : []) as LocationDraft[];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('adventure') && this.fixed === null) this.fixed = fixedIds(this.adventure);
  }

  /** The ids made so far stop following their texts (called once the adventure is saved). */
  settleIds(): void {
    this.fixed = fixedIds(this.adventure);
  }

  private emit(draft: Doc): void {
    const before = this.locations;
    const next = withIdsFromTexts(draft, this.fixed ?? fixedIds(null));
    // the chosen location renamed (its id follows its name): still chosen
    const s = this.selected;
    if (s && 'location' in s) {
      const i = before.findIndex((l) => l.id === s.location);
      const after = (Array.isArray(next.locations) ? next.locations : []) as LocationDraft[];
      if (i >= 0 && !after.some((l) => l.id === s.location) && after[i] && before.length === after.length) this.selected = { location: after[i]!.id };
    }
    this.adventure = next;
    this.dispatchEvent(new CustomEvent('adventure-changed', { detail: { adventure: next }, bubbles: true, composed: true }));
  }

  private setLocations(locations: LocationDraft[], extra: Record<string, unknown> = {}): void {
    this.emit({ ...this.adventure, ...extra, locations });
  }

  private updateLocation(id: string, change: (l: LocationDraft) => LocationDraft): void {
    this.setLocations(this.locations.map((l) => (l.id === id ? change(l) : l)));
  }

  private get chosen(): LocationDraft | undefined {
    const s = this.selected;
    return s && 'location' in s ? this.locations.find((l) => l.id === s.location) : undefined;
  }

  private label(x: { id: string; name?: Text } | undefined): string {
    return x ? textIn(x.name, this.lang, x.id) : '';
  }

  private allNodeIds(): string[] {
    return this.locations.flatMap((l) => (Array.isArray(l.nodes) ? l.nodes.map((n) => n?.id) : []));
  }

  /** Adds a location with its exit, placed on a free spot of the map (none: laid out by the routes), and chooses it. */
  addLocation(): void {
    const name = firstText(this.lang, t(this.lang, 'advNewLocation'));
    const id = idFromText(
      name,
      'luogo',
      this.locations.map((l) => l.id),
    );
    const exit = firstText(this.lang, ADVENTURE_NODES.exit[this.lang].name);
    const location: LocationDraft = { id, name, nodes: [{ id: idFromText(exit, 'uscita', this.allNodeIds()), kind: 'exit', name: exit, at: 1 }], routes: [] };
    // on a free spot of the map as it will be (it may grow a row for the new location), else where the layout puts it
    const map = mapLayout({ ...this.adventure, locations: [...this.locations, location] });
    map.at.delete(id);
    map.labelW.delete(id);
    const spot = freeSpot(map, labelWidth(name, id));
    if (spot) location.layout = { x: Math.round((spot.x / W) * 1000) / 10, y: Math.round((spot.y / map.height) * 1000) / 10 };
    const first = this.locations.length === 0;
    this.setLocations([...this.locations, location], first ? { start: id } : {});
    this.selected = { location: id };
    this.nodeIndex = null;
  }

  /** Removes a location and every route to it (a fork's option to it stays, shown as a problem until changed). */
  removeLocation(id: string): void {
    const rest = this.locations.filter((l) => l.id !== id).map((l) => ({ ...l, routes: (l.routes ?? []).filter((r) => r !== id) }));
    this.setLocations(rest, this.adventure.start === id ? { start: rest[0]?.id ?? '' } : {});
    this.selected = null;
    this.nodeIndex = null;
  }

  /** Adds the route `from` → `to` (once), or nothing for a location to itself. */
  link(from: string, to: string): void {
    this.linkFrom = null;
    if (from === to) return;
    this.updateLocation(from, (l) => ({ ...l, routes: (l.routes ?? []).includes(to) ? (l.routes ?? []) : [...(l.routes ?? []), to] }));
  }

  unlink(from: string, to: string): void {
    this.updateLocation(from, (l) => ({ ...l, routes: (l.routes ?? []).filter((r) => r !== to) }));
  }

  /** Moves node `i` of location `id` by `by` places; the two swap their `at` too, so the path stays in order. */
  moveNode(id: string, i: number, by: -1 | 1): void {
    const j = i + by;
    const l = this.locations.find((x) => x.id === id);
    if (!l || j < 0 || j >= l.nodes.length) return;
    const nodes = l.nodes.slice();
    const a = nodes[i]!;
    const b = nodes[j]!;
    nodes[i] = { ...b, at: a.at ?? 0 };
    nodes[j] = { ...a, at: b.at ?? 0 };
    this.updateLocation(id, (x) => ({ ...x, nodes }));
    if (this.nodeIndex === i) this.nodeIndex = j;
    void this.updateComplete.then(() => (this.renderRoot.querySelector(`li[data-node-index="${j}"] button.node`) as HTMLElement | null)?.focus());
  }

  /** Adds a node of `kind` before the location's exit (or last when it has none), halfway to it, and chooses it. */
  addNode(id: string, kind: NodeKind): void {
    const l = this.locations.find((x) => x.id === id);
    if (!l) return;
    const { node, index } = newNode(l, kind, this.lang, this.allNodeIds());
    const nodes = [...l.nodes.slice(0, index), node, ...l.nodes.slice(index)];
    this.updateLocation(id, (x) => ({ ...x, nodes }));
    this.nodeIndex = index;
  }

  removeNode(id: string, i: number): void {
    this.updateLocation(id, (x) => ({ ...x, nodes: x.nodes.filter((_, k) => k !== i) }));
    this.nodeIndex = null;
  }

  /** The map position of a pointer event. */
  private toMap(e: PointerEvent): { x: number; y: number } {
    const svgEl = this.renderRoot.querySelector('svg[data-role="graph"]') as SVGSVGElement;
    const r = svgEl.getBoundingClientRect();
    const H = mapLayout(this.adventure).height;
    return { x: Math.max(0, Math.min(W, ((e.clientX - r.left) / r.width) * W)), y: Math.max(0, Math.min(H, ((e.clientY - r.top) / r.height) * H)) };
  }

  /** The screen position of location `id`'s point, for tests and tools. */
  locationToClient(id: string): { x: number; y: number } | null {
    const map = mapLayout(this.adventure);
    const p = map.at.get(id);
    const svgEl = this.renderRoot.querySelector('svg[data-role="graph"]') as SVGSVGElement | null;
    if (!p || !svgEl) return null;
    const r = svgEl.getBoundingClientRect();
    return { x: r.left + (p.x / W) * r.width, y: r.top + (p.y / map.height) * r.height };
  }

  private place(id: string, p: { x: number; y: number }): void {
    const H = mapLayout(this.adventure).height;
    const layout = { x: Math.round((p.x / W) * 1000) / 10, y: Math.round((p.y / H) * 1000) / 10 };
    this.updateLocation(id, (l) => ({ ...l, layout }));
  }

  private choose(id: string): void {
    if (this.linkFrom) {
      this.link(this.linkFrom, id);
      return;
    }
    if (!(this.selected && 'location' in this.selected && this.selected.location === id)) this.nodeIndex = null;
    this.selected = { location: id };
  }

  private onLocationDown(e: PointerEvent, id: string, at: { x: number; y: number }): void {
    e.preventDefault();
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    this.dragging = { id, ...at, moved: false };
  }

  private onMove(e: PointerEvent): void {
    const d = this.dragging;
    if (!d) return;
    const p = this.toMap(e);
    if (Math.hypot(p.x - d.x, p.y - d.y) < 0.5 && !d.moved) return;
    this.dragging = { id: d.id, ...p, moved: true };
  }

  private onUp(): void {
    const d = this.dragging;
    this.dragging = null;
    if (!d) return;
    if (d.moved) this.place(d.id, d);
    else this.choose(d.id);
  }

  private onLocationKey(e: KeyboardEvent, id: string, at: { x: number; y: number }): void {
    const step: Record<string, [number, number]> = { ArrowLeft: [-2, 0], ArrowRight: [2, 0], ArrowUp: [0, -2], ArrowDown: [0, 2] };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.choose(id);
    } else if (e.key === 'Escape') {
      this.linkFrom = null;
    } else if (step[e.key]) {
      e.preventDefault();
      const [dx, dy] = step[e.key]!;
      this.place(id, { x: Math.max(0, Math.min(W, at.x + dx)), y: Math.max(0, Math.min(mapLayout(this.adventure).height, at.y + dy)) });
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const problems = adventureProblems(this.adventure);
    return html`
      <section>
        <div class="graph">${this.renderGraph(problems)}</div>
        <div class="tools">
          <button class="small" data-action="add-location" @click=${() => this.addLocation()}>+ ${t(lang, 'advAddLocation')}</button>
          ${
            this.linkFrom
              ? html`<span data-role="linking">${t(lang, globalThis.matchMedia?.('(pointer: coarse)').matches === true ? 'advLinkingTouch' : 'advLinking', { name: this.label(this.locations.find((l) => l.id === this.linkFrom)) })}</span>
                <button class="small secondary" data-action="cancel-link" @click=${() => (this.linkFrom = null)}>${t(lang, 'advCancel')}</button>`
              : nothing
          }
        </div>
        <div class="panel" data-role="adventure-problems">
          <h3>${t(lang, 'advProblems')}</h3>
          ${
            problems.length
              ? html`<ul class="problems">
                ${problems.map(
                  (p) => html`<li class="err" data-problem=${p.code} data-location=${p.location}>
                    <a href="#" @click=${(e: Event) => {
                      e.preventDefault();
                      this.selected = { location: p.location };
                      const l = this.locations.find((x) => x.id === p.location);
                      this.nodeIndex = p.node && l ? l.nodes.findIndex((n) => n?.id === p.node) : null;
                    }}>${problemText(lang, p, this.adventure)}</a>
                  </li>`,
                )}
              </ul>`
              : [...validate('adventures', this.adventure, lang), ...this.issues].length
                ? // the path is sound but the document is not: the box says so rather than "no problem" above a list of them
                  html`<p class="muted" data-role="adventure-problems-elsewhere">${t(lang, 'advProblemsElsewhere')}</p>`
                : html`<p class="ok" data-role="no-adventure-problems">${t(lang, 'advNoProblems')}</p>`
          }
        </div>
      </section>
      <section>${this.renderSide(problems)}</section>
    `;
  }

  private renderGraph(problems: AdventureProblem[]): TemplateResult {
    const lang = this.lang;
    const map = mapLayout(this.adventure);
    const { at, height: H } = map;
    const TOWN = map.town;
    if (this.dragging) at.set(this.dragging.id, { x: this.dragging.x, y: this.dragging.y });
    const start = typeof this.adventure.start === 'string' ? at.get(this.adventure.start) : undefined;
    const reachable = reachableLocations(this.adventure);
    const edges = this.locations.flatMap((l) =>
      (l.routes ?? []).flatMap((r) => {
        const a = at.get(l.id);
        const b = at.get(r);
        if (!a || !b) return [];
        // stop short of the target's circle, so the arrow shows
        const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const k = (len - 4) / len;
        return [svg`<line class="route" data-route=${`${l.id}>${r}`} x1=${a.x} y1=${a.y} x2=${a.x + (b.x - a.x) * k} y2=${a.y + (b.y - a.y) * k}></line>`];
      }),
    );
    const townChosen = this.selected !== null && 'town' in this.selected;
    const town = (this.adventure.town ?? {}) as { name?: Text };
    const townLabel = textIn(town.name, lang, t(lang, 'advTown'));
    // each name on a clear side of its mark: under it, else over it, else a line further (map-labels.ts)
    const offsets = labelOffsets([
      { id: '', x: TOWN.x, y: TOWN.y, w: labelWidth({ [lang]: townLabel }, townLabel) },
      ...this.locations.map((l) => ({ id: l.id, ...at.get(l.id)!, w: labelWidth({ [lang]: this.label(l) }, this.label(l)) })),
    ]);
    return html`<svg
      data-role="graph"
      viewBox="0 0 ${W} ${H}"
      role="group"
      aria-label=${t(lang, 'advGraph')}
      @pointermove=${(e: PointerEvent) => this.onMove(e)}
      @pointerup=${() => this.onUp()}
      @pointercancel=${() => (this.dragging = null)}
    >
      <defs>
        <marker id="arrow" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="currentColor"></path></marker>
      </defs>
      ${start ? svg`<line class="town-road" x1=${TOWN.x} y1=${TOWN.y} x2=${start.x} y2=${start.y}></line>` : nothing}
      ${edges}
      <g
        class="loc town ${townChosen ? 'selected' : ''}"
        data-town
        tabindex="0"
        role="button"
        aria-pressed=${townChosen ? 'true' : 'false'}
        aria-label=${textIn(town.name, lang, t(lang, 'advTown'))}
        @click=${() => ((this.selected = { town: true }), (this.nodeIndex = null))}
        @keydown=${(e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && ((e.preventDefault(), (this.selected = { town: true })))}
      >
        <rect x=${TOWN.x - 3.5} y=${TOWN.y - 3.5} width="7" height="7" rx="1"></rect>
        <text x=${TOWN.x} y=${TOWN.y + (offsets.get('') ?? 6)}>${townLabel}</text>
      </g>
      ${this.locations.map((l) => {
        const p = at.get(l.id)!;
        const chosen = this.chosen?.id === l.id;
        const bad = problems.some((x) => x.location === l.id) || !reachable.has(l.id);
        const isStart = this.adventure.start === l.id;
        return svg`<g
          class="loc ${chosen ? 'selected' : ''} ${bad ? 'bad' : ''}"
          data-location=${l.id}
          tabindex="0"
          role="button"
          aria-pressed=${chosen ? 'true' : 'false'}
          aria-label=${`${this.label(l)}${isStart ? ` (${t(lang, 'advStart')})` : ''}`}
          @pointerdown=${(e: PointerEvent) => this.onLocationDown(e, l.id, p)}
          @keydown=${(e: KeyboardEvent) => this.onLocationKey(e, l.id, p)}
        >
          <circle cx=${p.x} cy=${p.y} r=${isStart ? 3.6 : 3}></circle>
          <text x=${p.x} y=${p.y + (offsets.get(l.id) ?? 5.6)}>${this.label(l)}</text>
        </g>`;
      })}
    </svg>`;
  }

  private renderSide(problems: AdventureProblem[]): TemplateResult {
    const lang = this.lang;
    const s = this.selected;
    if (s && 'town' in s) {
      const townSchema = (schemaOf('adventures').properties?.town ?? {}) as JsonSchema;
      const townName = textIn((this.adventure.town as { name?: Text } | undefined)?.name, lang);
      return html`<div class="panel" data-role="town">
        <h2>${t(lang, 'advTown')}</h2>
        ${!townName || sameWords(townName, t(lang, 'advTown')) ? html`<p class="hint" data-role="name-the-town">${t(lang, 'advNameTheTown')}</p>` : nothing}
        <qb-json-form
          compact
          .schema=${townSchema}
          .value=${this.adventure.town ?? {}}
          .at=${['town']}
          .issues=${this.relative('town')}
          lang=${lang}
          @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
            e.stopPropagation();
            this.emit({ ...this.adventure, town: e.detail.value });
          }}
        ></qb-json-form>
      </div>`;
    }
    const l = this.chosen;
    if (!l) return html`<p class="muted" data-role="pick-location">${t(lang, 'advPickLocation')}</p>`;
    const i = this.locations.indexOf(l);
    const base = `locations[${i}]`;
    const locationSchema = locationItems();
    const mine = problems.filter((p) => p.location === l.id);
    const node = this.nodeIndex !== null ? l.nodes[this.nodeIndex] : undefined;
    return html`<div class="panel" data-role="location" data-id=${l.id}>
        <h2>${this.label(l)}</h2>
        ${mine.filter((p) => !p.node).map((p) => html`<p class="err" data-location-problem=${p.code}>${problemText(lang, p, this.adventure)}</p>`)}
        ${mine.some((p) => p.code === 'unreachable') ? renderRouteInto(l, this.locations, reachableLocations(this.adventure), lang, (from, to) => this.link(from, to)) : nothing}
        <div class="row">
          ${
            this.adventure.start === l.id
              ? html`<span class="badge published">${t(lang, 'advStart')}</span>`
              : html`<button class="small secondary" data-action="make-start" @click=${() => this.emit({ ...this.adventure, start: l.id })}>${t(lang, 'advMakeStart')}</button>`
          }
          <button class="small danger" data-action="remove-location" @click=${() => this.removeLocation(l.id)}>${t(lang, 'advRemoveLocation')}</button>
        </div>
        <qb-json-form
          compact
          data-role="location-form"
          .schema=${locationSchema}
          .value=${l}
          .at=${['locations', i]}
          .hiddenKeys=${['id', 'nodes', 'routes', 'layout']}
          .issues=${this.relative(base)}
          lang=${lang}
          @value-changed=${(e: CustomEvent<{ value: LocationDraft }>) => {
            e.stopPropagation();
            // its id follows its name while it is new (emit: adventure-ids.ts), with the start, routes and forks
            this.setLocations(this.locations.map((x) => (x === l ? e.detail.value : x)));
          }}
        ></qb-json-form>
        ${renderRoutes(l, this.locations, lang, { link: (from, to) => this.link(from, to), unlink: (from, to) => this.unlink(from, to), drawFrom: (from) => (this.linkFrom = from) })}
        <h3>${t(lang, 'advNodes')}</h3>
        <p class="hint" data-role="node-keys">${t(lang, globalThis.matchMedia?.('(pointer: coarse)').matches === true ? 'advNodeKeysTouch' : 'advNodeKeys')}</p>
        <ol class="nodes" data-role="nodes">
          ${l.nodes.map((n, k) =>
            renderNodeRow(l, n, k, this.nodeIndex === k, mine, lang, {
              choose: () => (this.nodeIndex = k),
              move: (by) => this.moveNode(l.id, k, by),
              remove: () => this.removeNode(l.id, k),
            }),
          )}
        </ol>
        <div class="row">
          <label
            >${t(lang, 'advAddNode')}
            <select data-role="add-node" title=${t(lang, 'advAddNodeHint')} @change=${pickOnce((v) => this.addNode(l.id, v as NodeKind))}>
              <option value="">${t(lang, 'none')}</option>
              ${NODE_KINDS.map((k) => html`<option value=${k} title=${ADVENTURE_NODES[k][lang].hint}>${ADVENTURE_NODES[k][lang].name}</option>`)}
            </select></label
          >
        </div>
      </div>
      ${node ? this.renderNodeEditor(l, i, node, this.nodeIndex!, mine) : html`<p class="muted">${t(lang, 'advPickNode')}</p>`}`;
  }

  private renderNodeEditor(l: LocationDraft, i: number, node: NodeDraft, k: number, mine: AdventureProblem[]): TemplateResult {
    const ctx = { adventure: this.adventure, catalog: this.catalog, lang: this.lang, relative: (base: string) => this.relative(base) };
    return renderNodeEditor(ctx, l, i, node, k, mine, (next) =>
      this.updateLocation(l.id, (x) => ({ ...x, nodes: x.nodes.map((n, j) => (j === k ? next : n)) })),
    );
  }

  /** The schema's and the server's issues under `base`, with paths relative to it. */
  private relative(base: string): Issue[] {
    const all = [...validate('adventures', this.adventure, this.lang), ...this.issues];
    return all.flatMap((x) =>
      x.path.startsWith(`${base}.`)
        ? [{ path: x.path.slice(base.length + 1), message: x.message }]
        : x.path.startsWith(`${base}[`)
          ? [{ path: x.path.slice(base.length), message: x.message }]
          : [],
    );
  }
}
