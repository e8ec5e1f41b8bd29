/**
 * The problems of an adventure an author should see while drawing it (issue 17), beside the location or node they
 * concern, in words: a location no route reaches from the start, a required challenge whose every approach has a
 * requirement (the party could be stuck before it), a dialogue choice (or start) naming a page the dialogue does not
 * have, a branch leading to no location, a location whose last node is not its exit. Pure and tolerant: it reads a
 * draft being edited, which may fail its schema anywhere (the schema's own issues are listed by path beside these).
 * @module
 */

/** What kind of problem: each has its sentence in both languages (i18n.ts `adventureProblem`). */
export type AdventureProblemCode = 'unreachable' | 'challengeNoFreeApproach' | 'choiceNowhere' | 'startPageMissing' | 'branchNowhere' | 'exitNotLast';

/** One problem: where it is (a location, and a node of it when it concerns one), its path in the document, and the names it cites. */
export interface AdventureProblem {
  code: AdventureProblemCode;
  /** The location's id. */
  location: string;
  /** The node's id, when the problem is a node's. */
  node?: string;
  /** Where in the document, as the schema's issues name paths (`locations[1].nodes[0].pages[0].choices[1].next`). */
  path: string;
  /** The ids it names: `page` (a missing page), `choice`, `to` (a missing location). */
  params: Record<string, string>;
}

type Loose = Record<string, unknown>;
const arr = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter((x): x is Loose => x !== null && typeof x === 'object') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The locations the party can reach from `start`: the start, and every location a reached location's `routes` open
 * (an exit's routes are the only way a location opens: docs/adventure-format.md).
 */
export function reachableLocations(adventure: unknown): Set<string> {
  const a = (adventure ?? {}) as Loose;
  const routes = new Map(arr(a.locations).map((l) => [str(l.id), (Array.isArray(l.routes) ? l.routes : []).map(str)]));
  const seen = new Set<string>();
  const queue = routes.has(str(a.start)) ? [str(a.start)] : [];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of routes.get(id) ?? []) if (routes.has(next) && !seen.has(next)) queue.push(next);
  }
  return seen;
}

/** Every problem of the adventure draft `adventure` (see the module), in document order. */
export function adventureProblems(adventure: unknown): AdventureProblem[] {
  const a = (adventure ?? {}) as Loose;
  const locations = arr(a.locations);
  const ids = new Set(locations.map((l) => str(l.id)));
  const reachable = reachableLocations(a);
  const out: AdventureProblem[] = [];
  locations.forEach((l, i) => {
    const location = str(l.id);
    const at = `locations[${i}]`;
    if (ids.has(str(a.start)) && !reachable.has(location)) out.push({ code: 'unreachable', location, path: at, params: {} });
    const nodes = arr(l.nodes);
    nodes.forEach((n, j) => {
      const node = str(n.id);
      const np = `${at}.nodes[${j}]`;
      if (n.kind === 'challenge' && n.mandatory === true && !arr(n.approaches).some((p) => arr(p.requires).length === 0)) {
        out.push({ code: 'challengeNoFreeApproach', location, node, path: `${np}.approaches`, params: {} });
      }
      if (n.kind === 'dialogue') {
        const pages = arr(n.pages);
        const pageIds = new Set(pages.map((p) => str(p.id)));
        if (!pageIds.has(str(n.start))) out.push({ code: 'startPageMissing', location, node, path: `${np}.start`, params: { page: str(n.start) } });
        pages.forEach((p, k) =>
          arr(p.choices).forEach((c, m) => {
            if (c.next !== undefined && !pageIds.has(str(c.next))) out.push({ code: 'choiceNowhere', location, node, path: `${np}.pages[${k}].choices[${m}].next`, params: { page: str(c.next), choice: str(c.id) } });
          }),
        );
      }
      if (n.kind === 'branch') {
        arr(n.options).forEach((o, k) => {
          if (!ids.has(str(o.to))) out.push({ code: 'branchNowhere', location, node, path: `${np}.options[${k}].to`, params: { to: str(o.to), choice: str(o.id) } });
        });
      }
    });
    const last = nodes[nodes.length - 1];
    if (last && last.kind !== 'exit') out.push({ code: 'exitNotLast', location, path: `${at}.nodes`, params: {} });
  });
  return out;
}
