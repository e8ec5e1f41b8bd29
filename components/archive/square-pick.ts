/**
 * Picking squares on the map for form fields (the map picks places): which JSON Schema nodes are a square
 * or a list of squares, the squares such a value holds, and a pick applied to a document at a path. Pure: the form
 * (`json-form.ts`) recognises the nodes and asks for a pick with a {@link PickRequest} (the `pick-square` event); the
 * mission editor (`doc-editor.ts`) shows the map, and applies each square clicked with {@link applyPick}.
 * @module
 */
import { getIn, setIn, type JsonSchema, type Path } from './schema-tools.ts';

/** A square as `[x, y]`: the column from the left, the row from the top, both from 0. */
export type PickedSquare = [number, number];

/**
 * The shapes of a square in a document: `pair` a `[x, y]` tuple (a condition's cell); `xy` an object with `x` and `y`
 * fields among others (a spawn or teleport effect, a creature, an object); `list` a list of `[x, y]` tuples (a
 * `reach` condition's or an `enter` trigger's `cells`, a mission's `start`).
 */
export type SquareShape = 'pair' | 'xy' | 'list';

/** What a form asks the picker for: the event `pick-square`'s detail. */
export interface PickRequest {
  /** Where the square (or list) sits in the whole document (`['events', 0, 'effects', 1]`). */
  path: Path;
  shape: SquareShape;
  /** Whether the field must be there (a list picked down to nothing is then left empty, not removed). */
  required: boolean;
  /** What is being placed, in the form's language ("Spawn creatures", "Squares"): the picker's banner names it. */
  label: string;
}

const isNumber = (s: JsonSchema | undefined): boolean => {
  const type = Array.isArray(s?.type) ? s.type[0] : s?.type;
  return type === 'integer' || type === 'number';
};

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

/** Whether `s` is a `[x, y]` tuple of two numbers. */
function isPair(s: JsonSchema | false | undefined): boolean {
  return !!s && s.prefixItems?.length === 2 && s.prefixItems.every(isNumber);
}

/**
 * The square shape of a JSON Schema node, or null when it is none: a tuple of two numbers is a `pair`, an object
 * with numeric `x` and `y` properties an `xy`, an array of pairs a `list`.
 */
export function squareShapeOf(s: JsonSchema): SquareShape | null {
  if (isPair(s)) return 'pair';
  const type = typeOf(s);
  if (type === 'object' && isNumber(s.properties?.x) && isNumber(s.properties?.y)) return 'xy';
  if (type === 'array' && isPair(s.items)) return 'list';
  return null;
}

const asSquare = (v: unknown): PickedSquare | null => (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null);

/** The squares a value of shape `shape` holds now (none when it is unset or malformed). */
export function squaresOf(value: unknown, shape: SquareShape): PickedSquare[] {
  switch (shape) {
    case 'pair': {
      const sq = asSquare(value);
      return sq ? [sq] : [];
    }
    case 'xy': {
      const o = value as { x?: unknown; y?: unknown } | null | undefined;
      return o && typeof o.x === 'number' && typeof o.y === 'number' ? [[o.x, o.y]] : [];
    }
    case 'list':
      return Array.isArray(value) ? value.map(asSquare).filter((s): s is PickedSquare => s !== null) : [];
  }
}

/**
 * `doc` with square `[x, y]` picked for the field `request.path` names: a `pair` becomes `[x, y]`; an `xy` object
 * gets `x` and `y` (its other fields kept); a `list` gains the square, or loses it when it held it already (a list
 * emptied so is removed unless `request.required`). Never changes `doc` itself.
 */
export function applyPick(doc: unknown, request: Pick<PickRequest, 'path' | 'shape' | 'required'>, [x, y]: PickedSquare): unknown {
  const { path, shape } = request;
  switch (shape) {
    case 'pair':
      return setIn(doc, path, [x, y]);
    case 'xy':
      return setIn(setIn(doc, [...path, 'x'], x), [...path, 'y'], y);
    case 'list': {
      const list = Array.isArray(getIn(doc, path)) ? (getIn(doc, path) as unknown[]) : [];
      const held = list.findIndex((v) => asSquare(v)?.[0] === x && asSquare(v)?.[1] === y);
      const next = held >= 0 ? list.filter((_, i) => i !== held) : [...list, [x, y]];
      return setIn(doc, path, next.length === 0 && !request.required ? undefined : next);
    }
  }
}
