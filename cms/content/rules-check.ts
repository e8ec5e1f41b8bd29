/**
 * The save-time checks of the rules language beyond the zod schemas: a ruleset's `rules` document by the engine's
 * `checkRulesDocument` (expressions, predicates, effects, dice notation, evaluation order, derived stats depending
 * on themselves); and a piece's `rules` numbers (a hero's, a creature kind's, a mission NPC's) — first the
 * effects of its abilities on their own ({@link rulesIssues}), then the whole piece, and a mission's board
 * settings, against the ruleset it plays under, by the `rules` module's own checks ({@link pieceIssues}). Both save
 * paths use them: the content API (`check.ts`, `references.ts`) and the pack import (`transfer.ts`).
 * @module
 */
import type { ContentDocs, ContentKind, Creature, Mission, Ruleset } from '../../content/schemas/index.ts';
import type { RulesPieceDoc } from '../../content/schemas/rules-piece.ts';
import { playsPieces } from '../../content/schemas/rules-fit.ts';
import { referencesOf } from '../../content/schemas/references.ts';
import { Rules } from '../../content/schemas/rules/rules.ts';
import { checkEffects } from '../../engine/dsl/check.ts';
import { checkRulesDocument } from '../../engine/dsl/rules.ts';
import { SCOPES } from '../../engine/dsl/scope.ts';
import { rulesPieceIssues } from '../../engine/rulesets/rules/piece.ts';
import { inferredSettingsOf, settingsOf } from '../../engine/rulesets/rules/settings.ts';
import { placedStanceProblem } from '../../engine/rulesets/rules/stance.ts';
import { rulesetModuleIds } from '../../engine/index.ts';
import { rulesetSystem } from '../../content/schemas/rules/board.ts';
import { joinPath } from '../../content/schemas/path.ts';
import { clip, type Issue } from '../http/errors.ts';

/** A piece's `rules` numbers inside a document, with the path they are at (`rules`, `npcs[2].rules`). */
interface PlacedPiece {
  at: string;
  piece: RulesPieceDoc;
}

/** The path of the piece's numbers in the object at `owner` (a path ending with its dot, '' for the document itself). */
const piecePath = (owner: string) => `${owner}rules`;

/** The pieces a document of `kind` holds: a hero's or creature kind's `rules`, a mission's NPCs'. */
function piecesOf(kind: ContentKind, doc: unknown): PlacedPiece[] {
  if (kind === 'heroes' || kind === 'creatures') {
    const piece = (doc as ContentDocs['heroes'] | ContentDocs['creatures']).rules;
    return piece ? [{ at: piecePath(''), piece }] : [];
  }
  if (kind === 'missions') return (doc as Mission).npcs.flatMap((n, i) => (n.rules ? [{ at: piecePath(`npcs[${i}].`), piece: n.rules }] : []));
  return [];
}

