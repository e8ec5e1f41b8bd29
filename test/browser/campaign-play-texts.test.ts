/**
 * An adventure's authored texts and states in play, on the REAL server with the whole `<quest-board
 * campaign>`: an adventure written in Italian only, as the tester's — a bridge whose challenge has a success and a
 * failure text, a hut with a description and an optional dialogue of two choices, both placed on the Archive's map
 * near its top edge. The roll is worded for people and names the hero who rolled, with the outcome's text under it; the
 * place's description is on its card; an open dialogue holds the card (its choices and Leave only, the card not
 * moving); a dialogue brought to an end is done on the checklist; nothing the map draws is cut by its frame.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import type { CampaignGrant } from '../../components/campaign/client.ts';
import { actionKey } from '../../components/campaign/parts/campaign-part.ts';
import { assert, equal } from './support/assert.ts';
import { text } from './support/campaign.ts';
import type { QbCampaignNode } from '../../components/campaign/parts/node-part.ts';
import { api, boardMounter, deepQuery, deepQueryAll, press, putContent, waitFor } from './support/page.ts';

const board = boardMounter();
const it_ = (it: string) => ({ it });
const SUCCESS = 'Con un balzo raggiungete l’altra sponda.';
const FAILURE = 'Il ponte cede sotto i vostri piedi.';
const HUT = 'Una capanna di legno nel cuore del bosco.';

before(async () => {
  await putContent('adventures', {
    id: 'play-texts-valley',
    name: it_('La valle delle ombre'),
    ruleset: 'forsaken-woods',
    town: { name: it_('Borgo') },
    start: 'ponte',
    recruits: [],
    locations: [
      {
        id: 'ponte',
        name: it_('Il ponte crollato'),
        routes: ['capanna'],
        layout: { x: 40, y: 7.5 },
        nodes: [
          {
            id: 'attraversare',
            kind: 'challenge',
            name: it_('Attraversare il ponte'),
            at: 0.3,
            mandatory: true,
            dc: 10,
            approaches: [{ id: 'saltare', name: it_('Saltare'), skill: 'might', base: 0 }],
            success: { text: it_(SUCCESS) },
            failure: { text: it_(FAILURE) },
          },
          { id: 'ponte-uscita', kind: 'exit', name: it_('Oltre il ponte'), at: 1 },
        ],
      },
      {
        id: 'capanna',
        name: it_('La capanna dell’eremita'),
        description: it_(HUT),
        layout: { x: 88, y: 7.5 },
        nodes: [
          {
            id: 'eremita',
            kind: 'dialogue',
            name: it_('Parlare con l’eremita'),
            at: 0.3,
            speaker: it_('L’eremita'),
            start: 'saluto',
            pages: [
              {
                id: 'saluto',
                text: it_('Perché combattete il signore oscuro?'),
                choices: [
                  { id: 'vendetta', text: it_('Per vendicare il villaggio.') },
                  { id: 'oro', text: it_('Per il suo oro.') },
                ],
              },
            ],
          },
          { id: 'capanna-uscita', kind: 'exit', name: it_('Uscita'), at: 1, completes: true },
        ],
      },
    ],
  });
});

/** A new campaign of the valley (the leader holding no hero: the Company's first hero rolls). */
function valley(): Promise<CampaignGrant> {
  return api('/api/campaigns', { method: 'POST', body: { adventure: 'play-texts-valley' } });
}

/** The element on the campaign `g`, in `lang`, its map shown. */
async function opened(g: CampaignGrant, lang: 'it' | 'en', width?: number): Promise<QuestBoard> {
  const el = board({ campaign: g.campaign, token: g.token, lang, motion: 'off' }, width);
  await waitFor(() => deepQuery(el, 'qb-campaign') && deepQuery(el, '[data-role="adventure-map"]'), 'the map');
  return el;
}

/** Travels to `to` by its place on the map. */
async function travel(el: QuestBoard, to: string): Promise<void> {
  await press(el, `[data-travel="${to}"]`);
  await waitFor(() => deepQuery(el, `li[data-location="${to}"][data-state="here"]`) && deepQuery(el, '[data-role="location-card"]'), `${to} reached`);
}

/** Presses the button that plays `action`. */
const act = (el: QuestBoard, action: Parameters<typeof actionKey>[0]) => press(el, `[data-action='${actionKey(action)}']`);

