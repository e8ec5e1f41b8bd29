/**
 * A layer of copies of one geometry baked into one mesh: each copy's transform and colour are written into the
 * vertices when the layer is set, so a frame draws it as one plain draw of one mesh. For the board's static layers
 * (floor, walls, rock, fog, trees), set only when the table changes: under software GL (SwiftShader) an InstancedMesh costs
 * its setup once per instance, every frame (docs/performance.md, "The board's frame rate under software GL"), which
 * for a floor of a few hundred tiles cost more than its pixels. Draw it with a material that uses vertex colours.
 * @module
 */
import { BufferAttribute, BufferGeometry, Color, Matrix3, Mesh, Vector3, type Material, type Object3D } from 'three';
import type { Instance } from './instanced-layer.ts';

const colour = new Color();
const tintColour = new Color();
const v = new Vector3();
const normalMatrix = new Matrix3();

/** Copies of one geometry merged into one mesh, each with its own transform and colour; same use as InstancedLayer. */
export class MergedLayer<K = number> {
  /** The mesh (kept across {@link set}; its geometry is replaced). Hidden when empty, so it costs no draw call then. */
  readonly mesh: Mesh;
  /** The key of each copy, in the order given. */
  keys: K[] = [];

  /**
   * @param geometry the shape of one copy: position and normal attributes, indexed or not (it stays the caller's).
   * @param material drawn with; it must take vertex colours (`vertexColors: true`), which carry each copy's colour.
   */
  constructor(
    private readonly parent: Object3D,
    private readonly geometry: BufferGeometry,
    material: Material,
  ) {
    this.mesh = new Mesh(new BufferGeometry(), material);
    this.mesh.visible = false;
    this.mesh.frustumCulled = false;
    parent.add(this.mesh);
  }

  /**
   * Replaces every copy: `items[i]` is the copy keyed `keys[i]` (colours `0xrrggbb`, as InstancedLayer takes them).
   * When the copy's geometry has a `color` attribute, each vertex's colour is the item's times it (a lighter cap, a
   * darker foot); `shade`, when given, scales each vertex's colour again by what it returns for the copy's index and
   * the vertex's place on the board (baked ambient occlusion: darker near walls). A `uv` attribute is kept.
   */
  set(items: readonly Instance[], keys: K[], shade?: (k: number, world: Vector3) => number): void {
    const position = this.geometry.getAttribute('position');
    const normal = this.geometry.getAttribute('normal');
    const tint = this.geometry.getAttribute('color');
    const uv = this.geometry.getAttribute('uv');
    const index = this.geometry.getIndex();
    const n = position.count;
    const positions = new Float32Array(items.length * n * 3);
    const normals = new Float32Array(items.length * n * 3);
    const colours = new Float32Array(items.length * n * 3);
    const uvs = uv ? new Float32Array(items.length * n * 2) : null;
    const indices = index ? new Uint32Array(items.length * index.count) : null;
    items.forEach((item, k) => {
      normalMatrix.getNormalMatrix(item.matrix);
      for (let i = 0; i < n; i++) {
        const at = (k * n + i) * 3;
        v.fromBufferAttribute(position, i).applyMatrix4(item.matrix).toArray(positions, at);
        // the working colour space, as InstancedMesh.setColorAt stores it
        colour.setHex(item.color);
        if (tint) colour.multiply(tintColour.fromBufferAttribute(tint, i));
        if (shade) colour.multiplyScalar(shade(k, v));
        colour.toArray(colours, at);
        v.fromBufferAttribute(normal, i).applyMatrix3(normalMatrix).normalize().toArray(normals, at);
        if (uv && uvs) {
          uvs[(k * n + i) * 2] = uv.getX(i);
          uvs[(k * n + i) * 2 + 1] = uv.getY(i);
        }
      }
      if (index && indices) for (let j = 0; j < index.count; j++) indices[k * index.count + j] = index.getX(j) + k * n;
    });
    const merged = new BufferGeometry();
    merged.setAttribute('position', new BufferAttribute(positions, 3));
    merged.setAttribute('normal', new BufferAttribute(normals, 3));
    merged.setAttribute('color', new BufferAttribute(colours, 3));
    if (uvs) merged.setAttribute('uv', new BufferAttribute(uvs, 2));
    if (indices) merged.setIndex(new BufferAttribute(indices, 1));
    this.mesh.geometry.dispose();
    this.mesh.geometry = merged;
    this.mesh.visible = items.length > 0;
    this.keys = keys;
  }

  /** Frees the merged geometry (the copy's geometry and the material belong to the caller). */
  dispose(): void {
    this.parent.remove(this.mesh);
    this.mesh.geometry.dispose();
  }
}