/** A path of the language checker (`rules.abilities[0].effects.1.damage.amount`) written as the CMS writes paths: `effects[1]`. */
function bracketed(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/**
 * The problems of the effects of `piece`'s abilities on their own (rules-dsl.md, in an effect's scope: `actor` the
 * piece, `target` the unit it chose): operators, fields, refs and dice, not yet the ids of a ruleset; at paths under
 * `at` (`rules.abilities[0].effects[1].damage.amount`).
 */
function abilityIssues(piece: RulesPieceDoc, at: string): Issue[] {
  return (piece.abilities ?? []).flatMap((a, i) =>
    checkEffects(a.effects, { path: `${at}.abilities[${i}].effects`, scope: SCOPES.effect }).map((issue) => ({
      path: bracketed(issue.path),
      message: issue.message,
    })),
  );
}

/**
 * The issues of the rules language in `doc` (already parsed by its kind's zod schema), prefixed with `prefix` when
 * given (`rulesets[0].rules.<...>` in an import): a ruleset's whole `rules` document, with paths `rules.<...>`; the
 * effects of a hero's, creature kind's or mission NPC's abilities, checked on their own (their operators, fields,
 * refs and dice), with paths such as `rules.abilities[0].effects[1].damage.amount`. `[]` for other kinds and for
 * documents without them.
 */
export function rulesIssues(kind: ContentKind, doc: unknown, prefix = ''): Issue[] {
  const issues = kind === 'rulesets' ? rulesetIssues(doc) : piecesOf(kind, doc).flatMap(({ at, piece }) => abilityIssues(piece, at));
  return issues.map((i) => ({ path: clip(joinPath(prefix, i.path)), message: clip(i.message) }));
}

/**
 * `checkRulesDocument` over a ruleset's `rules`, when it has one; and the ruleset module it names must be one the
 * engine has (`board.system` or `rules.extra.board.system`: a module a host registers counts once registered).
 */
function rulesetIssues(doc: unknown): Issue[] {
  if (doc === null || typeof doc !== 'object') return [];
  const out = systemIssues(doc as Ruleset);
  const rules = (doc as Ruleset).rules;
  return rules === undefined ? out : [...out, ...checkRulesDocument(rules).issues];
}

/** Where a ruleset names a ruleset module the engine does not have, or names one with something that is not a name. */
function systemIssues(ruleset: Ruleset): Issue[] {
  const known = rulesetModuleIds();
  const extra = (ruleset.rules?.extra as { board?: Record<string, unknown> } | undefined)?.board;
  const written = extra && typeof extra === 'object' && Object.hasOwn(extra, 'system') ? extra['system'] : undefined;
  if (written !== undefined && (typeof written !== 'string' || written.length === 0)) {
    return [
      { path: 'rules.extra.board.system', message: `a ruleset module's name (${known.map((k) => `"${k}"`).join(', ')}), not ${JSON.stringify(written)}` },
    ];
  }
  const system = rulesetSystem(ruleset);
  if (known.includes(system)) return [];
  const path = ruleset.board?.system !== undefined ? 'board.system' : 'rules.extra.board.system';
  return [{ path, message: `no ruleset module "${system}": this server plays ${known.map((k) => `"${k}"`).join(', ')}` }];
}

/** The filled `rules` document of a ruleset the `rules` module plays, or null. */
function playedRules(ruleset: Ruleset | undefined): Rules | null {
  if (!ruleset || !playsPieces(ruleset)) return null;
  const parsed = Rules.safeParse(ruleset.rules);
  return parsed.success ? parsed.data : null;
}

/**
 * Why the board cannot play `ruleset` under the `rules` module (the module's own `settingsOf`: no defence stat, the
 * message listing the derived stats and attributes it could name), or null. A ruleset is stored without its board
 * settings (a document written elsewhere); a mission of it is refused until it has them.
 */
function boardSettingsProblem(ruleset: Ruleset): string | null {
  try {
    settingsOf(ruleset);
    return null;
  } catch (e) {
    if (e instanceof Error) return e.message;
    throw e;
  }
}

/**
 * What the board chose for `ruleset` because it does not write it (the `rules` module's `inferredSettingsOf`: the
 * defence stat, square size and action types read from its document), as notices at their paths (`board.defenceStat`)
 * under `prefix`; `[]` for a ruleset another module plays, one that writes every setting, or one the board cannot play
 * (a mission of it says why).
 */
export function boardNotices(ruleset: Ruleset, prefix = ''): Issue[] {
  if (!playsPieces(ruleset)) return [];
  try {
    return inferredSettingsOf(ruleset).notices.map((n) => ({ path: joinPath(prefix, n.path), message: n.message }));
  } catch {
    return [];
  }
}

/** The module's problems of `piece` under `rules`, with paths under `at` written as the CMS writes them. */
function piecePlayIssues(rules: Rules, piece: RulesPieceDoc, at: string): Issue[] {
  return rulesPieceIssues(rules, piece, at).map((i) => ({ path: bracketed(i.path), message: i.message }));
}

/** What the check of pieces against their rulesets needs of the content: rulesets, creature kinds and missions by id. */
export interface PieceWorld {
  rulesets: ReadonlyMap<string, Ruleset>;
  creatures: ReadonlyMap<string, Creature>;
  missions: Iterable<Mission>;
}

/**
 * The problems of `doc` with the ruleset the `rules` module plays it by, by the module's own checks, so a document
 * is refused at save for what would stop a room: a mission's ruleset must have its board settings (`settingsOf`, at
 * `ruleset`); and the pieces' `rules` numbers (`rulesPieceIssues`: every id they name is one of the ruleset's, the
 * level one of its levels, the abilities' effects check against its ids) — a hero's with its `ruleset`; a mission's
 * NPCs' and the creature kinds it places with the mission's (a creature kind's first problem at the path that names
 * it, `monsters[0].kind`); a creature kind's with the rulesets of the `world.missions` that place it (a kind names no
 * ruleset of its own). Only rulesets the `rules` module plays are read.
 */
export function pieceIssues(kind: ContentKind, doc: unknown, world: PieceWorld): Issue[] {
  if (kind === 'heroes') {
    const h = doc as ContentDocs['heroes'];
    const rules = h.ruleset !== undefined ? playedRules(world.rulesets.get(h.ruleset)) : null;
    return rules ? piecesOf(kind, h).flatMap(({ at, piece }) => piecePlayIssues(rules, piece, at)) : [];
  }
  if (kind === 'missions') {
    const m = doc as Mission;
    const ruleset = world.rulesets.get(m.ruleset);
    const rules = playedRules(ruleset);
    if (!ruleset || !rules) return [];
    const issues: Issue[] = [];
    const unplayable = boardSettingsProblem(ruleset);
    if (unplayable) issues.push({ path: 'ruleset', message: unplayable });
    issues.push(...piecesOf(kind, m).flatMap(({ at, piece }) => piecePlayIssues(rules, piece, at)));
    // the stance a creature is placed in
    m.monsters.forEach((mo, i) => {
      const problem = mo.stance === undefined ? null : placedStanceProblem(rules, mo.stance);
      if (problem !== null) issues.push({ path: `monsters[${i}].stance`, message: problem });
    });
    for (const ref of referencesOf('missions', m)) {
      const creature = ref.kind === 'creatures' ? world.creatures.get(ref.id) : undefined;
      const first = creature && piecesOf('creatures', creature).flatMap(({ at, piece }) => piecePlayIssues(rules, piece, at))[0];
      if (first) issues.push({ path: ref.path, message: `creature kind "${ref.id}" does not fit ruleset "${m.ruleset}" (${first.path}: ${first.message})` });
    }
    return issues;
  }
  if (kind === 'creatures') {
    const c = doc as Creature;
    if (!c.rules) return [];
    const issues: Issue[] = [];
    const seen = new Set<string>();
    for (const m of world.missions) {
      const rules = seen.has(m.ruleset) ? null : playedRules(world.rulesets.get(m.ruleset));
      if (!rules || !referencesOf('missions', m).some((r) => r.kind === 'creatures' && r.id === c.id)) continue;
      seen.add(m.ruleset);
      for (const issue of piecesOf(kind, c).flatMap(({ at, piece }) => piecePlayIssues(rules, piece, at)))
        issues.push({ path: issue.path, message: `${issue.message} (in ruleset "${m.ruleset}", whose mission "${m.id}" places this creature kind)` });
    }
    return issues;
  }
  return [];
}
