/**
 * A growable InstancedMesh: one draw call for any number of copies of one geometry, each with its own
 * transform and colour. Hidden when empty, so it costs no draw call then.
 * @module
 */
import { Color, InstancedMesh, type BufferGeometry, type Material, type Matrix4, type Object3D } from 'three';

/** One copy: its transform and colour (`0xrrggbb`). */
export interface Instance {
  matrix: Matrix4;
  color: number;
}

const scratch = new Color();

/** An InstancedMesh that grows to fit and remembers which item each instance stands for. */
export class InstancedLayer<K = number> {
  mesh: InstancedMesh;
  /** The key of each instance, in instance order (for picking). */
  keys: K[] = [];

  constructor(
    private readonly parent: Object3D,
    private readonly geometry: BufferGeometry,
    private readonly material: Material,
    capacity = 16,
  ) {
    this.mesh = this.create(capacity);
  }

  private create(capacity: number): InstancedMesh {
    const mesh = new InstancedMesh(this.geometry, this.material, capacity);
    mesh.count = 0;
    mesh.visible = false;
    mesh.frustumCulled = false;
    this.parent.add(mesh);
    return mesh;
  }

  /** Replaces every instance. */
  set(items: readonly Instance[], keys: K[]): void {
    if (items.length > this.mesh.instanceMatrix.count) {
      this.parent.remove(this.mesh);
      this.mesh.dispose();
      let capacity = this.mesh.instanceMatrix.count;
      while (capacity < items.length) capacity *= 2;
      this.mesh = this.create(capacity);
    }
    const mesh = this.mesh;
    items.forEach((item, i) => {
      mesh.setMatrixAt(i, item.matrix);
      mesh.setColorAt(i, scratch.setHex(item.color));
    });
    mesh.count = items.length;
    mesh.visible = items.length > 0;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.boundingSphere = null;
    mesh.boundingBox = null;
    this.keys = keys;
  }

  /** Frees the instance buffers (the geometry and material belong to the caller). */
  dispose(): void {
    this.parent.remove(this.mesh);
    this.mesh.dispose();
  }
}
