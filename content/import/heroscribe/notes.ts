/**
 * The notes of a HeroScribe quest: read (with the HeroScribe 2 marks), given to the markers with their label, and
 * searched for the wandering monster.
 * @module
 */
import { both, markerLabels } from './kinds.ts';
import { CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import type { Conversion, Placed } from './conversion.ts';
import { NOTE_LABEL, said, squeeze, tidy, WANDERING } from './reading.ts';
import type { ConversionReport, QuestNote } from './report.ts';
import type { XmlElement } from './xml.ts';

/**
 * The notes: each `<note>`, and each HeroScribe 2 `<mark>` of `<notes>` (its label from its `id`, `label`, `letter`
 * or `number` attribute, else from its text like a note's; a label the text does not start with is put before it,
 * `A: …`), in file order.
 */
export function readNotes(c: Conversion): QuestNote[] {
  const out: QuestNote[] = [];
  const add = (el: XmlElement, raw: string, labelAttr: string | undefined) => {
    let text = tidy(raw);
    if (!text) return;
    const attr = labelAttr?.trim().toUpperCase();
    if (
      attr &&
      NOTE_LABEL.exec(text)?.[0]
        .trim()
        .replace(/[:.\-\u2013\u2014)]$/, '')
        .trim()
        .toUpperCase() !== attr
    )
      text = `${attr}: ${text}`;
    const m = NOTE_LABEL.exec(text);
    c.noteEls.set(el.line, el);
    out.push({ text, line: el.line, label: m ? (m[1] ?? String(Number(m[2]))) : null, markers: 0 });
  };
  for (const el of c.quest.children) {
    if (el.name === 'note') add(el, el.text, undefined);
    if (el.name !== 'notes') continue;
    add(el, el.text, undefined);
    for (const mark of el.children) {
      if (mark.name !== 'mark') {
        c.report(mark, 'unknown_element', { element: mark.name, within: 'notes' });
        continue;
      }
      const a = mark.attributes;
      add(mark, mark.text, a.id ?? a.label ?? a.letter ?? a.number);
    }
  }
  return out;
}

/** A marker piece: a hidden marker whose text is the notes with its label. */
export function placeMarker(c: Conversion, p: Placed, notes: QuestNote[]): void {
  const sq = c.joined(p.board, p.left, p.top);
  if (!c.open(sq)) {
    c.report(p.el, 'on_rock', { marker: p.entry.name, square: sq });
    return;
  }
  const labels = markerLabels(p.entry.id)!;
  const matching = notes.filter((n) => n.label !== null && labels.includes(n.label));
  for (const n of matching) n.markers++;
  const text = matching.map((n) => n.text).join('\n\n');
  const label = labels.join('/');
  c.objects.push({
    type: 'marker',
    x: sq[0],
    y: sq[1],
    hidden: true,
    name: both(label),
    ...(text ? { text: both(c.clip(text, p.el, { marker: label })) } : {}),
  });
  c.counts.markers++;
}

/**
 * The wandering monster: the first one stated, by the HeroScribe 2 `<wanderingmonster>`s (each one's `id`, `name`
 * and text, then each `<monster>` inside it: its `id`, `name` and text), then by the notes' "Wandering Monster: Orc".
 * A catalogue monster without a kind of the pack becomes a placeholder, as on the board; a later statement naming
 * another monster is reported (`wandering_monster_conflict`), never taken silently.
 */
export function wanderingMonster(c: Conversion, notes: QuestNote[]): ConversionReport['prose']['wanderingMonster'] {
  const statements: { said: string; line: number; el: XmlElement | null }[] = [];
  const stated = (e: XmlElement) => [e.attributes.id, e.attributes.name, tidy(e.text)].filter((v): v is string => !!v?.trim());
  for (const el of c.quest.children.filter((c) => c.name === 'wanderingmonster')) {
    const own = stated(el);
    for (const said of own) statements.push({ said, line: el.line, el });
    const monsters = el.children.filter((c) => c.name === 'monster' && stated(c).length > 0);
    for (const m of monsters) for (const said of stated(m)) statements.push({ said, line: m.line, el: m });
    if (own.length === 0 && monsters.length === 0) c.unconverted(el, { element: 'wanderingmonster', empty: true, said: said(el) });
  }
  for (const n of notes) {
    const m = WANDERING.exec(n.text);
    if (m) statements.push({ said: m[1]!, line: n.line, el: c.noteEls.get(n.line) ?? null });
  }
  let found: (NonNullable<ConversionReport['prose']['wanderingMonster']> & { entry: CatalogueEntry | undefined }) | null = null;
  for (const n of statements) {
    const text = n.said
      .split('\n')[0]!
      .trim()
      .replace(/^["'\u201c]+|["'\u201d.!;,]+$/g, '')
      .trim();
    if (!text) continue;
    const entry = CATALOGUE.find((e) => e.kind === 'monster' && (squeeze(e.id) === squeeze(text) || squeeze(e.name) === squeeze(text)));
    if (found) {
      const same = entry && found.entry ? entry === found.entry : squeeze(text) === squeeze(found.text);
      if (!same) c.report(n.el, 'wandering_monster_conflict', { name: text, taken: found.text, line: found.line });
      continue;
    }
    if (!entry) c.report(n.el, 'unknown_wandering_monster', { name: text });
    found = { text, line: n.line, catalogueId: entry?.id ?? null, kind: entry ? c.kindOf(entry, n.el) : null, entry };
  }
  return found && { text: found.text, line: found.line, catalogueId: found.catalogueId, kind: found.kind };
}
