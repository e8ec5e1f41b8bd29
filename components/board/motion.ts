/**
 * The board's animations: when a new table comes, what happened since the last one is played out in a
 * short timeline — a moving piece walks its path square by square, an attacker lunges at its target, a damaged piece
 * flashes red and shakes, a healed one glows green, a dead one sinks away, a spell flies from its caster to its target
 * (or glows on its caster). The board asks {@link BoardMotion.place} for each piece's drawn place at frame time and
 * asks for frames only while {@link BoardMotion.running}; once the timeline ends (or is skipped) every piece stands
 * where the server put it. Nothing animates when the reader's system asks for reduced motion
 * (`prefers-reduced-motion: reduce`) or when {@link BoardMotion.allowed} is false.
 * @module
 */
import { IcosahedronGeometry, Matrix4, MeshBasicMaterial, Quaternion, Vector3, type Object3D } from 'three';
import type { GameEvent, Unit } from '../../engine/index.ts';
import { ownEventMotion } from '../rulesets/loaded.ts';
import { InstancedLayer } from './instanced-layer.ts';
import { areaAt, ROCK_AREA } from './layout.ts';
import type { BoardLayout, BoardScene } from './types.ts';

/** How long a walk takes per square (ms). */
export const STEP_MS = 120;
/** An attacker's lunge toward its target, out and back (ms). */
export const LUNGE_MS = 320;
/** A damaged piece's red flash and shake (ms). */
export const HIT_MS = 380;
/** A healed piece's green glow (ms). */
export const HEAL_MS = 450;
/** A dead piece sinking away (ms). */
export const DEATH_MS = 480;
/** A spell's flight from caster to target, or its glow on the caster (ms). */
export const SPELL_MS = 420;

/** Colours of the flashes (`0xrrggbb`). */
const HIT_COLOUR = 0xff2a2a;
const HEAL_COLOUR = 0x3dff6e;
const SPELL_COLOUR = 0xb77bff;

type Square = readonly [number, number];

/** A walk along `path` (squares, the first one where the piece stands) between two times (ms). */
interface Walk {
  start: number;
  end: number;
  path: readonly Square[];
}

/** A short effect on one piece between two times (ms). */
interface Pulse {
  start: number;
  end: number;
  kind: 'lunge' | 'hit' | 'heal' | 'glow' | 'die';
  /** For a lunge: the unit direction toward the target, in squares. */
  dx: number;
  dz: number;
}

/** A spell's orb: from a square to another (the same square: a glow over the caster). */
interface Bolt {
  start: number;
  end: number;
  from: Square;
  to: Square;
}

/**
 * Where a piece is drawn now: `x`, `y` its square coordinates (fractions between squares while walking), `lift` its
 * height above the floor (world units, negative while sinking), `scale` its size (1 at rest), and a colour `tint`
 * blended over its own by `tintAmount` (0..1).
 */
export interface PiecePlace {
  x: number;
  y: number;
  lift: number;
  scale: number;
  tint: number;
  tintAmount: number;
}

/** Whether the reader's system asks for reduced motion (`prefers-reduced-motion: reduce`); false where there is no `matchMedia`. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const ease = (p: number) => p * p * (3 - 2 * p);
const clamp01 = (p: number) => Math.min(1, Math.max(0, p));
const sameSquare = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1];

/**
 * A shortest path of orthogonal steps from `from` to `to` over the board's floor (walls between areas are crossed
 * only at doors), both ends included; the straight pair `[from, to]` when there is none.
 */
export function shortestPath(board: BoardLayout, from: Square, to: Square): Square[] {
  if (sameSquare(from, to)) return [from];
  const w = board.width;
  const doors = new Set(board.doors.filter((d) => d.open).flatMap((d) => [`${d.between[0]}|${d.between[1]}`, `${d.between[1]}|${d.between[0]}`]));
  const passable = (a: Square, b: Square) => {
    const areaA = areaAt(board, a[0], a[1]);
    const areaB = areaAt(board, b[0], b[1]);
    if (areaB === ROCK_AREA) return false;
    return areaA === areaB || doors.has(`${a}|${b}`);
  };
  const cameFrom = new Map<number, number>([[from[1] * w + from[0], -1]]);
  const queue: Square[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const next: Square = [here[0] + dx, here[1] + dy];
      const key = next[1] * w + next[0];
      if (cameFrom.has(key) || !passable(here, next)) continue;
      cameFrom.set(key, here[1] * w + here[0]);
      if (sameSquare(next, to)) {
        const path: Square[] = [];
        for (let k = key; k !== -1; k = cameFrom.get(k)!) path.unshift([k % w, Math.floor(k / w)]);
        return path;
      }
      queue.push(next);
    }
  }
  return [from, to];
}

