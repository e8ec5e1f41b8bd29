/**
 * How the HeroScribe converter reads a quest's elements and text: which elements and attributes it reads, what is
 * left unread, an element in one line for the report, and the tidying of texts and names.
 * @module
 */
import type { XmlElement } from './xml.ts';

/** The quest's own elements of the HeroScribe 2 format (any of them makes the file format `2`). */
export const HS2_ELEMENTS = new Set(['title', 'questtext', 'notes', 'monsterstat', 'wanderingmonster']);
/** The quest's elements the converter reads (`kind` is the Enhanced fork's copy of the catalogue's kinds: nothing to read). */
export const QUEST_ELEMENTS = new Set(['board', 'bridge', 'speech', 'note', 'kind', ...HS2_ELEMENTS]);

/** What the converter reads of an element: its attributes, and its child elements with what it reads of each. */
interface ElementReading {
  attributes: readonly string[];
  children: Readonly<Record<string, ElementReading>>;
}
const TEXT_ONLY: ElementReading = { attributes: [], children: {} };
/**
 * What the converter reads of each quest element it converts (besides its text): anything else in them — another
 * attribute, another child element — is listed in `notConverted` (`<notes>`' other children are `unknown_element`).
 */
export const READINGS: Readonly<Record<string, ElementReading>> = {
  speech: TEXT_ONLY,
  note: TEXT_ONLY,
  title: TEXT_ONLY,
  questtext: TEXT_ONLY,
  notes: { attributes: [], children: { mark: { attributes: ['id', 'label', 'letter', 'number'], children: {} } } },
  wanderingmonster: { attributes: ['id', 'name'], children: { monster: { attributes: ['id', 'name'], children: {} } } },
};

/**
 * The parts of `el` the converter does not read by `reading`: attributes as `name="value"`, child elements as
 * `<name>` (and, inside a child it reads, that child's unread parts as `<child> name="value"`). `<notes>`' unknown
 * children are left out: they are reported as `unknown_element`.
 */
export function unreadParts(el: XmlElement, reading: ElementReading, within = ''): string[] {
  const out = Object.entries(el.attributes)
    .filter(([k]) => !reading.attributes.includes(k))
    .map(([k, v]) => `${within}${k}="${v}"`);
  for (const child of el.children) {
    const known = reading.children[child.name];
    if (known) out.push(...unreadParts(child, known, `${within}<${child.name}> `));
    else if (el.name !== 'notes') out.push(`${within}<${child.name}>`);
  }
  return out;
}

/** An element's attributes and text in one line (`name="Orc" body="1": text`), for the report. */
export function said(el: XmlElement): string {
  const attrs = Object.entries(el.attributes).map(([k, v]) => `${k}="${v}"`);
  const text = tidy([el.text, ...el.children.map((c) => said(c))].join(' '))
    .replace(/\s+/g, ' ')
    .trim();
  return [attrs.join(' '), text].filter(Boolean).join(': ').slice(0, 500);
}

/** `God's Blade` → `gods-blade`. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'heroscribe-quest';
}

/** Trims each line and drops blank lines at either end; keeps the line breaks inside. */
export function tidy(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

export const WANDERING =
  /^(?:wandering\s+monsters?(?:\s+in\s+this\s+quest)?|mostr[oi]\s+errant[ei](?:\s+(?:in|di)\s+questa\s+(?:missione|impresa))?)\s*[:\-\u2013\u2014]?\s*(.*)$/is;
export const NOTE_LABEL = /^(?:([A-MX])|(\d{1,2}))(?:\s*[:.\-\u2013\u2014)]|\s{2,}|\s*\n|$)/;
export const squeeze = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
