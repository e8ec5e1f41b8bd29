/**
 * The fog over the squares the heroes have not explored, and the fog of a room just revealed clearing over a moment.
 * @module
 */
import type { BufferGeometry, MeshBasicMaterial, Object3D, Vector3 } from 'three';
import { floorTiles } from './layout.ts';
import { MergedLayer } from './merged-layer.ts';
import { STEP_MS } from './motion.ts';
import * as palette from './palette.ts';
import { at } from './placement.ts';
import { isRevealedIn, squareKey } from './ground-instances.ts';
import type { BoardScene } from './types.ts';

/** How long the fog over a room the heroes just revealed takes to clear (ms; at once under reduced motion). */
export const FOG_FADE_MS = 450;

/** The fading fog's opacity `elapsed` ms into its fade: 1 at the start, 0 from {@link FOG_FADE_MS} on, eased (smoothstep). */
export function fadeOpacity(elapsed: number): number {
  const t = elapsed / FOG_FADE_MS;
  return Math.max(0, 1 - t * t * (3 - 2 * Math.min(1, t)));
}

/**
 * Which squares are under fog for `scene` (none for the master), and which of those fogged before (`before`, keys
 * `y * width + x`) have just been revealed: the squares whose fog clears. Keys in board order.
 */
export function fogSquares(scene: BoardScene, before: ReadonlySet<number>): { fogged: { x: number; y: number }[]; cleared: { x: number; y: number }[] } {
  const isRevealed = isRevealedIn(scene);
  const all = floorTiles(scene.board);
  return {
    fogged: scene.seeAll ? [] : all.filter((t) => !isRevealed(t.area)),
    cleared: all.filter((t) => before.has(squareKey(scene.board, t)) && isRevealed(t.area)),
  };
}

/** Soft swirls of lighter and darker mist over the fog's top. */
const cloudy = (_k: number, p: Vector3) => 0.75 + 0.5 * (0.5 + 0.25 * Math.sin(p.x * 1.9 + p.z * 0.7) + 0.25 * Math.cos(p.z * 1.5 - p.x * 0.8));

/** The board's two fog layers: the fog that stays, and the fog of a room just revealed, fading. */
export class BoardFog {
  /** The fog over the squares the heroes have not explored. */
  readonly fog: MergedLayer<number>;
  /** The fog of a room just revealed, fading; hidden when none fades. */
  readonly fading: MergedLayer<number>;
  /** The fade's clock (ms): it runs with the frames' clock, but at most {@link STEP_MS} per drawn frame, so a slow
   * or busy machine still shows the fade over several frames, as the pieces' moves. */
  private elapsed = 0;
  /** The frames' clock at the fade's last frame (ms, `performance.now()`). */
  private last = 0;
  /** The size of the board the fog was last laid on (a fog cleared on another board does not fade). */
  private boardSize = '';

  /** Makes both layers in `parent`, of `geometry`: the fog's with `material`, the fade's with `fadingMaterial`. */
  constructor(
    parent: Object3D,
    geometry: BufferGeometry,
    material: MeshBasicMaterial,
    private readonly fadingMaterial: MeshBasicMaterial,
  ) {
    this.fog = new MergedLayer(parent, geometry, material);
    this.fog.mesh.name = 'fog';
    this.fading = new MergedLayer(parent, geometry, fadingMaterial);
    this.fading.mesh.name = 'fog-fading';
    this.fading.mesh.renderOrder = 5;
  }

  /** Whether fog is fading now (frames are needed until it has cleared). */
  get isFading(): boolean {
    return this.fading.mesh.visible;
  }

  /** Lays the fog of `scene`; the fog of a room just revealed on the same board clears over a moment when `animate`. */
  lay(scene: BoardScene, animate: boolean): void {
    const { board } = scene;
    const { fogged, cleared } = fogSquares(scene, new Set(this.fog.keys));
    const key = (t: { x: number; y: number }) => squareKey(board, t);
    const item = (t: { x: number; y: number }) => ({ matrix: at(t.x + 0.5, 0, t.y + 0.5), color: palette.FOG });
    const sameBoard = this.boardSize === `${board.width}x${board.height}`;
    this.boardSize = `${board.width}x${board.height}`;
    // the fog of a room just revealed clears over a moment (at once under reduced motion)
    if (sameBoard && cleared.length > 0 && animate) {
      this.fading.set(cleared.map(item), cleared.map(key), cloudy);
      this.elapsed = 0;
      this.last = performance.now();
      this.fadingMaterial.opacity = 1;
    }
    this.fog.set(fogged.map(item), fogged.map(key), cloudy);
  }

  /** Moves the fade on to `now` (ms, `performance.now()`), for a frame about to be drawn; the fade ends cleared. */
  tick(now: number): void {
    if (!this.isFading) return;
    this.elapsed += Math.min(Math.max(0, now - this.last), STEP_MS);
    this.last = now;
    this.fadingMaterial.opacity = fadeOpacity(this.elapsed);
    if (this.elapsed >= FOG_FADE_MS) this.fading.set([], []);
  }

  /** Frees both layers' meshes. */
  dispose(): void {
    this.fog.dispose();
    this.fading.dispose();
  }
}