/**
 * The animations of one board. Use: `begin(previous, next, events)` when a new scene comes (it first finishes what
 * still runs), then at each frame `tick(now)` and `place(unit)` for every piece in {@link units}, and
 * {@link finish} to skip to the end (a click, a key, the element's skip control).
 */
export class BoardMotion {
  /** Whether the embedder allows motion (the element's `motion` attribute is not `off`). */
  allowed = true;
  /** Called when the board starts animating (true) and when it stops (false: ended or skipped). */
  onRunning: ((running: boolean) => void) | null = null;
  private active = false;
  /** The timeline's clock (ms): it advances with the frames' clock, but at most {@link STEP_MS} per drawn frame. */
  private now = 0;
  /** The frames' clock at the last {@link tick} (ms, `performance.now()`). */
  private frameAt = 0;
  private endAt = 0;
  private walks = new Map<string, Walk[]>();
  private pulses = new Map<string, Pulse[]>();
  private bolts: Bolt[] = [];
  private dying: Unit[] = [];
  private readonly orbs: InstancedLayer<number>;
  private readonly orbGeometry = new IcosahedronGeometry(0.13, 1);
  private readonly orbMaterial = new MeshBasicMaterial({ transparent: true, opacity: 0.85, depthWrite: false });

  constructor(parent: Object3D) {
    this.orbs = new InstancedLayer(parent, this.orbGeometry, this.orbMaterial, 4);
    this.orbs.mesh.renderOrder = 4;
  }

  /** Whether animations play: allowed by the embedder and not refused by the reader's system. */
  get enabled(): boolean {
    return this.allowed && !prefersReducedMotion();
  }

  /** Whether an animation is under way (the board then draws every frame until it ends). */
  get running(): boolean {
    return this.active;
  }

