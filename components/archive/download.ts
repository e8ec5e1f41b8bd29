/**
 * Saving a text as a file from the page.
 * @module
 */

/** The detail of the `archive-download` event. */
export interface DownloadDetail {
  file: string;
  text: string;
}

/**
 * Offers `text` as a download named `file` (a blob link clicked once) and tells the page with an `archive-download`
 * event from `from` (bubbling out of shadow roots), whose detail is `{ file, text }`.
 */
export function downloadText(from: HTMLElement, file: string, text: string): void {
  from.dispatchEvent(new CustomEvent<DownloadDetail>('archive-download', { detail: { file, text }, bubbles: true, composed: true }));
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
