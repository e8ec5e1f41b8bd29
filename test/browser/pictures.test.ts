/**
 * Portraits on the REAL server: the join picker, the hero card, the turn bar and the master's panel of a
 * room, and the campaign roster, show each hero's and creature's picture — a `<qb-portrait>` drawing its game-icons
 * icon (an SVG path) on a disc, named in the reader's language where it stands for the thing (the join picker, the
 * hero card, the turn bar, the roster), decorative where the name is beside it — and never a bare coloured dot: the
 * hero's colour rings its portrait. The Archive's picture picker offers the catalogue and sets the field.
 */
import '../../components/quest-board.ts';
import '../../components/campaign/parts/index.ts';
import '../../components/campaign/map-part.ts';
import '../../components/archive/picture-picker.ts';
import { PICTURE_GROUP_NAMES, PICTURE_NAMES, pictureWords } from '../../content/pictures.ts';
import { NOT_IN_ITALIAN, report, scanPage } from './support/page-scan.ts';
import type { CampaignView } from '../../engine/campaign/view.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, deepQueryAll, inPart, joinRoom, unmountAll, waitFor } from './support/page.ts';

const board = boardMounter();
const mounted: HTMLElement[] = [];
afterEach(() => unmountAll(mounted));

/** The icon a portrait draws, once its chunk is here: the path data of its SVG (empty until then). */
function drawn(portrait: Element): string {
  return portrait.shadowRoot?.querySelector('svg path')?.getAttribute('d') ?? '';
}

/** Waits for the portraits matching `selector` in part `tag` to draw their icons, and returns them. */
function portraits(el: HTMLElement, tag: string, selector: string, what: string): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = inPart(el, tag, selector);
    return found.length > 0 && found.every((p) => drawn(p).length > 20) ? found : null;
  }, what);
}

/** The portrait's accessible name, as its role and label give it (null when hidden). */
function nameOf(portrait: Element): string | null {
  if (portrait.getAttribute('aria-hidden') === 'true') return null;
  equal(portrait.getAttribute('role'), 'img', 'a named portrait is an image');
  return portrait.getAttribute('aria-label');
}

describe('portraits in a room', () => {
  it("the join picker shows each free hero as its portrait, named in the reader's language and ringed with its colour: no bare dot", async () => {
    const master = await createRoom('la-prova');
    for (const [lang, names] of [
      ['it', { barbaro: 'Barbaro', elfo: 'Elfo', mago: 'Mago', nano: 'Nano' }],
      ['en', { barbaro: 'Barbarian', elfo: 'Elf', mago: 'Wizard', nano: 'Dwarf' }],
    ] as const) {
      const el = board({ room: master.room, lang });
      // the heroes' profiles (their pictures, colours and stats) come after the room's free heroes
      // the pack's four (other test files add heroes of their own to this server: they are free heroes too)
      const pack = Object.keys(names);
      await waitFor(() => {
        const shown = inPart(el, 'qb-join-panel', 'li[data-hero]').filter((li) => pack.includes(li.dataset.hero!));
        return shown.length === pack.length && shown.every((li) => li.querySelector('.stats'));
      }, 'the free heroes with their profiles');
      const found = await portraits(el, 'qb-join-panel', 'li[data-hero] qb-portrait', "the free heroes' portraits");
      const byHero = Object.fromEntries(found.map((p) => [p.closest('li')!.dataset.hero!, p]).filter(([hero]) => pack.includes(hero as string)));
      equal(Object.keys(byHero).sort(), ['barbaro', 'elfo', 'mago', 'nano']);
      for (const [hero, name] of Object.entries(names)) {
        const p = byHero[hero]!;
        equal(nameOf(p), name, `${hero}'s portrait is named`);
        equal(p.getAttribute('kind'), 'hero');
        equal(p.parentElement!.classList.contains('swatch'), true, `${hero}'s colour rings its portrait`);
      }
      equal([byHero.barbaro!.getAttribute('picture'), byHero.mago!.getAttribute('picture')], ['barbarian', 'wizard-face'], "each its document's picture");
      assert(drawn(byHero.barbaro!) !== drawn(byHero.mago!), 'two heroes, two icons');
      const box = byHero.barbaro!.getBoundingClientRect();
      assert(box.width >= 48 && box.height >= 48, `a portrait, not a dot: ${box.width}×${box.height} px`);
      const bare = inPart(el, 'qb-join-panel', '.swatch').filter((s) => !s.querySelector('qb-portrait'));
      equal(bare.length, 0, 'no coloured dot without a portrait');
      const credit = inPart(el, 'qb-join-panel', '[data-role="picture-credit"]')[0]!.textContent!.trim();
      equal(
        credit,
        lang === 'it'
          ? 'Ritratti: icone di Lorc, Delapouite e altri autori, game-icons.net, CC BY 3.0'
          : 'Portraits: icons by Lorc, Delapouite and contributors, game-icons.net, CC BY 3.0',
        "the icons' authors credited, as their licence asks",
      );
      el.remove();
    }
  });

  it("the hero card and the turn bar show the playing hero's portrait by name, its spells and items theirs; the master's panel its creatures'", async () => {
    const master = await createRoom('la-prova');
    const wizard = await joinRoom(master.room, 'mago');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    const el = board({ room: master.room, token: wizard.token, lang: 'en' });
    const [card] = await portraits(el, 'qb-hero-card', '.name qb-portrait', "the hero card's portrait");
    equal(nameOf(card!), 'Wizard');
    equal(card!.getAttribute('picture'), 'wizard-face');
    const [turn] = await portraits(el, 'qb-turn-bar', '.turn qb-portrait', "the turn bar's portrait");
    equal(nameOf(turn!), 'Wizard', 'whose turn it is');
    equal(drawn(turn!), drawn(card!), 'the same picture');
    const spells = await portraits(el, 'qb-hero-card', 'button[data-spell] qb-portrait', "the spells' pictures");
    equal(
      spells.map((p) => [p.closest('button')!.dataset.spell, p.getAttribute('picture'), p.getAttribute('kind'), nameOf(p)]),
      [
        ['palla-di-fuoco', 'fireball', 'spell', null],
        ['tempesta', 'lightning-storm', 'spell', null],
        ['sonno', 'night-sleep', 'spell', null],
      ],
      'each spell its picture, decorative beside its name',
    );
    const items = await portraits(el, 'qb-hero-card', 'button[data-item] qb-portrait', "the items' pictures");
    equal(
      items.map((p) => [p.closest('button')!.dataset.item, p.getAttribute('picture'), p.getAttribute('kind')]),
      [['pozione-curativa', 'health-potion', 'item']],
    );

    const asMaster = board({ room: master.room, token: master.token, lang: 'it' });
    const creatures = await portraits(asMaster, 'qb-master-panel', 'button[data-unit] qb-portrait', "the creatures' portraits");
    const kinds = new Map(creatures.map((p) => [p.closest('button')!.textContent!.trim().split(/\s/)[0], p.getAttribute('picture')]));
    equal([kinds.get('Goblin'), kinds.get('Orco'), kinds.get('Scheletro'), kinds.get('Fimir')], ['goblin', 'orc-head', 'skeleton', 'cyclops']);
    assert(
      creatures.every((p) => p.getAttribute('kind') === 'creature' && nameOf(p) === null),
      'creature discs, decorative beside their names',
    );
  });
});

