/**
 * The `rules` ruleset module: plays any spec 002 `rules` document on the board, through `engine/rules`
 * and `engine/dsl`. A piece is built from a hero's, creature's or mission NPC's `rules` numbers (`piece.ts`), its
 * vital resource mirrored in `body`/`maxBody`; one unit a turn by the initiative rolled at the start (`turns.ts`);
 * action types with their `perTurn` budgets; movement by speed over the board's square size; strikes by the
 * document's resolution (`combat.ts`); abilities as rules-language effects (`abilities.ts`); the core's effect bricks
 * through the rules (`effects.ts`); stances and who notices whom, a creature no foe notices hidden from the heroes'
 * views (`stance.ts`, `perception.ts`); allied NPCs and an `auto` mission's creatures played by the computer (`ai.ts`,
 * a creature by the document's temperament: `temperament.ts`);
 * the card's numbers in the view (`view.ts`); opportunities, reactions taken by the computer or offered to a hero's
 * seat (`reactions.ts`). docs/rulesets.md, "How a rules document plays on the board".
 * @module
 */
import type { Hero } from '../../../content/schemas/index.ts';
import { ownValue } from '../../../content/own.ts';
import type { Draft } from '../../core/draft.ts';
import type { Setup, Unit } from '../../core/types.ts';
import { MASTER } from '../../core/types.ts';
import type { RulesetModule } from '../../core/module.ts';
import { abilityCandidates, abilityRefusal, useAbility } from './abilities.ts';
import { playRulesUnit } from './ai.ts';
import { rulesStrike, strikeRefusal } from './combat.ts';
import { rulesEffects } from './effects.ts';
import { rulesEventRules } from './events.ts';
import { buildPiece, pieceOf, rulesPieceIssues } from './piece.ts';
import { blockProblem } from './placement.ts';
import { rulesIn, rulesOf, settingsIn, settingsOf, type RulesSettings } from './settings.ts';
import { endRulesTurn, nextSlot, rollInitiative, startRulesTurn } from './turns.ts';
import { rulesView } from './view.ts';
import { rulesStepCost } from './terrain.ts';
import { guarded, refusedIfRuleFails, unlessRuleFails } from './guard.ts';
import { reactAfter, reactionActions, reactionPrompts } from './reactions.ts';
import { concealedFromHeroes, updateHidden } from './perception.ts';
import { placedStanceProblem, stanceCandidates, stanceRefusal, takeStance } from './stance.ts';
import { isMasterSeat } from '../../core/view.ts';
import { rulesSystem } from './campaign-system.ts';

const INITIATIVE = { it: "il tiro d'iniziativa", en: 'the initiative roll' };
const TURN_START = { it: "l'inizio di un turno", en: 'the start of a turn' };
const TURN_END = { it: 'la fine di un turno', en: 'the end of a turn' };
const COMPUTER = { it: 'il turno di una creatura mossa dal computer', en: 'the turn of a creature the computer plays' };

/** A mission NPC's piece, worked out when the game is created and put on its unit when the game starts. */
export interface NpcPiece {
  ext: NonNullable<ReturnType<typeof pieceOf>>;
  body: number;
  maxBody: number;
  /** The squares a side of the block it covers, and how far it strikes, in squares (`Unit.span`, `Unit.reach`). */
  span: number;
  reach: number;
}

/** The `rules` module's `setup.moduleData`: its board settings, and the pieces of the mission's NPCs by unit id. */
export interface RulesModuleData extends RulesSettings {
  npcs: Record<string, NpcPiece>;
}

/** The classic powers a piece keeps under the `rules` module: how it moves (a long weapon's reach is `Unit.reach`). */
function boardAbilities(base: Unit['abilities']): Unit['abilities'] {
  return base.filter((a) => a.type === 'fly');
}

/** A piece's `span` and `reach` on its unit, each left out at 1 (the core's default: one square, adjacent). */
function footprint(span: number, reach: number): Pick<Unit, 'span' | 'reach'> {
  return { ...(span !== 1 ? { span } : {}), ...(reach !== 1 ? { reach } : {}) };
}

