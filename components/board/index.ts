/**
 * The three.js board: an isometric dungeon drawn from a seat's view, with picking. Imports nothing from the
 * elements and knows nothing of HTTP.
 * @module
 */
export { DungeonBoard, type DungeonBoardOptions } from './dungeon-board.ts';
export { SharedRenderer, type RenderTarget } from './shared-renderer.ts';
export { NO_MARKS, type BoardMarks, type BoardObject, type BoardPick, type BoardScene, type BoardLayout } from './types.ts';
export { boardAspect } from './camera.ts';
export { CLICK_SLOP, type CameraState } from './camera-controls.ts';
export { modelName, modelNames } from './objects.ts';
export { FIGURE_NAMES, FIGURES, figureOf } from './figures.ts';
export type { FigureDef } from './figure-def.ts';
export { cursorStep, isArrowKey, CURSOR_BAND, CURSOR_COLOR, type ArrowKey } from './cursor.ts';
