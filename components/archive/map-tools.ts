/**
 * The map editor's tools (`map-editor.ts`): their names, pictures and groups in the palette, the ways the painting
 * tools lay squares down, the hint of the tool in hand, and the object an object tool places.
 * @module
 */
import { FURNITURE_KINDS, TRAP_KINDS } from '../../content/schemas/index.ts';
import { VOCABULARY } from '../../content/vocabulary.ts';
import { t, type Lang } from './i18n.ts';
import type { ToolIconName } from './tool-icons.ts';

/** The kinds of object a mission places (`MissionObject['type']`), each a tool of its own. */
export const OBJECT_TYPES = ['treasure', 'trap', 'furniture', 'exit', 'marker'] as const;
/** The kinds of object a mission places (`MissionObject['type']`): each is a tool of its own. */
export type ObjectType = (typeof OBJECT_TYPES)[number];
/** Whether `tool` places an object. */
export const isObjectTool = (tool: Tool): tool is ObjectType => (OBJECT_TYPES as readonly string[]).includes(tool);
/** The editor's tools: one per kind of object too (a trap, a treasure... are placed with a click). */
export type Tool = 'room' | 'corridor' | 'rock' | 'difficult' | 'door' | 'secret' | 'start' | 'creature' | 'npc' | ObjectType | 'erase' | 'select';
/** The words of the tools that are not an object (an object tool is named as the vocabulary names its kind). */
const TOOL_KEYS: Record<Exclude<Tool, ObjectType>, Parameters<typeof t>[1]> = {
  select: 'toolSelect',
  room: 'toolRoom',
  corridor: 'toolCorridor',
  rock: 'toolRock',
  difficult: 'toolDifficult',
  door: 'toolDoor',
  secret: 'toolSecretDoor',
  start: 'toolStart',
  creature: 'toolCreature',
  npc: 'toolNpc',
  erase: 'toolErase',
};
/** Each tool's picture (game-icons, components/archive/tool-icons.ts). */
export const TOOL_ICON: Record<Tool, ToolIconName> = {
  select: 'arrow-cursor',
  room: 'stone-block',
  corridor: 'stone-path',
  rock: 'rock',
  difficult: 'swamp',
  door: 'wooden-door',
  secret: 'secret-door',
  start: 'footsteps',
  creature: 'goblin-head',
  npc: 'cowled',
  treasure: 'chest',
  trap: 'wolf-trap',
  furniture: 'table',
  exit: 'exit-door',
  marker: 'flag-objective',
  erase: 'broom',
};
/** The palette's groups, a thin rule between them: pointing, painting the floor, doors, placing pieces, clearing. */
export const TOOL_GROUPS: Tool[][] = [
  ['select', 'erase'],
  ['room', 'corridor', 'rock', 'difficult'],
  ['door', 'secret'],
  ['start', 'creature', 'npc'],
  [...OBJECT_TYPES],
];
/** The tools whose options are fields (their hint goes under the map); the others' options row is their hint. */
export const TOOLS_WITH_FIELDS: ReadonlySet<Tool> = new Set(['room', 'creature', 'npc', ...OBJECT_TYPES]);
/** How the painting tools (room, corridor, rock) lay squares down: square by square, or a rectangle per drag. */
export type Shape = 'brush' | 'rect';
/** The painting tools' shapes, with their words and pictures. */
export const SHAPES: { shape: Shape; label: Parameters<typeof t>[1]; hint: Parameters<typeof t>[1]; icon: ToolIconName }[] = [
  { shape: 'brush', label: 'shapeBrush', hint: 'shapeBrushHint', icon: 'paint-brush' },
  { shape: 'rect', label: 'shapeRect', hint: 'shapeRectHint', icon: 'square' },
];

/** A tool's word under its picture: an object tool's is the kind of object, as the vocabulary names it. */
export function toolWord(tool: Tool, lang: Lang): string {
  return isObjectTool(tool) ? VOCABULARY.objectTypes[tool][lang].name : t(lang, TOOL_KEYS[tool]);
}

/**
 * The one-line hint of `tool` (painting rectangles when `rect`), naming touches ("tap") on a touch screen (`touch`)
 * and clicks elsewhere.
 */
export function toolHint(tool: Tool, rect: boolean, touch: boolean, lang: Lang): string {
  const key =
    tool === 'door' || tool === 'secret'
      ? 'doorHint'
      : tool === 'select'
        ? 'selectHint'
        : tool === 'difficult'
          ? 'difficultHint'
          : rect
            ? 'shapeRectHint'
            : 'paintHint';
  return t(lang, touch ? `${key}Touch` : key);
}

/**
 * The object an object tool of `type` places: a trap or furniture of `kind` (its first kind when `kind` is not one),
 * hidden when `hidden` (furniture never is), a trap doing 1 damage.
 */
export function objectToPlace(type: ObjectType, kind: string, hidden: boolean): Record<string, unknown> {
  const o: Record<string, unknown> = { type };
  if (type === 'trap') o.kind = TRAP_KINDS.includes(kind as never) ? kind : TRAP_KINDS[0];
  if (type === 'furniture') o.kind = FURNITURE_KINDS.includes(kind as never) ? kind : FURNITURE_KINDS[0];
  if (hidden && type !== 'furniture') o.hidden = true;
  if (type === 'trap') o.effects = [{ type: 'damage', amount: 1 }];
  return o;
}