/** Whether a hero can play in a room of this ruleset: written for it (or for none) with `rules` numbers that check. */
function playable(setup: Setup, hero: Hero): boolean {
  if (hero.rules === undefined || (hero.ruleset !== undefined && hero.ruleset !== setup.ruleset.id)) return false;
  return rulesPieceIssues(rulesIn({ setup }), hero.rules).length === 0;
}

/** The `rules` module. */
export const rulesModule: RulesetModule = {
  id: 'rules',
  prepare({ ruleset, mission, creatures }): RulesModuleData {
    const settings = settingsOf(ruleset);
    const rules = rulesOf(ruleset);
    const kinds = new Map(creatures.map((c) => [c.id, c]));
    mission.monsters.forEach((m, i) => {
      const kind = kinds.get(m.kind);
      if (!kind) return;
      if (kind.rules === undefined)
        throw new Error(`mission "${mission.id}": monsters[${i}]: creature kind "${kind.id}" has no "rules" numbers to play ruleset "${ruleset.id}" by`);
      const issue = rulesPieceIssues(rules, kind.rules, `creature "${kind.id}" rules`)[0];
      if (issue) throw new Error(`mission "${mission.id}": monsters[${i}]: ${issue.path}: ${issue.message}`);
      const block = blockProblem(mission.map, m.x, m.y, buildPiece(rules, settings, `m${i + 1}`, kind.rules).span);
      if (block) throw new Error(`mission "${mission.id}": monsters[${i}]: creature kind "${kind.id}": ${block}`);
    });
    const npcs: Record<string, NpcPiece> = {};
    mission.npcs.forEach((n, i) => {
      if (n.rules === undefined) return;
      const issue = rulesPieceIssues(rules, n.rules, `npcs.${i}.rules`)[0];
      if (issue) throw new Error(`mission "${mission.id}": ${issue.path}: ${issue.message}`);
      npcs[`n${i + 1}`] = buildPiece(rules, settings, `n${i + 1}`, n.rules);
    });
    return { ...settings, npcs };
  },
  offersHero: playable,
  // campaigns: levels by progression, rests by the document's rests (campaign-system.ts)
  campaignFights: true,
  campaign: rulesSystem,
  heroPiece(setup, hero) {
    const { ext, body, maxBody, span, reach } = buildPiece(rulesIn({ setup }), settingsIn(setup), hero.id, hero.rules);
    return { ext, body, maxBody, move: 0, attack: 0, defence: 0, ...footprint(span, reach) };
  },
  creatureProblem(setup, kind, placed) {
    if (kind.rules === undefined) return `creature kind "${kind.id}" has no "rules" numbers to play ruleset "${setup.ruleset.id}" by`;
    const issue = rulesPieceIssues(rulesIn({ setup }), kind.rules)[0];
    if (issue) return `creature kind "${kind.id}": ${issue.path}: ${issue.message}`;
    // the stance the mission places it in
    const stance = placed?.stance === undefined ? null : placedStanceProblem(rulesIn({ setup }), placed.stance);
    return stance === null ? null : `stance: ${stance}`;
  },
  creaturePiece(setup, kind, placed) {
    // a mission may place it in a stance of its own (lying in wait), over its kind's
    const doc = placed?.stance === undefined ? kind.rules : { ...kind.rules, stance: placed.stance };
    const { ext, body, maxBody, span, reach } = buildPiece(rulesIn({ setup }), settingsIn(setup), kind.id, doc);
    return {
      ext,
      body,
      maxBody,
      move: ext.squares,
      attack: 0,
      defence: 0,
      dormant: false,
      abilities: boardAbilities(kind.abilities),
      ...footprint(span, reach),
    };
  },
  startGame(draft: Draft) {
    const data = draft.state.setup.moduleData as RulesModuleData;
    // the mission's NPCs with rules numbers take their pieces; the computer alone moves an allied one
    for (const unit of draft.state.units) {
      const npc = unit.npc ? ownValue(data.npcs, unit.id) : undefined;
      if (npc) {
        const ally = npc.ext.stance === 'ally';
        draft.updateUnit(unit.id, {
          ext: npc.ext,
          body: npc.body,
          maxBody: npc.maxBody,
          defence: 0,
          abilities: boardAbilities([]),
          ...footprint(npc.span, npc.reach),
          ...(ally ? { move: 0 } : {}),
        });
      } else if (pieceOf(unit) && pieceOf(unit)!.actor.id !== unit.id) {
        // a hero's piece was built before its seat gave it its id
        const piece = pieceOf(unit)!;
        draft.updateUnit(unit.id, { ext: { ...piece, actor: { ...piece.actor, id: unit.id } } });
      }
    }
    guarded(draft, INITIATIVE, undefined, () => rollInitiative(draft));
    updateHidden(draft, true);
  },

  turnOrder: { next: nextSlot },
  // a unit moves its speed over the square size, given as its turn begins: nothing to roll
  rollsMovement: false,
  // a rule that fails as a turn begins or ends is skipped (guard.ts): the turn goes on
  startTurn: (draft, slot) => guarded(draft, TURN_START, false, () => startRulesTurn(draft, slot)),
  endTurn: (draft, slot) => guarded(draft, TURN_END, undefined, () => endRulesTurn(draft, slot)),
  // creatures that came on the board during the round roll their initiative now
  endRound: (draft) => guarded(draft, INITIATIVE, undefined, () => rollInitiative(draft)),
  // an allied NPC's turn is the computer's, in every mission
  scheduledTurn(draft, unit) {
    if (!unit.npc) return false;
    guarded(draft, COMPUTER, undefined, () => playRulesUnit(draft, unit.id));
    return true;
  },
  // a hero's turn ends by itself once it has no action left and no step; a creature's once it has struck
  turnComplete(draft) {
    const turn = draft.state.turn;
    if (!turn || turn.unit === null) return false;
    if (turn.seat === MASTER) return turn.creatures[turn.unit]?.attacked === true;
    return turn.acted && turn.stepsLeft <= 0;
  },

  stepCost: rulesStepCost,
  canBeStruck: (state, attacker, target) => unlessRuleFails(false, () => strikeRefusal(state, attacker, target) === null),
  // a strike whose rules fail is refused, spending nothing (guard.ts)
  strike: (draft, attacker, target) => refusedIfRuleFails(`${attacker.id} strikes ${target.id}`, () => rulesStrike(draft, attacker, target)),

  effects: rulesEffects,
  events: rulesEventRules,
  // spells and `restore` use the document's first resource that is not the vital one (mana, focus...)
  resourceOf(unit) {
    const piece = pieceOf(unit);
    const id = piece?.spendable ?? null;
    if (!piece || id === null) return null;
    return { id, value: ownValue(piece.actor.resources, id) ?? 0, max: ownValue(piece.limits, id)?.max ?? 0 };
  },
  setResource(draft, unit, value) {
    const piece = pieceOf(draft.unit(unit.id)!);
    const id = piece?.spendable ?? null;
    if (!piece || id === null) return;
    const limits = ownValue(piece.limits, id) ?? { min: 0, max: 0 };
    const resources = { ...piece.actor.resources, [id]: Math.min(limits.max, Math.max(limits.min, value)) };
    draft.updateUnit(unit.id, { ext: { ...piece, actor: { ...piece.actor, resources } } });
  },
  actions: {
    ability: {
      // a rule of the document failing in the checks refuses the ability (`no_effect`): it is then not offered
      apply(draft, hero, action) {
        if (action.type !== 'ability') return;
        refusedIfRuleFails(action.ability, () => useAbility(draft, hero, action.ability, action.target));
      },
      candidates: abilityCandidates,
      refusal: abilityRefusal,
    },
    ...reactionActions,
    stance: { apply: takeStance, candidates: stanceCandidates, refusal: stanceRefusal },
  },
  // opportunities (reactions.ts): taken by the computer for creatures, offered to a hero's seat
  reactTo: reactAfter,
  prompts: reactionPrompts,
  // a creature in a hiding stance the heroes have not noticed is absent from every seat but the master's (perception.ts)
  conceals: (state, seat, unit) => concealedFromHeroes(unit) && !isMasterSeat(state, seat),
  afterAction: (draft) => updateHidden(draft),
  // a creature whose rules fail ends its turn where it stands (guard.ts): the heroes' game goes on
  playCreature: (draft, slot) => {
    if (slot.unit !== null) guarded(draft, COMPUTER, undefined, () => playRulesUnit(draft, slot.unit!));
  },
  view: rulesView,
};
