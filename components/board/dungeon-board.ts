/**
 * The three.js board: draws a {@link BoardScene} in isometric view and reports what the player clicks.
 * It imports nothing from the elements and knows nothing of HTTP.
 * @module
 */
import {
  DoubleSide,
  Matrix4,
  Mesh,
  Plane,
  Quaternion,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  Color,
  CanvasTexture,
  NearestMipmapNearestFilter,
  type BufferGeometry,
  type Material,
  type MeshBasicMaterial,
  type WebGLRenderer,
} from 'three';
import { cameraFacing, createIsometricCamera, screenRight } from './camera.ts';
import { CameraControls, type CameraState } from './camera-controls.ts';
import * as geo from './geometry.ts';
import { InstancedLayer, type Instance } from './instanced-layer.ts';
import { areaAt, edgeBetween, floorTiles, rockTiles, roomOfArea, wallEdges, ROCK_AREA } from './layout.ts';
import * as palette from './palette.ts';
import { SharedRenderer, type RenderTarget } from './shared-renderer.ts';
import { MergedLayer } from './merged-layer.ts';
import { flatColouredMaterial, paint, vertexLitMaterial, type BoardLights } from './vertex-light.ts';
import { cursorBand, cursorGeometry, CURSOR_BAND, CURSOR_COLOR, reshapeCursor } from './cursor.ts';
import { BoardMotion, STEP_MS, type PiecePlace } from './motion.ts';
import { FigureLayers, figureOf, FIGURES } from './figures.ts';
import { choosePick, cursorFor, hoverHighlight } from './hover.ts';
import { buildObjectBatch, MODEL_KIT, modelsReady, objectMidHeight, objectOfTriangle, setModels, type ObjectBatch } from './objects.ts';
import { iconsOf, StatusIconLayer, type IconInstance } from './status-icons.ts';
import { NO_MARKS, type BoardMarks, type BoardObject, type BoardPick, type BoardScene } from './types.ts';
import type { GameEvent, Unit } from '../../engine/index.ts';
import type { BoardView } from './board-view.ts';

/** Options of a {@link DungeonBoard}. */
export interface DungeonBoardOptions {
  /** Called when the player clicks something on the board. */
  onPick?: (pick: BoardPick) => void;
  /** Called when the player zoomed, panned or turned the view (anything shown by a client position has moved). */
  onCamera?: (state: CameraState) => void;
  /**
   * Called when the mouse pointer moves onto something else (a piece, a door, an object, a square, or nothing:
   * null), with the pointer's client position.
   */
  onHover?: (pick: BoardPick | null, client: { x: number; y: number }) => void;
  /**
   * Called when drawing a frame failed (the error thrown inside it): the owner takes the board away and says so.
   * Without it, the error is thrown from the frame.
   */
  onError?: (error: unknown) => void;
  /** The renderer to draw with; the page's shared one by default. */
  renderer?: SharedRenderer;
  /** Cap on the device pixel ratio (2 by default). */
  maxPixelRatio?: number;
}

/** The draw order of the floor, the joints and the slab: after the opaque things standing on them, before the marks. */
const FLOOR_ORDER = 0.5;
/** How long the fog over a room the heroes just revealed takes to clear (ms; at once under reduced motion). */
export const FOG_FADE_MS = 450;
/** How much darker a floor square's corner is where a wall stands on each of its two sides (baked shade). */
const WALL_SHADE = 0.3;
/** How far a piece a click would act on rises off its base under the pointer (world units). */
const HOVER_LIFT = 0.08;
/** The pieces' size against their square (figures.ts builds them for a square of 1). */
export const PIECE_SCALE = 1.2;
/** How long a refused click's square stays marked (ms). */
const FLASH_MS = 420;
const UP = new Vector3(0, 1, 0);
const Y_QUARTER = new Quaternion().setFromAxisAngle(UP, Math.PI / 2);
/** A piece's turn to face the camera gone round the board by `quarterTurns` quarter turns. */
const pieceTurn = (quarterTurns: number) => new Quaternion().setFromAxisAngle(UP, Math.PI / 4 + (quarterTurns * Math.PI) / 2);
const IDENTITY = new Quaternion();
const ONE = new Vector3(1, 1, 1);
/** Status badges: their diameter, the gap between their middles, and the height of their middles above the floor. */
const ICON_SIZE = 0.4;
const ICON_STEP = 0.36;
const ICON_HEIGHT = geo.PIECE_HEIGHT * PIECE_SCALE + geo.PIECE_BASE_HEIGHT + 0.2;

/** The middle of the `i`-th of a unit's `n` status badges, in a row above its piece (left to right along `right`, the screen's right in the world). */
function badgePosition(u: { x: number; y: number }, i: number, n: number, right: Vector3): Vector3 {
  return new Vector3(u.x + 0.5, ICON_HEIGHT, u.y + 0.5).addScaledVector(right, (i - (n - 1) / 2) * ICON_STEP);
}

function at(x: number, y: number, z: number, q: Quaternion = IDENTITY, s: Vector3 = ONE): Matrix4 {
  return new Matrix4().compose(new Vector3(x, y, z), q, s);
}

const floorTextures = new Map<palette.BoardSetting, CanvasTexture>();
/** The dressing's chunk once loaded (dressing.ts), and the status badges' atlas it painted: once per page. */
let dressingLoaded: typeof import('./dressing.ts') | null = null;
let atlas: HTMLCanvasElement | null = null;
const atlasOf = (draw: () => HTMLCanvasElement) => (atlas ??= draw());

/**
 * The floor texture of a setting, made once per page from the canvas `paint` draws (dressing.ts) and shared by every
 * board (never disposed): raw grey levels, no colour space, mipmapped.
 */
function floorTexture(setting: palette.BoardSetting, paint: (setting: palette.BoardSetting) => HTMLCanvasElement): CanvasTexture {
  let texture = floorTextures.get(setting);
  if (!texture) {
    texture = new CanvasTexture(paint(setting));
    // one texel of one mipmap level per pixel, not a blend of eight: the floor covers most of the board, and under
    // software GL each texture read costs
    texture.minFilter = NearestMipmapNearestFilter;
    floorTextures.set(setting, texture);
  }
  return texture;
}

/**
 * An isometric dungeon board drawn by the page's shared WebGL renderer into its own 2D canvas.
 *
 * Use: `const board = new DungeonBoard({ onPick })`, `board.attach(container)`, then `setScene(...)` and
 * `setMarks(...)` whenever the table changes; `dispose()` when done. It draws only when something changed
 * (dirty flag) and, while {@link motion} animates what an update brought (`setScene(scene, events)`), every animation
 * frame until that ends; it follows its container's size (ResizeObserver) and skips drawing while off screen
 * (IntersectionObserver). The player zooms, drags and turns the view on its canvas (`camera-controls.ts`: wheel,
 * pinch, drag; {@link zoomBy}, {@link rotate}, {@link centreOn} for buttons and keys); a tap picks what is drawn on
 * top there that the seat can act on ({@link pick}); a press skips the running animations.
 *
 * The static layers (floor tiles, walls, solid rock, the fog over what the heroes have not explored, an outdoor
 * mission's trees) are one merged mesh each; doors, the pieces (one layer per figure) and their bases, square marks,
 * rings and status badges (poisoned, stunned, dormant, a stat raised or lowered) one InstancedMesh each; the mission's
 * objects (treasure, traps, exits as stairs, markers, furniture) are merged into one mesh (plus one for the hidden
 * objects the master sees, drawn faded), so a frame costs a handful of draw calls whatever the board's size. The
 * scene's `setting` chooses the look (`dungeon`: flagstones and stone walls; `outdoor`: grass, a dirt road, hedges,
 * trees). What the first frame can do without (the floor's texture, the badges' pictures, the objects' models) comes
 * in a chunk fetched once the first board shows (dressing.ts).
 */
