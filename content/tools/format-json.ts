/**
 * A deterministic JSON layout for content files a person may read or edit by hand:
 * like `JSON.stringify(value, null, 2)`, but any array or object that fits on one line
 * (`{ "between": [[3, 0], [3, 1]] }`, `{ "kind": "orco", "x": 7, "y": 2 }`) stays on one line.
 * @module
 */

/** The widest line, indentation included, that a value is kept on. */
const WIDTH = 100;

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function layout(value: unknown, indent: string, prefix: number): string {
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + prefix + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + layout(v, inner, 0)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries
    .map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return inner + key + layout(v, inner, key.length);
    })
    .join(',\n')}\n${indent}}`;
}

/** Formats `value` as JSON text, ending with a newline. */
export function formatJson(value: unknown): string {
  return `${layout(value, '', 0)}\n`;
}
