/**
 * What the drawn adventure map shows of a player's view (no DOM): which places the Company knows, the routes it
 * knows between them, where each is drawn, and where the Company stands. A place is known once the Company visited
 * it, it is opened, the Company stands there, or a route it knows leads there (the town's road to the start, and the
 * routes of the places visited); the others are drawn only as fog.
 * @module
 */
import type { CampaignView } from '../../engine/campaign/view.ts';

/** The town's id on the drawn map (a location's id is never `town`: the map's routes start there). */
export const TOWN = 'town';

/** A place's state on the map. */
export type PlaceState = 'here' | 'opened' | 'locked' | 'excluded';

/** A known place of the drawn map. */
export interface MapPlace {
  /** The location's id, or {@link TOWN}. */
  id: string;
  state: PlaceState;
  /** Where it is drawn, in map units (100 wide, {@link DrawnMap.height} high). */
  x: number;
  y: number;
}

/** The drawn map of a view. */
export interface DrawnMap {
  height: number;
  /** The town and the known locations, the town first. */
  places: MapPlace[];
  /** The known routes, `[from, to]`, both ends known. */
  routes: [string, string][];
  /** Where the unknown locations are drawn (under fog), by id. */
  fog: { id: string; x: number; y: number }[];
  /** Where the Company stands ({@link TOWN} or a location's id). */
  here: string;
}

/** The drawn map of `view` (see the module). */
export function drawnMap(view: CampaignView): DrawnMap {
  const layout = view.layout;
  const routes: [string, string][] = [[TOWN, view.adventure.start]];
  for (const l of view.map) for (const to of l.routes ?? []) routes.push([l.id, to]);
  const reached = new Set(routes.map(([, to]) => to));
  const here = view.run.place.at === 'town' ? TOWN : view.run.place.location;
  const places: MapPlace[] = [{ id: TOWN, state: here === TOWN ? 'here' : 'opened', ...layout.town }];
  const fog: DrawnMap['fog'] = [];
  for (const l of view.map) {
    const at = layout.at[l.id] ?? { x: 50, y: layout.height / 2 };
    if (!(l.visited || l.opened || l.here || reached.has(l.id))) {
      fog.push({ id: l.id, ...at });
      continue;
    }
    places.push({ id: l.id, state: l.here ? 'here' : l.excluded ? 'excluded' : l.opened ? 'opened' : 'locked', ...at });
  }
  const known = new Set(places.map((p) => p.id));
  return { height: layout.height, places, routes: routes.filter(([a, b]) => known.has(a) && known.has(b)), fog, here };
}
