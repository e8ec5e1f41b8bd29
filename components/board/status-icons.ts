/**
 * Status icons above the pieces (poisoned, stunned, frozen, dormant, shielded, a stat raised or lowered): small round badges that
 * face the camera, all drawn by one InstancedMesh from one texture atlas, so any number of them costs one draw
 * call (none when there is nothing to show). The atlas is painted by dressing.ts, a chunk loaded after the first board shows. Each instance picks its picture from the atlas by an `iconIndex`
 * instance attribute.
 * @module
 */
import {
  CanvasTexture,
  InstancedBufferAttribute,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  Vector3,
  type Object3D,
  type Quaternion,
} from 'three';

import { ICONS, type IconName } from './badges.ts';

export { ICONS, iconsOf, type IconName } from './badges.ts';

/** One icon to draw: its picture and where its middle is in the world. */
export interface IconInstance {
  icon: IconName;
  position: Vector3;
}

/** The status icons of a board. */
export class StatusIconLayer {
  mesh: InstancedMesh;
  private readonly material: MeshBasicMaterial;
  private readonly texture: CanvasTexture;
  private readonly base: PlaneGeometry;
  private readonly scratch = new Matrix4();
  private readonly scale: Vector3;

  /** `size` is the badge's diameter in world units (a square is 1). */
  constructor(
    private readonly parent: Object3D,
    size: number,
    capacity = 16,
  ) {
    // blank until the atlas is painted (setAtlas: the dressing's chunk, dressing.ts)
    this.texture = new CanvasTexture(document.createElement('canvas'));
    this.texture.colorSpace = SRGBColorSpace;
    this.material = new MeshBasicMaterial({ map: this.texture, transparent: true, depthTest: false, depthWrite: false, alphaTest: 0.02 });
    this.material.onBeforeCompile = (shader) => {
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nattribute float iconIndex;')
        .replace('#include <uv_vertex>', `#include <uv_vertex>\nvMapUv.x = (vMapUv.x + iconIndex) / ${ICONS.length}.0;`);
    };
    this.material.customProgramCacheKey = () => 'quest-board-status-icons';
    this.base = new PlaneGeometry(1, 1);
    this.scale = new Vector3(size, size, size);
    this.mesh = this.create(capacity);
  }

  private create(capacity: number): InstancedMesh {
    const geometry = this.base.clone();
    geometry.setAttribute('iconIndex', new InstancedBufferAttribute(new Float32Array(capacity), 1));
    const mesh = new InstancedMesh(geometry, this.material, capacity);
    mesh.count = 0;
    mesh.visible = false;
    mesh.frustumCulled = false;
    mesh.renderOrder = 5;
    this.parent.add(mesh);
    return mesh;
  }

  /** Shows the badges' pictures: `atlas` is the canvas dressing.ts's `drawAtlas` painted. */
  setAtlas(atlas: HTMLCanvasElement): void {
    // a new size: the GPU copy is made again
    this.texture.dispose();
    this.texture.image = atlas;
    this.texture.needsUpdate = true;
  }

  /** Replaces every icon; `facing` turns the badges toward the camera. */
  set(items: readonly IconInstance[], facing: Quaternion): void {
    if (items.length > this.mesh.instanceMatrix.count) {
      let capacity = this.mesh.instanceMatrix.count;
      while (capacity < items.length) capacity *= 2;
      this.parent.remove(this.mesh);
      this.mesh.geometry.dispose();
      this.mesh.dispose();
      this.mesh = this.create(capacity);
    }
    const mesh = this.mesh;
    const index = mesh.geometry.getAttribute('iconIndex') as InstancedBufferAttribute;
    items.forEach((item, i) => {
      mesh.setMatrixAt(i, this.scratch.compose(item.position, facing, this.scale));
      index.setX(i, ICONS.indexOf(item.icon));
    });
    mesh.count = items.length;
    mesh.visible = items.length > 0;
    mesh.instanceMatrix.needsUpdate = true;
    index.needsUpdate = true;
  }

  /** Frees the buffers, the atlas and the material. */
  dispose(): void {
    this.parent.remove(this.mesh);
    this.mesh.geometry.dispose();
    this.mesh.dispose();
    this.base.dispose();
    this.material.dispose();
    this.texture.dispose();
  }
}
