/**
 * The schema form's square fields (`json-form.ts`): an `{x, y}` square in words with its two numbers under an expert's
 * line, and the "pick on the map" button of every square-shaped field (`square-pick.ts`).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { squareName } from '../../content/square-name.ts';
import { fieldLabel, t } from './i18n.ts';
import type { FormParts } from './json-form-parts.ts';
import { formatPath, getIn, type JsonSchema, type Path } from './schema-tools.ts';
import type { PickRequest, SquareShape } from './square-pick.ts';
import { toolIcon } from './tool-icons.ts';

/**
 * The square of an `{x, y}` object at `path` in words, with its "pick on the map" button; the two numbers (0-based,
 * as the format has them) folded under an expert's line, still editable.
 */
export function renderSquare(f: FormParts, s: JsonSchema, obj: Record<string, unknown>, path: Path): TemplateResult {
  const x = obj.x;
  const y = obj.y;
  const where = typeof x === 'number' && typeof y === 'number' ? squareName(x, y, f.form.lang) : t(f.form.lang, 'squareNotChosen');
  const required = new Set(s.required ?? []);
  const numbers = (['x', 'y'] as const).map((k) => {
    const ps = s.properties?.[k] ?? {};
    return html`<div class="field">
      <label>${fieldLabel([...f.form.at, ...path, k], f.form.lang)}</label>
      <div>${f.renderNode(ps, obj[k], [...path, k], required.has(k))}</div>
    </div>`;
  });
  const wrong = f.form.issues.some((i) => i.path === formatPath([...path, 'x']) || i.path === formatPath([...path, 'y']));
  return html`<div class="field">
      <label>${t(f.form.lang, 'squareField')}</label>
      <div>
        <span data-role="square-name" data-square=${formatPath(path)}>${capitalised(where)}</span>
        ${pickButton(f, path, 'xy', true)}
        <details class="expert" ?open=${wrong}>
          <summary>${t(f.form.lang, 'squareNumbers')}</summary>
          ${numbers}
        </details>
      </div>
    </div>`;
}

/**
 * The "pick on the map" button of the square field at `path` (nothing when the host picks no squares): it fires
 * `pick-square` with the field's place in the whole document.
 */
export function pickButton(f: FormParts, path: Path, shape: SquareShape, required: boolean): TemplateResult | typeof nothing {
  if (!f.form.pickSquares) return nothing;
  const at = [...f.form.at, ...path];
  const request: PickRequest = { path: at, shape, required, label: placeLabel(f, path, shape) };
  return html`<button
    class="small secondary"
    data-action="pick"
    data-pick-path=${formatPath(at)}
    title=${t(f.form.lang, shape === 'list' ? 'pickManyHint' : 'pickOneHint')}
    @click=${() => f.form.dispatchEvent(new CustomEvent<PickRequest>('pick-square', { detail: request, bubbles: true, composed: true }))}
  >
    ${toolIcon('position-marker')}${t(f.form.lang, 'pickOnMap')}
  </button>`;
}

/**
 * What the square field at `path` places, in words: the name of its brick's type (an `xy` spawn: "Spawn
 * creatures"), or the field's label after the type of the brick holding it (a `reach`'s cells: "Reach · Squares").
 */
function placeLabel(f: FormParts, path: Path, shape: SquareShape): string {
  const typeAt = (p: Path): string | undefined => {
    const o = getIn(f.form.value, p) as { type?: unknown } | undefined;
    return o && typeof o === 'object' && typeof o.type === 'string' ? f.valueName([...p, 'type'], o.type) : undefined;
  };
  if (shape === 'xy') return typeAt(path) ?? fieldLabel([...f.form.at, ...path], f.form.lang);
  const parent = path.slice(0, shape === 'pair' && typeof path[path.length - 1] === 'number' ? -2 : -1);
  const field = fieldLabel([...f.form.at, ...path], f.form.lang);
  const kind = typeAt(parent);
  return kind ? `${kind} · ${field}` : field;
}

/** `text` with its first letter capital ("Colonna 3, riga 7"). */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
