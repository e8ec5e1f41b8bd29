/**
 * Text made safe for markup, shared by the server (the printed quest map, cms/maps) and the element (the 2D board,
 * components/board/flat): both sit above content, so neither writes its own.
 * @module
 */

/** `text` with the five XML special characters escaped (`&<>"'` as numeric references): for SVG or HTML text and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
