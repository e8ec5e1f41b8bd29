/**
 * Registers the built-in ruleset modules: `classic`, `d20` and `rules`. Imported by the engine's index
 * (`engine/index.ts`) and the campaign's systems (`engine/campaign/system.ts`), so any game made through them can be
 * created and played; the core (`engine/core/`) registers none.
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
