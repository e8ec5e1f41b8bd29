/**
 * The campaign panels with REAL views: a Forsaken Woods campaign is created on the real server (with a
 * fixed seed, which needs the admin token), its view fetched over HTTP and set on each part; the test reads what the
 * part shows — the shop's prices of the ruleset (Healing Potion 15, Provisions 6, Antidote 8, Tonic 12 gold), the
 * Guild's level-up for 60 XP, the Blacksmith's attunement for 60 gold out of the Company's 40 — and clicks its
 * buttons: each dispatches exactly the action that, POSTed, the server accepts (200). In English and Italian.
 */
import '../../components/campaign/parts/index.ts';
import '../../components/campaign/map-part.ts';
import type { CampaignAction, CampaignEvent } from '../../engine/campaign/types.ts';
import type { CampaignView } from '../../engine/campaign/view.ts';
import { CAMPAIGN_ACT, CAMPAIGN_LOAD, CAMPAIGN_RESTORE, CAMPAIGN_SAVE } from '../../components/campaign/events.ts';
import type { CampaignPart } from '../../components/campaign/parts/campaign-part.ts';
import { actionKey } from '../../components/campaign/parts/campaign-part.ts';
import type { CampaignSaveSummary } from '../../components/campaign/types.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { assert, equal } from './support/assert.ts';
import { api, putContent, serverUrl, unmountAll } from './support/page.ts';

interface Grant {
  campaign: string;
  token: string;
}
interface Full {
  seq: number;
  view: CampaignView;
  legal: CampaignAction[];
}

const mounted: HTMLElement[] = [];
afterEach(() => unmountAll(mounted));

/** A new campaign of `adventure` with a fixed seed. */
function createCampaign(adventure = 'forsaken-woods'): Promise<Grant> {
  return api('/api/campaigns', { method: 'POST', body: { adventure, seed: 'panels' }, token: window.QB_ADMIN_TOKEN });
}

const viewOf = (g: Grant) => api<Full>(`/api/campaigns/${g.campaign}/view`, { token: g.token });
const post = (g: Grant, action: CampaignAction) =>
  api<{ seq: number; events: CampaignEvent[] }>(`/api/campaigns/${g.campaign}/actions`, { method: 'POST', body: action, token: g.token });

/** POSTs `action` and returns the HTTP status (200 when the server accepts it). */
async function status(g: Grant, action: CampaignAction): Promise<number> {
  const res = await fetch(`${serverUrl()}/api/campaigns/${g.campaign}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${g.token}` },
    body: JSON.stringify(action),
  });
  return res.status;
}

/** Mounts part `tag` with the view, legal actions and language (and `extra` properties); waits for it to render. */
async function part<T extends CampaignPart>(tag: string, full: Full, lang: 'it' | 'en', extra: Record<string, unknown> = {}): Promise<T> {
  const el = document.createElement(tag) as T;
  Object.assign(el, { view: full.view, legal: full.legal, lang, ...extra });
  document.body.append(el);
  mounted.push(el);
  await el.updateComplete;
  return el;
}

/** The part's buttons. */
const buttons = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('button')];
/** The button whose visible text starts with `text` (spaces collapsed). */
function button(el: HTMLElement, text: string): HTMLButtonElement {
  const found = buttons(el).find((b) => clean(b.textContent).startsWith(text));
  assert(found, `a button "${text}" among ${JSON.stringify(buttons(el).map((b) => clean(b.textContent)))}`);
  return found;
}
const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Clicks `b` and returns the detail of the one `type` event it dispatched (bubbling out of the part). */
function clickFor<T>(el: HTMLElement, b: HTMLButtonElement, type: string): T[] {
  const got: T[] = [];
  const listen = (e: Event) => got.push((e as CustomEvent<T>).detail);
  document.body.addEventListener(type, listen);
  b.click();
  document.body.removeEventListener(type, listen);
  return got;
}

/** The town's signs, as they read. */
function signs(town: HTMLElement): string[] {
  return [...town.shadowRoot!.querySelectorAll('button.sign')].map((b) => clean(b.textContent));
}

