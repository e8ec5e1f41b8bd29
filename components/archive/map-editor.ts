/**
 * `<qb-map-editor>`: draws a mission's map by hand. A grid to paint squares as a room, corridor or rock; doors and
 * secret doors clicked onto the edges between squares; start squares, creatures (with a tag), NPCs and objects of
 * every kind placed on squares, their fields edited in the square's inspector; rooms, corridor and rock painted
 * freehand (the brush) or a rectangle at a time (drag corner to corner, previewed while dragging); rooms named and
 * added; undo and redo of every edit (buttons, Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y wherever the focus is while the editor
 * shows, except in a field, which keeps its own);
 * a live isometric preview drawn by the game's own board renderer from a game the engine builds of the draft; and
 * the mission's problems shown as you draw, by path (the schema's, plus unreachable rooms and creatures, doors off
 * walls, pieces on blocked squares), with the squares concerned outlined on the grid.
 * @module
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { VOCABULARY } from '../../content/vocabulary.ts';
import type { BoardPick } from '../board/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Doc, Issue } from './api.ts';
import type { Catalog } from './choices.ts';
import { docName } from './doc-list.ts';
import { fieldLabel, t, type Lang } from './i18n.ts';
import { addRoom, clearSquare, normalise, paint, placeMonster, placeNpc, placeObject, resize, roomName, sizeOf, toggleDoor, toggleStart } from './map-model.ts';
import { toggleDifficult } from './map-model.ts';
import type { Brush, DraftMission, Sq } from './map-model.ts';
import { mapProblems, squareOfIssue } from './map-problems.ts';
import { emptyHistory, record, redo, undo, type History } from './edit-history.ts';
import { renderIssue } from './issue-text.ts';
import { getIn, oneProblemPerFault, validate } from './schema-tools.ts';
import { squaresOf, type PickRequest } from './square-pick.ts';
import { historyIcon, toolIcon } from './tool-icons.ts';
import { mapEditorStyles } from './map-editor-styles.ts';
import { MapPreviewController } from '../controllers/map-preview-controller.ts';
import { UndoKeysController } from '../controllers/undo-keys-controller.ts';
import { MapDrawingController } from '../controllers/map-drawing-controller.ts';
import { CELL, edgePoint, squareCentre } from './map-grid-geometry.ts';
import { renderGrid } from './map-grid.ts';
import { renderInspector, type InspectorContext } from './map-inspector.ts';
import { renderRooms } from './map-rooms-panel.ts';
import { renderToolOptions } from './map-tool-options.ts';
import { isObjectTool, objectToPlace, toolHint, TOOL_GROUPS, TOOL_ICON, TOOLS_WITH_FIELDS, toolWord, type Shape, type Tool } from './map-tools.ts';

export type { Shape, Tool } from './map-tools.ts';

/** Undo steps kept. */
const HISTORY = 200;

/**
 * The map editor. Give it a mission (`mission`, any draft: it copes with invalid ones) and the stored content
 * (`catalog`: creature kinds for the creature tool and the preview, rulesets, items and decks for objects' effects);
 * it fires `mission-changed` with the whole new mission after every edit.
 *
 * @element qb-map-editor
 * @attr {'it'|'en'} lang - The language.
 * @prop {Doc} mission - The mission being drawn.
 * @prop {Catalog} catalog - The stored documents by kind.
 * @prop {Issue[]} issues - Further problems to show (the server's answer to the last save).
 * @prop {PickRequest | null} picking - A form's field being picked on the map (set by the mission's editor): while
 *   set, a banner names it, its squares are highlighted (`rect[data-picked="x,y"]`), and a click on the grid or the
 *   preview picks a square instead of drawing.
 * @fires mission-changed - `{ mission }` after every edit.
 * @fires square-picked - `{ x, y }`: a square clicked while `picking`.
 * @fires pick-done - "Done" (or "Cancel") pressed while `picking`.
 */
export class QbMapEditor extends LitElement {
  static override styles = mapEditorStyles;

  @property({ attribute: false }) accessor mission: Doc = { id: '' };
  @property({ attribute: false }) accessor catalog: Catalog = {};
  @property({ attribute: false }) accessor issues: readonly Issue[] = [];
  @property({ reflect: true }) override accessor lang: Lang = 'it';
  @property({ attribute: false }) accessor picking: PickRequest | null = null;

