/**
 * A problem the pack's check finds (`checkPack` in `pack.ts`), in a module of its own: the checks it runs
 * (`fit.ts`, `rules-fit.ts`) report it too, and must not import the pack.
 * @module
 */

/** A problem found by `checkPack`: where (`missions[0].monsters[3].kind`) and what. */
export interface PackIssue {
  path: string;
  message: string;
}