  /**
   * Plays out the change from `prev` to `next`: `events` (those the update brought, in order) give the walked paths,
   * attacks, damage, healing, deaths and spells; a piece that moved without an event walks a shortest path. Finishes
   * whatever still ran first. Does nothing when motion is off, on the first scene, or on a board of another size.
   */
  begin(prev: BoardScene | null, next: BoardScene, events: readonly GameEvent[], now = performance.now()): void {
    this.finish();
    if (!prev || !this.enabled) return;
    if (prev.board.width !== next.board.width || prev.board.height !== next.board.height) return;
    const before = new Map(prev.units.filter((u) => u.alive).map((u) => [u.id, u]));
    const after = new Map(next.units.map((u) => [u.id, u]));
    const where = new Map<string, Square>([...before].map(([id, u]) => [id, [u.x, u.y] as const]));
    const walks = new Map<string, Walk[]>();
    const pulses = new Map<string, Pulse[]>();
    const bolts: Bolt[] = [];
    const dying: Unit[] = [];
    let t = now;
    let end = now;
    const push = <T>(map: Map<string, T[]>, id: string, item: T) => map.set(id, [...(map.get(id) ?? []), item]);
    const pulse = (id: string, kind: Pulse['kind'], start: number, length: number, toward?: Square) => {
      const from = where.get(id);
      let dx = 0;
      let dz = 0;
      if (from && toward && !sameSquare(from, toward)) {
        const d = Math.hypot(toward[0] - from[0], toward[1] - from[1]);
        dx = (toward[0] - from[0]) / d;
        dz = (toward[1] - from[1]) / d;
      }
      push(pulses, id, { start, end: start + length, kind, dx, dz });
      end = Math.max(end, start + length);
    };
    // an attacker lunges at its target, which flinches when hurt
    const strike = (attacker: string, target: string, hurts: boolean) => {
      const to = where.get(target);
      if (!where.has(attacker) || !to) return;
      pulse(attacker, 'lunge', t, LUNGE_MS, to);
      if (hurts) pulse(target, 'hit', t + LUNGE_MS * 0.45, HIT_MS);
      t += LUNGE_MS;
    };
    const hurt = (unit: string, amount: number) => {
      if (amount > 0 && where.has(unit) && !(pulses.get(unit) ?? []).some((p) => p.kind === 'hit' && p.end > t)) pulse(unit, 'hit', t, HIT_MS);
    };
    const heal = (unit: string) => {
      if (where.has(unit)) pulse(unit, 'heal', t, HEAL_MS);
    };
    // a bolt from the caster to its target (or itself), both glowing
    const cast = (unit: string, target: string | null) => {
      const from = where.get(unit);
      if (!from) return;
      const to = target ? where.get(target) : undefined;
      bolts.push({ start: t, end: t + SPELL_MS, from, to: to ?? from });
      pulse(unit, 'glow', t, SPELL_MS);
      if (to && target !== unit) pulse(target!, 'glow', t + SPELL_MS * 0.6, SPELL_MS * 0.6);
      t += SPELL_MS;
      end = Math.max(end, t);
    };
    for (const e of events) {
      switch (e.type) {
        case 'unit_moved': {
          const from = where.get(e.unit);
          if (!from || e.path.length === 0) break;
          const path = sameSquare(e.path[0]!, from) ? e.path : [from, ...e.path];
          const length = STEP_MS * (path.length - 1);
          push(walks, e.unit, { start: t, end: t + length, path });
          where.set(e.unit, path[path.length - 1]!);
          t += length;
          end = Math.max(end, t);
          break;
        }
        case 'teleported': {
          if (!where.has(e.unit)) break;
          push(walks, e.unit, { start: t, end: t, path: [e.from, e.to] });
          where.set(e.unit, e.to);
          break;
        }
        case 'attack':
          strike(e.attacker, e.target, e.bodyLost > 0 || e.damage > 0);
          break;
        case 'damaged':
        case 'status_tick':
          hurt(e.unit, e.type === 'status_tick' ? e.damage : e.amount);
          break;
        case 'healed':
        case 'regenerated':
        case 'revived':
          heal(e.unit);
          break;
        case 'spell_cast':
        case 'item_used':
          cast(e.unit, e.target);
          break;
        case 'unit_died': {
          const was = before.get(e.unit);
          const square = where.get(e.unit);
          if (!was || !square) break;
          const start = Math.max(t, ...(pulses.get(e.unit) ?? []).map((p) => p.start + (p.end - p.start) * 0.5));
          pulse(e.unit, 'die', start, DEATH_MS);
          dying.push({ ...was, x: square[0], y: square[1] });
          break;
        }
        default: {
          // a ruleset module's own event: its parts say how it moves
          const motion = ownEventMotion(e);
          if (motion?.kind === 'strike') strike(motion.attacker, motion.target, motion.hurt);
          else if (motion?.kind === 'hurt') hurt(motion.unit, motion.amount);
          else if (motion?.kind === 'heal') heal(motion.unit);
          else if (motion?.kind === 'cast') cast(motion.unit, motion.target);
        }
      }
    }
    // a piece that moved with no event saying how (a whole new view): it walks a shortest path, from the start
    for (const [id, was] of before) {
      const now2 = after.get(id);
      if (!now2 || !now2.alive || walks.has(id)) continue;
      if (now2.x === was.x && now2.y === was.y) continue;
      const path = shortestPath(next.board, [was.x, was.y], [now2.x, now2.y]);
      push(walks, id, { start: now, end: now + STEP_MS * (path.length - 1), path });
      end = Math.max(end, now + STEP_MS * (path.length - 1));
    }
    end = Math.max(end, ...bolts.map((b) => b.end));
    if (end <= now) return;
    this.walks = walks;
    this.pulses = pulses;
    this.bolts = bolts;
    this.dying = dying.filter((u) => !after.get(u.id)?.alive);
    this.endAt = end;
    this.now = now;
    this.frameAt = now;
    this.active = true;
    this.onRunning?.(true);
  }

  /** Ends every animation at its end state (every piece where the server put it). */
  finish(): void {
    if (!this.active) return;
    this.active = false;
    this.walks = new Map();
    this.pulses = new Map();
    this.bolts = [];
    this.dying = [];
    this.orbs.set([], []);
    this.onRunning?.(false);
  }