describe('portraits in a campaign', () => {
  it("the roster shows each hero of the Company as its portrait, named in the reader's language", async () => {
    const grant = await api<{ campaign: string; token: string }>('/api/campaigns', { method: 'POST', body: { adventure: 'forsaken-woods' } });
    const full = await api<{ view: CampaignView; legal: CampaignAction[] }>(`/api/campaigns/${grant.campaign}/view`, { token: grant.token });
    const roster = document.createElement('qb-campaign-roster');
    Object.assign(roster, { view: full.view, legal: full.legal, lang: 'en' });
    document.body.append(roster);
    mounted.push(roster);
    const found = await waitFor(() => {
      const list = deepQueryAll(roster, 'li[data-hero] qb-portrait');
      return list.length === full.view.company.heroes.length && list.every((p) => drawn(p).length > 20) ? list : null;
    }, "the roster's portraits");
    const byHero = Object.fromEntries(found.map((p) => [p.closest('li')!.dataset.hero!, p]));
    equal([nameOf(byHero.vestin!), byHero.vestin!.getAttribute('picture')], ['Vestin', 'crested-helmet']);
    equal([nameOf(byHero.mystere!), byHero.mystere!.getAttribute('picture')], ['Mystere', 'hooded-figure']);
    for (const h of full.view.company.heroes) equal(nameOf(byHero[h.id]!), full.view.sheets[h.id]!.name.en, `${h.id} named`);
  });

  it("the town's services and the map's places show their pictures", async () => {
    const grant = await api<{ campaign: string; token: string }>('/api/campaigns', { method: 'POST', body: { adventure: 'forsaken-woods' } });
    const full = await api<{ view: CampaignView; legal: CampaignAction[] }>(`/api/campaigns/${grant.campaign}/view`, { token: grant.token });
    const town = document.createElement('qb-campaign-town');
    Object.assign(town, { view: full.view, legal: full.legal, lang: 'it' });
    document.body.append(town);
    mounted.push(town);
    const services = await waitFor(() => {
      const list = deepQueryAll(town, 'button[data-open-service] .sign-mark qb-portrait');
      return list.length > 0 && list.every((p) => drawn(p).length > 20) ? list : null;
    }, "the services' signs' pictures");
    const byService = Object.fromEntries(services.map((p) => [p.closest('button')!.dataset.openService!, p.getAttribute('picture')]));
    equal([byService.rest, byService.shop, byService.guild, byService.blacksmith], ['tavern-sign', 'shop', 'graduate-cap', 'anvil-impact']);
    deepQueryAll<HTMLButtonElement>(town, 'button[data-open-service="shop"]')[0]!.click();
    const offers = await waitFor(() => {
      const list = deepQueryAll(town, 'section[data-service="shop"] button[data-action] qb-portrait');
      return list.length >= 4 ? list : null;
    }, "the shop's offers' pictures");
    equal(
      offers.map((p) => `${p.getAttribute('kind')}:${p.getAttribute('picture')}`).sort(),
      ['item:bread', 'item:bubbling-flask', 'item:corked-tube', 'item:heart-bottle'],
      'each item the shop sells, with its picture',
    );
    const map = document.createElement('qb-campaign-map');
    Object.assign(map, { view: full.view, legal: full.legal, lang: 'it' });
    document.body.append(map);
    mounted.push(map);
    const places = await waitFor(() => {
      const list = deepQueryAll(map, 'li[data-location] qb-portrait');
      const at = Object.fromEntries(list.map((p) => [p.closest('li')!.dataset.location!, p.getAttribute('picture')]));
      return at.town && at['old-road'] ? at : null;
    }, "the map's pictures of the town and the first place");
    equal([places.town, places['old-road']], ['village', 'horizon-road']);
  });
});

