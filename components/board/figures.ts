/**
 * The figures pieces are drawn with: a registry of figure names (`goblin`, `orc`, `barbarian`...), each a builder of
 * one merged low-poly geometry (a base and a body told apart by its outline: size, posture, head, weapons, wings,
 * tails) and a colour for pieces whose content gives none. A piece's figure is the one its creature kind or hero
 * names (`figure`), else the one named like its kind, else the generic figure of its side (`hero`, `creature`,
 * `npc`). {@link FigureLayers} draws the pieces: one InstancedMesh per figure in use, so a frame costs one draw call
 * per figure on the board, whatever the number of pieces.
 * @module
 */
import { type BufferGeometry, type Material, type Matrix4, type Mesh, type Object3D } from 'three';
import type { Unit } from '../../engine/index.ts';
import * as k from './figure-parts.ts';
import { PIECE_HEIGHT } from './geometry.ts';
import { InstancedLayer } from './instanced-layer.ts';
import type { FigureDef } from './figure-def.ts';
import { GENERIC_HERO, HERO_FIGURES, NPC } from './hero-figures.ts';
import { CREATURE_FIGURES, GENERIC_CREATURE } from './creature-figures.ts';

/** The figure of a hero with no figure of its own. */
export const DEFAULT_HERO_FIGURE = 'hero';
/** The figure of a creature with no figure of its own. */
export const DEFAULT_CREATURE_FIGURE = 'creature';
/** The figure of a mission's NPC. */
export const NPC_FIGURE = 'npc';

/**
 * Every figure by name. Heroes stand on round bases, creatures on hexagonal ones, NPCs on octagonal ones. The
 * colours are the fallbacks of pieces whose content names none.
 */
export const FIGURES: Readonly<Record<string, FigureDef>> = {
  [DEFAULT_HERO_FIGURE]: GENERIC_HERO,
  ...HERO_FIGURES,
  [DEFAULT_CREATURE_FIGURE]: GENERIC_CREATURE,
  ...CREATURE_FIGURES,
  [NPC_FIGURE]: NPC,
};

/** The names of every figure, in registry order. */
export const FIGURE_NAMES: readonly string[] = Object.keys(FIGURES);

/** The fields of a unit that choose its figure. */
export type FigureUnit = Pick<Unit, 'kind' | 'side' | 'npc'> & { figure?: string | undefined };

/**
 * The figure a unit is drawn with: its own `figure` when the board knows it, else the figure named like its kind,
 * else the generic figure of its side (`npc` for NPCs, `hero` on the heroes' side, `creature` otherwise).
 */
export function figureOf(unit: FigureUnit): string {
  if (unit.npc) return NPC_FIGURE;
  if (unit.figure && Object.hasOwn(FIGURES, unit.figure)) return unit.figure;
  if (Object.hasOwn(FIGURES, unit.kind) && unit.kind !== NPC_FIGURE) return unit.kind;
  return unit.side === 'heroes' ? DEFAULT_HERO_FIGURE : DEFAULT_CREATURE_FIGURE;
}

/** The most a figure rises above the floor (world units; taller ones are scaled down to it). */
export const FIGURE_HEIGHT = PIECE_HEIGHT;
/** The most a figure reaches out from its square's middle, sideways (world units; wider ones are scaled down). */
export const FIGURE_REACH = 0.6;

/**
 * Builds figure `name`'s merged geometry (base included): position, normal and a grey `color` attribute the piece's
 * colour tints. Throws on a name not in {@link FIGURES}.
 */
export function buildFigure(name: string): BufferGeometry {
  const def = FIGURES[name];
  if (!def) throw new Error(`no figure named "${name}" (known: ${FIGURE_NAMES.join(', ')})`);
  const body = k.merge(def.parts());
  // kept within its square's neighbourhood and under the board's framing height, whatever its builder made
  const box = body.boundingBox!;
  const reach = Math.max(-box.min.x, box.max.x, -box.min.z, box.max.z) / FIGURE_REACH;
  const fit = Math.min(1, 1 / reach, FIGURE_HEIGHT / box.max.y);
  if (fit < 1) body.scale(fit, fit, fit);
  return k.merge([k.base(def.base), body]);
}

/** One piece to draw: its unit id, figure, transform and colour (`0xrrggbb`). */
export interface FigurePiece {
  id: string;
  figure: string;
  matrix: Matrix4;
  color: number;
}

/**
 * The pieces on a board: one instanced layer per figure in use, made when a figure first appears (its geometry
 * built once) and kept, hidden when empty, until {@link dispose}.
 */
export class FigureLayers {
  private readonly layers = new Map<string, { layer: InstancedLayer<string>; geometry: BufferGeometry }>();
  private figures = new Map<string, string>();

  constructor(
    private readonly parent: Object3D,
    private readonly material: Material,
  ) {}

  /** Replaces every piece. */
  set(pieces: readonly FigurePiece[]): void {
    const byFigure = new Map<string, FigurePiece[]>();
    this.figures = new Map(pieces.map((p) => [p.id, p.figure]));
    for (const p of pieces) {
      const list = byFigure.get(p.figure);
      if (list) list.push(p);
      else byFigure.set(p.figure, [p]);
    }
    for (const [name, entry] of this.layers) if (!byFigure.has(name)) entry.layer.set([], []);
    for (const [name, list] of byFigure) {
      let entry = this.layers.get(name);
      if (!entry) {
        const geometry = buildFigure(name);
        entry = { layer: new InstancedLayer<string>(this.parent, geometry, this.material, 4), geometry };
        this.layers.set(name, entry);
      }
      entry.layer.set(
        list,
        list.map((p) => p.id),
      );
    }
  }

  /** The meshes to pick pieces among. */
  get meshes(): Mesh[] {
    return [...this.layers.values()].map((e) => e.layer.mesh);
  }

  /** The unit id of instance `instance` of `mesh`, or null when the mesh is not a piece layer. */
  unitOf(mesh: Object3D, instance: number): string | null {
    for (const e of this.layers.values()) if (e.layer.mesh === mesh) return e.layer.keys[instance] ?? null;
    return null;
  }

  /** The height (world units, from the floor) of the figure unit `id` is drawn with, or null when it is not drawn. */
  heightOf(id: string): number | null {
    const figure = this.figures.get(id);
    const box = figure === undefined ? null : this.layers.get(figure)?.geometry.boundingBox;
    return box ? box.max.y : null;
  }

  /** The figures drawn now (those with at least one piece), for tests. */
  get drawn(): string[] {
    return [...this.layers].filter(([, e]) => e.layer.keys.length > 0).map(([name]) => name);
  }

  /** Frees the layers and their geometries (the material belongs to the caller). */
  dispose(): void {
    for (const e of this.layers.values()) {
      e.layer.dispose();
      e.geometry.dispose();
    }
    this.layers.clear();
  }
}