export class DungeonBoard implements RenderTarget, BoardView {
  /** Which renderer this is (the {@link BoardView} seam). */
  readonly renderer = '3d' as const;
  /**
   * The canvas the board shows in and takes the pointer, wheel and keys on; put in the page by {@link attach}. Its
   * pixels are the frame's copy, or transparent while the shared renderer's own canvas shows beneath it (the page's
   * only board, {@link show}): read the frame with {@link readPixel} or {@link pixels}, not from this canvas.
   */
  readonly canvas: HTMLCanvasElement;
  /** What the board puts in its container: {@link canvas} and, beneath it, the renderer's canvas while it shows it. */
  private readonly box: HTMLDivElement;
  /** The renderer's canvas, while this board shows it (the only board on the page). */
  private shown: HTMLCanvasElement | null = null;
  /** Whether {@link canvas} holds the last frame (copied), rather than the renderer's canvas beneath it. */
  private copied = false;
  pixelWidth = 0;
  pixelHeight = 0;
  dirty = true;
  visible = true;
  /** Draw calls of the last frame (`renderer.info.render.calls`). */
  drawCalls = 0;
  /** Frames drawn so far. */
  frames = 0;
  /** Draw calls of every frame drawn so far (for tests and benches). */
  totalDrawCalls = 0;
  /** The pieces' animations (docs/embedding.md, "Motion"): `motion.allowed`, `motion.running`, `motion.finish()`. */
  readonly motion: BoardMotion;

  private readonly shared: SharedRenderer;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly scene3d = new Scene();
  private readonly camera = createIsometricCamera();
  private readonly raycaster = new Raycaster();
  private readonly geometries: BufferGeometry[] = [];
  private readonly materials: Material[] = [];
  private readonly floor: MergedLayer<number>;
  /** The floor's material: plain colours until the texture's chunk arrives ({@link loadTexture}). */
  private readonly floorMaterial: MeshBasicMaterial;
  private textureSetting: palette.BoardSetting | null = null;
  /** The fog over the squares the heroes have not explored, and the fog of a room just revealed, fading. */
  private readonly fog: MergedLayer<number>;
  private readonly fogFading: MergedLayer<number>;
  private readonly fogFadingMaterial: MeshBasicMaterial;
  /** The fade's clock (ms): it runs with the frames' clock, but at most {@link STEP_MS} per drawn frame, so a slow
   * or busy machine still shows the fade over several frames, as the pieces' moves. */
  private fogFadeElapsed = 0;
  /** The frames' clock at the fade's last frame (ms, `performance.now()`). */
  private fogFadeLast = 0;
  /** The size of the board the fog was last laid on (a fog cleared on another board does not fade). */
  private fogBoard = '';
  /** The floor textures' painter, once its chunk has arrived (dressing.ts). */
  private dressing: typeof import('./dressing.ts') | null = null;
  private dressingLoad: Promise<void> | null = null;
  /** The trees on the solid squares of an outdoor mission. */
  private readonly trees: MergedLayer<number>;
  /** The bases the pieces stand on, in their side's colour, with their contact shadow. */
  private readonly pieceBases: InstancedLayer<string>;
  private readonly walls: MergedLayer<number>;
  private readonly rock: MergedLayer<number>;
  /** Rock inside the board: only its top shows (its sides lie inside walls or against rock). */
  private readonly rockTops: MergedLayer<number>;
  private readonly doors: InstancedLayer<string>;
  private readonly doorFrames: InstancedLayer<string>;
  private hoveredDoor: string | null = null;
  private readonly pieces: FigureLayers;
  private readonly squareMarks: InstancedLayer<number>;
  private readonly moveFrames: InstancedLayer<number>;
  private readonly flash: InstancedLayer<number>;
  private flashTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly objectMaterial: Material;
  private readonly fadedObjectMaterial: Material;
  private objectMeshes: { mesh: Mesh; batch: ObjectBatch }[] = [];
  private drawnIds = new Set<string>();
  private objectsKey = '';
  private readonly rings: InstancedLayer<string>;
  private readonly hover: InstancedLayer<number>;
  private readonly cursorMark: InstancedLayer<number>;
  private readonly icons: StatusIconLayer;
  private badgeCounts = new Map<string, number>();
  /** Where each piece was last drawn (square coordinates), for {@link drawnPiece}. */
  private drawnPlaces = new Map<string, { x: number; y: number }>();
  private slab: Mesh | null = null;
  private readonly slabMaterial: Material;
  private state: BoardScene | null = null;
  private marks: BoardMarks = NO_MARKS;
  private hovered: string | null = null;
  /** The piece under the pointer that a click would act on, drawn lifted off its base. */
  private hoveredUnit: string | null = null;
  private hoverKey = '';
  private container: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private intersectionObserver: IntersectionObserver | null = null;
  private readonly controls: CameraControls;
  private waiters: (() => void)[] = [];
  private readonly maxPixelRatio: number;
  private readonly onPick: ((pick: BoardPick) => void) | undefined;
  private readonly onHover: DungeonBoardOptions['onHover'];
  private readonly onCamera: DungeonBoardOptions['onCamera'];
  private readonly onError: DungeonBoardOptions['onError'];
  private disposed = false;

