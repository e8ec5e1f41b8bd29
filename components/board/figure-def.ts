/**
 * What a figure is: a builder of its parts above the base, its base's shape and its fallback colour.
 * @module
 */
import type { BufferGeometry } from 'three';

/** A figure: how to build its geometry, its base, and the colour of a piece whose content gives none. */
export interface FigureDef {
  /** The parts above the base, in the figure's space (see figure-parts.ts). */
  parts: () => BufferGeometry[];
  /** The base: round (heroes), hexagonal (creatures), octagonal (NPCs). */
  base: 24 | 6 | 8;
  /** `0xrrggbb`. */
  color: number;
}