describe("<quest-board campaign> an adventure's authored texts in play", () => {
  it('a challenge\'s roll is told in words naming the hero who rolled, then the outcome\'s authored text (the Italian text to an English player, marked lang="it")', async () => {
    for (const lang of ['it', 'en'] as const) {
      const el = await opened(await valley(), lang);
      await travel(el, 'ponte');
      const attempt = deepQuery(el, `[data-action='${actionKey({ type: 'attempt', approach: 'saltare' })}']`)!;
      equal(attempt.textContent?.replace(/\s+/g, ' ').trim(), lang === 'it' ? 'Saltare (Forza +0): serve 10' : 'Saltare (Might +0): needs 10');
      await act(el, { type: 'attempt', approach: 'saltare' });
      await waitFor(() => deepQuery(el, '.roll'), 'the roll');
      const event = deepQuery<QbCampaignNode>(el, 'qb-campaign-node')!.events.find((e) => e.type === 'challenge_attempted')!;
      const roll = event['roll'] as number;
      const success = event['success'] as boolean;
      equal(event['hero'], 'vestin', "the Company's first hero rolled");
      equal(
        text(el, '.roll'),
        lang === 'it'
          ? `Vestin tira ${roll} +0 = ${roll}, serviva 10: ${success ? 'riuscito' : 'non riuscito'}`
          : `Vestin rolls ${roll} +0 = ${roll}, needing 10: ${success ? 'success' : 'failure'}`,
      );
      equal(text(el, '[data-role="outcome-text"]'), success ? SUCCESS : FAILURE);
      if (lang === 'en') assert(deepQuery(el, '[data-role="outcome-text"] [lang="it"]'), 'the Italian text marked lang="it" for an English reader');
      assert(!/\bd20\b|\bCD\b|\bDC\b/.test(text(el, '[data-role="location-card"]')), `no dice jargon on the card: ${text(el, '[data-role="location-card"]')}`);
    }
  });

  it("a place's description is on its card when the Company arrives", async () => {
    const el = await opened(await valley(), 'it');
    await travel(el, 'ponte');
    equal(deepQuery(el, '[data-role="place-description"]'), null, 'the bridge has no description');
    await act(el, { type: 'attempt', approach: 'saltare' });
    await act(el, { type: 'advance' });
    await act(el, { type: 'exit' });
    await travel(el, 'capanna');
    equal(text(el, '[data-role="location-card"] h2'), 'La capanna dell’eremita');
    equal(text(el, '[data-role="place-description"]'), HUT);
  });

  it('an open dialogue holds the place card — its choices and Leave, nothing else, the card not moving — and once ended its point is done', async () => {
    const el = await opened(await valley(), 'it');
    await travel(el, 'ponte');
    await act(el, { type: 'attempt', approach: 'saltare' });
    await act(el, { type: 'advance' });
    await act(el, { type: 'exit' });
    await travel(el, 'capanna');
    const card = () => deepQuery(el, '[data-role="location-card"]')!;
    const top = card().getBoundingClientRect().top;
    await act(el, { type: 'talk' });
    await waitFor(() => deepQuery(el, 'qb-campaign-dialogue .page') ?? deepQuery(el, '.page'), 'the dialogue open');
    const labels = () => {
      const inner = card().querySelector('qb-campaign-dialogue')?.shadowRoot;
      return [...card().querySelectorAll('button'), ...(inner ? inner.querySelectorAll('button') : [])].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
    };
    // the card's buttons, its own and the dialogue's inside it: the two answers and Leave only
    equal(labels(), ['Per vendicare il villaggio.', 'Per il suo oro.', 'Lascia']);
    equal([text(el, '.speaker'), text(el, '.page')], ['L’eremita', 'Perché combattete il signore oscuro?']);
    equal(deepQuery(el, '[data-role="comes-first"]'), null);
    equal(Math.round(card().getBoundingClientRect().top), Math.round(top), 'the card does not move when the dialogue opens');
    await act(el, { type: 'talk', choice: 'oro' });
    await waitFor(() => text(el, '[data-role="resolved"]') === 'Dialogo concluso: potete proseguire, o parlare ancora.', 'the talk over').catch((e: Error) => {
      throw new Error(`${e.message}: ${text(el, '[data-role="location-card"]')}`);
    });
    equal(text(el, 'li[data-node="eremita"] [data-role="step-resolved"]'), 'concluso');
    await act(el, { type: 'advance' });
    await waitFor(() => deepQuery(el, 'li[data-node="eremita"][data-state="done"]'), "the dialogue's point done on the checklist");
    equal(text(el, 'li[data-node="eremita"] .sr'), 'concluso');
  });

  it("nothing the map draws is cut by its frame: each place, its name, its state and the Company's marker inside the parchment, itself in view when wide (wide and narrow)", async () => {
    for (const width of [1100, 390]) {
      const el = await opened(await valley(), 'it', width);
      await travel(el, 'ponte');
      await waitFor(() => deepQuery(el, 'li[data-location="capanna"] .state'), 'the hut drawn, closed');
      const parchment = deepQuery(el, '[data-role="adventure-map"]')!;
      const frame = parchment.getBoundingClientRect();
      // wide, the whole parchment is in view (no sideways scroll); narrow, it keeps its least width and scrolls
      const box = parchment.parentElement!;
      if (width === 1100) assert(box.scrollWidth <= box.clientWidth, `the map fits its column: ${box.scrollWidth} > ${box.clientWidth}`);
      const parts = [
        ...deepQueryAll(el, 'li[data-location]'),
        ...deepQueryAll(el, 'li[data-location] .label'),
        ...deepQueryAll(el, 'li[data-location] .state'),
        deepQuery(el, '[data-role="company-token"]')!,
      ];
      equal(parts.length, 3 + 3 + 2 + 1, 'three places (the town, the bridge, the hut) with their names, the two states (here, closed) and the marker');
      for (const p of parts) {
        const r = p.getBoundingClientRect();
        const where = `${p.className} ${p.closest('li')?.getAttribute('data-location') ?? ''} ${JSON.stringify(r)} in ${JSON.stringify(frame)} at ${width}px`;
        assert(r.top >= frame.top && r.bottom <= frame.bottom && r.left >= frame.left && r.right <= frame.right, `inside the map: ${where}`);
      }
    }
  });
});
