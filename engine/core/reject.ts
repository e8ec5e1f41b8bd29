/**
 * Rejections: rule checks throw one, `apply` catches it and answers `{ ok: false, error }` with the state unchanged.
 * @module
 */
import type { ErrorCode } from './types.ts';

/** A refused action, thrown inside the reducer. */
export class Rejection {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
  ) {}
}

/** Refuses the action being applied. */
export function reject(code: ErrorCode, message: string): never {
  throw new Rejection(code, message);
}
