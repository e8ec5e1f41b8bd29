/**
 * What the three.js board draws, as a three.js scene: its layers (floor, fog, walls, rock, trees, doors, objects,
 * pieces and their bases, marks, rings, badges, the slab under it all), laid again from the table, the seat's marks
 * and what the pointer is over. No page here: the board (dungeon-board.ts) draws it, and turns clicks into picks.
 * @module
 */
import { DoubleSide, Matrix4, Mesh, Scene, Vector3, type BufferGeometry, type Material, type MeshBasicMaterial, type OrthographicCamera } from 'three';
import { cameraFacing, screenRight } from './camera.ts';
import { cursorBand, cursorGeometry, CURSOR_BAND, reshapeCursor } from './cursor.ts';
import { badgeAtlas, floorTexture, loadDressing, loadedDressing, type Dressing } from './dressing-loader.ts';
import { BoardFog } from './fog.ts';
import { FigureLayers } from './figures.ts';
import * as geo from './geometry.ts';
import { doorCopies, doorFrameCopies, floorCopies, rockCopies, treeCopies, wallCopies, type LayerCopies } from './ground-instances.ts';
import type { HoverHighlight } from './hover.ts';
import { InstancedLayer } from './instanced-layer.ts';
import { markCopies } from './mark-instances.ts';
import { MergedLayer } from './merged-layer.ts';
import { BoardMotion } from './motion.ts';
import { ObjectMeshes } from './object-meshes.ts';
import { objectMidHeight } from './objects.ts';
import * as palette from './palette.ts';
import { badgePosition, ICON_SIZE, PIECE_SCALE, pieceCopies } from './piece-instances.ts';
import { at } from './placement.ts';
import { StatusIconLayer } from './status-icons.ts';
import { NO_MARKS, type BoardMarks, type BoardScene } from './types.ts';
import { flatColouredMaterial, paint, vertexLitMaterial, type BoardLights } from './vertex-light.ts';
import type { GameEvent } from '../../engine/index.ts';
import { spanOf } from '../../engine/core/span.ts';

/** The draw order of the floor, the joints and the slab: after the opaque things standing on them, before the marks. */
const FLOOR_ORDER = 0.5;
/** How long a refused click's square stays marked (ms). */
const FLASH_MS = 420;

/**
 * The board's scene. The static layers (floor tiles, walls, solid rock, the fog over what the heroes have not
 * explored, an outdoor mission's trees) are one merged mesh each; doors, the pieces (one layer per figure) and their
 * bases, square marks, rings and status badges one InstancedMesh each; the mission's objects are merged into one mesh
 * (plus one for the hidden objects the master sees, drawn faded), so a frame costs a handful of draw calls whatever the
 * board's size.
 */
export class DungeonScene {
  /** The three.js scene drawn. */
  readonly scene = new Scene();
  /** The pieces' animations. */
  readonly motion: BoardMotion;
  /** The table shown, or null before the first. */
  state: BoardScene | null = null;
  /** The seat's marks shown. */
  marks: BoardMarks = NO_MARKS;
  /** The fog over what the heroes have not explored, and the fog of a room just revealed, fading. */
  readonly fog: BoardFog;
  /** The door leaves, keyed by door id. */
  readonly doors: InstancedLayer<string>;
  /** The frames of the doors' gaps, keyed by door id. */
  readonly doorFrames: InstancedLayer<string>;
  /** The pieces, one layer per figure. */
  readonly pieces: FigureLayers;
  /** The mission's objects. */
  readonly objects: ObjectMeshes;
  /** The mark of a refused click's square, while it shows. */
  readonly flash: InstancedLayer<number>;
  /** The keyboard cursor's brackets. */
  readonly cursorMark: InstancedLayer<number>;
  /** How many badges each unit shows. */
  private badgeCounts = new Map<string, number>();
  /** Where each piece was last drawn (square coordinates). */
  drawnPlaces = new Map<string, { x: number; y: number }>();
  /** The door under the pointer that a click would open (drawn brighter), or null. */
  private hoveredDoor: string | null = null;
  /** The piece under the pointer that a click would act on, drawn lifted off its base, or null. */
  lifted: string | null = null;
  private readonly geometries: BufferGeometry[] = [];
  private readonly materials: Material[] = [];
  private readonly floor: MergedLayer<number>;
  /** The floor's material: plain colours until the dressing's texture comes. */
  private readonly floorMaterial: MeshBasicMaterial;
  private textureSetting: palette.BoardSetting | null = null;
  /** The dressing, once its chunk has arrived. */
  private dressed: Dressing | null = null;
  private dressingLoad: Promise<void> | null = null;
  private disposed = false;
  /** The trees on the solid squares of an outdoor mission. */
  private readonly trees: MergedLayer<number>;
  /** The bases the pieces stand on, in their side's colour, with their contact shadow. */
  private readonly pieceBases: InstancedLayer<string>;
  private readonly walls: MergedLayer<number>;
  private readonly rock: MergedLayer<number>;
  /** Rock inside the board: only its top shows (its sides lie inside walls or against rock). */
  private readonly rockTops: MergedLayer<number>;
  private readonly squareMarks: InstancedLayer<number>;
  private readonly moveFrames: InstancedLayer<number>;
  private readonly rings: InstancedLayer<string>;
  private readonly hover: InstancedLayer<number>;
  private readonly icons: StatusIconLayer;
  private flashTimer: ReturnType<typeof setTimeout> | null = null;
  private slab: Mesh | null = null;
  private readonly slabMaterial: Material;