  @state() accessor tool: Tool = 'room';
  /** How the room, corridor and rock tools paint. */
  @state() accessor shape: Shape = 'brush';
  /** The room char the room tool paints. */
  @state() accessor roomChar = '';
  @state() accessor creatureKind = '';
  @state() accessor tag = '';
  @state() accessor objectKind = '';
  /**
   * The object tools' "hidden" box: a trap starts hidden, another object in sight, until the author ticks or unticks
   * the box; from then on their choice stays across object tools (switching the type unticked it). Furniture
   * is never hidden (`MissionObject`): it has no box, and the choice comes back with another object tool.
   */
  @state() accessor objectHidden = false;
  /** The author ticked or unticked the "hidden" box (the type no longer sets it). */
  private objectHiddenChosen = false;
  @state() accessor npcName = '';
  @state() accessor selected: Sq | null = null;
  /** The name typed for the next room. */
  @state() accessor newRoomName = '';
  /**
   * The rooms (by char) whose id follows their name: added here and their id never typed. Emptied by
   * {@link settleRoomIds} (the mission was saved).
   */
  @state() accessor followRooms: ReadonlySet<string> = new Set();
  @state() private accessor widthInput = 0;
  @state() private accessor heightInput = 0;
  @state() private accessor history: History<DraftMission> = emptyHistory(HISTORY);

  @query('.preview') accessor previewBox!: HTMLElement | null;
  @query('svg[data-role="grid"]') accessor grid!: SVGSVGElement | null;

  private current: DraftMission = normalise({});
  private emitted: unknown = null;
  private coalesce: { key: string; at: number } | null = null;
  private readonly preview = new MapPreviewController(this);
  private readonly drawing = new MapDrawingController(this);
  /** Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo while the editor shows, but in a field. */
  protected readonly undoKeys = new UndoKeysController(this);

  /**
   * The preview's board (the game's renderer, `board-view.ts`), once shown: the three.js board, or the 2D board where
   * the browser cannot make a WebGL context.
   */
  get board(): BoardView | null {
    return this.preview.board;
  }