/** Taps the town's sign of `service` (opening its panel, or closing it when open). */
async function openService(town: HTMLElement, service: string): Promise<void> {
  town.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-open-service="${service}"]`)!.click();
  await (town as unknown as { updateComplete: Promise<unknown> }).updateComplete;
}

describe('the campaign panels with a real view', () => {
  it('town (English): the shop, Guild and Blacksmith prices of the ruleset, what the Company can afford and why not; Buy Tonic dispatches the action the server accepts', async () => {
    const g = await createCampaign();
    const full = await viewOf(g);
    const town = await part('qb-campaign-town', full, 'en');
    // the town is a street of signs, one per service, in order (no Temple: nobody is dead; no Well: no wish; no
    // attire: Xov is not of the Company); no service open yet, no counts
    equal(signs(town), ['Rest', 'Shop', 'Guild', 'Blacksmith', 'Company: active and reserves', 'Adventure']);
    equal(town.shadowRoot!.querySelectorAll('section.service').length, 0, 'no service open before one is picked');
    assert(!/possible now|offers/.test(clean(town.shadowRoot!.textContent)), 'no "N offers, M possible now" summaries');

    await openService(town, 'roster');
    const swap = button(town, "Aldren takes Vestin's place");
    equal([clean(swap.textContent), swap.disabled], ["Aldren takes Vestin's place · free", false]);
    await openService(town, 'shop');
    equal(clean(button(town, 'Buy Healing Potion').textContent), 'Buy Healing Potion · 15 gold');
    equal(clean(button(town, 'Buy Provisions').textContent), 'Buy Provisions · 6 gold');
    equal(clean(button(town, 'Buy Antidote').textContent), 'Buy Antidote · 8 gold');
    const tonic = button(town, 'Buy Tonic');
    equal(clean(tonic.textContent), 'Buy Tonic · 12 gold');
    await openService(town, 'rest');
    equal(clean(button(town, 'Rest: HP and resources full, poison cured').textContent), 'Rest: HP and resources full, poison cured · free');

    // the Guild: grouped by hero; what can be done now as buttons, what cannot folded, its reason said once
    await openService(town, 'guild');
    const heroes = [...town.shadowRoot!.querySelectorAll<HTMLElement>('.hero-group')].map((g) => g.dataset['heroGroup']);
    equal(
      heroes,
      full.view.company.heroes.map((h) => h.id).filter((h) => heroes.includes(h)),
      "one group per hero, in the Company's order",
    );
    assert(heroes.length >= 4, `a group per hero: ${heroes.join()}`);
    const train = button(town, 'Train Vestin: attack');
    equal([clean(train.textContent), train.disabled], ['Train Vestin: attack (rank 1) · 20 gold', false]);
    equal(town.shadowRoot!.querySelectorAll('button[disabled]').length, 0, 'no disabled offer: what cannot be done now is folded');
    const vestin = town.shadowRoot!.querySelector<HTMLElement>('.hero-group[data-hero-group="vestin"]')!;
    const later = [...vestin.querySelectorAll<HTMLDetailsElement>('details[data-not-now]')];
    equal(
      later.map((d) => d.open),
      later.map(() => false),
      'folded',
    );
    const xp = later.find((d) => clean(d.querySelector('summary')!.textContent).startsWith('Not now: the hero has not enough XP'))!;
    assert(xp, `a fold for the XP: ${JSON.stringify(later.map((d) => clean(d.querySelector('summary')!.textContent)))}`);
    equal(clean(xp.querySelector('li')!.textContent), 'Level up Vestin (level 2) · 60 XP', 'the level-up under its reason, said once');
    assert(!clean(xp.querySelector('ul')!.textContent).includes('Not now'), 'the reason is not repeated per row');
    await openService(town, 'blacksmith');
    const attune = town.shadowRoot!.querySelector(`details[data-not-now] li[data-action='${actionKey({ type: 'attune', hero: 'vestin', element: 'fire' })}']`)!;
    equal(clean(attune.textContent), "Attune Vestin's weapon: fire · 60 gold");
    equal(clean(attune.closest('details')!.querySelector('summary')!.textContent).replace(/ \(\d+\)$/, ''), 'Not now: the Company has not enough gold');
    await openService(town, 'run');
    const next = town.shadowRoot!.querySelector(`details[data-not-now] li[data-action='${actionKey({ type: 'next_tier' })}']`)!;
    equal(clean(next.closest('details')!.querySelector('summary')!.textContent), 'Not now: still locked: complete this tier first (1)');
    await openService(town, 'guild');
    await openService(town, 'guild');
    equal(town.shadowRoot!.querySelectorAll('section.service').length, 0, 'a second tap on the open sign closes it');
    await openService(town, 'shop');
    for (const b of buttons(town).filter((x) => x.getClientRects().length > 0))
      assert(b.getBoundingClientRect().height >= 44, `button "${clean(b.textContent)}" is at least 44 px high`);

    const sent = clickFor<CampaignAction>(town, button(town, 'Buy Tonic'), CAMPAIGN_ACT);
    equal(sent, [{ type: 'buy', item: 'tonico', count: 1 }]);
    equal(await status(g, sent[0]!), 200, 'the server accepts the action the button sent');
    const after = await viewOf(g);
    equal([after.view.company.gold, after.view.company.stores['tonico']], [28, 1]);
  });

  it("town (Italian): the services, prices and refusals in Italian; Train Markovia's health sends the action the server accepts", async () => {
    const g = await createCampaign();
    const full = await viewOf(g);
    const town = await part('qb-campaign-town', full, 'it');
    equal(signs(town), ['Riposo', 'Emporio', 'Gilda', 'Fabbro', 'Compagnia: attivi e riserve', 'Avventura']);
    await openService(town, 'shop');
    equal(clean(button(town, 'Compra Pozione di guarigione').textContent), 'Compra Pozione di guarigione · 15 oro');
    await openService(town, 'guild');
    const level = town.shadowRoot!.querySelector(`details[data-not-now] li[data-action='${actionKey({ type: 'level_up', hero: 'vestin' })}']`)!;
    equal(
      [clean(level.textContent), clean(level.closest('details')!.querySelector('summary')!.textContent).replace(/ \(\d+\)$/, '')],
      ['Sali di livello: Vestin (livello 2) · 60 PE', "Non ora: l'eroe non ha abbastanza PE"],
    );
    const train = button(town, 'Addestra Markovia: salute');
    equal(clean(train.textContent), 'Addestra Markovia: salute (grado 1) · 20 oro');
    const sent = clickFor<CampaignAction>(town, train, CAMPAIGN_ACT);
    equal(sent, [{ type: 'train', hero: 'markovia', track: 'health' }]);
    equal(await status(g, sent[0]!), 200);
    const after = await viewOf(g);
    equal(
      [after.view.company.gold, after.view.company.heroes.find((h) => h.id === 'markovia')?.training.health, after.view.sheets['markovia']?.maxHp],
      [20, 1, 21],
    );
  });

  it('town away from town: one line saying so, with where the Company is, instead of every offer refused (English and Italian)', async () => {
    const g = await createCampaign();
    await post(g, { type: 'travel', to: 'old-road' });
    const full = await viewOf(g);
    for (const [lang, town, place] of [
      ['en', 'Oddwater', 'Old Road'],
      ['it', 'Oddwater', 'La vecchia strada'],
    ] as const) {
      const el = await part('qb-campaign-town', full, lang);
      equal(clean(el.shadowRoot!.querySelector('[data-role="not-in-town"]')?.textContent ?? null), ct(lang, 'town_away', { place, town }));
      equal(buttons(el).length, 0, 'no offer listed away from town');
    }
  });

  it("roster: each hero's level, XP to the next level, HP, resource, training and gear, active or reserve, whose; the Company's gold, provisions, pouch", async () => {
    const g = await createCampaign();
    await post(g, { type: 'buy', item: 'antidoto', count: 1 });
    const full = await viewOf(g);
    for (const [lang, expected] of [
      [
        'en',
        {
          gold: '32',
          provisions: '3',
          potions: '4',
          stores: 'Antidote × 1',
          vestin: [
            'Vestin',
            'Active · yours',
            'Level 1',
            'XP 0 / 60 for the next level',
            'HP 24/24',
            'Stamina 2/2',
            'attack 0, health 0, resource 0',
            'weapon 0, armour 0',
            'none',
            'none',
            'none',
            'base',
          ],
          aldren: 'Reserve · yours',
        },
      ],
      [
        'it',
        {
          gold: '32',
          provisions: '3',
          potions: '4',
          stores: 'Antidoto × 1',
          vestin: [
            'Vestin',
            'Attivo · tuo',
            'Livello 1',
            'PE 0 / 60 per il livello successivo',
            'PV 24/24',
            'Stamina 2/2',
            'attacco 0, salute 0, risorsa 0',
            'arma 0, armatura 0',
            'nessuno',
            'nessuno',
            'nessuno',
            'di base',
          ],
          aldren: 'Riserva · tuo',
        },
      ],
    ] as const) {
      const roster = await part('qb-campaign-roster', full, lang);
      const q = (sel: string) => clean(roster.shadowRoot!.querySelector(sel)?.textContent ?? null);
      equal(
        [q('.company .gold'), q('.company .provisions'), q('.company .potions'), q('.company .stores')],
        [expected.gold, expected.provisions, expected.potions, expected.stores],
      );
      const v = (sel: string) => q(`[data-hero=vestin] ${sel}`);
      equal(
        [
          v('h3'),
          v('.state'),
          v('.level'),
          v('.xp'),
          v('.hp'),
          v('.res'),
          v('.training'),
          v('.gear'),
          v('.wards'),
          v('.attunement'),
          v('.artifact'),
          v('.attire'),
        ],
        [...expected.vestin],
      );
      equal(q('[data-hero=aldren] .state'), expected.aldren);
      equal(
        [...roster.shadowRoot!.querySelectorAll('[data-hero]')].map((li) => li.getAttribute('data-hero')),
        ['vestin', 'markovia', 'mystere', 'spargle', 'aldren', 'sabine'],
        'the active heroes first, then the reserves',
      );
      equal(q('[data-hero=mystere] .spells'), lang === 'en' ? 'Blizzard, Stone Mantle, Quiet Focus' : 'Bufera, Manto di pietra, Quiete');
    }
  });

  it("nodes: at the Old Road's ambush, the card's checklist and its one primary Fight, which sends the fight the server accepts; no Advance, one line says what comes first", async () => {
    const g = await createCampaign();
    await post(g, { type: 'skip_prologue' });
    await post(g, { type: 'travel', to: 'old-road' });
    const full = await viewOf(g);
    const nodes = await part('qb-campaign-node', full, 'en');
    const q = (el: HTMLElement, sel: string) => clean(el.shadowRoot!.querySelector(sel)?.textContent ?? null);
    equal([q(nodes, '.kicker'), q(nodes, 'h2')], ['You are here', 'Old Road']);
    equal(nodes.shadowRoot!.querySelector('[aria-current=step]')?.getAttribute('data-node'), 'old-road-ambush');
    // the steps as a checklist: the Company at the ambush (required), the cache and the way out ahead
    const steps = [...nodes.shadowRoot!.querySelectorAll<HTMLElement>('ol.steps li')].map((li) => [
      li.dataset['node'],
      li.dataset['state'],
      clean(li.querySelector('.name')!.textContent),
      clean(li.querySelector('.kind')!.textContent),
    ]);
    equal(steps, [
      ['old-road-ambush', 'here', 'Ambush on the road', 'Encounter · mandatory'],
      ['old-road-cache', 'ahead', 'The cache', 'Chest'],
      ['old-road-exit', 'ahead', 'Into the woods', 'Exit'],
    ]);
    // the engine refuses to pass a mandatory fight: no Advance button (nor any disabled one), one line naming the fight
    equal(nodes.shadowRoot!.querySelectorAll('button:disabled').length, 0, 'no disabled button');
    assert(!buttons(nodes).some((b) => clean(b.textContent) === 'Advance'), 'no Advance while it cannot be taken');
    equal(q(nodes, '[data-role="comes-first"]'), 'To go on: the mandatory fight “Ambush on the road” comes first.');
    const italian = await part('qb-campaign-node', full, 'it');
    equal(q(italian, '[data-role="comes-first"]'), "Per proseguire: prima c'è lo scontro obbligatorio «Agguato sulla strada».");
    equal(
      buttons(nodes)
        .filter((b) => !b.classList.contains('secondary'))
        .map((b) => clean(b.textContent)),
      ['Fight: Ambush on the road'],
      'one primary button: Fight',
    );
    const fight = buttons(nodes).find((b) => clean(b.textContent).startsWith('Fight: '))!;
    assert(fight && !fight.disabled, 'Fight is offered');
    const sent = clickFor<CampaignAction>(nodes, fight, CAMPAIGN_ACT);
    equal(sent, [{ type: 'fight' }]);
    equal(await status(g, sent[0]!), 200);
    const it = await part('qb-campaign-node', full, 'it');
    assert(clean(button(it, 'Combatti: ').textContent).length > 'Combatti: '.length, 'Fight in Italian names the encounter');
  });
});

describe('the campaign panels on an adventure of dialogue and challenge', () => {
  const t = (en: string, it = en) => ({ it, en });
  before(async () => {
    await putContent('adventures', {
      id: 'panels-woods',
      name: t('Panels woods', 'Bosco dei pannelli'),
      ruleset: 'forsaken-woods',
      town: { name: t('Oddwater') },
      start: 'stones',
      recruits: [],
      locations: [
        {
          id: 'stones',
          name: t('Standing Stones', 'Pietre erette'),
          nodes: [
            {
              id: 'keeper',
              kind: 'dialogue',
              name: t('Keeper', 'Custode'),
              at: 0.2,
              speaker: t('Old Keeper', 'Vecchio custode'),
              start: 'hello',
              repeatFromStart: true,
              pages: [
                {
                  id: 'hello',
                  text: t('Who goes there?', 'Chi va là?'),
                  choices: [
                    { id: 'friends', text: t('Friends', 'Amici'), next: 'pass' },
                    { id: 'bye', text: t('Nobody', 'Nessuno') },
                  ],
                },
                { id: 'pass', text: t('Then pass.', 'Allora passate.'), choices: [{ id: 'thanks', text: t('Thanks', 'Grazie') }] },
              ],
            },
            {
              id: 'gate',
              kind: 'challenge',
              name: t('Stuck Gate', 'Cancello bloccato'),
              at: 0.5,
              dc: 10,
              approaches: [
                { id: 'push', name: t('Push it', 'Spingilo'), skill: 'might', base: 2 },
                { id: 'pick', name: t('Pick the lock', 'Scassina'), skill: 'finesse', base: 1, requires: [{ kind: 'item', item: 'antidoto', min: 1 }] },
              ],
              success: { rewards: { gold: 5 } },
              failure: { damage: 1 },
            },
            { id: 'stones-exit', kind: 'exit', name: t('Way out', 'Uscita'), at: 1, completes: true },
          ],
        },
      ],
    });
  });

  it('dialogue (English and Italian): speaker, page and choices; a choice sends the talk the server accepts', async () => {
    const g = await createCampaign('panels-woods');
    await post(g, { type: 'travel', to: 'stones' });
    await post(g, { type: 'talk' });
    const full = await viewOf(g);
    const en = await part('qb-campaign-dialogue', full, 'en');
    const q = (el: HTMLElement, sel: string) => clean(el.shadowRoot!.querySelector(sel)?.textContent ?? null);
    equal([q(en, '.speaker'), q(en, '.page')], ['Old Keeper', 'Who goes there?']);
    equal(
      buttons(en).map((b) => clean(b.textContent)),
      ['Friends', 'Nobody', 'Leave'],
    );
    const it = await part('qb-campaign-dialogue', full, 'it');
    equal([q(it, '.speaker'), q(it, '.page')], ['Vecchio custode', 'Chi va là?']);
    equal(
      buttons(it).map((b) => clean(b.textContent)),
      ['Amici', 'Nessuno', 'Lascia'],
    );
    const sent = clickFor<CampaignAction>(it, button(it, 'Amici'), CAMPAIGN_ACT);
    equal(sent, [{ type: 'talk', choice: 'friends' }]);
    equal(await status(g, sent[0]!), 200);
    const next = await viewOf(g);
    equal(next.view.dialogue?.page.id, 'pass');
  });

  it("nodes: a challenge's approaches with skill, modifier and DC, one folded into a line by its requirement; the roll shown from the events; in both languages", async () => {
    const g = await createCampaign('panels-woods');
    await post(g, { type: 'travel', to: 'stones' });
    await post(g, { type: 'advance' });
    const full = await viewOf(g);
    const nodes = await part<CampaignPart & { events: CampaignEvent[] }>('qb-campaign-node', full, 'en');
    const push = button(nodes, 'Push it');
    equal([clean(push.textContent), push.disabled], ['Push it (Might +2): needs 10', false]);
    // the approach whose requirement does not hold: no (disabled) button, one line naming it and why
    assert(!buttons(nodes).some((b) => clean(b.textContent).startsWith('Pick the lock')), 'no button for an approach that cannot be tried');
    equal(nodes.shadowRoot!.querySelectorAll('button:disabled').length, 0, 'no disabled button');
    equal(
      clean(nodes.shadowRoot!.querySelector('[data-approach="pick"]')?.textContent ?? null),
      'Not now “Pick the lock (Finesse +1): needs 10”: a requirement is not met.',
    );
    const before = await part('qb-campaign-node', full, 'it');
    equal(
      clean(before.shadowRoot!.querySelector('[data-approach="pick"]')?.textContent ?? null),
      `Non ora «Scassina (${ct('it', 'skill_finesse')} +1): serve 10»: requisito non soddisfatto.`,
    );
    const sent = clickFor<CampaignAction>(nodes, push, CAMPAIGN_ACT);
    equal(sent, [{ type: 'attempt', approach: 'push' }]);
    const { events } = await post(g, sent[0]!);
    const roll = events.find((e) => e.type === 'challenge_attempted') as unknown as { hero: string; roll: number; total: number; success: boolean };
    assert(roll, 'the attempt rolled');
    nodes.events = events;
    await nodes.updateComplete;
    const shown = clean(nodes.shadowRoot!.querySelector('.roll')?.textContent ?? null);
    equal(roll.hero, 'vestin', "the Company's first hero rolled");
    equal(shown, `Vestin rolls ${roll.roll} +2 = ${roll.total}, needing 10: ${roll.success ? 'success' : 'failure'}`);
    const it = await part('qb-campaign-node', await viewOf(g), 'it', { events });
    equal(
      clean(it.shadowRoot!.querySelector('.roll')?.textContent ?? null),
      `Vestin tira ${roll.roll} +2 = ${roll.total}, serviva 10: ${roll.success ? 'riuscito' : 'non riuscito'}`,
    );
    // tried, the challenge is resolved: its approaches are gone, only the roll is left
    equal(
      [
        it.shadowRoot!.querySelectorAll('button[data-action*="attempt"]').length,
        it.shadowRoot!.querySelector('[data-approach]'),
        it.shadowRoot!.querySelectorAll('button:disabled').length,
      ],
      [0, null, 0],
    );
  });

  it('an exit left with its kind\'s name: the heading says "Uscita" once and the button says what it does; a named exit keeps its name', async () => {
    const g = await createCampaign('panels-woods');
    await post(g, { type: 'travel', to: 'stones' });
    await post(g, { type: 'advance' });
    await post(g, { type: 'attempt', approach: 'push' });
    await post(g, { type: 'advance' });
    const full = await viewOf(g);
    equal(full.view.run.place, { at: 'location', location: 'stones', position: 2 });
    const q = (el: HTMLElement, sel: string) => clean(el.shadowRoot!.querySelector(sel)?.textContent ?? null);
    // in Italian the exit is named "Uscita", its kind's word: not "Uscita: Uscita", not "Esci: Uscita"
    const it = await part('qb-campaign-node', full, 'it');
    equal(q(it, '#node-title'), 'Uscita');
    equal(clean(button(it, 'Concludi').textContent), 'Concludi l’avventura');
    equal([q(it, 'li[data-node="stones-exit"] .name'), q(it, 'li[data-node="stones-exit"] .kind')], ['Uscita', '']);
    const sent = clickFor<CampaignAction>(it, button(it, 'Concludi'), CAMPAIGN_ACT);
    equal(sent, [{ type: 'exit' }]);
    // in English it is named "Way out": the kind and the name
    const en = await part('qb-campaign-node', full, 'en');
    equal(q(en, '#node-title'), 'Exit: Way out');
    equal(clean(button(en, 'Exit: ').textContent), 'Exit: Way out');
    equal(q(en, 'li[data-node="stones-exit"] .kind'), 'Exit');
    equal(await status(g, sent[0]!), 200);

    // a town left with the Archive's default name is labelled once on the map: "Città", not "Città: Città"
    const town = (view: CampaignView, name: { it: string; en: string }) => ({ ...view, adventure: { ...view.adventure, town: name } });
    const map = await part('qb-campaign-map', { ...full, view: town(full.view, { it: 'Città', en: 'Town' }) }, 'it');
    equal(q(map, 'li[data-location="town"] .label'), 'Città');
    const named = await part('qb-campaign-map', full, 'it');
    equal(q(named, 'li[data-location="town"] .label'), 'Città: Oddwater');
  });

  it("saves: the slots with their summaries; Save, Load and Leave without saving (asked twice) send the shell's events", async () => {
    const g = await createCampaign('panels-woods');
    await api(`/api/campaigns/${g.campaign}/saves/2`, { method: 'POST', token: g.token });
    const { saves } = await api<{ saves: CampaignSaveSummary[] }>(`/api/campaigns/${g.campaign}/saves`, { token: g.token });
    const full = await viewOf(g);
    const el = await part('qb-campaign-saves', full, 'en', { saves });
    const summary = (slot: string) => clean(el.shadowRoot!.querySelector(`[data-slot="${slot}"] .summary`)?.textContent ?? null);
    assert(summary('2').endsWith('· Basic · in town'), `slot 2 says when, tier and place: ${summary('2')}`);
    equal([summary('quick'), summary('1')], ['empty', 'empty']);
    equal(
      buttons(el).map((b) => clean(b.textContent)),
      ['Load: Autosave', 'Save into: Quick save', 'Save into: Slot 1', 'Save into: Slot 2', 'Load: Slot 2', 'Save into: Slot 3', 'Leave without saving'],
    );
    equal(clickFor(el, button(el, 'Save into: Slot 3'), CAMPAIGN_SAVE), [{ slot: '3' }]);
    equal(clickFor(el, button(el, 'Load: Slot 2'), CAMPAIGN_LOAD), [{ slot: '2' }]);
    equal(clickFor(el, button(el, 'Leave without saving'), CAMPAIGN_RESTORE), [], 'the first click only asks');
    await el.updateComplete;
    equal(
      clean(el.shadowRoot!.querySelector('[role=alertdialog] p')?.textContent ?? null),
      'Go back to the checkpoint? What was done since the last save is lost.',
    );
    equal(el.shadowRoot!.activeElement?.textContent?.trim(), 'Yes, back to the checkpoint', 'the confirmation takes the focus');
    equal(clickFor(el, button(el, 'Yes, back to the checkpoint'), CAMPAIGN_RESTORE), [null]);
    const it = await part('qb-campaign-saves', full, 'it', { saves });
    equal(
      buttons(it)
        .map((b) => clean(b.textContent))
        .slice(0, 3),
      ['Carica: Automatico', 'Salva in: Rapido', 'Salva in: Slot 1'],
    );
  });
});
