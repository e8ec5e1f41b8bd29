/**
 * What the schema form's renderers of lists and squares (`json-form-lists.ts`, `json-form-squares.ts`) use of the
 * form `<qb-json-form>`: its public settings, the folded items opened, the item being dragged, and the form's own
 * renderer and writer for the nodes inside.
 * @module
 */
import type { TemplateResult } from 'lit';
import type { Issue } from './api.ts';
import type { Lang } from './i18n.ts';
import type { JsonSchema, Path } from './schema-tools.ts';

/** The form as its part renderers see it. */
export interface FormParts {
  /** The form element (its settings, and the target of the events it fires). */
  form: HTMLElement & {
    readonly lang: Lang;
    readonly at: Path;
    readonly value: unknown;
    readonly issues: readonly Issue[];
    readonly pickSquares: boolean;
    readonly hiddenFields: readonly string[];
  };
  /** The folded items the user opened, by path. */
  opened: Set<string>;
  /** The list item being dragged (its list's path and its index), or null. */
  drag: { from: { path: string; index: number } | null };
  /** Renders the node at `path` (the form's own renderer, for what a list or square holds). */
  renderNode(s: JsonSchema, v: unknown, path: Path, required: boolean): TemplateResult;
  /** Writes `next` at `path` of the document. */
  set(path: Path, next: unknown): void;
  /** The problems at `path`. */
  errorsAt(path: Path): TemplateResult;
  /** The name of a fixed value of the field at `path`. */
  valueName(path: Path, value: string): string;
}
