/**
 * The schema form's lists (`json-form.ts`): items moved by drag or buttons, removed and added; named items of a long
 * list folded under their name.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { textIn, type AnyText } from '../../content/text.ts';
import { t } from './i18n.ts';
import type { FormParts } from './json-form-parts.ts';
import { pickButton } from './json-form-squares.ts';
import { defaultOf, formatPath, type JsonSchema, type Path } from './schema-tools.ts';
import { squareShapeOf } from './square-pick.ts';

/** A list at `path`: its items (moved by drag or buttons, removed), an add button, and a pick button for a list of squares. */
export function renderList(f: FormParts, s: JsonSchema, v: unknown, path: Path, required = true): TemplateResult {
  const arr = Array.isArray(v) ? v : [];
  const items = s.items || {};
  const id = formatPath(path);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= arr.length || from === to) return;
    const next = arr.slice();
    const [it] = next.splice(from, 1);
    next.splice(to, 0, it);
    f.set(path, next);
  };
  return html`${f.errorsAt(path)}
    ${arr.map(
      (item, i) => html`<div
        class="item"
        data-item=${formatPath([...path, i])}
        @dragover=${(e: DragEvent) => {
          if (f.drag.from?.path !== id) return;
          e.preventDefault();
          (e.currentTarget as HTMLElement).classList.add('drop');
        }}
        @dragleave=${(e: DragEvent) => (e.currentTarget as HTMLElement).classList.remove('drop')}
        @drop=${(e: DragEvent) => {
          (e.currentTarget as HTMLElement).classList.remove('drop');
          if (f.drag.from?.path !== id) return;
          e.preventDefault();
          move(f.drag.from.index, i);
          f.drag.from = null;
        }}
      >
        <span
          class="handle"
          draggable="true"
          title="↕"
          @dragstart=${(e: DragEvent) => {
            f.drag.from = { path: id, index: i };
            e.dataTransfer?.setData('text/plain', String(i));
          }}
          >⠿</span
        >
        <div>${renderItem(f, items, item, [...path, i], arr.length)}</div>
        <span class="row">
          <button class="small secondary" title=${t(f.form.lang, 'moveUp')} ?disabled=${i === 0} @click=${() => move(i, i - 1)}>↑</button>
          <button class="small secondary" title=${t(f.form.lang, 'moveDown')} ?disabled=${i === arr.length - 1} @click=${() => move(i, i + 1)}>↓</button>
          <button class="small secondary" title=${t(f.form.lang, 'remove')} data-remove=${formatPath([...path, i])} @click=${() =>
            f.set(
              path,
              arr.filter((_, j) => j !== i),
            )}>×</button>
        </span>
      </div>`,
    )}
    <button
      class="small secondary"
      data-add=${id}
      ?disabled=${s.maxItems !== undefined && arr.length >= s.maxItems}
      @click=${() => {
        f.opened.add(formatPath([...path, arr.length]));
        f.set(path, [...arr, defaultOf(items)]);
      }}
    >
      + ${t(f.form.lang, 'add')}
    </button>
    ${squareShapeOf(s) === 'list' ? pickButton(f, path, 'list', required) : nothing}`;
}

/**
 * One item of a list. Named items (a deck's cards, with an `id` or a `name`) fold under their name when the list is
 * long, so that a deck of twenty cards stays readable; the others show in full.
 */
function renderItem(f: FormParts, items: JsonSchema, item: unknown, path: Path, count: number): TemplateResult {
  const named = items.type === 'object' && (items.properties?.id !== undefined || items.properties?.name !== undefined);
  if (!named || count <= 3) return f.renderNode(items, item, path, true);
  const o = (item ?? {}) as { id?: unknown; name?: unknown; text?: unknown };
  const words = o.name ?? o.text;
  const name = words && typeof words === 'object' ? textIn(words as AnyText, f.form.lang) : words;
  const label = [f.form.hiddenFields.includes('id') ? undefined : o.id, name].filter((x) => typeof x === 'string' && x).join(' · ') || '…';
  const key = formatPath(path);
  const bad = f.form.issues.some((i) => i.path === key || i.path.startsWith(`${key}.`) || i.path.startsWith(`${key}[`));
  return html`<details ?open=${bad || f.opened.has(key)} @toggle=${(e: Event) => {
    const open = (e.target as HTMLDetailsElement).open;
    if (open) f.opened.add(key);
    else f.opened.delete(key);
  }}>
    <summary class=${bad ? 'err' : ''}>${label}</summary>
    ${f.renderNode(items, item, path, true)}
  </details>`;
}
