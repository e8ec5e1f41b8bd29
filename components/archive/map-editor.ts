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
import { html, LitElement, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { FURNITURE_KINDS, TRAP_KINDS, type Creature, type Ruleset } from '../../content/schemas/index.ts';
import { VOCABULARY, wordsOf } from '../../content/vocabulary.ts';
import { squareName } from '../../content/square-name.ts';
import { compileBoard, createGame, MASTER, viewFor } from '../../engine/index.ts';
import { NO_MARKS, type BoardPick } from '../board/index.ts';
import { chooseRenderer, type BoardView } from '../board/board-view.ts';
import { makeBoard } from '../board/make-board.ts';
import * as palette from '../board/palette.ts';
import type { Doc, Issue } from './api.ts';
import { choicesFor, type Catalog } from './choices.ts';
import { docName } from './doc-list.ts';
import { fieldLabel, t, type Lang } from './i18n.ts';
import {
  addRoom,
  brushChar,
  charAt,
  clearSquare,
  nameRoom,
  normalise,
  paint,
  paintRect,
  placeMonster,
  placeNpc,
  placeObject,
  previewMission,
  addEvent,
  eventsAt,
  removeRoom,
  resize,
  roomAt,
  roomName,
  setRoomId,
  sizeOf,
  thingsAt,
  toggleDoor,
  toggleStart,
  type Brush,
  type DraftMission,
  type Sq,
  type Thing,
} from './map-model.ts';
import { mapProblems, squareOfIssue } from './map-problems.ts';
import { emptyHistory, record, redo, undo, type History } from './edit-history.ts';
import { renderIssue } from './issue-text.ts';
import { getIn, issuesUnder, oneProblemPerFault, schemaOf, validate, type JsonSchema, type Path } from './schema-tools.ts';
import { squaresOf, type PickRequest } from './square-pick.ts';
import { tagWords, tokenLetters } from './creature-marks.ts';
import { historyIcon, iconAt, toolIcon, type ToolIconName } from './tool-icons.ts';
import { styleProps } from '../style-props.ts';
import { mapEditorStyles } from './map-editor-styles.ts';

const OBJECT_TYPES = ['treasure', 'trap', 'furniture', 'exit', 'marker'] as const;
/** The kinds of object a mission places (`MissionObject['type']`): each is a tool of its own. */
type ObjectType = (typeof OBJECT_TYPES)[number];
const isObjectTool = (tool: Tool): tool is ObjectType => (OBJECT_TYPES as readonly string[]).includes(tool);
/** The editor's tools: one per kind of object too (a trap, a treasure... are placed with a click). */
export type Tool = 'room' | 'corridor' | 'rock' | 'door' | 'secret' | 'start' | 'creature' | 'npc' | ObjectType | 'erase' | 'select';
/** The words of the tools that are not an object (an object tool is named as the vocabulary names its kind). */
const TOOL_KEYS: Record<Exclude<Tool, ObjectType>, Parameters<typeof t>[1]> = {
  select: 'toolSelect',
  room: 'toolRoom',
  corridor: 'toolCorridor',
  rock: 'toolRock',
  door: 'toolDoor',
  secret: 'toolSecretDoor',
  start: 'toolStart',
  creature: 'toolCreature',
  npc: 'toolNpc',
  erase: 'toolErase',
};
/** Each tool's picture (game-icons, components/archive/tool-icons.ts). */
const TOOL_ICON: Record<Tool, ToolIconName> = {
  select: 'arrow-cursor',
  room: 'stone-block',
  corridor: 'stone-path',
  rock: 'rock',
  door: 'wooden-door',
  secret: 'secret-door',
  start: 'footsteps',
  creature: 'goblin-head',
  npc: 'cowled',
  treasure: 'chest',
  trap: 'wolf-trap',
  furniture: 'table',
  exit: 'exit-door',
  marker: 'flag-objective',
  erase: 'broom',
};
/** The palette's groups, a thin rule between them: pointing, painting the floor, doors, placing pieces, clearing. */
const TOOL_GROUPS: Tool[][] = [['select', 'erase'], ['room', 'corridor', 'rock'], ['door', 'secret'], ['start', 'creature', 'npc'], [...OBJECT_TYPES]];
/** The tools whose options are fields (their hint goes under the map); the others' options row is their hint. */
const TOOLS_WITH_FIELDS: ReadonlySet<Tool> = new Set(['room', 'creature', 'npc', ...OBJECT_TYPES]);
/** How the painting tools (room, corridor, rock) lay squares down: square by square, or a rectangle per drag. */
export type Shape = 'brush' | 'rect';
const SHAPES: { shape: Shape; label: Parameters<typeof t>[1]; hint: Parameters<typeof t>[1]; icon: ToolIconName }[] = [
  { shape: 'brush', label: 'shapeBrush', hint: 'shapeBrushHint', icon: 'paint-brush' },
  { shape: 'rect', label: 'shapeRect', hint: 'shapeRectHint', icon: 'square' },
];
/** Why the preview shows no board: its message's key, or '' when it shows the draft. */
type PreviewNote = '' | 'previewNoFloor' | 'previewCannot';
/** Grid square size in CSS pixels. */
const CELL = 26;
/** A start marker's centre from its square's top, and its radius: low in the square, under a room's label. */
const START_CY = 17.5;
const START_R = 6.5;
/** The largest a square is drawn on a wide screen, in CSS pixels (the grid grows to fill the table up to this). */
const BIG_CELL = 48;
/** Undo steps kept. */
const HISTORY = 200;

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

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
  @state() private accessor newRoomName = '';
  /**
   * The rooms (by char) whose id follows their name: added here and their id never typed. Emptied by
   * {@link settleRoomIds} (the mission was saved).
   */
  @state() private accessor followRooms: ReadonlySet<string> = new Set();
  @state() private accessor widthInput = 0;
  @state() private accessor heightInput = 0;
  @state() private accessor history: History<DraftMission> = emptyHistory(HISTORY);
  /** The rectangle being dragged (its first and current corner), shown over the grid until the pointer is let go. */
  @state() private accessor rectDrag: { pointer: number; from: Sq; to: Sq } | null = null;

  /** Why the preview shows no board (the draft has no floor, or cannot be set up), or '' when it shows the draft. */
  @state() private accessor previewNote: PreviewNote = '';

  @query('.preview') private accessor previewBox!: HTMLElement | null;
  @query('svg[data-role="grid"]') private accessor grid!: SVGSVGElement | null;

  private current: DraftMission = normalise({});
  /** The document whose keys undo and redo the map, while connected. */
  private keyTarget: Document | null = null;
  private emitted: unknown = null;
  /** The freehand stroke under way: its pointer, and whether its undo step is recorded yet. */
  private stroke: { pointer: number; recorded: boolean } | null = null;
  private coalesce: { key: string; at: number } | null = null;
  private boardInstance: BoardView | null = null;
  /** The 2D board's chunk is on its way (no WebGL here): the preview is drawn once it comes. */
  private boardLoading = false;
  private previewFrame = 0;

  /**
   * The preview's board (the game's renderer, `board-view.ts`), once shown: the three.js board, or the 2D board where
   * the browser cannot make a WebGL context.
   */
  get board(): BoardView | null {
    return this.boardInstance;
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
    this.schedulePreview();
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

  override connectedCallback(): void {
    super.connectedCallback();
    this.keyTarget = this.ownerDocument;
    this.keyTarget.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.keyTarget?.removeEventListener('keydown', this.onKey);
    this.keyTarget = null;
    cancelAnimationFrame(this.previewFrame);
    this.boardInstance?.dispose();
    this.boardInstance = null;
  }

  /**
   * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac) while the editor shows, wherever the focus is (the page,
   * a button, the grid), and the browser's own document undo is prevented (it would put a number box back and leave
   * the map as it is); in a field (a text or number box, a text area, a select, editable text) the keys are its own.
   */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (isField(e.composedPath()[0]) || this.getClientRects().length === 0) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) {
      e.preventDefault();
      this.undo();
    } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
      e.preventDefault();
      this.redo();
    }
  };

  /**
   * Applies an edit as one undo step, merged into the last one when it continues it: the same freehand stroke, or
   * typing into the same field (`coalesceKey`) within a second.
   */
  commit(next: DraftMission, coalesceKey?: string): void {
    if (next === this.current) return;
    const now = performance.now();
    const typing = coalesceKey !== undefined && this.coalesce?.key === coalesceKey && now - this.coalesce.at < 1000;
    const stroking = this.stroke?.recorded === true;
    if (!typing && !stroking) this.history = record(this.history, this.current);
    if (this.stroke) this.stroke.recorded = true;
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
  private get brush(): Brush | null {
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
        const type = this.tool;
        const o: Record<string, unknown> = { type };
        if (type === 'trap') o.kind = TRAP_KINDS.includes(this.objectKind as never) ? this.objectKind : TRAP_KINDS[0];
        if (type === 'furniture') o.kind = FURNITURE_KINDS.includes(this.objectKind as never) ? this.objectKind : FURNITURE_KINDS[0];
        if (this.objectHidden && type !== 'furniture') o.hidden = true;
        if (type === 'trap') o.effects = [{ type: 'damage', amount: 1 }];
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

  // ---- grid pointer handling ----

  /**
   * The square (and the nearest edge's neighbour) under a client position; null outside the grid, or with `clamp`
   * the nearest square of the grid (a rectangle dragged past the edge stops at it).
   */
  private locate(e: PointerEvent, clamp = false): { x: number; y: number; toward: Sq } | null {
    const svgEl = this.grid;
    if (!svgEl) return null;
    const { width, height } = sizeOf(this.current);
    const rect = svgEl.getBoundingClientRect();
    const scale = rect.width / (width * CELL) || 1;
    const fx = (e.clientX - rect.left) / (CELL * scale);
    const fy = (e.clientY - rect.top) / (CELL * scale);
    let x = Math.floor(fx);
    let y = Math.floor(fy);
    if (clamp) {
      x = Math.max(0, Math.min(width - 1, x));
      y = Math.max(0, Math.min(height - 1, y));
    }
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    const dx = fx - x - 0.5;
    const dy = fy - y - 0.5;
    const toward: Sq = Math.abs(dx) > Math.abs(dy) ? [x + Math.sign(dx), y] : [x, y + Math.sign(dy)];
    return { x, y, toward };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    const at = this.locate(e);
    if (!at) return;
    if (this.picking) return this.pickAt(at.x, at.y);
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      // a synthetic or finished pointer cannot be captured: the stroke still works inside the grid
    }
    if (this.shape === 'rect' && this.brush) this.startRect(e.pointerId, at);
    else if (this.tool === 'room' || this.tool === 'corridor' || this.tool === 'rock' || this.tool === 'erase') this.startStroke(e.pointerId, at);
    else this.applyTool(at.x, at.y, at.toward);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    if (this.rectDrag?.pointer === e.pointerId) this.moveRect(e);
    else if (this.stroke?.pointer === e.pointerId) this.moveStroke(e);
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    if (this.rectDrag?.pointer === e.pointerId) this.endRect(e);
    if (this.stroke?.pointer === e.pointerId) this.stroke = null;
  };

  private readonly onPointerCancel = (e: PointerEvent): void => {
    if (this.rectDrag?.pointer === e.pointerId) this.rectDrag = null;
    if (this.stroke?.pointer === e.pointerId) this.stroke = null;
  };

  /** A freehand stroke: every square the pointer crosses is painted (or cleared), all one undo step. */
  private startStroke(pointer: number, at: { x: number; y: number }): void {
    this.stroke = { pointer, recorded: false };
    this.applyTool(at.x, at.y);
  }

  private moveStroke(e: PointerEvent): void {
    const at = this.locate(e);
    if (at) this.applyTool(at.x, at.y);
  }

  /** A rectangle: shown from the first corner to the pointer while dragging, painted when the pointer is let go. */
  private startRect(pointer: number, at: { x: number; y: number }): void {
    this.rectDrag = { pointer, from: [at.x, at.y], to: [at.x, at.y] };
  }

  private moveRect(e: PointerEvent): void {
    const at = this.locate(e, true);
    const drag = this.rectDrag;
    if (!at || !drag || (drag.to[0] === at.x && drag.to[1] === at.y)) return;
    this.rectDrag = { ...drag, to: [at.x, at.y] };
  }

  private endRect(e: PointerEvent): void {
    const drag = this.rectDrag!;
    const at = this.locate(e, true);
    const to: Sq = at ? [at.x, at.y] : drag.to;
    this.rectDrag = null;
    const brush = this.brush;
    if (brush) this.commit(paintRect(this.current, drag.from, to, brush));
  }

  /** The client position of the middle of square `[x, y]` on the grid (for tests and tools). */
  cellToClient(x: number, y: number): { x: number; y: number } {
    const rect = this.grid!.getBoundingClientRect();
    const { width } = sizeOf(this.current);
    const scale = rect.width / (width * CELL) || 1;
    return { x: rect.left + (x + 0.5) * CELL * scale, y: rect.top + (y + 0.5) * CELL * scale };
  }

  /** The client position of a point on the edge between square `a` and its neighbour `b`, just inside `a`. */
  edgeToClient(a: Sq, b: Sq): { x: number; y: number } {
    const p = this.cellToClient(a[0], a[1]);
    const rect = this.grid!.getBoundingClientRect();
    const scale = rect.width / (sizeOf(this.current).width * CELL) || 1;
    return { x: p.x + (b[0] - a[0]) * CELL * scale * 0.4, y: p.y + (b[1] - a[1]) * CELL * scale * 0.4 };
  }

  // ---- preview ----

  private schedulePreview(): void {
    if (this.previewFrame) return;
    this.previewFrame = requestAnimationFrame(() => {
      this.previewFrame = 0;
      this.showPreview();
    });
  }

  /**
   * Draws the draft with the game's board renderer now: always the draft as it is (the preview stayed on
   * the last drawable map when a draft could not be drawn). A draft with no floor at all, or one the engine cannot
   * set up, hides the board and says so (`previewNote`).
   */
  showPreview(): void {
    const box = this.previewBox;
    if (!box) return;
    let note: PreviewNote = '';
    try {
      note = this.drawPreview(box) ? '' : 'previewNoFloor';
    } catch {
      note = 'previewCannot';
    }
    this.previewNote = note;
    this.previewShown = JSON.stringify(this.current.map.rows);
  }

  /** The rows the preview shows now (JSON of `map.rows`; for tests: the preview is current when they are the draft's). */
  previewShown = '';

  /** Draws the draft on the preview's board; false when there is nothing to draw (no floor). */
  private drawPreview(box: HTMLElement): boolean {
    const creatures = (this.catalog.creatures ?? []) as unknown as Creature[];
    const rulesets = (this.catalog.rulesets ?? []) as unknown as Ruleset[];
    const wanted = typeof this.current.ruleset === 'string' ? this.current.ruleset : 'classic';
    const ruleset = rulesets.find((r) => r.id === wanted) ?? rulesets[0];
    const mission = previewMission(this.current, new Set(creatures.map((c) => c.id)), ruleset?.id ?? 'classic');
    if (!mission) return false;
    if (!this.boardInstance) {
      if (this.boardLoading) return true;
      const made = makeBoard(chooseRenderer('3d').renderer, { onPick: (p) => this.onBoardPick(p) }, () => {
        this.boardLoading = false;
        this.schedulePreview();
      });
      if (!made) {
        this.boardLoading = true;
        return true;
      }
      this.boardInstance = made.board;
    }
    this.boardInstance.attach(box);
    let scene;
    if (ruleset) {
      const view = viewFor(createGame({ mission, heroes: [], creatures, ruleset, seed: 'archive-preview' }), MASTER);
      scene = { board: view.board, revealed: view.board.rooms.map((r) => r.id), units: view.units, seeAll: true };
    } else {
      const b = compileBoard(mission.map);
      scene = { board: { width: b.width, height: b.height, areas: b.areas, rooms: b.rooms, doors: b.doors.map((d) => ({ ...d, open: false })) }, revealed: b.rooms.map((r) => r.id), units: [], seeAll: true };
    }
    // the 3D view in the mission's setting (its grass and trees when "outdoor")
    this.boardInstance.setScene({ ...scene, setting: mission.setting ?? 'dungeon' });
    this.boardInstance.setMarks({ ...NO_MARKS, moves: mission.start });
    return true;
  }

  private onBoardPick(p: BoardPick): void {
    if (p.kind !== 'square') return;
    if (this.picking) this.pickAt(p.x, p.y);
    else this.applyTool(p.x, p.y);
  }

  // ---- picking squares for a form's field ----

  /**
   * A square clicked while a field is being picked: told to the mission's editor (which writes it into the field).
   * A thing's own place picked from the inspector (`monsters[2]`) moves the inspector with it.
   */
  private pickAt(x: number, y: number): void {
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

  /** The highlight of the squares the field being picked holds. */
  private renderPicked(): SVGTemplateResult[] {
    return this.pickedSquares().map(
      ([x, y]) =>
        svg`<rect pointer-events="none" data-picked=${`${x},${y}`} x=${x * CELL + 2} y=${y * CELL + 2} width=${CELL - 4} height=${CELL - 4} rx="3" fill="#ffd34d55" stroke="#ffd34d" stroke-width="3"></rect>`,
    );
  }

  // ---- rendering ----

  /** Every problem: the schema's, the map checks', and the ones given; one per fault (schema-tools.ts {@link oneProblemPerFault}). */
  get problems(): Issue[] {
    return oneProblemPerFault([...validate('missions', this.current, this.lang), ...mapProblems(this.current, this.lang, (kind) => this.creatureName(kind)), ...this.issues]);
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const problems = this.problems;
    return html`${this.renderPickBanner()}<div class="layout">
      <div class="work">
        <div class="dock">
          <div class="tools" role="toolbar" aria-label=${t(lang, 'tool')}>
            ${TOOL_GROUPS.map(
              (group, i) => html`${i > 0 ? html`<span class="rule" aria-hidden="true"></span>` : nothing}${group.map(
                (tool) =>
                  html`<button class="tool" data-tool=${tool} aria-pressed=${this.tool === tool ? 'true' : 'false'} title=${isObjectTool(tool) ? VOCABULARY.objectTypes[tool][lang].hint : nothing} @click=${() => this.chooseTool(tool)}>
                    ${toolIcon(TOOL_ICON[tool])}<span class="word">${this.toolWord(tool)}</span>
                  </button>`,
              )}`,
            )}
          </div>
          <div class="options">${this.renderToolOptions()}</div>
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
          <div class="preview" data-role="preview" ?data-empty=${this.previewNote !== ''}></div>
          ${this.previewNote ? html`<p class="hint" data-role="preview-note">${t(lang, this.previewNote)}</p>` : nothing}
        </section>
        ${this.selected ? this.renderInspector(this.selected, problems) : nothing}
        <section data-role="rooms">
          <h2>${fieldLabel('rooms', lang)}</h2>
          ${this.renderRooms(problems)}
        </section>
        <section data-role="problems">
          <h2>${t(lang, 'problems', { n: problems.length })}</h2>
          ${problems.length
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
            : html`<p class="ok">${t(lang, 'noProblems')}</p>`}
        </section>
      </div>
    </div>`;
  }

  private renderToolOptions(): TemplateResult | typeof nothing {
    const lang = this.lang;
    const m = this.current;
    switch (this.tool) {
      case 'room':
        return html`${this.renderShapes()}<label class="current-room"
            >${t(lang, 'roomPick')}
            <span class="swatch" aria-hidden="true" style=${styleProps({ background: this.roomColor(Math.max(0, m.map.rooms.findIndex((r) => r.char === this.roomChar))) })}></span>
            <select data-role="room-pick" @change=${(e: Event) => (this.roomChar = (e.target as HTMLSelectElement).value)}>
              ${m.map.rooms.length === 0 ? html`<option value="">${t(lang, 'none')}</option>` : nothing}
              ${m.map.rooms.map((r) => html`<option value=${r.char} ?selected=${r.char === this.roomChar}>${r.char} · ${this.roomLabel(r)}</option>`)}
            </select></label
          >
          ${m.map.rooms.length === 0 ? this.renderNewRoom() : nothing}`;
      case 'creature':
        return html`<label
            >${t(lang, 'creatureKind')}
            <select data-role="creature-kind" @change=${(e: Event) => (this.creatureKind = (e.target as HTMLSelectElement).value)}>
              ${(this.catalog.creatures ?? []).map((c) => html`<option value=${c.id} ?selected=${c.id === this.creatureKind}>${docName(c, lang) || c.id}</option>`)}
            </select></label
          >
          <label title=${t(lang, 'tagToolHint')}>${t(lang, 'tagTool')} <input type="text" data-role="tag" placeholder=${t(lang, 'tagToolExample')} .value=${this.tag} @input=${(e: Event) => (this.tag = (e.target as HTMLInputElement).value)} /></label>`;
      case 'treasure':
      case 'trap':
      case 'furniture':
      case 'exit':
      case 'marker': {
        const type = this.tool;
        const kinds = type === 'trap' ? TRAP_KINDS : type === 'furniture' ? FURNITURE_KINDS : null;
        const kindWords = type === 'trap' ? VOCABULARY.trapKinds : type === 'furniture' ? VOCABULARY.furniture : null;
        return html`${kinds
            ? html`<label
                >${t(lang, 'kind')}
                <select data-role="object-kind" @change=${(e: Event) => (this.objectKind = (e.target as HTMLSelectElement).value)}>
                  ${kinds.map((k) => {
                    const words = wordsOf(kindWords!, k, lang);
                    return html`<option value=${k} ?selected=${k === this.objectKind} title=${words?.hint ?? nothing}>${words?.name ?? k}</option>`;
                  })}
                </select></label
              >`
            : nothing}
          ${type === 'furniture'
            ? html`<span class="hint">${t(lang, 'furnitureInSight')}</span>`
            : html`<label
                ><input
                  type="checkbox"
                  data-role="object-hidden"
                  .checked=${this.objectHidden}
                  @change=${(e: Event) => {
                    this.objectHidden = (e.target as HTMLInputElement).checked;
                    this.objectHiddenChosen = true;
                  }}
                />
                ${fieldLabel('hidden', lang)}</label
              >`}`;
      }
      case 'npc':
        return html`<label>${t(lang, 'name')} <input type="text" data-role="npc-name" placeholder="Bruno" .value=${this.npcName} @input=${(e: Event) => (this.npcName = (e.target as HTMLInputElement).value)} /></label>`;
      case 'corridor':
      case 'rock':
        return html`${this.renderShapes()}<span class="hint">${this.hint()}</span>`;
      default:
        return html`<span class="hint">${this.hint()}</span>`;
    }
  }

  /** A tool's word under its picture: an object tool's is the kind of object, as the vocabulary names it. */
  private toolWord(tool: Tool): string {
    return isObjectTool(tool) ? VOCABULARY.objectTypes[tool][this.lang].name : t(this.lang, TOOL_KEYS[tool]);
  }

  /** The one-line hint of the tool in hand, naming touches ("tap") on a touch screen and clicks elsewhere. */
  private hint(): string {
    const touch = globalThis.matchMedia?.('(pointer: coarse)').matches === true;
    const key = this.tool === 'door' || this.tool === 'secret' ? 'doorHint' : this.tool === 'select' ? 'selectHint' : this.shape === 'rect' && this.brush ? 'shapeRectHint' : 'paintHint';
    return t(this.lang, touch ? `${key}Touch` : key);
  }

  /** The painting tools' choice: the brush or the rectangle. */
  private renderShapes(): TemplateResult {
    const lang = this.lang;
    return html`<span class="shapes" role="group" aria-label=${t(lang, 'shape')}>
      ${SHAPES.map(
        ({ shape, label, hint, icon }) =>
          html`<button class="chip" data-tool=${shape} aria-pressed=${this.shape === shape ? 'true' : 'false'} title=${t(lang, hint)} @click=${() => (this.shape = shape)}>
            ${toolIcon(icon)}${t(lang, label)}
          </button>`,
      )}
    </span>`;
  }

  private renderNewRoom(): TemplateResult {
    const lang = this.lang;
    return html`<span class="newroom"><label
        >${t(lang, 'roomNew')}
        <input
          type="text"
          data-role="new-room"
          placeholder=${t(lang, 'roomNewName')}
          .value=${this.newRoomName}
          @input=${(e: Event) => (this.newRoomName = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key !== 'Enter' || e.isComposing) return;
            e.preventDefault();
            this.addNewRoom();
          }}
      /></label>
      <button class="chip" data-action="add-room" @click=${() => this.addNewRoom()}>+ ${t(lang, 'add')}</button></span>`;
  }

  /** Adds the room named in the "new room" box (+ Add, or Enter in the box) and picks it to paint with. */
  private addNewRoom(): void {
    const { mission, char } = addRoom(this.current, this.newRoomName, t(this.lang, 'roomFallbackId'), this.lang);
    this.commit(mission);
    this.followRooms = new Set([...this.followRooms, char]);
    this.roomChar = char;
    this.newRoomName = '';
    this.tool = 'room';
  }

  private roomColor(index: number): string {
    return hex(palette.ROOMS[index % palette.ROOMS.length]!);
  }

  private renderRooms(problems: Issue[]): TemplateResult {
    const lang = this.lang;
    const m = this.current;
    return html`<div class="rooms">
      ${m.map.rooms.map((r, i) => {
        const mine = issuesUnder(problems, `map.rooms[${i}]`);
        return html`<div class="roomrow" data-room=${r.id}>
            <input
              type="radio"
              name="room"
              title=${t(lang, 'roomPick')}
              aria-label=${`${t(lang, 'roomPick')}: ${r.name?.[lang] || r.name?.it || r.id}`}
              .checked=${this.tool === 'room' && this.roomChar === r.char}
              @change=${() => {
                this.tool = 'room';
                this.roomChar = r.char;
              }}
            />
            <span class="swatch" style=${styleProps({ background: this.roomColor(i) })} title=${r.char}></span>
            <span>
              <span class="row names">
                ${(['it', 'en'] as const).map(
                  (l) =>
                    html`<input
                      type="text"
                      lang=${l}
                      placeholder=${!r.name?.[l] && r.name?.[l === 'it' ? 'en' : 'it'] ? t(lang, 'toTranslate', { text: r.name[l === 'it' ? 'en' : 'it']! }) : `${t(lang, 'name')} (${l})`}
                      data-role=${`room-name-${l}`}
                      data-path=${`map.rooms[${i}].name.${l}`}
                      aria-label=${`${t(lang, 'name')} (${l})`}
                      .value=${r.name?.[l] ?? ''}
                      @input=${(e: Event) => this.commit(nameRoom(this.current, r.char, l, (e.target as HTMLInputElement).value, this.followRooms.has(r.char)), `room-name-${i}-${l}`)}
                    />`,
                )}
              </span>
              <details class="roomid expert" data-role="room-id-expert">
                <summary>${t(lang, 'expertId')}</summary>
                <label title=${t(lang, this.followRooms.has(r.char) ? 'roomIdFollows' : 'roomIdHint')}
                  >${t(lang, 'roomId')}
                  <input
                    type="text"
                    data-role="room-id"
                    .value=${live(r.id)}
                    @input=${(e: Event) => {
                      if (this.followRooms.has(r.char)) this.followRooms = new Set([...this.followRooms].filter((c) => c !== r.char));
                      this.commit(setRoomId(this.current, r.char, (e.target as HTMLInputElement).value), `room-id-${i}`);
                    }}
                /></label>
              </details>
              ${mine.map((p) => html`<div class="err hint">${p.message}</div>`)}
              ${this.renderRoomEventsButton(r)}
            </span>
            <button class="small secondary" data-action="remove-room" title=${t(lang, 'remove')} @click=${() => this.commit(removeRoom(this.current, r.char))}>×</button>
          </div>`;
      })}
      <div>${this.renderNewRoom()}</div>
    </div>`;
  }

  /** A room's "Events (n)" button: selects the room's first square, whose inspector lists and adds its events. */
  private renderRoomEventsButton(r: DraftMission['map']['rooms'][number]): TemplateResult | typeof nothing {
    const m = this.current;
    const y = m.map.rows.findIndex((row) => row.includes(r.char));
    if (y < 0) return nothing;
    const x = m.map.rows[y]!.indexOf(r.char);
    const n = eventsAt(m, x, y).length;
    return html`<button
      class="small secondary"
      data-action="room-events"
      @click=${() => {
        this.chooseTool('select');
        this.selected = [x, y];
        void this.updateComplete.then(() => this.renderRoot.querySelector('[data-role="events-here"]')?.scrollIntoView({ block: 'nearest' }));
      }}
    >
      ${t(this.lang, 'roomEventsButton', { n })}
    </button>`;
  }

  private renderInspector([x, y]: Sq, problems: Issue[]): TemplateResult {
    const lang = this.lang;
    const m = this.current;
    const things = thingsAt(m, x, y);
    const c = charAt(m, x, y);
    const room = m.map.rooms.find((r) => r.char === c);
    const area = c === '#' ? t(lang, 'toolRock') : c === '.' ? t(lang, 'toolCorridor') : `${t(lang, 'toolRoom')} ${room ? this.roomLabel(room) : c}`;
    return html`<section data-role="inspector">
      <h2>${t(lang, 'selection', { square: squareName(x, y, lang) })} · ${area}</h2>
      ${things.length === 0 ? html`<p class="hint">${t(lang, 'nothingHere')}</p>` : nothing}
      ${things.map((th) => this.renderThing(th, problems))}
      ${c === '#' ? nothing : this.renderEventsHere([x, y], problems)}
    </section>`;
  }

  /**
   * The events of the selected square's room (or of the square itself, in a corridor), each in its form, and buttons
   * adding one fired there: when a hero enters, when the room is revealed (events where the map shows
   * them, not only under "Dettagli").
   */
  private renderEventsHere([x, y]: Sq, problems: Issue[]): TemplateResult {
    const lang = this.lang;
    const m = this.current;
    const room = roomAt(m, x, y);
    const here = eventsAt(m, x, y);
    const schema = (schemaOf('missions').properties?.events?.items ?? {}) as JsonSchema;
    const rootChoices = choicesFor(this.catalog, m, lang);
    const trigger = (type: 'enter' | 'room_revealed') => VOCABULARY.triggers[type][lang];
    const add = (when: Parameters<typeof addEvent>[1]) => this.commit(addEvent(this.current, when).mission);
    return html`<div class="events-here" data-role="events-here">
      <h3>${room ? t(lang, 'roomEvents', { room: this.roomLabel(room) }) : t(lang, 'squareEvents')}</h3>
      ${here.length === 0 ? html`<p class="hint">${t(lang, room ? 'roomEventsNone' : 'squareEventsNone')}</p>` : nothing}
      ${here.map((i) => {
        const base = `events[${i}]`;
        const mine = issuesUnder(problems, base).map((p) => ({ path: p.path.slice(base.length).replace(/^\./, ''), message: p.message }));
        const remove = () => this.commit({ ...this.current, events: (this.current.events as unknown[]).filter((_, j) => j !== i) });
        return html`<div class="thing" data-event=${base}>
          <header><span>${t(lang, 'eventN', { n: i + 1 })}</span><button class="small secondary" data-action="remove-event" title=${t(lang, 'remove')} @click=${remove}>×</button></header>
          <qb-json-form
            compact
            .schema=${schema}
            .value=${(this.current.events as unknown[])[i]}
            .at=${['events', i]}
            .pickSquares=${true}
            .issues=${mine}
            .choices=${(path: Path, key: string, v: unknown) => rootChoices(['events', i, ...path], key, v)}
            lang=${lang}
            @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
              e.stopPropagation();
              const events = (this.current.events as unknown[]).slice();
              events[i] = e.detail.value;
              this.commit({ ...this.current, events }, base);
            }}
          ></qb-json-form>
        </div>`;
      })}
      <div class="row add-event">
        ${room
          ? html`<button class="small" data-action="add-event-enter" title=${trigger('enter').hint} @click=${() => add({ type: 'enter', room: room.id })}>+ ${t(lang, 'addEventEnter')}</button>
              <button class="small secondary" data-action="add-event-revealed" title=${trigger('room_revealed').hint} @click=${() => add({ type: 'room_revealed', room: room.id })}>+ ${t(lang, 'addEventRevealed')}</button>`
          : html`<button class="small" data-action="add-event-enter" title=${trigger('enter').hint} @click=${() => add({ type: 'enter', cells: [[x, y]] })}>+ ${t(lang, 'addEventStep')}</button>`}
      </div>
    </div>`;
  }

  private renderThing(th: Thing, problems: Issue[]): TemplateResult {
    const lang = this.lang;
    const m = this.current;
    const remove = () => {
      const list = (m[th.list] as unknown[]).filter((_, j) => j !== th.index);
      this.commit({ ...m, [th.list]: list } as DraftMission);
    };
    if (th.list === 'start') {
      return html`<div class="thing" data-thing="start">
        <header><span>${t(lang, 'startN', { n: th.index + 1 })}</span><button class="small secondary" @click=${remove}>×</button></header>
      </div>`;
    }
    const base = `${th.list}[${th.index}]`;
    const schema = (schemaOf('missions').properties?.[th.list]?.items ?? {}) as JsonSchema;
    const item = m[th.list][th.index] as unknown as Record<string, unknown>;
    const mine = issuesUnder(problems, base).map((i) => ({ path: i.path.slice(base.length).replace(/^\./, ''), message: i.message }));
    const rootChoices = choicesFor(this.catalog, m, lang);
    const title = th.list === 'monsters' ? `${t(lang, 'toolCreature')}: ${this.creatureName(String(item.kind))}` : th.list === 'npcs' ? `${t(lang, 'toolNpc')}: ${String(item.name)}` : wordsOf(VOCABULARY.objectTypes, String(item.type), lang)?.name ?? String(item.type);
    return html`<div class="thing" data-thing=${base}>
      <header><span>${title}</span><button class="small secondary" title=${t(lang, 'remove')} @click=${remove}>×</button></header>
      <qb-json-form
        compact
        .schema=${schema}
        .value=${item}
        .at=${[th.list, th.index]}
        .pickSquares=${true}
        .issues=${mine}
        .choices=${(path: Path, key: string, v: unknown) => rootChoices([th.list, th.index, ...path], key, v)}
        lang=${lang}
        @value-changed=${(e: CustomEvent<{ value: unknown }>) => {
          e.stopPropagation();
          const list = (this.current[th.list] as unknown[]).slice();
          list[th.index] = e.detail.value;
          this.commit({ ...this.current, [th.list]: list } as DraftMission, `${base}`);
        }}
      ></qb-json-form>
    </div>`;
  }

  /**
   * The grid's materials: rock hatched as on a drawn dungeon map, and every square a flagstone (a light upper-left
   * edge, a dark lower-right one) laid over the room's colour.
   */
  private renderGridDefs(): SVGTemplateResult {
    return svg`<defs>
      <pattern id="qb-rock" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill=${hex(palette.ROCK)}></rect>
        <line x1="0" y1="0" x2="0" y2="8" stroke="#ffffff14" stroke-width="2"></line>
      </pattern>
      <pattern id="qb-tiles" width=${CELL} height=${CELL} patternUnits="userSpaceOnUse">
        <path d=${`M0.5 ${CELL - 0.5}V0.5H${CELL - 0.5}`} fill="none" stroke="#ffffff26" stroke-width="1"></path>
        <path d=${`M${CELL - 1} 1V${CELL - 1}H1`} fill="none" stroke="#00000026" stroke-width="1.5"></path>
      </pattern>
    </defs>`;
  }

  /** The rectangle being dragged: the squares it will paint, tinted in the brush's colour and outlined. */
  private renderRectPreview(fill: (c: string) => string): SVGTemplateResult | typeof nothing {
    const drag = this.rectDrag;
    const brush = this.brush;
    if (!drag || !brush) return nothing;
    const x0 = Math.min(drag.from[0], drag.to[0]);
    const y0 = Math.min(drag.from[1], drag.to[1]);
    const w = Math.abs(drag.from[0] - drag.to[0]) + 1;
    const h = Math.abs(drag.from[1] - drag.to[1]) + 1;
    return svg`<rect data-role="rect-preview" data-from=${drag.from.join(',')} data-to=${drag.to.join(',')} pointer-events="none" x=${x0 * CELL} y=${y0 * CELL} width=${w * CELL} height=${h * CELL} fill=${fill(brushChar(brush))} fill-opacity="0.6" stroke="#4dd2ff" stroke-width="2" stroke-dasharray="5 3"></rect>`;
  }

  private renderGrid(problems: Issue[]): TemplateResult {
    const m = this.current;
    const { width, height } = sizeOf(m);
    const roomIndex = new Map(m.map.rooms.map((r, i) => [r.char, i]));
    const fill = (c: string) => (c === '#' ? hex(palette.ROCK) : c === '.' ? hex(palette.CORRIDOR) : roomIndex.has(c) ? this.roomColor(roomIndex.get(c)!) : '#ff00ff');
    const cells: SVGTemplateResult[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = charAt(m, x, y);
        cells.push(svg`<rect data-cell=${`${x},${y}`} data-x=${x} data-y=${y} x=${x * CELL} y=${y * CELL} width=${CELL} height=${CELL} fill=${c === '#' ? 'url(#qb-rock)' : fill(c)} stroke="#00000033" stroke-width="1"></rect>`);
      }
    }
    // walls between different areas
    const walls: SVGTemplateResult[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = charAt(m, x, y);
        const right = charAt(m, x + 1, y);
        const down = charAt(m, x, y + 1);
        if (x + 1 < width && c !== right && !(c === '#' && right === '#')) walls.push(svg`<line x1=${(x + 1) * CELL} y1=${y * CELL} x2=${(x + 1) * CELL} y2=${(y + 1) * CELL} stroke="#1b1720" stroke-width="3"></line>`);
        if (y + 1 < height && c !== down && !(c === '#' && down === '#')) walls.push(svg`<line x1=${x * CELL} y1=${(y + 1) * CELL} x2=${(x + 1) * CELL} y2=${(y + 1) * CELL} stroke="#1b1720" stroke-width="3"></line>`);
      }
    }
    // room labels on each room's first square
    const labels: SVGTemplateResult[] = [];
    m.map.rooms.forEach((r) => {
      const y = m.map.rows.findIndex((row) => row.includes(r.char));
      if (y < 0) return;
      const x = m.map.rows[y]!.indexOf(r.char);
      // along the top of the square, above the start markers (which sit low in their squares), on a dark halo
      labels.push(svg`<text x=${x * CELL + 3} y=${y * CELL + 8.5} font-size="8" fill="#ffffffdd" stroke="#000000aa" stroke-width="2" paint-order="stroke" pointer-events="none" data-room=${r.id}>${r.char} ${this.roomLabel(r)}</text>`);
    });
    const badPaths = new Set(problems.map((p) => p.path));
    const doors = m.map.doors.map((d, i) => {
      const [[ax, ay], [bx, by]] = d.between;
      const bad = [...badPaths].some((p) => p.startsWith(`map.doors[${i}]`));
      const color = bad ? '#ff3b30' : d.secret ? '#b46cff' : hex(palette.DOOR_ACTIONABLE);
      const dash = d.secret ? '4 3' : '';
      if (ay === by) {
        const ex = Math.max(ax, bx) * CELL;
        return svg`<line data-door=${i} x1=${ex} y1=${ay * CELL + 4} x2=${ex} y2=${(ay + 1) * CELL - 4} stroke=${color} stroke-width="6" stroke-dasharray=${dash} stroke-linecap="round"></line>`;
      }
      const ey = Math.max(ay, by) * CELL;
      return svg`<line data-door=${i} x1=${ax * CELL + 4} y1=${ey} x2=${(ax + 1) * CELL - 4} y2=${ey} stroke=${color} stroke-width="6" stroke-dasharray=${dash} stroke-linecap="round"></line>`;
    });
    const mid = (v: number) => v * CELL + CELL / 2;
    const starts = m.start.map(
      // low in the square, clear of a room's label along its top
      ([x, y], i) => svg`<g pointer-events="none" data-start=${i}><circle cx=${mid(x)} cy=${y * CELL + START_CY} r=${START_R} fill="#2f9e5b" stroke="#fff" stroke-width="1.5"></circle><text x=${mid(x)} y=${y * CELL + START_CY + 3} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${i + 1}</text></g>`,
    );
    const monsters = m.monsters.map((o) => {
      const kind = (this.catalog.creatures ?? []).find((c) => c.id === o.kind) as (Doc & { color?: string }) | undefined;
      // the token's letters from the creature's name in the reader's language, its tag in words (not the ids)
      const letters = tokenLetters(kind ? docName(kind, this.lang) : '', o.kind);
      return svg`<g pointer-events="none" data-token=${`${o.x},${o.y}`}><circle cx=${mid(o.x)} cy=${mid(o.y)} r="9" fill=${kind?.color ?? '#b23a2e'} stroke="#000" stroke-width="1"></circle><text data-role="letters" x=${mid(o.x)} y=${mid(o.y) + 3.5} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${letters}</text>${o.tag ? svg`<text data-role="tag" x=${o.x * CELL + CELL - 2} y=${o.y * CELL + 8} font-size="7" text-anchor="end" fill="#ffd34d">${tagWords(o.tag, this.lang)}</text>` : nothing}</g>`;
    });
    const npcs = m.npcs.map(
      (o) => svg`<g pointer-events="none"><rect x=${o.x * CELL + 5} y=${o.y * CELL + 5} width=${CELL - 10} height=${CELL - 10} rx="4" fill="#3b6fb6" stroke="#fff" stroke-width="1"></rect><text x=${mid(o.x)} y=${mid(o.y) + 3.5} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${(o.name || '?').slice(0, 1)}</text></g>`,
    );
    // each object its tool's picture in the square's lower right corner (dimmed when hidden)
    const objects = m.objects.map((o) => {
      const icon = isObjectTool(o.type as Tool) ? TOOL_ICON[o.type as ObjectType] : null;
      return icon
        ? svg`<g pointer-events="none" data-object=${`${o.x},${o.y}`} data-type=${o.type} opacity=${o.hidden ? 0.6 : 1}><rect x=${o.x * CELL + CELL - 14} y=${o.y * CELL + CELL - 14} width="13" height="13" rx="3" fill="#1b1610cc"></rect>${iconAt(icon, o.x * CELL + CELL - 13, o.y * CELL + CELL - 13, 11, '#ffd98a')}</g>`
        : nothing;
    });
    const marked = new Set<string>();
    for (const p of problems) {
      const sq = squareOfIssue(m, p.path);
      if (sq) marked.add(`${sq[0]},${sq[1]}`);
      const room = /^map\.rooms\[(\d+)\]/.exec(p.path);
      if (room) {
        const r = m.map.rooms[Number(room[1])];
        if (r) m.map.rows.forEach((row, y) => [...row].forEach((c, x) => c === r.char && marked.add(`${x},${y}`)));
      }
    }
    const bad = [...marked].map((k) => {
      const [x, y] = k.split(',').map(Number) as [number, number];
      return svg`<rect pointer-events="none" data-bad=${k} x=${x * CELL + 1.5} y=${y * CELL + 1.5} width=${CELL - 3} height=${CELL - 3} fill="none" stroke="#ff3b30" stroke-width="2" stroke-dasharray="3 2"></rect>`;
    });
    const sel = this.selected;
    return html`<svg
      data-role="grid"
      style=${styleProps({ 'max-width': `min(${width * BIG_CELL}px, calc((100vh - 17rem) * ${(width / height).toFixed(4)}))` })}
      width=${width * CELL}
      height=${height * CELL}
      viewBox=${`0 0 ${width * CELL} ${height * CELL}`}
      @pointerdown=${this.onPointerDown}
      @pointermove=${this.onPointerMove}
      @pointerup=${this.onPointerUp}
      @pointercancel=${this.onPointerCancel}
    >
      ${this.renderGridDefs()}${cells}<rect pointer-events="none" width=${width * CELL} height=${height * CELL} fill="url(#qb-tiles)"></rect>${walls}${doors}${objects}${starts}${monsters}${npcs}${labels}${bad}${this.renderRectPreview(fill)}${this.renderPicked()}
      ${sel ? svg`<rect pointer-events="none" x=${sel[0] * CELL + 0.5} y=${sel[1] * CELL + 0.5} width=${CELL - 1} height=${CELL - 1} fill="none" stroke="#4dd2ff" stroke-width="2"></rect>` : nothing}
    </svg>`;
  }
}

/** The grid's square size in CSS pixels. */
export const GRID_CELL = CELL;

/** Input types that take typing (and so keep their own Ctrl+Z); a checkbox, radio or button does not. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether a key's target is a field that keeps its own Ctrl+Z: a typed input, a text area, a select, editable text. */
function isField(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
}
