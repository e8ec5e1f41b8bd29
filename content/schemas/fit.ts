/**
 * Whether documents fit the ruleset they are written for (issue 7): a mission under a d20 ruleset needs creature
 * kinds with d20 numbers (and the timed actions, healers and tolls they name in its board) and a tier the ruleset
 * has; a hero written for a d20 ruleset needs its d20 numbers, and leaves its stamina to the ruleset's rule. Under a
 * ruleset the `rules` module plays (issue 13, `rules-fit.ts`) a mission needs creature kinds with `rules` numbers;
 * under any other ruleset such numbers would be ignored, and are refused. (The board settings and the ids those
 * numbers name are the module's checks, run by the CMS: `cms/content/rules-check.ts`.) The pack check and the CMS's saves and imports use
 * this one function, so a mission that could never be set up is refused when it is written, not when a room is made.
 * @module
 */
import type { Adventure } from './adventure.ts';
import type { Creature } from './creature.ts';
import type { Hero } from './hero.ts';
import type { Mission } from './mission.ts';
import type { PackIssue } from './pack.ts';
import { referencesOf } from './references.ts';
import { playsPieces, unreadPieceIssue } from './rules-fit.ts';
import { D20Board, isD20Extra } from './rules/d20.ts';
import type { Ruleset } from './ruleset.ts';

/** The board of a d20 ruleset, or null (the classic rules, or a board the ruleset's own check refuses). */
function boardOf(ruleset: Ruleset): D20Board | null {
  const extra = (ruleset.rules as { extra?: unknown } | undefined)?.extra;
  if (!isD20Extra(extra)) return null;
  const parsed = D20Board.safeParse((extra as { board: unknown }).board);
  return parsed.success ? parsed.data : null;
}

/** Why creature kind `kind` cannot play under `board`, or null. */
function creatureProblem(board: D20Board, kind: Creature): string | null {
  const d = kind.d20;
  if (!d) return `creature kind "${kind.id}" has no d20 numbers, which its ruleset plays by`;
  for (const [what, id, list] of [
    ['timed action', d.timedAction, board.timedActions],
    ['healer', d.healer, board.healers],
    ['toll', d.toll, board.partyTolls],
  ] as const) {
    if (id !== undefined && !list.some((x) => x.id === id)) return `creature kind "${kind.id}" uses ${what} "${id}", which its ruleset does not have`;
  }
  return null;
}

/**
 * The problems of a mission under a ruleset the `rules` module plays (issue 13): every creature kind it places (by
 * `monsters`, `wandering_monster` or a `spawn`) must have `rules` numbers, which the module builds its piece from.
 * Whether the ruleset has the board settings the module needs, and whether those numbers and its NPCs' name the
 * ruleset's own ids, is the module's check, which the CMS runs (`cms/content/rules-check.ts`).
 */
function rulesMissionIssues(m: Mission, ruleset: Ruleset, creatures: ReadonlyMap<string, Creature>): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const ref of referencesOf('missions', m)) {
    const kind = ref.kind === 'creatures' ? creatures.get(ref.id) : undefined;
    if (kind && !kind.rules) issues.push({ path: ref.path, message: `creature kind "${kind.id}" has no "rules" numbers, which ruleset "${ruleset.id}" plays by` });
  }
  return issues;
}

/**
 * The problems of an adventure with its ruleset: the ruleset needs campaign rules (its town), every fight (an
 * encounter's or the prologue's mission) plays by the same ruleset, and a node's `tiers` are tiers of its d20 board.
 */
