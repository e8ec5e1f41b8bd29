/**
 * Registers the built-in ruleset modules: `classic`, `d20` and `rules`. Imported by `createGame` and the engine's index, so
 * any game can be created and played.
 * @module
 */
import { d20Module } from './d20/module.ts';
import { classicModule } from './classic/module.ts';
import { rulesModule } from './rules/index.ts';
import { registerRulesetModule } from '../core/registry.ts';

/** States stored before the built-in modules kept their pieces' numbers in `Unit.ext`, upgraded (the storage's migration runs it). */
export { downgradeStoredState, upgradeStoredState, upgradeStoredStateText } from './d20/stored-states.ts';

registerRulesetModule(classicModule);
registerRulesetModule(d20Module);
registerRulesetModule(rulesModule);