  /**
   * Called once per drawn frame with the frame's time `frameTime` (ms, `performance.now()`): moves the animations'
   * clock on by the time since the last frame, but by at most {@link STEP_MS}, so a walk advances at most one square per
   * drawn frame and every square is seen even when frames are slow (software GL, 200–300 ms a frame): the animations
   * then take longer instead of jumping. Returns whether they still run.
   */
  tick(frameTime: number): boolean {
    if (!this.active) return false;
    this.now += Math.min(Math.max(0, frameTime - this.frameAt), STEP_MS);
    this.frameAt = frameTime;
    const now = this.now;
    if (now >= this.endAt) {
      this.finish();
      return false;
    }
    const orbs = this.bolts
      .filter((b) => now >= b.start && now < b.end)
      .map((b) => {
        const p = (now - b.start) / (b.end - b.start);
        const flying = !sameSquare(b.from, b.to);
        const x = b.from[0] + (b.to[0] - b.from[0]) * ease(p) + 0.5;
        const z = b.from[1] + (b.to[1] - b.from[1]) * ease(p) + 0.5;
        const y = flying ? 0.55 + 0.35 * Math.sin(Math.PI * p) : 0.75 + 0.15 * p;
        const s = flying ? 1 : 0.6 + 1.2 * Math.sin(Math.PI * p);
        return { matrix: new Matrix4().compose(new Vector3(x, y, z), new Quaternion(), new Vector3(s, s, s)), color: SPELL_COLOUR };
      });
    this.orbs.set(
      orbs,
      orbs.map((_, i) => i),
    );
    return true;
  }

  /** The pieces to draw: the living ones of `units`, and those dying whose sinking has not ended. */
  units(units: readonly Unit[]): Unit[] {
    const alive = units.filter((u) => u.alive);
    if (!this.active || this.dying.length === 0) return alive;
    return [...alive, ...this.dying.filter((u) => !(this.pulses.get(u.id) ?? []).some((p) => p.kind === 'die' && this.now >= p.end))];
  }

  /** Where and how `unit` is drawn now (at rest on its square when nothing animates it). */
  place(unit: Unit): PiecePlace {
    const rest: PiecePlace = { x: unit.x, y: unit.y, lift: 0, scale: 1, tint: 0, tintAmount: 0 };
    if (!this.active) return rest;
    const now = this.now;
    const walks = this.walks.get(unit.id);
    if (walks && walks.length > 0) {
      const first = walks[0]!;
      const current = walks.find((w) => now < w.end) ?? null;
      if (now < first.start) [rest.x, rest.y] = first.path[0]!;
      else if (!current) [rest.x, rest.y] = walks[walks.length - 1]!.path.at(-1)!;
      else if (now < current.start) [rest.x, rest.y] = current.path[0]!;
      else {
        const f = ((now - current.start) / (current.end - current.start)) * (current.path.length - 1);
        const i = Math.min(Math.floor(f), current.path.length - 2);
        const frac = f - i;
        const a = current.path[i]!;
        const b = current.path[i + 1]!;
        rest.x = a[0] + (b[0] - a[0]) * ease(frac);
        rest.y = a[1] + (b[1] - a[1]) * ease(frac);
        rest.lift = 0.07 * Math.sin(Math.PI * frac);
      }
    }
    for (const p of this.pulses.get(unit.id) ?? []) {
      if (now < p.start) continue;
      const k = clamp01((now - p.start) / (p.end - p.start));
      if (p.kind === 'die' && now >= p.end) {
        rest.scale = 0;
        continue;
      }
      if (now >= p.end) continue;
      const bump = Math.sin(Math.PI * k);
      if (p.kind === 'lunge') {
        rest.x += p.dx * 0.38 * bump;
        rest.y += p.dz * 0.38 * bump;
        rest.lift += 0.05 * bump;
      } else if (p.kind === 'hit') {
        rest.x += 0.07 * Math.sin(k * Math.PI * 6) * (1 - k);
        this.tint(rest, HIT_COLOUR, 0.85 * bump);
      } else if (p.kind === 'heal') {
        rest.lift += 0.08 * bump;
        this.tint(rest, HEAL_COLOUR, 0.8 * bump);
      } else if (p.kind === 'glow') {
        this.tint(rest, SPELL_COLOUR, 0.7 * bump);
      } else {
        rest.lift -= 0.5 * ease(k);
        rest.scale *= 1 - 0.55 * ease(k);
        this.tint(rest, 0x000000, 0.6 * k);
      }
    }
    return rest;
  }

  private tint(place: PiecePlace, colour: number, amount: number): void {
    if (amount <= place.tintAmount) return;
    place.tint = colour;
    place.tintAmount = amount;
  }

  /** Frees the spell orbs' buffers. */
  dispose(): void {
    this.finish();
    this.orbs.dispose();
    this.orbGeometry.dispose();
    this.orbMaterial.dispose();
  }
}
