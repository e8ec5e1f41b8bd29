/**
 * The mission's objects as the board draws them: merged into one mesh (plus one, faded, for the hidden objects the
 * master sees), made again only when the objects change, and which object a triangle of them belongs to.
 * @module
 */
import { Mesh, type Material, type Object3D } from 'three';
import { buildObjectBatch, objectOfTriangle, type ObjectBatch } from './objects.ts';
import type { BoardLayout, BoardObject } from './types.ts';

/** The objects' meshes of a board. */
export class ObjectMeshes {
  private drawn: { mesh: Mesh; batch: ObjectBatch }[] = [];
  /** The ids of the objects drawn (faded ones included). */
  ids = new Set<string>();
  /** What the objects drawn were made from (size and every object's id, type, kind, square and state). */
  private key = '';

  /** Draws into `parent` with `material`, and the hidden objects with `fadedMaterial` (both stay the caller's). */
  constructor(
    private readonly parent: Object3D,
    private readonly material: Material,
    private readonly fadedMaterial: Material,
  ) {}

  /** The meshes drawn, to pick objects among. */
  get meshes(): Mesh[] {
    return this.drawn.map((m) => m.mesh);
  }

  /** Merges `objects` into their meshes, unless they are the ones drawn already (and {@link forget} was not called). */
  set(board: BoardLayout, objects: readonly BoardObject[]): void {
    const key = `${board.width}x${board.height}:${objects.map((o) => `${o.id}/${o.type}/${o.kind ?? ''}/${o.x},${o.y}/${o.hidden ? 1 : 0}${o.done ? 1 : 0}`).join(';')}`;
    if (key === this.key) return;
    this.key = key;
    this.clear();
    const groups: [readonly BoardObject[], Material][] = [
      [objects.filter((o) => !o.hidden), this.material],
      [objects.filter((o) => o.hidden), this.fadedMaterial],
    ];
    groups.forEach(([list, material], i) => {
      const batch = buildObjectBatch(board, list);
      if (!batch) return;
      const mesh = new Mesh(batch.geometry, material);
      mesh.renderOrder = i === 1 ? 1 : 0;
      this.parent.add(mesh);
      this.drawn.push({ mesh, batch });
      for (const e of batch.entries) this.ids.add(e.id);
    });
  }

  /** Makes the next {@link set} draw the objects again (their models have arrived). */
  forget(): void {
    this.key = '';
  }

  /** The model an object is drawn with (`stairs`, `furniture-throne`...: objects.ts), or null when it is not drawn. */
  model(id: string): string | null {
    for (const { batch } of this.drawn) {
      const entry = batch.entries.find((e) => e.id === id);
      if (entry) return entry.model;
    }
    return null;
  }

  /** The id of the object triangle `triangle` of `mesh` belongs to, or null when `mesh` is not an object's. */
  objectAt(mesh: Object3D, triangle: number): string | null {
    const owner = this.drawn.find((m) => m.mesh === mesh);
    return owner ? objectOfTriangle(owner.batch, triangle) : null;
  }

  /** Takes every object's mesh away and frees its geometry. */
  clear(): void {
    for (const { mesh } of this.drawn) {
      this.parent.remove(mesh);
      mesh.geometry.dispose();
    }
    this.drawn = [];
    this.ids = new Set();
  }
}
