/**
 * The adventure editor's clues, run flags and difficulty tiers in words: an author names a clue a dialogue
 * choice grants, and a flag a challenge's success sets, in words (the id is made from them and shown back as words);
 * a challenge's condition on a flag picks one of those the adventure grants from a list named in words, never a box
 * to type an identifier in; a point's tiers are ticked by the names the ruleset gives them. `<qb-adventure-editor>` is
 * mounted on its own in the Italian Archive's words, with a draft as the Archive holds it.
 */
import '../../components/archive/archive.ts';
import type { QbAdventureEditor } from '../../components/archive/adventure-editor.ts';
import { assert, equal } from './support/assert.ts';
import { unmountAll, waitFor } from './support/page.ts';

const mounted: HTMLElement[] = [];
afterEach(() => unmountAll(mounted));

type Loose = Record<string, any>;

/** A d20 ruleset as the catalogue holds it: its board's tiers named in two languages. */
const RULESET = {
  id: 'bosco',
  name: { it: 'Bosco' },
  rules: {
    extra: {
      board: {
        tiers: [
          { id: 'basic', name: { it: 'Base', en: 'Basic' } },
          { id: 'advanced', name: { it: 'Avanzato', en: 'Advanced' } },
        ],
      },
    },
  },
};

/** A location with a dialogue (one choice), a challenge (one approach needing a flag) and an exit. */
function draft(): Loose {
  return {
    id: 'la-torre',
    name: { it: 'La torre' },
    ruleset: 'bosco',
    town: { name: { it: 'Villaggio' } },
    start: 'torre',
    recruits: [],
    locations: [
      {
        id: 'torre',
        name: { it: 'Torre' },
        routes: [],
        nodes: [
          {
            id: 'mago',
            kind: 'dialogue',
            name: { it: 'Il mago' },
            at: 0.3,
            start: 'inizio',
            pages: [{ id: 'inizio', text: { it: 'Chi va là?' }, choices: [{ id: 'amico', text: { it: 'Un amico' } }] }],
          },
          {
            id: 'porta',
            kind: 'challenge',
            name: { it: 'La porta' },
            at: 0.6,
            dc: 12,
            approaches: [{ id: 'forzare', name: { it: 'Forzare' }, skill: 'might', base: 0, modifiers: [], requires: [{ kind: 'flag', flag: '' }] }],
            success: {},
            failure: {},
          },
          { id: 'uscita', kind: 'exit', name: { it: 'Uscita' }, at: 1 },
        ],
      },
    ],
  };
}

/** The node form's shadow tree, once it shows point `id`. */
function nodeForm(editor: QbAdventureEditor, id: string): Promise<ShadowRoot> {
  return waitFor(() => {
    const panel = editor.shadowRoot?.querySelector(`[data-role="node"][data-id="${id}"]`);
    return panel?.querySelector('[data-role="node-form"]')?.shadowRoot ?? null;
  }, `the form of point ${id}`);
}

/** Writes `words` in the box at `path` and leaves it, as an author does. */
function write(form: ShadowRoot, path: string, words: string): HTMLInputElement {
  const box = form.querySelector<HTMLInputElement>(`input[data-path="${path}"]`)!;
  box.focus();
  box.value = words;
  box.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  box.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return box;
}

describe('clues, run flags and tiers in the adventure editor', () => {
  it('names a clue and a flag in words, picks a condition’s flag from a list and a point’s tiers by name', async () => {
    const editor = document.createElement('qb-adventure-editor') as QbAdventureEditor;
    Object.assign(editor, { adventure: draft(), catalog: { rulesets: [RULESET] }, lang: 'it' });
    document.body.append(editor);
    mounted.push(editor);
    await editor.updateComplete;
    editor.selected = { location: 'torre' };
    editor.nodeIndex = 0;
    let dialogue = await nodeForm(editor, 'mago');
    const clue = dialogue.querySelector<HTMLInputElement>('input[data-path="pages[0].choices[0].clue"]');
    assert(clue?.hasAttribute('data-words-id'), 'the clue is a box for words');
    write(dialogue, 'pages[0].choices[0].clue', 'La chiave del Mago');
    await waitFor(
      () => (editor.adventure as Loose).locations[0].nodes[0].pages[0].choices[0].clue === 'la-chiave-del-mago',
      'the clue’s id made from its words',
    );
    dialogue = await nodeForm(editor, 'mago');
    await waitFor(
      () => dialogue.querySelector<HTMLInputElement>('input[data-path="pages[0].choices[0].clue"]')?.value === 'la chiave del mago',
      'the clue shown back as words',
    );
    // the tiers: a tick per tier the ruleset names, no box to type one in
    const tiers = dialogue.querySelector('[data-path="tiers"]')!;
    equal(
      [...tiers.querySelectorAll('label')].map((l) => l.textContent!.trim()),
      ['Base', 'Avanzato'],
    );
    equal(dialogue.querySelectorAll('input[type="text"][data-path^="tiers"]').length, 0, 'no tier typed');
    const advanced = tiers.querySelector<HTMLInputElement>('input[value="advanced"]')!;
    advanced.click();
    await waitFor(() => JSON.stringify((editor.adventure as Loose).locations[0].nodes[0].tiers) === '["advanced"]', 'the tier ticked');

    editor.nodeIndex = 1;
    const challenge = await nodeForm(editor, 'porta');
    write(challenge, 'success.flag', 'La porta è aperta');
    await waitFor(() => (editor.adventure as Loose).locations[0].nodes[1].success.flag === 'la-porta-e-aperta', 'the flag’s id made from its words');
    const needs = await waitFor(() => {
      const form = editor.shadowRoot?.querySelector('[data-role="node"][data-id="porta"] [data-role="node-form"]')?.shadowRoot;
      const select = form?.querySelector<HTMLSelectElement>('select[data-path="approaches[0].requires[0].flag"]');
      return select && select.options.length === 3 ? select : null;
    }, 'the condition’s list of flags');
    equal(
      [...needs.options].map((o) => o.textContent!.trim()),
      ['—', 'la chiave del mago', 'la porta e aperta'],
    );
    equal(challenge.querySelectorAll('input[data-path="approaches[0].requires[0].flag"]').length, 0, 'no flag typed where it is referred to');
    needs.value = 'la-chiave-del-mago';
    needs.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await waitFor(() => (editor.adventure as Loose).locations[0].nodes[1].approaches[0].requires[0].flag === 'la-chiave-del-mago', 'the flag picked');
  });
});