describe("the Archive's picture picker", () => {
  it('offers the catalogue by group and by search, and sets the picture picked (or the default)', async () => {
    const picker = document.createElement('qb-picture-picker');
    Object.assign(picker, { value: 'barbarian', kind: 'hero', lang: 'en' });
    document.body.append(picker);
    mounted.push(picker);
    const picked: (string | undefined)[] = [];
    picker.addEventListener('picture-change', (e) => picked.push((e as CustomEvent<{ value: string | undefined }>).detail.value));
    await picker.updateComplete;
    const root = picker.shadowRoot!;
    equal(root.querySelector('.current qb-portrait')!.getAttribute('aria-label'), 'barbarian');
    root.querySelector<HTMLButtonElement>('button[data-action="choose-picture"]')!.click();
    await picker.updateComplete;
    const heroes = [...root.querySelectorAll<HTMLButtonElement>('.grid button[data-picture]')];
    assert(heroes.length >= 60, `the heroes' group: ${heroes.length} pictures`);
    equal(heroes.find((b) => b.dataset.picture === 'barbarian')!.getAttribute('aria-pressed'), 'true', 'the current one marked');
    equal(root.querySelector('.groups button[aria-pressed="true"]')!.textContent!.trim(), 'Heroes');
    const search = root.querySelector<HTMLInputElement>('input[data-role="picture-search"]')!;
    search.value = 'skull';
    search.dispatchEvent(new Event('input'));
    await picker.updateComplete;
    const skulls = [...root.querySelectorAll<HTMLButtonElement>('.grid button[data-picture]')].map((b) => b.dataset.picture!);
    assert(skulls.length >= 5 && skulls.every((n) => n.includes('skull')), `the search's matches in every group: ${skulls.join(', ')}`);
    root.querySelector<HTMLButtonElement>('.grid button[data-picture="crowned-skull"]')!.click();
    await picker.updateComplete;
    equal(picked, ['crowned-skull']);
    equal(root.querySelector('[data-role="picture-catalogue"]'), null, 'the catalogue closes');
    equal(root.querySelector('.current qb-portrait')!.getAttribute('picture'), 'crowned-skull');
    search.value = 'zzz';
    root.querySelector<HTMLButtonElement>('button[data-action="default-picture"]')!.click();
    await picker.updateComplete;
    equal(picked, ['crowned-skull', undefined], 'cleared: the default picture');
    equal(root.querySelector('.current qb-portrait')!.getAttribute('picture'), 'visored-helm', "a hero's default picture");
  });

  it('names no picture with the catalogue’s English words in the Italian Archive: each is "Immagine N", in every group', async () => {
    const picker = document.createElement('qb-picture-picker');
    Object.assign(picker, { value: 'treasure-map', kind: 'item', lang: 'it' });
    document.body.append(picker);
    mounted.push(picker);
    await picker.updateComplete;
    const root = picker.shadowRoot!;
    root.querySelector<HTMLButtonElement>('button[data-action="choose-picture"]')!.click();
    await picker.updateComplete;
    const english = [...NOT_IN_ITALIAN, ...PICTURE_NAMES.map(pictureWords)];
    for (const group of PICTURE_GROUP_NAMES) {
      root.querySelector<HTMLButtonElement>(`.groups button[data-group="${group}"]`)!.click();
      await picker.updateComplete;
      const found = scanPage(`the ${group} group`, english, picker);
      assert(found.length === 0, report('it', found));
    }
    root.querySelector<HTMLButtonElement>('.groups button[data-group="items"]')!.click();
    await picker.updateComplete;
    const treasure = root.querySelector<HTMLButtonElement>('.grid button[data-picture="treasure-map"]')!;
    equal(treasure.getAttribute('aria-label'), `Immagine ${PICTURE_NAMES.indexOf('treasure-map') + 1}`);
    equal(treasure.getAttribute('title'), treasure.getAttribute('aria-label'));
    equal(treasure.textContent!.trim(), '', 'no English name under the icon');
  });
});
