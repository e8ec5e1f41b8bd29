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

/** The pictures of the atlas, in atlas order. */
export const ICONS = ['poison', 'stun', 'dormant', 'up', 'down', 'freeze', 'shield'] as const;
/** A picture of the atlas. */
export type IconName = (typeof ICONS)[number];

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

/** Statuses shown as a shield: armour raised. */
const SHIELDING = new Set(['guard', 'defending', 'vanished', 'shield_wall']);
/** Statuses shown as a lowered stat. */
const LOWERING = new Set(['weaken', 'entangled', 'off_balance', 'exposed', 'fumble_attack', 'armour_penalty']);

/** The icons a unit shows: its statuses, dormant, and whether a stat is raised or lowered. */
export function iconsOf(unit: { statuses: readonly { status: string }[]; dormant: boolean; mods: readonly { stat: string; delta: number }[] }): IconName[] {
  const out: IconName[] = [];
  const has = (name: string) => unit.statuses.some((s) => s.status === name);
  if (has('poison')) out.push('poison');
  if (has('stun')) out.push('stun');
  if (has('freeze')) out.push('freeze');
  if (unit.dormant) out.push('dormant');
  if (unit.statuses.some((s) => SHIELDING.has(s.status))) out.push('shield');
  const net = new Map<string, number>();
  for (const m of unit.mods) net.set(m.stat, (net.get(m.stat) ?? 0) + m.delta);
  const values = [...net.values()];
  if (values.some((v) => v > 0)) out.push('up');
  if (values.some((v) => v < 0) || unit.statuses.some((s) => LOWERING.has(s.status))) out.push('down');
  return out;
}
