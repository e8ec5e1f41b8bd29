/**
 * Real touch input on the test page: the DevTools protocol's touch events through web-test-runner.config.mjs's
 * `touch` command (the browser makes the pointer events itself, `pointerType` "touch"). A file that touches turns
 * touch emulation off again when it ends ({@link touchOff}): the runner reuses its pages for later test files.
 */
import { executeServerCommand } from '@web/test-runner-commands';

type Point = { x: number; y: number; id: number };
/** One step of the fingers: those down after it (none for the last `touchEnd`), in CSS pixels of the viewport. */
export type TouchStep = { type: 'touchStart' | 'touchMove' | 'touchEnd'; points: Point[] };

/** Real touch input on the page (see the `touch` command of web-test-runner.config.mjs). */
export function touch(steps: TouchStep[]): Promise<unknown> {
  return executeServerCommand<unknown, { steps: TouchStep[] }>('touch', { steps });
}

/** A finger's tap at a client position. */
export function tap(p: { x: number; y: number }): Promise<unknown> {
  const point = { x: Math.round(p.x), y: Math.round(p.y), id: 1 };
  return touch([
    { type: 'touchStart', points: [point] },
    { type: 'touchEnd', points: [] },
  ]);
}

/** Turns the page's touch emulation off again. */
export function touchOff(): Promise<unknown> {
  return executeServerCommand('touch', { off: true });
}
