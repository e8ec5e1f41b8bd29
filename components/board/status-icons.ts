/**
 * Status icons above the pieces (poisoned, stunned, frozen, dormant, shielded, a stat raised or lowered): small round badges that
 * face the camera, all drawn by one InstancedMesh from one texture atlas, so any number of them costs one draw
 * call (none when there is nothing to show). Each instance picks its picture from the atlas by an `iconIndex`
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

const CELL = 64;

/** Draws the atlas: one 64 x 64 badge per icon, side by side. */
function drawAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = CELL * ICONS.length;
  canvas.height = CELL;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  const badge = (i: number, fill: string) => {
    const cx = i * CELL + CELL / 2;
    g.beginPath();
    g.arc(cx, CELL / 2, CELL / 2 - 3, 0, Math.PI * 2);
    g.fillStyle = fill;
    g.fill();
    g.lineWidth = 4;
    g.strokeStyle = '#15121a';
    g.stroke();
    return cx;
  };
  g.lineCap = 'round';
  g.lineJoin = 'round';
  // poison: a white drop on green
  {
    const cx = badge(0, '#3f9e45');
    g.beginPath();
    g.moveTo(cx, 13);
    g.bezierCurveTo(cx + 6, 24, cx + 14, 31, cx + 14, 39);
    g.arc(cx, 39, 14, 0, Math.PI, false);
    g.bezierCurveTo(cx - 14, 31, cx - 6, 24, cx, 13);
    g.fillStyle = '#f4fff0';
    g.fill();
  }
  // stun: a dark spiral on yellow
  {
    const cx = badge(1, '#f0c23b');
    g.beginPath();
    for (let a = 0; a < Math.PI * 5; a += 0.15) {
      const r = 2 + a * 1.0;
      const x = cx + Math.cos(a) * r;
      const y = CELL / 2 + Math.sin(a) * r;
      if (a === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.lineWidth = 4.5;
    g.strokeStyle = '#2a2110';
    g.stroke();
  }
  // dormant: "z z" on night blue
  {
    const cx = badge(2, '#4b63c9');
    g.fillStyle = '#f2f4ff';
    g.font = 'bold 30px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('Z', cx - 6, CELL / 2 + 4);
    g.font = 'bold 19px sans-serif';
    g.fillText('z', cx + 12, CELL / 2 - 9);
  }
  // a stat raised: a white chevron up on teal; lowered: down on red
  const chevron = (i: number, fill: string, up: boolean) => {
    const cx = badge(i, fill);
    const d = up ? 1 : -1;
    g.beginPath();
    g.moveTo(cx - 14, CELL / 2 + 7 * d);
    g.lineTo(cx, CELL / 2 - 8 * d);
    g.lineTo(cx + 14, CELL / 2 + 7 * d);
    g.lineWidth = 8;
    g.strokeStyle = '#ffffff';
    g.stroke();
  };
  chevron(3, '#1f9a8a', true);
  chevron(4, '#c8402f', false);
  // freeze: a white snowflake on ice blue
  {
    const cx = badge(5, '#5fb4e6');
    g.strokeStyle = '#ffffff';
    g.lineWidth = 4;
    for (let k = 0; k < 3; k++) {
      const a = (k * Math.PI) / 3;
      g.beginPath();
      g.moveTo(cx - Math.cos(a) * 18, CELL / 2 - Math.sin(a) * 18);
      g.lineTo(cx + Math.cos(a) * 18, CELL / 2 + Math.sin(a) * 18);
      g.stroke();
    }
  }
  // shield (guarded, defending, vanished, shield wall): a white shield on steel
  {
    const cx = badge(6, '#6b7a8f');
    g.beginPath();
    g.moveTo(cx, 12);
    g.lineTo(cx + 16, 18);
    g.quadraticCurveTo(cx + 15, 42, cx, 52);
    g.quadraticCurveTo(cx - 15, 42, cx - 16, 18);
    g.closePath();
    g.fillStyle = '#f4f6fa';
    g.fill();
  }
  return canvas;
}

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
    this.texture = new CanvasTexture(drawAtlas());
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
