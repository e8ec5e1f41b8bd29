/**
 * The demo page's adventure cards show a player-facing summary of each adventure, not its author-facing description
 * (Forsaken Woods' goes on "From the guide: the route of the ten locations ...").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { playerSummary } from '../demo/summary.ts';

const pack = loadDefaultPack();

describe("the demo's adventure cards", () => {
  test("Forsaken Woods: its opening sentences, up to its author's notes, in Italian and English", () => {
    const woods = pack.adventures.find((a) => a.id === 'forsaken-woods')!;
    assert.equal(
      playerSummary(woods.description!.en!, 'en'),
      'Dreadbell has woken the Hollow Warden. Veyr passed beneath its arch with the Silver Seal; the Company must find a less diplomatic way through.',
    );
    assert.equal(
      playerSummary(woods.description!.it!, 'it'),
      "Il Dreadbell ha svegliato il Guardiano cavo. Veyr è passato sotto il suo arco con il Sigillo d'argento; la Compagnia deve trovare una via meno diplomatica.",
    );
  });

  test('a description of one long sentence is shown whole; a short one as it is', () => {
    const long = `${'a '.repeat(150)}end.`;
    assert.equal(playerSummary(`${long} Second sentence.`, 'en'), long);
    assert.equal(playerSummary('One. Two.', 'en'), 'One. Two.');
  });
});
