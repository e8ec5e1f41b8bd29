/**
 * The isometric camera: orthographic, looking down the (1, 1, 1) diagonal at the middle of the board (turned about
 * the vertical by a number of quarter turns), framed so the whole board fits the viewport with a small margin.
 * `camera-controls.ts` zooms and pans within that frame.
 * @module
 */
import { Matrix4, OrthographicCamera, Quaternion, Vector3 } from 'three';

/** The direction from the board's centre toward the camera (true isometric: 35.26 degrees of elevation). */
const VIEW_DIRECTION = new Vector3(1, 1, 1).normalize();
const MARGIN = 0.04;

const UP = new Vector3(0, 1, 0);

/** The camera's turn about the vertical for `quarterTurns` quarter turns (any integer; 4 is a whole turn). */
function turnOf(quarterTurns: number): Quaternion {
  return new Quaternion().setFromAxisAngle(UP, (((quarterTurns % 4) + 4) % 4) * (Math.PI / 2));
}

/** The direction from the board's centre toward the camera, turned by `quarterTurns` quarter turns about the vertical. */
export function viewDirection(quarterTurns = 0): Vector3 {
  return VIEW_DIRECTION.clone().applyQuaternion(turnOf(quarterTurns));
}

/** The turn that makes a flat shape (facing +z) face the isometric camera turned by `quarterTurns` quarter turns. */
export function cameraFacing(quarterTurns = 0): Quaternion {
  return new Quaternion().setFromRotationMatrix(new Matrix4().lookAt(viewDirection(quarterTurns), new Vector3(0, 0, 0), UP));
}

/** The screen's left-to-right direction in the world, seen from the isometric camera turned by `quarterTurns`. */
export function screenRight(quarterTurns = 0): Vector3 {
  return new Vector3(1, 0, -1).normalize().applyQuaternion(turnOf(quarterTurns));
}

/** The screen's left-to-right direction in the world, seen from the unturned isometric camera. */
export const SCREEN_RIGHT = screenRight(0);

/** A new isometric camera. */
export function createIsometricCamera(): OrthographicCamera {
  return new OrthographicCamera(-1, 1, 1, -1, 0.1, 1000);
}

/** A rectangle on the camera's screen plane (view space, world units). */
export interface ScreenBox {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The extent of a `width` x `depth` board (pieces up to `height` tall) on the isometric camera's screen plane. */
function screenBounds(camera: OrthographicCamera, width: number, depth: number, height: number): { minX: number; maxX: number; minY: number; maxY: number } {
  const inverse = camera.matrixWorldInverse;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const p = new Vector3();
  for (const x of [-0.3, width + 0.3]) {
    for (const y of [-0.3, height]) {
      for (const z of [-0.3, depth + 0.3]) {
        p.set(x, y, z).applyMatrix4(inverse);
        minX = Math.min(minX, p.x);
        maxX = Math.max(maxX, p.x);
        minY = Math.min(minY, p.y);
        maxY = Math.max(maxY, p.y);
      }
    }
  }
  return { minX, maxX, minY, maxY };
}

function aim(camera: OrthographicCamera, width: number, depth: number, quarterTurns = 0): number {
  const centre = new Vector3(width / 2, 0, depth / 2);
  const distance = Math.max(width, depth) * 2 + 10;
  camera.position.copy(centre).addScaledVector(viewDirection(quarterTurns), distance);
  camera.up.set(0, 1, 0);
  camera.lookAt(centre);
  camera.updateMatrixWorld(true);
  return distance;
}

/**
 * The width-to-height ratio a `width` x `depth` board (pieces up to `height` tall) takes on screen, margin
 * included: a box of this aspect shows the board with no empty bands.
 */
export function boardAspect(width: number, depth: number, height = 1.1): number {
  const camera = createIsometricCamera();
  aim(camera, width, depth);
  const b = screenBounds(camera, width, depth, height);
  return (b.maxX - b.minX) / (b.maxY - b.minY);
}

/**
 * How {@link frameBoard} framed the board: the board's extent on the screen plane (`bounds`, view space, world units)
 * and the frame's middle (`cx`, `cy`) and half sizes (`halfW`, `halfH`), the whole board in view with its margin.
 */
export interface BoardFrame {
  bounds: ScreenBox;
  cx: number;
  cy: number;
  halfW: number;
  halfH: number;
}

/**
 * Frames a `width` x `depth` board (with pieces up to `height` tall) in a viewport of aspect `aspect` (w / h), the
 * camera turned by `quarterTurns` quarter turns about the vertical; returns the frame.
 */
export function frameBoard(camera: OrthographicCamera, width: number, depth: number, height: number, aspect: number, quarterTurns = 0): BoardFrame {
  const distance = aim(camera, width, depth, quarterTurns);
  const { minX, maxX, minY, maxY } = screenBounds(camera, width, depth, height);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let halfW = ((maxX - minX) / 2) * (1 + MARGIN);
  let halfH = ((maxY - minY) / 2) * (1 + MARGIN);
  const safeAspect = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  if (halfW / halfH < safeAspect) halfW = halfH * safeAspect;
  else halfH = halfW / safeAspect;
  camera.left = cx - halfW;
  camera.right = cx + halfW;
  camera.top = cy + halfH;
  camera.bottom = cy - halfH;
  camera.near = 0.1;
  camera.far = distance * 2 + 10;
  camera.updateProjectionMatrix();
  return { bounds: { minX, maxX, minY, maxY }, cx, cy, halfW, halfH };
}
