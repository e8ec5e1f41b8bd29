/**
 * Where the project's real reference inputs live (the HeroScribe board, object catalogue and community quests, the
 * classic stat tables; not part of the repository): the folder named by the environment variable `REALINPUTS_DIR`
 * (a relative path counts from the current folder), else `../shared/realinputs` beside the repository. Only the
 * build tools of this folder and the tests of `test/realinputs/` read it; the game never does.
 * @module
 */
import path from 'node:path';

/** The environment variable that points the tools and tests at another folder of real inputs. */
export const REALINPUTS_ENV = 'REALINPUTS_DIR';

/** The default folder: `shared/realinputs` beside the repository. */
export const DEFAULT_REALINPUTS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'realinputs');

/** The folder of real inputs, absolute: `$REALINPUTS_DIR` when set and not empty, else {@link DEFAULT_REALINPUTS_DIR}. */
export const REALINPUTS_DIR = process.env[REALINPUTS_ENV] ? path.resolve(process.env[REALINPUTS_ENV]) : DEFAULT_REALINPUTS_DIR;