  constructor(options: DungeonBoardOptions = {}) {
    this.shared = options.renderer ?? SharedRenderer.get();
    this.onPick = options.onPick;
    this.onHover = options.onHover;
    this.onCamera = options.onCamera;
    this.onError = options.onError;
    this.maxPixelRatio = options.maxPixelRatio ?? 2;
    this.canvas = document.createElement('canvas');
    this.canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;';
    this.box = document.createElement('div');
    // its own stacking context: the renderer's canvas (z-index -1) shows beneath the board's canvas, above the page
    this.box.style.cssText = 'position:relative;isolation:isolate;width:100%;height:100%;';
    this.box.append(this.canvas);
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas context');
    this.ctx = ctx;

    // a warm key light, as of torches, over a cool dark ground
    const lights: BoardLights = { hemisphere: { sky: 0xffe6c4, ground: 0x2a2538, intensity: 1.85 }, ambient: { color: 0xfff4e6, intensity: 0.35 }, sun: { color: 0xffdcae, intensity: 2.3, position: [4, 10, 2.5] } };
    // lit per vertex: the look of Lambert for a fraction of its cost under software GL (vertex-light.ts)
    // the static layers, merged into one mesh each (merged-layer.ts): their colours are in their vertices
    const solid = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    const pieces = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    const marks = this.material(flatColouredMaterial({ transparent: true, opacity: 0.55, depthWrite: false, side: DoubleSide }));
    const rings = this.material(flatColouredMaterial({ side: DoubleSide }));
    const hover = this.material(flatColouredMaterial({ transparent: true, opacity: 0.5, depthWrite: false, color: 0xffffff }));
    const frames = this.material(flatColouredMaterial({ transparent: true, opacity: 0.95, depthWrite: false, side: DoubleSide }));
    this.objectMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    this.fadedObjectMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true, transparent: true, opacity: 0.4, depthWrite: false }));
    this.slabMaterial = pieces;
    const s = this.scene3d;
    this.floorMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    this.floor = new MergedLayer(s, this.geometry(geo.tileGeometry()), this.floorMaterial);
    this.floor.mesh.name = 'floor';
    const fogGeometry = this.geometry(geo.fogGeometry());
    this.fog = new MergedLayer(s, fogGeometry, this.material(flatColouredMaterial({ vertexColors: true })));
    this.fog.mesh.name = 'fog';
    this.fogFadingMaterial = this.material(flatColouredMaterial({ vertexColors: true, transparent: true, depthWrite: false }));
    this.fogFading = new MergedLayer(s, fogGeometry, this.fogFadingMaterial);
    this.fogFading.mesh.name = 'fog-fading';
    this.fogFading.mesh.renderOrder = 5;
    this.trees = new MergedLayer(s, this.geometry(geo.treeGeometry(palette.TRUNK, palette.LEAVES)), solid);
    this.trees.mesh.name = 'trees';
    this.pieceBases = new InstancedLayer(s, this.geometry(geo.pieceBaseGeometry()), pieces, 16);
    this.pieceBases.mesh.name = 'piece-bases';
    this.walls = new MergedLayer(s, this.geometry(geo.wallGeometry()), solid);
    this.walls.mesh.name = 'walls';
    this.rock = new MergedLayer(s, this.geometry(geo.rockGeometry()), solid);
    this.rockTops = new MergedLayer(s, this.geometry(geo.rockTopGeometry()), solid);
    this.doors = new InstancedLayer(s, this.geometry(geo.doorGeometry()), pieces, 16);
    this.doorFrames = new InstancedLayer(s, this.geometry(geo.doorFrameGeometry()), pieces, 16);
    this.pieces = new FigureLayers(s, pieces);
    this.squareMarks = new InstancedLayer(s, this.geometry(geo.squareMarkGeometry()), marks, 64);
    this.moveFrames = new InstancedLayer(s, this.geometry(geo.squareFrameGeometry()), frames, 64);
    this.flash = new InstancedLayer(s, this.geometry(geo.squareFrameGeometry()), frames, 1);
    this.rings = new InstancedLayer(s, this.geometry(geo.ringGeometry()), rings, 16);
    this.hover = new InstancedLayer(s, this.geometry(geo.squareMarkGeometry()), hover, 1);
    this.cursorMark = new InstancedLayer(s, this.geometry(cursorGeometry()), frames, 1);
    this.icons = new StatusIconLayer(s, ICON_SIZE);
    this.motion = new BoardMotion(s);
    // the floor after what stands on it (walls, rock, doors, pieces, objects: order 0): the pixels they hide fail the
    // depth test before they are shaded, which is most of a frame's cost under software GL
    this.floor.mesh.renderOrder = FLOOR_ORDER;
    this.squareMarks.mesh.renderOrder = 1;
    this.moveFrames.mesh.renderOrder = 2;
    this.flash.mesh.renderOrder = 3;
    this.hover.mesh.renderOrder = 3;
    this.cursorMark.mesh.renderOrder = 4;


    this.controls = new CameraControls(this.canvas, this.camera, {
      onTap: (x, y) => this.onTap(x, y),
      onChange: (turned) => this.onViewChange(turned),
    });
    this.canvas.addEventListener('pointerdown', this.onPress);
    this.canvas.addEventListener('pointermove', this.onPointerMove);
    this.canvas.addEventListener('pointerleave', this.onPointerLeave);
  }

  private geometry(g: BufferGeometry): BufferGeometry {
    this.geometries.push(g);
    return g;
  }

  private material<M extends Material>(m: M): M {
    this.materials.push(m);
    return m;
  }

  /** Puts the canvas in `container`, follows its size and visibility, and registers with the renderer. */
  attach(container: HTMLElement): void {
    if (this.disposed) throw new Error('the board was disposed');
    if (this.container === container) return;
    this.detach();
    this.container = container;
    container.append(this.box);
    this.resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.resize(box.width, box.height);
    });
    this.resizeObserver.observe(container);
    this.intersectionObserver = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      this.visible = entry.isIntersecting;
      if (this.visible && this.dirty) this.shared.requestFrame();
    });
    this.intersectionObserver.observe(container);
    const rect = container.getBoundingClientRect();
    this.resize(rect.width, rect.height);
    this.shared.register(this);
  }

  /** Takes the canvas out of the page and stops observing; {@link attach} may be called again. */
  detach(): void {
    if (!this.container) return;
    this.resizeObserver?.disconnect();
    this.intersectionObserver?.disconnect();
    this.resizeObserver = null;
    this.intersectionObserver = null;
    this.shared.unregister(this);
    this.box.remove();
    this.container = null;
  }

  /** Sets the drawing size in CSS pixels (called by the ResizeObserver). */
  resize(cssWidth: number, cssHeight: number): void {
    const ratio = Math.min(globalThis.devicePixelRatio || 1, this.maxPixelRatio);
    const w = Math.max(0, Math.round(cssWidth * ratio));
    const h = Math.max(0, Math.round(cssHeight * ratio));
    if (w === this.pixelWidth && h === this.pixelHeight) return;
    this.pixelWidth = w;
    this.pixelHeight = h;
    this.canvas.width = w;
    this.canvas.height = h;
    this.frame();
    this.invalidate();
  }

  /**
   * Shows a new table: rebuilds floor, walls, doors and pieces. `events` (what the update that made it brought, in
   * order) are played out as animations from the table shown before, unless motion is off ({@link motion}).
   */
  setScene(state: BoardScene, events: readonly GameEvent[] = []): void {
    this.motion.begin(this.state, state, events);
    const sizeChanged = !this.state || this.state.board.width !== state.board.width || this.state.board.height !== state.board.height;
    this.state = state;
    if (sizeChanged) {
      this.rebuildSlab();
      this.frame();
    }
    this.rebuildFloor();
    this.rebuildWalls();
    this.rebuildDoors();
    this.rebuildObjects();
    this.rebuildPieces();
    this.rebuildMarks();
    this.dress();
    this.invalidate();
  }

  /** Where the mission shown is played (its scene's `setting`): how its floors, walls and solid squares are drawn. */
  get setting(): palette.BoardSetting {
    return this.state?.setting ?? 'dungeon';
  }

  /**
   * Fetches the board's dressing (dressing.ts, a chunk of its own, asked for once the first board shows), then makes
   * its layers and puts the setting's texture on the floor; until then the board is drawn plain.
   */
  private dress(): void {
    this.dressing ??= dressingLoaded;
    if (this.dressing) {
      this.icons.setAtlas(atlasOf(this.dressing.drawAtlas));
      return this.applyTexture();
    }
    if (this.dressingLoad) return;
    this.dressingLoad = import('./dressing.ts').then(
      (dressing) => {
        dressingLoaded = dressing;
        if (!modelsReady()) setModels(dressing.objectModels(MODEL_KIT));
        this.dressingLoad = null;
        if (this.disposed) return;
        this.dressing = dressing;
        // the objects, drawn now that their models are here
        this.objectsKey = '';
        if (this.state) this.rebuildObjects();
        this.icons.setAtlas(atlasOf(dressing.drawAtlas));
        this.applyTexture();
        this.invalidate();
      },
      () => {
        // drawn plain: the next scene asks again
        this.dressingLoad = null;
      },
    );
  }

  /** Puts the floor texture of the scene's setting on the floor (the dressing being here). */
  private applyTexture(): void {
    const setting = this.setting;
    if (!this.dressing || this.textureSetting === setting) return;
    this.textureSetting = setting;
    this.floorMaterial.map = floorTexture(setting, this.dressing.paintFloor);
    this.floorMaterial.needsUpdate = true;
    this.invalidate();
  }

  /** The piece drawn lifted off its base because the pointer is over it and a click would act on it, or null (for tests). */
  get lifted(): string | null {
    return this.hoveredUnit;
  }

  /** Whether the floor shows its texture yet (for tests). */
  get textured(): boolean {
    return this.floorMaterial.map !== null;
  }

  /** The squares under fog (not yet explored by the heroes), as `y * width + x`, in board order (for tests). */
  get fogged(): readonly number[] {
    return this.fog.keys;
  }

  /** The model an object is drawn with (`stairs`, `furniture-throne`...: objects.ts), or null when it is not drawn. */
  objectModel(id: string): string | null {
    for (const { batch } of this.objectMeshes) {
      const entry = batch.entries.find((e) => e.id === id);
      if (entry) return entry.model;
    }
    return null;
  }

  /** Shows new marks (moves, targets, doors, active and selected pieces). */
  setMarks(marks: BoardMarks): void {
    this.marks = marks;
    this.rebuildDoors();
    this.rebuildMarks();
    this.updateHover(null);
    this.invalidate();
  }

  /** Marks square `[x, y]` for a moment: the feedback of a click that does nothing. */
  flashSquare(x: number, y: number): void {
    if (!this.state) return;
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flash.set([{ matrix: at(x + 0.5, 0.004, y + 0.5), color: palette.MARK_REFUSED }], [y * this.state.board.width + x]);
    this.invalidate();
    this.flashTimer = setTimeout(() => {
      this.flashTimer = null;
      this.flash.set([], []);
      this.invalidate();
    }, FLASH_MS);
  }

  /** The keyboard cursor's square as the board draws it, or null (for tests). */
  get cursor(): readonly [number, number] | null {
    return this.marks.cursor ?? null;
  }

  /** Whether a refused click's mark is showing (for tests). */
  get flashing(): boolean {
    return this.flash.mesh.count > 0;
  }

  /** Asks for a new frame. */
  invalidate(): void {
    this.dirty = true;
    if (this.container) this.shared.requestFrame();
  }

  /** Draws now if needed instead of waiting for the next animation frame. */
  renderNow(): void {
    this.shared.renderNow();
  }

  /**
   * Resolves once the board has drawn a frame showing everything set so far, animations ended (at once when nothing
   * is pending).
   */
  whenRendered(): Promise<void> {
    // the dressing's chunk on its way: the frame after it arrives (textures and badges) is the one that shows everything
    if (this.dressingLoad) return this.dressingLoad.then(() => this.whenRendered());
    if (!this.dirty && this.frames > 0 && !this.motion.running && !this.fogFading.mesh.visible) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Ends every animation at its end state and draws it (a click, a key, the element's skip control). */
  skipMotion(): void {
    if (!this.motion.running) return;
    this.motion.finish();
    if (this.state) this.rebuildPieces();
    this.invalidate();
  }

  draw(renderer: WebGLRenderer): void {
    if (this.motion.running && this.state) {
      this.motion.tick(performance.now());
      this.rebuildPieces();
    }
    if (this.cursorMark.mesh.visible) this.fitCursor();
    if (this.fogFading.mesh.visible) {
      const now = performance.now();
      this.fogFadeElapsed += Math.min(Math.max(0, now - this.fogFadeLast), STEP_MS);
      this.fogFadeLast = now;
      const t = this.fogFadeElapsed / FOG_FADE_MS;
      this.fogFadingMaterial.opacity = Math.max(0, 1 - t * t * (3 - 2 * Math.min(1, t)));
      if (t >= 1) this.fogFading.set([], []);
    }
    renderer.render(this.scene3d, this.camera);
  }

  /** A frame failed ({@link RenderTarget.failed}): the owner is told, or the error is thrown again. */
  failed(error: unknown): void {
    if (!this.onError) throw error;
    this.onError(error);
  }

  /** Shows the shared renderer's canvas beneath {@link canvas} (the page's only board), or takes it away (null). */
  show(canvas: HTMLCanvasElement | null): void {
    if (canvas) {
      // beneath the board's canvas, which keeps its last copy on top until the next frame is drawn here
      canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;z-index:-1;pointer-events:none;';
      this.box.prepend(canvas);
    } else if (this.shown) {
      this.shown.remove();
      this.shown.style.cssText = '';
    }
    this.shown = canvas;
  }

  present(source: HTMLCanvasElement | OffscreenCanvas, drawCalls: number, shown: boolean): void {
    const w = this.pixelWidth;
    const h = this.pixelHeight;
    if (!shown || this.copied) this.ctx.clearRect(0, 0, w, h);
    if (!shown) this.ctx.drawImage(source, 0, source.height - h, w, h, 0, 0, w, h);
    this.copied = !shown;
    this.drawCalls = drawCalls;
    this.totalDrawCalls += drawCalls;
    this.frames++;
    this.dirty = false;
    // frames are asked for only while something animates
    if (this.motion.running || this.fogFading.mesh.visible) return this.invalidate();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private cursorBandNow = CURSOR_BAND;

  /** The cursor brackets' width in squares as last drawn (cursor.ts's `cursorBand`: a few CSS px at least on screen). */
  get cursorWidth(): number {
    return this.cursorBandNow;
  }

  /** Keeps the cursor's brackets a few pixels thick on screen at any zoom (`cursor.ts`). */
  private fitCursor(): void {
    const o = this.squareToClient(0, 0);
    const ax = this.squareToClient(1, 0);
    const ay = this.squareToClient(0, 1);
    const band = cursorBand({ x: ax.x - o.x, y: ax.y - o.y }, { x: ay.x - o.x, y: ay.y - o.y });
    if (Math.abs(band - this.cursorBandNow) < 1e-3) return;
    this.cursorBandNow = band;
    reshapeCursor(this.cursorMark.mesh.geometry, band);
  }

  /** The client (viewport) position of the middle of square `[x, y]`'s floor. */
  squareToClient(x: number, y: number): { x: number; y: number } {
    return this.worldToClient(new Vector3(x + 0.5, 0, y + 0.5));
  }

  /**
   * The client position of a unit's piece (its body, above the base: the first of a few heights up its figure's axis
   * where a click picks it), or null when it is not on the board.
   */
  unitToClient(id: string): { x: number; y: number } | null {
    const u = this.state?.units.find((unit) => unit.id === id && unit.alive);
    if (!u) return null;
    const h = (this.pieces.heightOf(id) ?? geo.PIECE_HEIGHT) * PIECE_SCALE + geo.PIECE_BASE_HEIGHT;
    const points = [0.45, 0.3, 0.6, 0.15, 0.04].map((k) => this.worldToClient(new Vector3(u.x + 0.5, h * k, u.y + 0.5)));
    const picksIt = (p: { x: number; y: number }) => {
      const pick = this.pick(p.x, p.y);
      return pick?.kind === 'unit' && pick.id === id;
    };
    return points.find(picksIt) ?? points[0]!;
  }

  /**
   * Where a piece is drawn now: its square coordinates (fractions between squares while it walks), or null when it is
   * not drawn. At rest, the unit's square.
   */
  drawnPiece(id: string): { x: number; y: number } | null {
    return this.drawnPlaces.get(id) ?? null;
  }

  /**
   * The client position of the middle of a unit's `index`-th status badge (poisoned, stunned, dormant, a stat raised,
   * a stat lowered, in that order, only those that apply), or null when it has no such badge.
   */
  badgeToClient(id: string, index = 0): { x: number; y: number } | null {
    const u = this.state?.units.find((unit) => unit.id === id && unit.alive);
    const n = this.badgeCounts.get(id) ?? 0;
    return u && index < n ? this.worldToClient(badgePosition(u, index, n, screenRight(this.controls.state.quarterTurns))) : null;
  }

  /**
   * The client position of an object (low on its model, over its square), or null when the board does not show it.
   */
  objectToClient(id: string): { x: number; y: number } | null {
    const o = this.state?.objects?.find((obj) => obj.id === id);
    if (!o || !this.drawnIds.has(id)) return null;
    return this.worldToClient(new Vector3(o.x + 0.5, Math.min(objectMidHeight(o), 0.2), o.y + 0.5));
  }

  /** The ids of the objects drawn (faded ones included). */
  get drawnObjects(): string[] {
    return [...this.drawnIds];
  }

  /** The client position of the middle of a door leaf, or null. */
  doorToClient(id: string): { x: number; y: number } | null {
    const i = this.doors.keys.indexOf(id);
    if (i < 0) return null;
    const m = new Matrix4();
    this.doors.mesh.getMatrixAt(i, m);
    const p = new Vector3(0, geo.WALL_HEIGHT * 0.45, 0).applyMatrix4(m);
    return this.worldToClient(p);
  }

  /** Where the camera looks: zoom, the view's middle in board squares, quarter turns, and the zoom limits (see {@link CameraState}). */
  get cameraState(): CameraState {
    return this.controls.state;
  }

  /** Zooms by `factor` about a client position (or the view's middle), within the limits; returns whether the zoom changed. */
  zoomBy(factor: number, about?: { x: number; y: number }): boolean {
    return this.controls.zoomBy(factor, about);
  }

  /** Moves the board on screen by `dx`, `dy` CSS pixels, as far as it stays in view. */
  panBy(dx: number, dy: number): void {
    this.controls.panBy(dx, dy);
  }

  /** Turns the view round the board by `turns` quarter turns (positive: the board turns clockwise on screen). */
  rotate(turns: number): void {
    this.controls.rotate(turns);
  }

  /** Centres the view on square `[x, y]` (as near as the board's edges allow), zooming in to at least `zoom`. */
  centreOn(x: number, y: number, zoom?: number): void {
    this.controls.centreOn(x, y, zoom);
  }

  /** Shows the whole board again (the quarter turns stay). */
  resetView(): void {
    this.controls.reset();
  }

  /** The view's controls, for what moves the view by script (`camera-framing.ts`, fetched on demand). */
  get cameraControls(): CameraControls {
    return this.controls;
  }

  /** When the player last moved the view by hand on the canvas: a drag, a pinch or the wheel (`performance.now()` ms). */
  get lastMovedByHand(): number {
    return this.controls.lastMovedByHand;
  }

  /**
   * Brings square `[x, y]` into view, for a keyboard cursor or a piece that moved out of it: when its middle is off the
   * canvas or within `margin` CSS pixels of its edge, the view centres on it (the zoom stays); otherwise nothing moves.
   * Returns whether the view moved.
   */
  revealSquare(x: number, y: number, margin = 24): boolean {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const p = this.squareToClient(x, y);
    const m = Math.min(margin, rect.width / 4, rect.height / 4);
    if (p.x >= rect.left + m && p.x <= rect.right - m && p.y >= rect.top + m && p.y <= rect.bottom - m) return false;
    this.controls.centreOn(x, y);
    return true;
  }

  private worldToClient(p: Vector3): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    p.project(this.camera);
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  /** The RGBA of the last frame at a client position, or null outside the canvas. */
  readPixel(clientX: number, clientY: number): [number, number, number, number] | null {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const px = Math.floor(((clientX - rect.left) / rect.width) * this.pixelWidth);
    const py = Math.floor(((clientY - rect.top) / rect.height) * this.pixelHeight);
    if (px < 0 || py < 0 || px >= this.pixelWidth || py >= this.pixelHeight) return null;
    const d = this.framePixels(px, py, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!, d[3]!];
  }

  /**
   * The last frame's pixels, `pixelWidth` x `pixelHeight` RGBA (straight alpha, rows top to bottom, as a 2D canvas
   * gives them), whether the frame was copied into {@link canvas} or shows on the renderer's own canvas.
   */
  pixels(): ImageData {
    return this.framePixels(0, 0, this.pixelWidth, this.pixelHeight);
  }

  /**
   * The last frame's pixels in a rectangle (device pixels from the top left): from the copy, or, while the renderer's
   * canvas shows the frame (its drawing buffer gone once composited), from the scene drawn again as it is, into a
   * scratch 2D canvas the same way a copy is made.
   */
  private framePixels(x: number, y: number, w: number, h: number): ImageData {
    if (!this.shown || this.copied) return this.ctx.getImageData(x, y, w, h);
    const scratch = document.createElement('canvas');
    scratch.width = w;
    scratch.height = h;
    const ctx = scratch.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2D canvas context');
    const source = this.shared.redraw(this, (r) => r.render(this.scene3d, this.camera));
    if (source) ctx.drawImage(source, x, source.height - this.pixelHeight + y, w, h, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h);
  }

  /** The RGBA of the last frame at the middle of square `[x, y]`. */
  readSquarePixel(x: number, y: number): [number, number, number, number] | null {
    const p = this.squareToClient(x, y);
    return this.readPixel(p.x, p.y);
  }

  /**
   * What a click at a client position acts on ({@link choosePick}): of the things drawn along the ray under it
   * ({@link picksAt}), the nearest one the seat can act on (its marks: a square to move to, a door to open, a piece
   * to attack, aim at or pick), else the nearest one — so a door or a piece drawn in front of a square wins the pick
   * unless it offers nothing and the square behind it does. Null for nothing (rock, or off the board).
   */
  pick(clientX: number, clientY: number): BoardPick | null {
    return choosePick(this.picksAt(clientX, clientY), (p) => this.isActionable(p));
  }

  /**
   * Everything drawn along the ray under a client position, nearest the eye first, each once: pieces, doors and
   * objects, then the floor square there (an object's square counts as the object); empty for nothing (rock, or off
   * the board, with nothing standing in front).
   */
  picksAt(clientX: number, clientY: number): BoardPick[] {
    const state = this.state;
    if (!state) return [];
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return [];
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.camera);
    const targets = [...this.pieces.meshes, this.doors.mesh, this.doorFrames.mesh, ...this.objectMeshes.map((m) => m.mesh)];
    const found: BoardPick[] = [];
    const seen = new Set<string>();
    const add = (p: BoardPick) => {
      const key = p.kind === 'square' ? `s:${p.x},${p.y}` : `${p.kind}:${p.id}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push(p);
    };
    // nearest first: whatever is drawn on top, of any kind
    for (const hit of this.raycaster.intersectObjects(targets, false)) {
      const id = hit.instanceId;
      if (hit.object === this.doors.mesh || hit.object === this.doorFrames.mesh) {
        const layer = hit.object === this.doors.mesh ? this.doors : this.doorFrames;
        const door = id === undefined ? undefined : layer.keys[id];
        if (door !== undefined) add({ kind: 'door', id: door });
        continue;
      }
      const unit = id === undefined ? null : this.pieces.unitOf(hit.object, id);
      if (unit) {
        add({ kind: 'unit', id: unit });
        continue;
      }
      const owner = this.objectMeshes.find((m) => m.mesh === hit.object);
      const objectId = owner && hit.faceIndex !== undefined && hit.faceIndex !== null ? objectOfTriangle(owner.batch, hit.faceIndex) : null;
      const o = objectId ? state.objects?.find((obj) => obj.id === objectId) : undefined;
      if (o) add({ kind: 'object', id: o.id, x: o.x, y: o.y });
    }
    const point = this.raycaster.ray.intersectPlane(new Plane(UP, 0), new Vector3());
    if (!point) return found;
    const x = Math.floor(point.x);
    const y = Math.floor(point.z);
    if (areaAt(state.board, x, y) === ROCK_AREA) return found;
    // the floor of an object's square counts as the object (traps and markers are low and thin)
    const on = state.objects?.find((o) => o.x === x && o.y === y && this.drawnIds.has(o.id));
    add(on ? { kind: 'object', id: on.id, x, y } : { kind: 'square', x, y });
    return found;
  }

  /** Frees everything: GPU buffers, observers, the canvas. The board cannot be used afterwards. */
  dispose(): void {
    if (this.disposed) return;
    this.detach();
    this.disposed = true;
    this.controls.dispose();
    this.canvas.removeEventListener('pointerdown', this.onPress);
    this.canvas.removeEventListener('pointermove', this.onPointerMove);
    this.canvas.removeEventListener('pointerleave', this.onPointerLeave);
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flashTimer = null;
    this.motion.dispose();
    for (const layer of [this.floor, this.fog, this.fogFading, this.trees, this.pieceBases, this.walls, this.rock, this.rockTops, this.doors, this.doorFrames, this.pieces, this.squareMarks, this.moveFrames, this.flash, this.rings, this.hover, this.cursorMark, this.icons]) layer.dispose();
    this.clearObjects();
    this.slab?.geometry.dispose();
    for (const g of this.geometries) g.dispose();
    for (const m of this.materials) m.dispose();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private frame(): void {
    const board = this.state?.board;
    if (!board || this.pixelHeight === 0) return;
    this.controls.apply(board.width, board.height, geo.PIECE_HEIGHT * PIECE_SCALE + geo.PIECE_BASE_HEIGHT, this.pixelWidth / this.pixelHeight);
  }

  /** The view moved: pieces and badges face the camera again after a turn; hover and anything placed by position are stale. */
  private onViewChange(turned: boolean): void {
    if (turned && this.state) {
      this.rebuildPieces();
      // the trees on the edges nearest the eye stay low
      if (this.setting === 'outdoor') this.rebuildWalls();
    }
    this.updateHover(null);
    this.invalidate();
    this.onCamera?.(this.controls.state);
  }

  /** A tap (a click that did not drag): what is drawn there is picked. */
  private onTap(clientX: number, clientY: number): void {
    const pick = this.pick(clientX, clientY);
    if (pick) this.onPick?.(pick);
  }

  private rebuildSlab(): void {
    const board = this.state!.board;
    if (this.slab) {
      this.scene3d.remove(this.slab);
      this.slab.geometry.dispose();
    }
    this.slab = new Mesh(paint(geo.slabRimGeometry(board.width, board.height), palette.SLAB), this.slabMaterial);
    this.slab.renderOrder = FLOOR_ORDER;
    this.scene3d.add(this.slab);
  }

  private rebuildFloor(): void {
    const { board, revealed, seeAll } = this.state!;
    const setting = this.setting;
    const all = floorTiles(board);
    const isRevealed = (area: number) => {
      const room = roomOfArea(board, area);
      return room === null || revealed.includes(room);
    };
    // heroes see fog over the rooms they have not revealed; the master sees them dimmed
    const tiles = seeAll ? all : all.filter((t) => isRevealed(t.area));
    const key = (t: { x: number; y: number }) => t.y * board.width + t.x;
    // a floor square's corners darken where a wall stands beside it (baked ambient occlusion)
    const doorways = new Set(board.doors.flatMap((d) => [`${d.between[0]}>${d.between[1]}`, `${d.between[1]}>${d.between[0]}`]));
    const walled = (x: number, y: number, dx: number, dy: number) => areaAt(board, x + dx, y + dy) !== areaAt(board, x, y) && !doorways.has(`${x},${y}>${x + dx},${y + dy}`);
    const sides = tiles.map((t) => [walled(t.x, t.y, -1, 0), walled(t.x, t.y, 1, 0), walled(t.x, t.y, 0, -1), walled(t.x, t.y, 0, 1)] as const);
    this.floor.set(
      tiles.map((t) => ({
        // each flagstone a quarter turn of its own, so the texture does not repeat square by square
        matrix: at(t.x + 0.5, 0, t.y + 0.5, new Quaternion().setFromAxisAngle(UP, Math.floor(palette.hash(t.y, t.x) * 4) * (Math.PI / 2))),
        // flagstones vary stone by stone; grass and road barely (a patchwork would look like tiles)
        color: palette.shade(palette.floorColor(t.area, isRevealed(t.area), seeAll, setting), setting === 'outdoor' ? 1 + (palette.stoneShade(t.x, t.y) - 0.99) / 3 : palette.stoneShade(t.x, t.y)),
      })),
      tiles.map(key),
      (k, p) => {
        if (p.y < -0.01) return 1;
        const t = tiles[k]!;
        const [left, right, back, front] = sides[k]!;
        const u = p.x - t.x - 0.5;
        const v = p.z - t.y - 0.5;
        let dark = 0;
        if (left && u < -0.1) dark += WALL_SHADE;
        if (right && u > 0.1) dark += WALL_SHADE;
        if (back && v < -0.1) dark += WALL_SHADE;
        if (front && v > 0.1) dark += WALL_SHADE;
        return 1 - Math.min(0.5, dark);
      },
    );
    const fogged = seeAll ? [] : all.filter((t) => !isRevealed(t.area));
    const before = new Set(this.fog.keys);
    const fogItem = (t: { x: number; y: number }) => ({ matrix: at(t.x + 0.5, 0, t.y + 0.5), color: palette.FOG });
    // soft swirls of lighter and darker mist over the fog's top
    const cloudy = (_k: number, p: Vector3) => 0.75 + 0.5 * (0.5 + 0.25 * Math.sin(p.x * 1.9 + p.z * 0.7) + 0.25 * Math.cos(p.z * 1.5 - p.x * 0.8));
    const sameBoard = this.fogBoard === `${board.width}x${board.height}`;
    this.fogBoard = `${board.width}x${board.height}`;
    // the fog of a room just revealed clears over a moment (at once under reduced motion)
    const cleared = sameBoard ? all.filter((t) => before.has(key(t)) && isRevealed(t.area)) : [];
    if (cleared.length > 0 && this.motion.enabled) {
      this.fogFading.set(cleared.map(fogItem), cleared.map(key), cloudy);
      this.fogFadeElapsed = 0;
      this.fogFadeLast = performance.now();
      this.fogFadingMaterial.opacity = 1;
    }
    this.fog.set(fogged.map(fogItem), fogged.map(key), cloudy);
  }

  private rebuildWalls(): void {
    const { board } = this.state!;
    const outdoor = this.setting === 'outdoor';
    const edges = wallEdges(board, board.doors);
    this.walls.set(
      edges.map((e) => ({ matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color: outdoor ? palette.HEDGE : palette.WALL })),
      edges.map((_, i) => i),
    );
    const onBorder = (t: { x: number; y: number }) => t.x === 0 || t.y === 0 || t.x === board.width - 1 || t.y === board.height - 1;
    const ground = outdoor ? palette.FOREST_FLOOR : palette.ROCK;
    for (const [layer, rock] of [
      [this.rock, rockTiles(board).filter(onBorder)],
      [this.rockTops, rockTiles(board).filter((t) => !onBorder(t))],
    ] as const) {
      layer.set(
        rock.map((t) => ({ matrix: at(t.x + 0.5, 0, t.y + 0.5), color: ground })),
        rock.map((t) => t.y * board.width + t.x),
        // rough rock: each corner of its top a little lighter or darker (the same corner for neighbouring squares)
        (_k, p) => (p.y > geo.WALL_HEIGHT - 0.01 ? 0.8 + 0.45 * palette.hash(Math.round(p.x * 2), Math.round(p.z * 2)) : 1),
      );
    }
    // outdoors, a tree on every solid square, each a little turned, sized and shaded of its own: trees on the far
    // edges of the board, bushes inside it and on the edges nearest the eye, so they never hide the pieces behind them
    const trees = outdoor ? rockTiles(board) : [];
    const eye = this.camera.getWorldDirection(new Vector3()).negate();
    const far = (t: { x: number; y: number }) => (t.x === 0 && eye.x < 0) || (t.y === 0 && eye.z < 0) || (t.x === board.width - 1 && eye.x > 0) || (t.y === board.height - 1 && eye.z > 0) ? false : onBorder(t);
    this.trees.set(
      trees.map((t) => {
        const h = palette.hash(t.x, t.y);
        const size = far(t) ? 0.62 + 0.2 * h : 0.36 + 0.12 * h;
        const spot = new Vector3(t.x + 0.5 + (h - 0.5) * 0.25, geo.WALL_HEIGHT - 0.01, t.y + 0.5 + (palette.hash(t.y, t.x) - 0.5) * 0.25);
        return { matrix: new Matrix4().compose(spot, new Quaternion().setFromAxisAngle(UP, h * 6.28), new Vector3(size, size, size)), color: palette.shade(0xffffff, 0.8 + 0.25 * palette.hash(t.y + 7, t.x)) };
      }),
      trees.map((t) => t.y * board.width + t.x),
    );
  }

  private rebuildDoors(): void {
    if (!this.state) return;
    const doors = this.state.board.doors;
    const items: Instance[] = doors.map((d) => {
      const e = edgeBetween(d.between[0], d.between[1]);
      const actionable = this.marks.doors.includes(d.id);
      if (!d.open) {
        const color = actionable ? (this.hoveredDoor === d.id ? palette.DOOR_HOVER : palette.DOOR_ACTIONABLE) : palette.DOOR_CLOSED;
        return { matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color };
      }
      // swung open into the second square, hinged at one end of the gap
      const [[ax, ay], [bx, by]] = d.between;
      const nx = Math.sign(bx - ax);
      const nz = Math.sign(by - ay);
      const along = e.vertical ? new Vector3(0, 0, 1) : new Vector3(1, 0, 0);
      const hinge = new Vector3(e.x, 0, e.z).addScaledVector(along, -(geo.DOOR_WIDTH / 2 + 0.01));
      const centre = hinge.add(new Vector3(nx, 0, nz).multiplyScalar(geo.DOOR_WIDTH / 2 + 0.02));
      return { matrix: at(centre.x, 0, centre.z, e.vertical ? IDENTITY : Y_QUARTER), color: palette.DOOR_OPEN };
    });
    this.doors.set(
      items,
      doors.map((d) => d.id),
    );
    this.doorFrames.set(
      doors.map((d) => {
        const e = edgeBetween(d.between[0], d.between[1]);
        return { matrix: at(e.x, 0, e.z, e.vertical ? Y_QUARTER : IDENTITY), color: palette.DOOR_FRAME };
      }),
      doors.map((d) => d.id),
    );
  }

  private clearObjects(): void {
    for (const { mesh } of this.objectMeshes) {
      this.scene3d.remove(mesh);
      mesh.geometry.dispose();
    }
    this.objectMeshes = [];
    this.drawnIds = new Set();
  }

  /** Merges the objects into one mesh (and the hidden ones the master sees into a faded one), when they changed. */
  private rebuildObjects(): void {
    const { board, objects = [] } = this.state!;
    const key = `${board.width}x${board.height}:${objects.map((o) => `${o.id}/${o.type}/${o.kind ?? ''}/${o.x},${o.y}/${o.hidden ? 1 : 0}${o.done ? 1 : 0}`).join(';')}`;
    if (key === this.objectsKey) return;
    this.objectsKey = key;
    this.clearObjects();
    const groups: [readonly BoardObject[], Material][] = [
      [objects.filter((o) => !o.hidden), this.objectMaterial],
      [objects.filter((o) => o.hidden), this.fadedObjectMaterial],
    ];
    groups.forEach(([list, material], i) => {
      const batch = buildObjectBatch(board, list);
      if (!batch) return;
      const mesh = new Mesh(batch.geometry, material);
      mesh.renderOrder = i === 1 ? 1 : 0;
      this.scene3d.add(mesh);
      this.objectMeshes.push({ mesh, batch });
      for (const e of batch.entries) this.drawnIds.add(e.id);
    });
  }

  /** A piece's transform and colour, where its animation puts it now (on its square at rest). */
  private piece(u: Unit, p: PiecePlace, fallback: number): Instance {
    const colour = palette.parseHex(u.color, fallback);
    const color = p.tintAmount > 0 ? new Color(colour).lerp(new Color(p.tint), p.tintAmount).getHex() : colour;
    const size = p.scale * PIECE_SCALE;
    const hover = u.id === this.hoveredUnit ? HOVER_LIFT : 0;
    return { matrix: at(p.x + 0.5, p.lift + hover + geo.PIECE_BASE_HEIGHT, p.y + 0.5, pieceTurn(this.controls.state.quarterTurns), new Vector3(size, size, size)), color };
  }

  private rebuildPieces(): void {
    const units = this.motion.units(this.state!.units);
    const right = screenRight(this.controls.state.quarterTurns);
    const drawn = new Map<string, { x: number; y: number }>();
    this.pieces.set(
      units.map((u) => {
        const figure = figureOf(u);
        const place = this.motion.place(u);
        drawn.set(u.id, { x: place.x, y: place.y });
        return { id: u.id, figure, ...this.piece(u, place, FIGURES[figure]!.color) };
      }),
    );
    const icons: IconInstance[] = [];
    const keys: string[] = [];
    for (const u of units) {
      const names = iconsOf(u);
      names.forEach((icon, i) => {
        icons.push({ icon, position: badgePosition(drawn.get(u.id) ?? u, i, names.length, right) });
        keys.push(u.id);
      });
    }
    this.icons.set(icons, cameraFacing(this.controls.state.quarterTurns));
    this.pieceBases.set(
      units.map((u) => {
        const place = drawn.get(u.id) ?? u;
        return { matrix: at(place.x + 0.5, 0, place.y + 0.5), color: u.npc ? palette.BASE_NPC : u.side === 'heroes' ? palette.BASE_HEROES : palette.BASE_CREATURES };
      }),
      units.map((u) => u.id),
    );
    this.badgeCounts = new Map(keys.map((id) => [id, keys.filter((k) => k === id).length]));
    this.drawnPlaces = drawn;
  }

  private rebuildMarks(): void {
    if (!this.state) return;
    const width = this.state.board.width;
    const marks = this.marks;
    const byId = new Map(this.state.units.filter((u) => u.alive).map((u) => [u.id, u]));
    // the squares of aimed-at units glow violet under their rings
    const aimed = marks.aims.flatMap((id) => {
      const u = byId.get(id);
      return u ? [[u.x, u.y] as const] : [];
    });
    this.squareMarks.set(
      [
        ...marks.moves.map(([x, y]) => ({ matrix: at(x + 0.5, 0, y + 0.5), color: palette.MARK_MOVE })),
        ...aimed.map(([x, y]) => ({ matrix: at(x + 0.5, 0, y + 0.5), color: palette.MARK_AIM })),
      ],
      [...marks.moves, ...aimed].map(([x, y]) => y * width + x),
    );
    this.moveFrames.set(
      marks.moves.map(([x, y]) => ({ matrix: at(x + 0.5, 0, y + 0.5), color: palette.MARK_MOVE_EDGE })),
      marks.moves.map(([x, y]) => y * width + x),
    );
    const rings: Instance[] = [];
    const keys: string[] = [];
    const ring = (id: string | null, color: number) => {
      const u = id === null ? undefined : byId.get(id);
      if (!u) return;
      rings.push({ matrix: at(u.x + 0.5, 0, u.y + 0.5), color });
      keys.push(u.id);
    };
    const aims = new Set(marks.aims);
    const strong = new Set([marks.active, marks.selected, ...marks.targets, ...marks.aims]);
    for (const id of marks.ready) if (!strong.has(id)) ring(id, palette.MARK_READY);
    if (!aims.has(marks.active ?? '')) ring(marks.active, palette.MARK_ACTIVE);
    if (marks.selected !== marks.active) ring(marks.selected, palette.MARK_SELECTED);
    for (const id of marks.targets) ring(id, palette.MARK_TARGET);
    for (const id of marks.aims) ring(id, palette.MARK_AIM);
    this.rings.set(rings, keys);
    const c = marks.cursor ?? null;
    this.cursorMark.set(c ? [{ matrix: at(c[0] + 0.5, 0, c[1] + 0.5), color: CURSOR_COLOR }] : [], c ? [0] : []);
  }

  private isActionable(pick: BoardPick | null): boolean {
    if (!pick) return false;
    const m = this.marks;
    if (pick.kind === 'unit') return m.targets.includes(pick.id) || m.aims.includes(pick.id) || m.ready.includes(pick.id) || m.selected === pick.id;
    if (pick.kind === 'door') return m.doors.includes(pick.id);
    return m.moves.some(([x, y]) => x === pick.x && y === pick.y);
  }

  private updateHover(pick: BoardPick | null): void {
    const actionable = this.isActionable(pick);
    this.canvas.style.cursor = cursorFor(pick, actionable);
    const h = hoverHighlight(pick, actionable, this.state?.units ?? []);
    if ((h?.key ?? null) === this.hovered) return;
    this.hovered = h?.key ?? null;
    const unit = actionable && pick?.kind === 'unit' ? pick.id : null;
    if (unit !== this.hoveredUnit) {
      this.hoveredUnit = unit;
      if (this.state) this.rebuildPieces();
    }
    this.hover.set(h?.square ? [{ matrix: at(h.square[0] + 0.5, 0.002, h.square[1] + 0.5), color: 0xffffff }] : [], h?.square ? [0] : []);
    if ((h?.door ?? null) !== this.hoveredDoor) {
      this.hoveredDoor = h?.door ?? null;
      this.rebuildDoors();
    }
    this.invalidate();
  }

  /** A press anywhere on the board ends the running animations at once (the camera's controls handle the rest). */
  private readonly onPress = (): void => {
    this.skipMotion();
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    if (e.pointerType === 'touch' || this.controls.gesturing) return;
    const pick = this.pick(e.clientX, e.clientY);
    this.updateHover(pick);
    this.reportHover(pick, e.clientX, e.clientY);
  };

  private readonly onPointerLeave = (): void => {
    this.updateHover(null);
    this.reportHover(null, 0, 0);
  };

  /** Tells `onHover` when the pointer moves onto something else (objects also report every move, to follow it). */
  private reportHover(pick: BoardPick | null, x: number, y: number): void {
    if (!this.onHover) return;
    const key = pick ? JSON.stringify(pick) : '';
    if (key === this.hoverKey && pick?.kind !== 'object') return;
    this.hoverKey = key;
    this.onHover(pick, { x, y });
  }
}
