/**
 * Whether documents fit the ruleset they are written for: a mission under a d20 ruleset needs creature
 * kinds with d20 numbers (and the timed actions, healers and tolls they name in its board) and a tier the ruleset
 * has; a hero written for a d20 ruleset needs its d20 numbers, and leaves its stamina to the ruleset's rule. Under a
 * ruleset the `rules` module plays (`rules-fit.ts`) a mission needs creature kinds with `rules` numbers;
 * under any other ruleset such numbers would be ignored, and are refused. (The board settings and the ids those
 * numbers name are the module's checks, run by the CMS: `cms/content/rules-check.ts`.) The pack check and the CMS's saves and imports use
 * this one function, so a mission that could never be set up is refused when it is written, not when a room is made.
 * @module
 */
import type { Adventure, Condition } from './adventure.ts';
import type { Creature } from './creature.ts';
import type { Hero } from './hero.ts';
import type { Mission } from './mission.ts';
import type { PackIssue } from './pack-issue.ts';
import { referencesOf } from './references.ts';
import { playsPieces, unreadPieceIssue } from './rules-fit.ts';
import { D20Board, isD20Extra } from './rules/d20.ts';
import { rulesetSystem } from './rules/board.ts';
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
 * The problems of a mission under a ruleset the `rules` module plays: every creature kind it places (by
 * `monsters`, `wandering_monster` or a `spawn`) must have `rules` numbers, which the module builds its piece from.
 * Whether the ruleset has the board settings the module needs, and whether those numbers and its NPCs' name the
 * ruleset's own ids, is the module's check, which the CMS runs (`cms/content/rules-check.ts`).
 */
function rulesMissionIssues(m: Mission, ruleset: Ruleset, creatures: ReadonlyMap<string, Creature>): PackIssue[] {
  const issues: PackIssue[] = [];
  for (const ref of referencesOf('missions', m)) {
    const kind = ref.kind === 'creatures' ? creatures.get(ref.id) : undefined;
    if (kind && !kind.rules)
      issues.push({ path: ref.path, message: `creature kind "${kind.id}" has no "rules" numbers, which ruleset "${ruleset.id}" plays by` });
  }
  return issues;
}

/**
 * Why hero `h` cannot play under `ruleset`, or null: a hero written for a ruleset plays only that one; a hero written
 * for none (a classic hero) has no d20 numbers for a d20 ruleset, and no `rules` numbers for a ruleset the `rules`
 * module plays (as `engine/core/game.ts` offers heroes to a room). Also the choice of a campaign's replacement heroes
 * (cms/campaigns/context.ts).
 */
export function heroProblem(h: Hero, ruleset: Ruleset): string | null {
  if (h.ruleset !== undefined) return h.ruleset === ruleset.id ? null : `hero "${h.id}" plays by ruleset "${h.ruleset}", not the adventure's "${ruleset.id}"`;
  if (boardOf(ruleset)) return `hero "${h.id}" is written for no ruleset (a classic hero): the d20 ruleset "${ruleset.id}" plays only its own heroes`;
  if (playsPieces(ruleset) && !h.rules) return `hero "${h.id}" has no "rules" numbers, which ruleset "${ruleset.id}" plays by`;
  return null;
}

/**
 * The problems of an adventure with its ruleset: the ruleset needs campaign rules (its town), every fight (an
 * encounter's or the prologue's mission) plays by the same ruleset, every hero it names (a recruit, a `heroAlive`
 * condition) plays under it, every artifact it names (an `artifact` condition, an exit's `artifact`) is one of the
 * ruleset's `campaign.artifacts`, and a node's `tiers` are tiers of its d20 board.
 */
