/**
 * The problems of an adventure an author should see while drawing it, beside the location or node they
 * concern, in words: a location no route reaches from the start, a required challenge whose every approach has a
 * requirement (the party could be stuck before it), a dialogue choice (or start) naming a page the dialogue does not
 * have, a branch leading to no location, a location whose last node is not its exit; and for the adventure as a whole,
 * an exit that leads nowhere without ending the adventure (a dead end), no exit that ends it, and a way from the start
 * to an end that passes no required fight (every fight could be skipped). Pure and tolerant: it reads a
 * draft being edited, which may fail its schema anywhere (the schema's own issues are listed by path beside these).
 * @module
 */

/** What kind of problem: each has its sentence in both languages (i18n.ts `adventureProblem`). */
export type AdventureProblemCode =
  | 'unreachable'
  | 'challengeNoFreeApproach'
  | 'choiceNowhere'
  | 'startPageMissing'
  | 'branchNowhere'
  | 'exitNotLast'
  | 'deadEnd'
  | 'noEnd'
  | 'noFightOnTheWay';

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

import { exitCompletes, leadsNowhere } from '../../content/schemas/adventure.ts';
import type { ContentIssue } from '../../content/schemas/issue-codes.ts';
import type { Issue } from './api.ts';

/**
 * The schema's code for the same fault, for the problems the adventure's schema also finds at the same path (in
 * English, by code): a list shows the fault once, in these words (schema-tools.ts `oneProblemPerFault`).
 */
export const SCHEMA_FAULT: Partial<Record<AdventureProblemCode, ContentIssue['code']>> = {
  choiceNowhere: 'no_page',
  startPageMissing: 'no_page',
  branchNowhere: 'no_location',
  challengeNoFreeApproach: 'approach_free',
  exitNotLast: 'exit_last',
};

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
            if (c.next !== undefined && !pageIds.has(str(c.next)))
              out.push({
                code: 'choiceNowhere',
                location,
                node,
                path: `${np}.pages[${k}].choices[${m}].next`,
                params: { page: str(c.next), choice: str(c.id) },
              });
          }),
        );
      }
      if (n.kind === 'branch') {
        arr(n.options).forEach((o, k) => {
          if (!ids.has(str(o.to)))
            out.push({ code: 'branchNowhere', location, node, path: `${np}.options[${k}].to`, params: { to: str(o.to), choice: str(o.id) } });
        });
      }
    });
    const last = nodes[nodes.length - 1];
    if (last && last.kind !== 'exit') out.push({ code: 'exitNotLast', location, path: `${at}.nodes`, params: {} });
    const exit = nodes.findIndex((n) => n.kind === 'exit');
    if (exit >= 0 && leadsNowhere(l) && !exitCompletes(l))
      out.push({ code: 'deadEnd', location, node: str(nodes[exit]!.id), path: `${at}.nodes[${exit}].completes`, params: {} });
  });
  const withExit = locations.filter((l) => arr(l.nodes).some((n) => n.kind === 'exit'));
  if (withExit.length > 0 && !withExit.some((l) => exitCompletes(l)))
    out.push({ code: 'noEnd', location: str(withExit[withExit.length - 1]!.id), path: 'locations', params: {} });
  const skipped = endWithoutFight(a);
  if (skipped) out.push({ code: 'noFightOnTheWay', location: skipped, path: 'locations', params: {} });
  return out;
}

/**
 * The problems as a document's issues at their paths, each worded by `words` and carrying the schema's code for the
 * same fault ({@link SCHEMA_FAULT}; its own `adventure:` code otherwise): listed before the schema's issues and
 * passed through schema-tools.ts `oneProblemPerFault`, a fault both find shows once, in the editor's words.
 */
export function problemIssues(problems: readonly AdventureProblem[], words: (p: AdventureProblem) => string): Issue[] {
  return problems.map((p) => ({ path: p.path, code: SCHEMA_FAULT[p.code] ?? `adventure:${p.code}`, message: words(p) }));
}

/** Whether `location` holds a fight the party cannot pass by: a required encounter. */
function requiredFight(location: Loose): boolean {
  return arr(location.nodes).some((n) => n.kind === 'encounter' && n.mandatory === true);
}

/**
 * A location ending the adventure that the party reaches from the start through locations with no required fight
 * (itself included), or undefined when every way to every end passes one (or no end is reached at all).
 */
export function endWithoutFight(adventure: unknown): string | undefined {
  const a = (adventure ?? {}) as Loose;
  const byId = new Map(arr(a.locations).map((l) => [str(l.id), l]));
  const ways = (l: Loose) => [
    ...(Array.isArray(l.routes) ? l.routes.map(str) : []),
    ...arr(l.nodes).flatMap((n) => (n.kind === 'branch' ? arr(n.options).map((o) => str(o.to)) : [])),
  ];
  const seen = new Set<string>();
  const queue = byId.has(str(a.start)) ? [str(a.start)] : [];
  while (queue.length) {
    const id = queue.shift()!;
    const l = byId.get(id);
    if (!l || seen.has(id) || requiredFight(l)) continue;
    seen.add(id);
    if (arr(l.nodes).some((n) => n.kind === 'exit') && exitCompletes(l)) return id;
    queue.push(...ways(l));
  }
  return undefined;
}
