/**
 * The registry of ruleset modules: modules by id, the choice of one for a ruleset document, and the
 * module a game is played by. The built-in modules (`classic`, `d20`, `rules`) register in `builtin.ts`.
 * @module
 */
import type { DicePool, Ruleset } from '../../content/schemas/index.ts';
import { rulesetSystem } from '../../content/schemas/rules/system.ts';
import type { GameState } from './types.ts';
import type { RulesetModule } from './module.ts';

const MODULES = new Map<string, RulesetModule>();

/**
 * Registers a ruleset module under its `id`, so rulesets whose `rules.extra.board.system` names it play by it.
 * @throws Error when another module already has that id.
 */
export function registerRulesetModule(module: RulesetModule): void {
  const known = MODULES.get(module.id);
  if (known && known !== module) throw new Error(`a ruleset module "${module.id}" is already registered`);
  MODULES.set(module.id, module);
}

/** The ids of the registered modules, in registration order. */
export function rulesetModuleIds(): string[] {
  return [...MODULES.keys()];
}

/**
 * The module registered as `id`.
 * @throws Error when none is.
 */
export function rulesetModule(id: string): RulesetModule {
  const module = MODULES.get(id);
  if (!module) throw new Error(`no ruleset module "${id}" (known: ${[...MODULES.keys()].join(', ')})`);
  return module;
}

/**
 * The id of the module a ruleset plays by: content's {@link rulesetSystem} (the wrapper's `board.system`, else
 * `rules.extra.board.system`; without one, `classic` when it has the classic combat die and movement roll — its
 * fields or `rules.extra.board`'s — else `rules` when it has a `rules` document, else `classic`). Content's schema
 * asks the same function which fields a ruleset needs.
 */
export function moduleIdFor(ruleset: Ruleset): string {
  return rulesetSystem(ruleset);
}

/**
 * The module `state` is played by: `setup.module`, chosen when the game was created (a state stored before modules
 * existed is given one by the storage's upgrade: `engine/core/stored.ts`).
 * @throws Error when the state names no module, or one not registered.
 */
export function moduleOf(state: Pick<GameState, 'setup'>): RulesetModule {
  return rulesetModule(moduleIdOf(state));
}

/**
 * The id of the module `state` is played by (see {@link moduleOf}).
 * @throws Error when the state names none (a state stored before modules, not upgraded: `engine/core/stored.ts`).
 */
export function moduleIdOf(state: Pick<GameState, 'setup'>): string {
  const id = state.setup.module as string | undefined;
  if (typeof id !== 'string' || id === '')
    throw new Error('the game state names no ruleset module (setup.module): a state stored before modules must be upgraded first (upgradeStoredState)');
  return id;
}

/** The dice a hero rolls to move in `state`: its module's `movementRoll`, by default the ruleset's `heroMovement`; null when it gives none. */
export function movementRollOf(state: GameState): DicePool | null {
  const { ruleset } = state.setup;
  const module = moduleOf(state);
  return module.movementRoll ? module.movementRoll(ruleset) : (ruleset.heroMovement ?? null);
}