function adventureIssues(a: Adventure, ruleset: Ruleset, missions: ReadonlyMap<string, Mission>, heroes: ReadonlyMap<string, Hero>): PackIssue[] {
  const issues: PackIssue[] = [];
  if (!ruleset.campaign)
    issues.push({ path: 'ruleset', message: `ruleset "${ruleset.id}" has no campaign rules ("campaign"), which price an adventure's town` });
  const board = boardOf(ruleset);
  const fight = (id: string, path: string) => {
    const m = missions.get(id);
    if (m && m.ruleset !== ruleset.id) issues.push({ path, message: `mission "${id}" plays by ruleset "${m.ruleset}", not the adventure's "${ruleset.id}"` });
  };
  // a missing hero is the reference check's to report
  const hero = (id: string, path: string) => {
    const h = heroes.get(id);
    const problem = h && heroProblem(h, ruleset);
    if (problem) issues.push({ path, message: problem });
  };
  const artifacts = ruleset.campaign?.artifacts ?? [];
  const artifact = (id: string, path: string) => {
    if (!artifacts.some((x) => x.id === id)) {
      issues.push({
        path,
        message: `no artifact "${id}" in ruleset "${ruleset.id}"'s campaign rules; ${artifacts.length > 0 ? `it has ${artifacts.map((x) => `"${x.id}"`).join(', ')}` : 'it has none'}`,
      });
    }
  };
  const condition = (c: Condition, path: string) => {
    if (c.kind === 'heroAlive') hero(c.hero, `${path}.hero`);
    if (c.kind === 'artifact') artifact(c.artifact, `${path}.artifact`);
  };
  a.locations.forEach((l, i) =>
    l.nodes.forEach((n, j) => {
      const at = `locations[${i}].nodes[${j}]`;
      if (n.kind === 'encounter') fight(n.mission, `${at}.mission`);
      if (n.kind === 'exit' && n.artifact !== undefined) artifact(n.artifact, `${at}.artifact`);
      if (n.kind === 'challenge') {
        n.approaches.forEach((p, k) => {
          p.requires.forEach((c, q) => condition(c, `${at}.approaches[${k}].requires[${q}]`));
          p.modifiers.forEach((m, q) => condition(m.when, `${at}.approaches[${k}].modifiers[${q}].when`));
        });
      }
      n.tiers?.forEach((t, k) => {
        if (!board) issues.push({ path: `${at}.tiers[${k}]`, message: `a difficulty tier is for a d20 ruleset; "${ruleset.id}" has none` });
        else if (!board.tiers.some((x) => x.id === t))
          issues.push({
            path: `${at}.tiers[${k}]`,
            message: `no difficulty tier "${t}" in ruleset "${ruleset.id}"; it has ${board.tiers.map((x) => `"${x.id}"`).join(', ')}`,
          });
      });
    }),
  );
  if (a.prologue) fight(a.prologue.mission, 'prologue.mission');
  a.recruits.forEach((id, i) => hero(id, `recruits[${i}]`));
  return issues;
}

/**
 * The problems of a mission, hero or adventure with the ruleset it names (paths inside the document); `[]` for other
 * kinds and for documents whose ruleset, creature kinds or missions are missing (the reference check reports those).
 * `missions` and `heroes` (by id) are the ones an adventure's fights and its recruits and conditions may name.
 */
export function fitIssues(
  kind: string,
  doc: unknown,
  rulesets: ReadonlyMap<string, Ruleset>,
  creatures: ReadonlyMap<string, Creature>,
  missions: ReadonlyMap<string, Mission> = new Map(),
  heroes: ReadonlyMap<string, Hero> = new Map(),
): PackIssue[] {
  const issues: PackIssue[] = [];
  if (kind === 'adventures') {
    const a = doc as Adventure;
    const ruleset = rulesets.get(a.ruleset);
    return ruleset ? adventureIssues(a, ruleset, missions, heroes) : issues;
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
      m.monsters.forEach((mo, i) => {
        if (mo.stance !== undefined)
          issues.push({
            path: `monsters[${i}].stance`,
            message: `ruleset "${ruleset.id}" is played by the ${rulesetSystem(ruleset)} module, which has no stances: leave "stance" out`,
          });
      });
    }
    const board = boardOf(ruleset);
    if (!board) {
      if (m.tier !== undefined) issues.push({ path: 'tier', message: `a difficulty tier is for a d20 ruleset; "${m.ruleset}" has none` });
      return issues;
    }
    if (m.tier !== undefined && !board.tiers.some((t) => t.id === m.tier)) {
      issues.push({
        path: 'tier',
        message: `no difficulty tier "${m.tier}" in ruleset "${m.ruleset}"; it has ${board.tiers.map((t) => `"${t.id}"`).join(', ')}`,
      });
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