function adventureIssues(a: Adventure, ruleset: Ruleset, missions: ReadonlyMap<string, Mission>): PackIssue[] {
  const issues: PackIssue[] = [];
  if (!ruleset.campaign) issues.push({ path: 'ruleset', message: `ruleset "${ruleset.id}" has no campaign rules ("campaign"), which price an adventure's town` });
  const board = boardOf(ruleset);
  const fight = (id: string, path: string) => {
    const m = missions.get(id);
    if (m && m.ruleset !== ruleset.id) issues.push({ path, message: `mission "${id}" plays by ruleset "${m.ruleset}", not the adventure's "${ruleset.id}"` });
  };
  a.locations.forEach((l, i) =>
    l.nodes.forEach((n, j) => {
      const at = `locations[${i}].nodes[${j}]`;
      if (n.kind === 'encounter') fight(n.mission, `${at}.mission`);
      n.tiers?.forEach((t, k) => {
        if (!board) issues.push({ path: `${at}.tiers[${k}]`, message: `a difficulty tier is for a d20 ruleset; "${ruleset.id}" has none` });
        else if (!board.tiers.some((x) => x.id === t)) issues.push({ path: `${at}.tiers[${k}]`, message: `no difficulty tier "${t}" in ruleset "${ruleset.id}"; it has ${board.tiers.map((x) => `"${x.id}"`).join(', ')}` });
      });
    }),
  );
  if (a.prologue) fight(a.prologue.mission, 'prologue.mission');
  return issues;
}

/**
 * The problems of a mission, hero or adventure with the ruleset it names (paths inside the document); `[]` for other
 * kinds and for documents whose ruleset, creature kinds or missions are missing (the reference check reports those).
 * `missions` (by id) are the ones an adventure's fights may name.
 */
export function fitIssues(
  kind: string,
  doc: unknown,
  rulesets: ReadonlyMap<string, Ruleset>,
  creatures: ReadonlyMap<string, Creature>,
  missions: ReadonlyMap<string, Mission> = new Map(),
): PackIssue[] {
  const issues: PackIssue[] = [];
  if (kind === 'adventures') {
    const a = doc as Adventure;
    const ruleset = rulesets.get(a.ruleset);
    return ruleset ? adventureIssues(a, ruleset, missions) : issues;
  }
  if (kind === 'missions') {
    const m = doc as Mission;
    const ruleset = rulesets.get(m.ruleset);
    if (!ruleset) return issues;
    if (playsPieces(ruleset)) issues.push(...rulesMissionIssues(m, ruleset, creatures));
    else {
      m.npcs.forEach((n, i) => {
        const unread = n.rules && unreadPieceIssue(ruleset, `npcs[${i}].rules`);
        if (unread) issues.push(unread);
      });
    }
    const board = boardOf(ruleset);
    if (!board) {
      if (m.tier !== undefined) issues.push({ path: 'tier', message: `a difficulty tier is for a d20 ruleset; "${m.ruleset}" has none` });
      return issues;
    }
    if (m.tier !== undefined && !board.tiers.some((t) => t.id === m.tier)) {
      issues.push({ path: 'tier', message: `no difficulty tier "${m.tier}" in ruleset "${m.ruleset}"; it has ${board.tiers.map((t) => `"${t.id}"`).join(', ')}` });
    }
    m.monsters.forEach((mo, i) => {
      const c = creatures.get(mo.kind);
      const problem = c && creatureProblem(board, c);
      if (problem) issues.push({ path: `monsters[${i}].kind`, message: problem });
    });
  } else if (kind === 'heroes') {
    const h = doc as Hero;
    const ruleset = h.ruleset === undefined ? undefined : rulesets.get(h.ruleset);
    if (!ruleset) return issues;
    const unread = h.rules && unreadPieceIssue(ruleset, 'rules');
    if (unread) issues.push(unread);
    if (!boardOf(ruleset)) return issues;
    if (!h.d20) issues.push({ path: 'd20', message: `a hero of the d20 ruleset "${h.ruleset}" needs its d20 numbers` });
    // a hero's resource is the ruleset's to work out (progression.resource: from base mana and training), not the hero's
    else if (h.d20.stamina !== undefined) {
      issues.push({
        path: 'd20.stamina',
        message: `ruleset "${h.ruleset}" works a hero's stamina out from its base mana and training (progression.resource: base mana 0 gives stamina): leave "stamina" out, and give "mana" to a hero who casts`,
      });
    }
  }
  return issues;
}