  /** The mission as drawn now. */
  get value(): DraftMission {
    return this.current;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('mission') && this.mission !== this.emitted) {
      const next = normalise(this.mission);
      // a change made elsewhere (another tab) is one undoable step; the same content stored again is none
      if (changed.get('mission') !== undefined && this.emitted !== null && JSON.stringify(next) !== JSON.stringify(this.current)) {
        this.history = record(this.history, this.current);
      }
      // a room whose id was changed elsewhere (the JSON tab) stops following its name
      const before = new Map(this.current.map.rooms.map((r) => [r.char, r.id]));
      const kept = [...this.followRooms].filter((c) => next.map.rooms.some((r) => r.char === c && r.id === before.get(c)));
      if (kept.length !== this.followRooms.size) this.followRooms = new Set(kept);
      this.current = next;
      this.showSize();
      if (!next.map.rooms.some((r) => r.char === this.roomChar)) this.roomChar = next.map.rooms[0]?.char ?? '';
    }
    if (changed.has('catalog') && !this.creatureKind) this.creatureKind = this.catalog.creatures?.[0]?.id ?? '';
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('tool')) this.showToolInHand();
  }

  /** Takes a tool in hand; an object tool's kind starts at its first, and a trap hidden until the author chose. */
  private chooseTool(tool: Tool): void {
    if (tool === this.tool) return;
    if (isObjectTool(tool)) {
      // the kinds of a trap and of furniture differ; "hidden" is kept once the author chose it
      this.objectKind = '';
      if (!this.objectHiddenChosen) this.objectHidden = tool === 'trap';
    }
    this.tool = tool;
  }

  /** The tool in hand scrolled into the palette's view when the palette is a strip scrolled sideways (a phone). */
  private showToolInHand(): void {
    const strip = this.renderRoot.querySelector<HTMLElement>('.tools');
    const button = strip?.querySelector<HTMLElement>(`button[data-tool="${this.tool}"]`);
    if (!strip || !button || strip.scrollWidth <= strip.clientWidth) return;
    const left = button.offsetLeft - strip.offsetLeft;
    const right = left + button.offsetWidth;
    if (left < strip.scrollLeft) strip.scrollLeft = left - 8;
    else if (right > strip.scrollLeft + strip.clientWidth - 40) strip.scrollLeft = right - strip.clientWidth + 40;
  }

  /**
   * Applies an edit as one undo step, merged into the last one when it continues it: the same freehand stroke, or
   * typing into the same field (`coalesceKey`) within a second.
   */
  commit(next: DraftMission, coalesceKey?: string): void {
    if (next === this.current) return;
    const now = performance.now();
    const typing = coalesceKey !== undefined && this.coalesce?.key === coalesceKey && now - this.coalesce.at < 1000;
    const stroking = this.drawing.continuesStroke();
    if (!typing && !stroking) this.history = record(this.history, this.current);
    this.coalesce = coalesceKey !== undefined ? { key: coalesceKey, at: now } : null;
    this.setCurrent(next);
  }

  private setCurrent(next: DraftMission): void {
    this.current = next;
    this.emitted = next;
    this.mission = next as unknown as Doc;
    this.dispatchEvent(new CustomEvent('mission-changed', { detail: { mission: next }, bubbles: true, composed: true }));
  }

  /** The ids of the rooms added so far stop following their names (called once the mission is saved). */
  settleRoomIds(): void {
    this.followRooms = new Set();
  }

  /** A room's name in the editor's language (map-model.ts {@link roomName}), its id only when it has no name. */
  private roomLabel(r: DraftMission['map']['rooms'][number]): string {
    return roomName(r, this.lang);
  }

  /** A creature kind's name from the catalog in the editor's language (as the creature select shows it), else its id. */
  private creatureName(kind: string): string {
    const c = (this.catalog.creatures ?? []).find((d) => d.id === kind);
    return (c && docName(c, this.lang)) || kind;
  }

  /** Takes back the last edit (nothing when there is none). */
  undo(): void {
    this.step(undo(this.history, this.current));
  }

  /** Does again the last edit taken back (nothing when there is none). */
  redo(): void {
    this.step(redo(this.history, this.current));
  }

  private step(s: { state: DraftMission; history: History<DraftMission> } | null): void {
    if (!s) return;
    this.history = s.history;
    this.coalesce = null;
    this.setCurrent(s.state);
    this.showSize();
  }

  /** The width and height boxes show the map's real size (after an undo, a redo or a resize). */
  private showSize(): void {
    const { width, height } = sizeOf(this.current);
    this.widthInput = width;
    this.heightInput = height;
  }

  /** What the current tool paints with (room, corridor or rock), or null for the other tools and no room chosen. */
  get brush(): Brush | null {
    if (this.tool === 'room') return this.roomChar ? { kind: 'room', char: this.roomChar } : null;
    if (this.tool === 'corridor' || this.tool === 'rock') return { kind: this.tool };
    return null;
  }

  /** Applies the current tool to square `[x, y]` (or, for doors, to the edge toward `toward`). */
  applyTool(x: number, y: number, toward?: Sq): void {
    const m = this.current;
    const { width, height } = sizeOf(m);
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    switch (this.tool) {
      case 'room':
      case 'corridor':
      case 'rock': {
        const brush = this.brush;
        if (brush) this.commit(paint(m, x, y, brush));
        return;
      }
      case 'door':
      case 'secret': {
        if (!toward) return;
        const [bx, by] = toward;
        if (bx < 0 || by < 0 || bx >= width || by >= height) return;
        this.commit(toggleDoor(m, [x, y], [bx, by], this.tool === 'secret'));
        return;
      }
      case 'start':
        this.commit(toggleStart(m, x, y));
        return;
      case 'difficult':
        return this.commit(toggleDifficult(m, x, y));
      case 'creature':
        if (!this.creatureKind) return;
        this.commit(placeMonster(m, x, y, this.creatureKind, this.tag.trim()));
        this.selected = [x, y];
        return;
      case 'npc':
        this.commit(placeNpc(m, x, y, this.npcName));
        this.selected = [x, y];
        return;
      case 'treasure':
      case 'trap':
      case 'furniture':
      case 'exit':
      case 'marker': {
        const o = objectToPlace(this.tool, this.objectKind, this.objectHidden);
        this.commit(placeObject(m, x, y, o as never));
        this.selected = [x, y];
        return;
      }
      case 'erase':
        this.commit(clearSquare(m, x, y));
        return;
      case 'select':
        this.selected = [x, y];
        return;
    }
  }

  // ---- the grid's squares on the screen ----

  /** The client position of the middle of square `[x, y]` on the grid (for tests and tools). */
  cellToClient(x: number, y: number): { x: number; y: number } {
    return squareCentre(this.grid!.getBoundingClientRect(), sizeOf(this.current).width, x, y);
  }

  /** The client position of a point on the edge between square `a` and its neighbour `b`, just inside `a`. */
  edgeToClient(a: Sq, b: Sq): { x: number; y: number } {
    return edgePoint(this.grid!.getBoundingClientRect(), sizeOf(this.current).width, a, b);
  }

  // ---- preview ----

  /** Draws the draft on the preview now (map-preview-controller.ts). */
  showPreview(): void {
    this.preview.show();
  }

  /** The rows the preview shows now (JSON of `map.rows`; for tests: the preview is current when they are the draft's). */
  get previewShown(): string {
    return this.preview.shown;
  }

  /** A square picked on the preview's board: picked for the field, or the tool applied to it. */
  onBoardPick(p: BoardPick): void {
    if (p.kind !== 'square') return;
    if (this.picking) this.pickAt(p.x, p.y);
    else this.applyTool(p.x, p.y);
  }

  // ---- picking squares for a form's field ----

  /**
   * A square clicked while a field is being picked: told to the mission's editor (which writes it into the field).
   * A thing's own place picked from the inspector (`monsters[2]`) moves the inspector with it.
   */
  pickAt(x: number, y: number): void {
    const { path, shape } = this.picking!;
    this.dispatchEvent(new CustomEvent('square-picked', { detail: { x, y }, bubbles: true, composed: true }));
    if (shape === 'xy' && path.length === 2 && this.selected) this.selected = [x, y];
  }

  /** The squares the field being picked holds now (highlighted on the grid). */
  private pickedSquares(): [number, number][] {
    return this.picking ? squaresOf(getIn(this.current, this.picking.path), this.picking.shape) : [];
  }

  /** The banner above the grid while a field is picked: what, how, how many, and "Done" / "Cancel". */
  private renderPickBanner(): TemplateResult | typeof nothing {
    const p = this.picking;
    if (!p) return nothing;
    const many = p.shape === 'list';
    const done = () => this.dispatchEvent(new CustomEvent('pick-done', { bubbles: true, composed: true }));
    return html`<div class="picking" data-role="picking" role="status">
      <span>${t(this.lang, many ? 'pickingMany' : 'pickingOne', { what: p.label, n: this.pickedSquares().length })}</span>
      <button class="small" data-action="pick-done" @click=${done}>${t(this.lang, many ? 'pickDone' : 'pickCancel')}</button>
    </div>`;
  }

  // ---- rendering ----

  /** Every problem: the schema's, the map checks', and the ones given; one per fault (schema-tools.ts {@link oneProblemPerFault}). */
  get problems(): Issue[] {
    return oneProblemPerFault([
      ...validate('missions', this.current, this.lang),
      ...mapProblems(this.current, this.lang, (kind) => this.creatureName(kind)),
      ...this.issues,
    ]);
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const problems = this.problems;
    return html`${this.renderPickBanner()}<div class="layout">
      <div class="work">
        <div class="dock">
          <div class="tools" role="toolbar" aria-label=${t(lang, 'tool')}>
            ${TOOL_GROUPS.map(
              (group, i) =>
                html`${i > 0 ? html`<span class="rule" aria-hidden="true"></span>` : nothing}${group.map(
                  (tool) =>
                    html`<button class="tool" data-tool=${tool} aria-pressed=${this.tool === tool ? 'true' : 'false'} title=${isObjectTool(tool) ? VOCABULARY.objectTypes[tool][lang].hint : nothing} @click=${() => this.chooseTool(tool)}>
                    ${toolIcon(TOOL_ICON[tool])}<span class="word">${this.toolWord(tool)}</span>
                  </button>`,
                )}`,
            )}
          </div>
          <div class="options">${renderToolOptions(this)}</div>
          <div class="history">
            <button class="chip" data-action="undo" title=${t(lang, 'undoHint')} ?disabled=${this.history.past.length === 0} @click=${() => this.undo()}>${historyIcon('undo')}${t(lang, 'undo')}</button>
            <button class="chip" data-action="redo" title=${t(lang, 'redoHint')} ?disabled=${this.history.future.length === 0} @click=${() => this.redo()}>${historyIcon('redo')}${t(lang, 'redo')}</button>
          </div>
        </div>
        <div class="gridwrap" tabindex="0">${this.renderGrid(problems)}</div>
        <div class="options size">
          <label>${t(lang, 'width')} <input type="number" min="1" max="64" data-role="width" .value=${live(String(this.widthInput))} @input=${(e: Event) => (this.widthInput = Number((e.target as HTMLInputElement).value))} /></label>
          <label>${t(lang, 'height')} <input type="number" min="1" max="64" data-role="height" .value=${live(String(this.heightInput))} @input=${(e: Event) => (this.heightInput = Number((e.target as HTMLInputElement).value))} /></label>
          <button class="small secondary" data-action="resize" @click=${() => {
            this.commit(resize(this.current, this.widthInput, this.heightInput));
            this.showSize();
          }}>${t(lang, 'resize')}</button>
          ${TOOLS_WITH_FIELDS.has(this.tool) ? html`<span class="hint" data-role="hint">${this.hint()}</span>` : nothing}
        </div>
      </div>
      <div class="side">
        <section>
          <h2>${t(lang, 'preview')}</h2>
          <div class="preview" data-role="preview" ?data-empty=${this.preview.note !== ''}></div>
          ${this.preview.note ? html`<p class="hint" data-role="preview-note">${t(lang, this.preview.note)}</p>` : nothing}
        </section>
        ${this.selected ? renderInspector(this.inspectorContext(problems), this.selected) : nothing}
        <section data-role="rooms">
          <h2>${fieldLabel('rooms', lang)}</h2>
          ${renderRooms(this, problems)}
        </section>
        <section data-role="problems">
          <h2>${t(lang, 'problems', { n: problems.length })}</h2>
          ${
            problems.length
              ? html`<ul class="issues">
                ${problems.map(
                  (i) => html`<li
                    data-path=${i.path}
                    @click=${() => {
                      const sq = squareOfIssue(this.current, i.path);
                      if (sq) this.selected = sq;
                    }}
                  >
                    ${renderIssue(i, lang, 'missions')}
                  </li>`,
                )}
              </ul>`
              : html`<p class="ok">${t(lang, 'noProblems')}</p>`
          }
        </section>
      </div>
    </div>`;
  }

  /** A tool's word under its picture: an object tool's is the kind of object, as the vocabulary names it. */
  private toolWord(tool: Tool): string {
    return toolWord(tool, this.lang);
  }

  /** The one-line hint of the tool in hand, naming touches ("tap") on a touch screen and clicks elsewhere. */
  hint(): string {
    const touch = globalThis.matchMedia?.('(pointer: coarse)').matches === true;
    return toolHint(this.tool, this.shape === 'rect' && this.brush !== null, touch, this.lang);
  }

  /** The author ticks or unticks the object tools' "hidden" box: from then on the type no longer sets it. */
  chooseHidden(hidden: boolean): void {
    this.objectHidden = hidden;
    this.objectHiddenChosen = true;
  }

  /** Selects square `[x, y]` (a room's first) and scrolls its inspector's events into view. */
  showRoomEvents(x: number, y: number): void {
    this.chooseTool('select');
    this.selected = [x, y];
    void this.updateComplete.then(() => this.renderRoot.querySelector('[data-role="events-here"]')?.scrollIntoView({ block: 'nearest' }));
  }

  /** Adds the room named in the "new room" box (+ Add, or Enter in the box) and picks it to paint with. */
  addNewRoom(): void {
    const { mission, char } = addRoom(this.current, this.newRoomName, t(this.lang, 'roomFallbackId'), this.lang);
    this.commit(mission);
    this.followRooms = new Set([...this.followRooms, char]);
    this.roomChar = char;
    this.newRoomName = '';
    this.tool = 'room';
  }

  /** What the square's inspector (map-inspector.ts) shows from, and how it edits the mission. */
  private inspectorContext(problems: Issue[]): InspectorContext {
    return {
      mission: this.current,
      catalog: this.catalog,
      lang: this.lang,
      problems,
      creatureName: (kind) => this.creatureName(kind),
      commit: (next, key) => this.commit(next, key),
      current: () => this.current,
    };
  }

  private renderGrid(problems: Issue[]): TemplateResult {
    return renderGrid({
      mission: this.current,
      creatures: this.catalog.creatures ?? [],
      lang: this.lang,
      problems,
      selected: this.selected,
      rectDrag: this.drawing.rectDrag,
      brush: this.brush,
      picked: this.pickedSquares(),
      onPointerDown: this.drawing.onPointerDown,
      onPointerMove: this.drawing.onPointerMove,
      onPointerUp: this.drawing.onPointerUp,
      onPointerCancel: this.drawing.onPointerCancel,
    });
  }
}

/** The grid's square size in CSS pixels. */
export const GRID_CELL = CELL;