  /**
   * @param camera the board's camera (outdoors, the trees on the edges nearest the eye stay low).
   * @param quarterTurns how many quarter turns the view has gone round the board (pieces and badges face the camera).
   * @param changed called when the scene changed by itself (a refused click's mark gone), to draw it again.
   */
  constructor(
    private readonly camera: OrthographicCamera,
    private readonly quarterTurns: () => number,
    private readonly changed: () => void,
  ) {
    // a warm key light, as of torches, over a cool dark ground
    const lights: BoardLights = {
      hemisphere: { sky: 0xffe6c4, ground: 0x2a2538, intensity: 1.85 },
      ambient: { color: 0xfff4e6, intensity: 0.35 },
      sun: { color: 0xffdcae, intensity: 2.3, position: [4, 10, 2.5] },
    };
    // lit per vertex: the look of Lambert for a fraction of its cost under software GL (vertex-light.ts)
    // the static layers, merged into one mesh each (merged-layer.ts): their colours are in their vertices
    const solid = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    const pieces = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    const marks = this.material(flatColouredMaterial({ transparent: true, opacity: 0.55, depthWrite: false, side: DoubleSide }));
    const rings = this.material(flatColouredMaterial({ side: DoubleSide }));
    const hover = this.material(flatColouredMaterial({ transparent: true, opacity: 0.5, depthWrite: false, color: 0xffffff }));
    const frames = this.material(flatColouredMaterial({ transparent: true, opacity: 0.95, depthWrite: false, side: DoubleSide }));
    const objectMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    const fadedObjectMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true, transparent: true, opacity: 0.4, depthWrite: false }));
    this.slabMaterial = pieces;
    const s = this.scene;
    this.floorMaterial = this.material(vertexLitMaterial(lights, { vertexColors: true }));
    this.floor = new MergedLayer(s, this.geometry(geo.tileGeometry()), this.floorMaterial);
    this.floor.mesh.name = 'floor';
    const fogMaterial = this.material(flatColouredMaterial({ vertexColors: true }));
    this.fog = new BoardFog(
      s,
      this.geometry(geo.fogGeometry()),
      fogMaterial,
      this.material(flatColouredMaterial({ vertexColors: true, transparent: true, depthWrite: false })),
    );
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
    this.objects = new ObjectMeshes(s, objectMaterial, fadedObjectMaterial);
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
  }

  private geometry(g: BufferGeometry): BufferGeometry {
    this.geometries.push(g);
    return g;
  }

  private material<M extends Material>(m: M): M {
    this.materials.push(m);
    return m;
  }

  /** Where the mission shown is played (its scene's `setting`): how its floors, walls and solid squares are drawn. */
  get setting(): palette.BoardSetting {
    return this.state?.setting ?? 'dungeon';
  }

  /**
   * Takes a new table, its animations begun from the table shown before (`events`: what the update brought); returns
   * whether the board's size changed (the view is framed again before {@link layTable}).
   */
  setState(state: BoardScene, events: readonly GameEvent[]): boolean {
    this.motion.begin(this.state, state, events);
    const sizeChanged = !this.state || this.state.board.width !== state.board.width || this.state.board.height !== state.board.height;
    this.state = state;
    if (sizeChanged) this.laySlab();
    return sizeChanged;
  }

  /** Lays every layer from the table and marks. */
  layTable(): void {
    this.layFloor();
    this.layWalls();
    this.layDoors();
    this.layObjects();
    this.layPieces();
    this.layMarks();
  }

  /** Takes new marks (moves, targets, doors, active and selected pieces). */
  setMarks(marks: BoardMarks): void {
    this.marks = marks;
    this.layDoors();
    this.layMarks();
  }

  /**
   * Shows what the pointer is over (`h`: the square lit, the door brightened) and lifts `unit`, the piece a click
   * would act on (null: none).
   */
  showHover(h: HoverHighlight | null, unit: string | null): void {
    if (unit !== this.lifted) {
      this.lifted = unit;
      if (this.state) this.layPieces();
    }
    this.hover.set(h?.square ? [{ matrix: at(h.square[0] + 0.5, 0.002, h.square[1] + 0.5), color: 0xffffff }] : [], h?.square ? [0] : []);
    if ((h?.door ?? null) !== this.hoveredDoor) {
      this.hoveredDoor = h?.door ?? null;
      this.layDoors();
    }
  }

  /** Marks square `[x, y]` for a moment: the feedback of a click that does nothing. */
  flashSquare(x: number, y: number): void {
    if (!this.state) return;
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flash.set([{ matrix: at(x + 0.5, 0.004, y + 0.5), color: palette.MARK_REFUSED }], [y * this.state.board.width + x]);
    this.flashTimer = setTimeout(() => {
      this.flashTimer = null;
      this.flash.set([], []);
      this.changed();
    }, FLASH_MS);
  }

  /** The dressing's chunk on its way, or null (the frame after it arrives is the one that shows everything). */
  get dressing(): Promise<void> | null {
    return this.dressingLoad;
  }

  /**
   * Fetches the board's dressing (dressing-loader.ts, a chunk of its own, asked for once the first board shows), then
   * gives the badges their pictures, the objects their models and the floor its setting's texture; until then the
   * board is drawn plain.
   */
  dress(): void {
    this.dressed ??= loadedDressing();
    if (this.dressed) return this.dressWith(this.dressed);
    if (this.dressingLoad) return;
    this.dressingLoad = loadDressing().then(
      (dressing) => {
        this.dressingLoad = null;
        if (this.disposed) return;
        this.dressed = dressing;
        // the objects, drawn now that their models are here
        this.objects.forget();
        if (this.state) this.layObjects();
        this.dressWith(dressing);
        this.changed();
      },
      () => {
        // drawn plain: the next scene asks again
        this.dressingLoad = null;
      },
    );
  }

  /** Gives the badges their pictures and the floor its setting's texture. */
  private dressWith(dressing: Dressing): void {
    this.icons.setAtlas(badgeAtlas(dressing));
    const setting = this.setting;
    if (this.textureSetting === setting) return;
    this.textureSetting = setting;
    this.floorMaterial.map = floorTexture(setting, dressing);
    this.floorMaterial.needsUpdate = true;
    this.changed();
  }

  /** Whether the floor shows its texture yet. */
  get textured(): boolean {
    return this.floorMaterial.map !== null;
  }

  /** Whether anything animates (frames are needed until it ends). */
  get animating(): boolean {
    return this.motion.running || this.fog.isFading;
  }

  /** Moves the animations on to `now` (ms, `performance.now()`), for a frame about to be drawn. */
  tick(now: number): void {
    if (this.motion.running && this.state) {
      this.motion.tick(now);
      this.layPieces();
    }
    this.fog.tick(now);
  }

  /** The cursor brackets' width in squares as last drawn. */
  cursorWidth = CURSOR_BAND;

  /**
   * Keeps the cursor's brackets a few pixels thick on screen at any zoom (cursor.ts), when it shows; `toClient`
   * gives where the middle of a square shows on screen.
   */
  fitCursor(toClient: (x: number, y: number) => { x: number; y: number }): void {
    if (!this.cursorMark.mesh.visible) return;
    const o = toClient(0, 0);
    const ax = toClient(1, 0);
    const ay = toClient(0, 1);
    const band = cursorBand({ x: ax.x - o.x, y: ax.y - o.y }, { x: ay.x - o.x, y: ay.y - o.y });
    if (Math.abs(band - this.cursorWidth) < 1e-3) return;
    this.cursorWidth = band;
    reshapeCursor(this.cursorMark.mesh.geometry, band);
  }

  /** The point up a piece's body where a click is tried first, then others: the world points, or none off the board. */
  unitPoints(id: string): Vector3[] {
    const u = this.state?.units.find((unit) => unit.id === id && unit.alive);
    if (!u) return [];
    const s = spanOf(u);
    const h = (this.pieces.heightOf(id) ?? geo.PIECE_HEIGHT) * PIECE_SCALE * s + geo.PIECE_BASE_HEIGHT;
    return [0.45, 0.3, 0.6, 0.15, 0.04].map((k) => new Vector3(u.x + s / 2, h * k, u.y + s / 2));
  }

  /** The middle of a unit's `index`-th status badge, or null when it has no such badge. */
  badgePoint(id: string, index: number): Vector3 | null {
    const u = this.state?.units.find((unit) => unit.id === id && unit.alive);
    const n = this.badgeCounts.get(id) ?? 0;
    return u && index < n ? badgePosition(u, index, n, screenRight(this.quarterTurns())) : null;
  }

  /** A point low on an object's model, over its square, or null when it is not drawn. */
  objectPoint(id: string): Vector3 | null {
    const o = this.state?.objects?.find((obj) => obj.id === id);
    if (!o || !this.objects.ids.has(id)) return null;
    return new Vector3(o.x + 0.5, Math.min(objectMidHeight(o), 0.2), o.y + 0.5);
  }

  /** The middle of a door leaf, or null. */
  doorPoint(id: string): Vector3 | null {
    const i = this.doors.keys.indexOf(id);
    if (i < 0) return null;
    const m = new Matrix4();
    this.doors.mesh.getMatrixAt(i, m);
    return new Vector3(0, geo.WALL_HEIGHT * 0.45, 0).applyMatrix4(m);
  }

  /** Lays the walls, rock and trees again (outdoors, the trees nearest the eye stay low after a turn). */
  layWalls(): void {
    const { board } = this.state!;
    const setting = this.setting;
    const set = (layer: MergedLayer<number>, c: LayerCopies) => layer.set(c.items, c.keys, c.shade);
    set(this.walls, wallCopies(board, setting));
    set(this.rock, rockCopies(board, setting, true));
    set(this.rockTops, rockCopies(board, setting, false));
    set(this.trees, treeCopies(board, setting, this.camera.getWorldDirection(new Vector3()).negate()));
  }

  /** Lays the pieces where their animations put them now, their bases and their badges. */
  layPieces(): void {
    const turns = this.quarterTurns();
    const c = pieceCopies(this.motion.units(this.state!.units), (u) => this.motion.place(u), this.lifted, turns, this.state!.badges);
    this.pieces.set(c.pieces);
    this.icons.set(c.icons, cameraFacing(turns));
    this.pieceBases.set(c.bases.items, c.bases.keys);
    this.badgeCounts = c.badgeCounts;
    this.drawnPlaces = c.drawn;
  }

  private laySlab(): void {
    const board = this.state!.board;
    if (this.slab) {
      this.scene.remove(this.slab);
      this.slab.geometry.dispose();
    }
    this.slab = new Mesh(paint(geo.slabRimGeometry(board.width, board.height), palette.SLAB), this.slabMaterial);
    this.slab.renderOrder = FLOOR_ORDER;
    this.scene.add(this.slab);
  }

  private layFloor(): void {
    const state = this.state!;
    const floor = floorCopies(state, this.setting);
    this.floor.set(floor.items, floor.keys, floor.shade);
    this.fog.lay(state, this.motion.enabled);
  }

  private layDoors(): void {
    if (!this.state) return;
    const doors = this.state.board.doors;
    const ids = doors.map((d) => d.id);
    this.doors.set(doorCopies(doors, this.marks.doors, this.hoveredDoor), ids);
    this.doorFrames.set(doorFrameCopies(doors), [...ids]);
  }

  /** Merges the objects into one mesh (and the hidden ones the master sees into a faded one), when they changed. */
  private layObjects(): void {
    const { board, objects = [] } = this.state!;
    this.objects.set(board, objects);
  }

  private layMarks(): void {
    if (!this.state) return;
    const c = markCopies(this.state, this.marks);
    this.squareMarks.set(c.squares.items, c.squares.keys);
    this.moveFrames.set(c.frames.items, c.frames.keys);
    this.rings.set(c.rings.items, c.rings.keys);
    this.cursorMark.set(c.cursor.items, c.cursor.keys);
  }

  /** Frees every GPU buffer and stops the timers and animations. The scene cannot be used afterwards. */
  dispose(): void {
    this.disposed = true;
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flashTimer = null;
    this.motion.dispose();
    for (const layer of [
      this.floor,
      this.fog,
      this.trees,
      this.pieceBases,
      this.walls,
      this.rock,
      this.rockTops,
      this.doors,
      this.doorFrames,
      this.pieces,
      this.squareMarks,
      this.moveFrames,
      this.flash,
      this.rings,
      this.hover,
      this.cursorMark,
      this.icons,
    ])
      layer.dispose();
    this.objects.clear();
    this.slab?.geometry.dispose();
    for (const g of this.geometries) g.dispose();
    for (const m of this.materials) m.dispose();
  }
}
