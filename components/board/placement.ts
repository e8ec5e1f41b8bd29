/**
 * Placing copies on the board: the transform of a copy standing at a point, turned and sized, and the turns the
 * board's layers share (a wall or door along the other axis is the same shape a quarter turn round).
 * @module
 */
import { Matrix4, Quaternion, Vector3 } from 'three';

/** The world's up. */
export const UP = new Vector3(0, 1, 0);
/** A quarter turn round the up axis. */
export const Y_QUARTER = new Quaternion().setFromAxisAngle(UP, Math.PI / 2);
/** No turn. */
export const IDENTITY = new Quaternion();
const ONE = new Vector3(1, 1, 1);

/** The transform of a copy standing at `[x, y, z]`, turned by `q` and sized by `s` (neither, by default). */
export function at(x: number, y: number, z: number, q: Quaternion = IDENTITY, s: Vector3 = ONE): Matrix4 {
  return new Matrix4().compose(new Vector3(x, y, z), q, s);
}
