/**
 * Mission objects in play (spec 000, "Missioni": objects, searching, traps): furniture blocks squares; searching
 * finds treasure, searchable furniture and hidden objects, or traps and secret doors, in the searcher's area; a hidden
 * trap springs on the first hero that steps on it.
 * @module
 */
import type { Square } from '../../content/schemas/index.ts';
import { searchArea } from './areas.ts';
import type { Draft } from './draft.ts';
import { drawCard, runEffects } from './effects.ts';
import { reject } from './reject.ts';
import { actedRefusal, takeAction } from './acting.ts';
import type { GameError, GameState, Unit } from './types.ts';

/**
 * Why `hero` may not search for `kind` now (it searched this area for it already, or has acted), or null when it may.
 * `area` is the key of the hero's search area (`searchArea`), when it is known already.
 */
export function searchRefusal(state: GameState, hero: Unit, kind: 'treasure' | 'traps', area = searchArea(state, hero).key): GameError | null {
  if ((state.searched[hero.id] ?? []).includes(`${kind}:${area}`))
    return { code: 'already_searched', message: `${hero.id} has already searched here for ${kind}` };
  return actedRefusal(state);
}

/**
 * A hero searches its area, as its action (once per area and kind). For `treasure`: every treasure, searchable
 * furniture and other hidden object there is found (treasure and furniture effects run for the searcher); with no
 * treasure or searchable furniture, a card is drawn from the mission's `search_deck`. For `traps`: hidden traps there
 * are found (and so disarmed), and secret doors on the area's edge are found.
 */
export function search(draft: Draft, hero: Unit, kind: 'treasure' | 'traps'): void {
  const s = draft.state;
  const { key, squares } = searchArea(s, hero);
  const refusal = searchRefusal(s, hero, kind, key);
  if (refusal) reject(refusal.code, refusal.message);
  const done = s.searched[hero.id] ?? [];
  takeAction(draft);
  s.searched = { ...s.searched, [hero.id]: [...done, `${kind}:${key}`] };
  const w = s.setup.board.width;
  const here = (o: { x: number; y: number }) => squares.has(o.y * w + o.x);
  const found: string[] = [];
  const doors: string[] = [];
  const rewards: number[] = [];
  s.setup.objects.forEach((o, i) => {
    const st = s.objects[i]!;
    if (!here(o) || st.done) return;
    const isTrap = o.type === 'trap';
    if (kind === 'traps' ? !isTrap || !st.hidden : isTrap) return;
    const searchable = o.type === 'treasure' || (o.type === 'furniture' && (o.effects?.length ?? 0) > 0);
    if (!st.hidden && !searchable) return;
    found.push(st.id);
    if (searchable) rewards.push(i);
    setObject(draft, i, { hidden: false, done: isTrap || searchable });
  });
  if (kind === 'traps') {
    s.setup.board.doors.forEach((d, i) => {
      if (s.doorsFound[i]) return;
      if (!d.between.some(([x, y]) => squares.has(y * w + x))) return;
      s.doorsFound = s.doorsFound.map((f, j) => f || j === i);
      doors.push(d.id);
    });
  }
  draft.emit({ type: 'searched', unit: hero.id, for: kind, found, doors });
  for (const id of found) draft.emit({ type: 'object_found', object: id, by: hero.id });
  for (const i of rewards) {
    const o = s.setup.objects[i]!;
    runEffects(draft, o.effects ?? [], { actor: draft.unit(hero.id)!, chosen: null, source: { kind: 'event', id: s.objects[i]!.id, element: null }, depth: 0 });
  }
  if (kind === 'treasure' && rewards.length === 0 && s.setup.searchDeck) {
    drawCard(
      draft,
      s.setup.searchDeck,
      { actor: draft.unit(hero.id)!, chosen: null, source: { kind: 'card', id: s.setup.searchDeck, element: null }, depth: 0 },
      null,
    );
  }
}

function setObject(draft: Draft, index: number, patch: { hidden?: boolean; done?: boolean }): void {
  draft.state.objects = draft.state.objects.map((o, i) => (i === index ? { ...o, ...patch } : o));
}

/**
 * Springs the first hidden trap on a hero's path: the hero stops on it (its steps left are lost), the trap's effects
 * run on it, and the trap is revealed and spent. Returns the part of the path actually walked.
 */
export function walkPath(draft: Draft, hero: Unit, path: Square[]): Square[] {
  const s = draft.state;
  for (let p = 0; p < path.length; p++) {
    const [x, y] = path[p]!;
    const i = s.setup.objects.findIndex((o, j) => o.type === 'trap' && o.x === x && o.y === y && s.objects[j]!.hidden && !s.objects[j]!.done);
    if (i < 0) continue;
    const walked = path.slice(0, p + 1);
    const trap = s.setup.objects[i]!;
    draft.updateUnit(hero.id, { x, y });
    draft.updateTurn({ stepsLeft: 0 });
    setObject(draft, i, { hidden: false, done: true });
    draft.emit({ type: 'unit_moved', unit: hero.id, path: walked });
    draft.emit({ type: 'trap_sprung', object: s.objects[i]!.id, unit: hero.id, kind: trap.type === 'trap' ? trap.kind : 'trap' });
    runEffects(draft, trap.effects ?? [], {
      actor: draft.unit(hero.id)!,
      chosen: null,
      source: { kind: 'event', id: s.objects[i]!.id, element: null },
      depth: 0,
    });
    return walked;
  }
  draft.emit({ type: 'unit_moved', unit: hero.id, path });
  return path;
}

/** Whether the heroes can see object `index`: found, and on a visible square. */
export function objectVisibleToHeroes(state: GameState, index: number, squareVisible: (x: number, y: number) => boolean): boolean {
  const o = state.setup.objects[index]!;
  return !state.objects[index]!.hidden && squareVisible(o.x, o.y);
}
