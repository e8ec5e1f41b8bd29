/**
 * The classic quest book in `<quest-board adventure>` against the REAL server: two classic
 * quests played in a row as a campaign in the element. The gold a hero finds in the first quest is its own; the town
 * panel shows the Armory's offers under each hero with its own purse and price, the broadsword is bought there from
 * the barbarian's purse, the roster shows a classic hero (body and mind points, its gold and items, none of the d20
 * fields), and in the second quest the board's hero card shows the broadsword carried and the gold left — in Italian
 * and in English.
 *
 * Deterministic: the one-room treasure mission and the two-quest book of test/support/classic-book.ts (also played over
 * the API by test/classic-campaign.test.ts), stored with the administrator token. Each room is played through its
 * seats' HTTP API (the barbarian searches for treasure) while the element shows its board on the first seat, as
 * test/browser/campaign.test.ts does.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import type { QbCampaign } from '../../components/campaign/shell.ts';
import { storeKey } from '../../components/seat-store.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import { pick, type Lang } from '../../components/i18n.ts';
import type { FightStartedDetail } from '../../components/public-events.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import type { View } from '../../engine/index.ts';
import { TREASURE_ROOM, TRIAL_BOOK } from '../support/classic-book.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, deepQuery, press, putContent, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

/** A panel's button for `action` (`data-action` is the action as JSON, its keys sorted). */
const button = (action: CampaignAction) => `[data-action='${actionKey(action)}']`;
const BUY_BROADSWORD = (hero: string) => button({ type: 'buy', item: 'spadone', count: 1, hero });

/** The campaign shell inside the element. */
function shellOf(el: QuestBoard): QbCampaign {
  const shell = deepQuery<QbCampaign>(el, 'qb-campaign');
  if (!shell) throw new Error('no qb-campaign in the element');
  return shell;
}

/** The text of the first element matching `selector` in `root`'s shadow trees, white space collapsed. */
function text(root: Element, selector: string): string {
  return deepQuery(root, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Resolves with the detail of the next `type` event the element fires. */
function next<T>(el: Element, type: string): Promise<T> {
  return new Promise((resolve) => el.addEventListener(type, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));
}

/** The barbarian's seat (the first) searches the treasure room: it finds the 300 gold and the quest is won. */
async function searchTreasure(room: string, token: string): Promise<View> {
  await api(`/api/rooms/${room}/actions`, { method: 'POST', token, body: { type: 'search', for: 'treasure' } });
  return (await api<{ view: View }>(`/api/rooms/${room}/view`, { token })).view;
}

describe('<quest-board adventure> plays the classic quest book', () => {
  before(async () => {
    await putContent('missions', TREASURE_ROOM);
    await putContent('adventures', TRIAL_BOOK);
  });

  for (const lang of ['en', 'it'] as Lang[]) {
    it(`(${lang}) gold found in the first quest buys the broadsword at the Armory from the finder's purse; the broadsword is on the hero's card in the second quest`, async function (this: {
      timeout(ms: number): void;
    }) {
      this.timeout(90000);
      localStorage.removeItem(storeKey('created', serverUrl(), TRIAL_BOOK.id));
      const el = board({ adventure: TRIAL_BOOK.id, lang });
      await press(el, '[data-action="create-company"]');
      const shell = await waitFor(() => deepQuery<QbCampaign>(el, 'qb-campaign'), 'the shell');
      await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'the Company in town');
      // the header follows the classic system: no tier (the quest book has one, which nobody chose), no Company gold
      // nor potions pouch (each hero keeps its own purse and carries its own potions)
      assert(!deepQuery(el, '[data-role="tier"]'), 'no tier in the header');
      assert(!deepQuery(el, '[data-role="gold"]'), 'no Company gold in the header');
      assert(!deepQuery(el, '[data-role="potions"]'), 'no Company potions in the header');
      const name = (hero: string) => pick(shell.snapshot!.view.sheets[hero]!.name, lang);
      const broadsword = pick(shell.snapshot!.view.names.items['spadone'], lang);
      const potion = pick(shell.snapshot!.view.names.items['pozione-curativa'], lang);
      assert(broadsword && potion, 'the view names the items');

      // the first quest: its board in the element, the barbarian finds the 300 gold
      await press(el, '[data-travel="prima"]');
      await waitFor(() => shell.snapshot?.view.run.place.at === 'location', 'at the first quest');
      const started = next<FightStartedDetail>(el, 'fight-started');
      await press(el, button({ type: 'fight' }));
      const first = await started;
      const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
      await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board')?.getAttribute('room') === first.room, "the first quest's board in the element");
      equal((await searchTreasure(first.room, seats[0]!.token)).result?.winner, 'heroes');
      await waitFor(() => !deepQuery(el, 'quest-board') && deepQuery(el, '[data-role="fight-report"]'), 'back on the map, the board gone');
      await waitFor(() => shell.snapshot!.view.company.heroes.find((h) => h.id === 'barbaro')?.gold === 300, "the barbarian's 300 gold");

      // out of the quest, to town: the Armory's offers under each hero's own purse
      await press(el, button({ type: 'advance' }));
      await waitFor(() => shell.snapshot!.view.map.find((l) => l.id === 'prima')?.current === 'prima-fine', "at the first quest's exit");
      await press(el, button({ type: 'exit' }));
      await waitFor(() => shell.snapshot!.view.run.resolved.includes('prima-fine'), "the first quest's exit resolved");
      await press(el, '[data-travel="town"]');
      await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'back in town');
      await press(el, '[data-tab="town"]');
      const town = await waitFor(() => deepQuery(el, 'qb-campaign-town'), 'the town panel');
      await press(town, '[data-open-service="shop"]');
      equal(text(town, '[data-purse-gold="barbaro"]'), ct(lang, 'purse_of', { hero: name('barbaro'), gold: 300 }));
      equal(text(town, '[data-purse-gold="nano"]'), ct(lang, 'purse_of', { hero: name('nano'), gold: 0 }));
      assert(!deepQuery(town, '.gold'), 'no Company gold: each hero pays from its own purse');
      equal(text(town, '[data-service="shop"] [data-purse="barbaro"] h4'), ct(lang, 'purse_of', { hero: name('barbaro'), gold: 300 }));
      const offer = deepQuery<HTMLButtonElement>(town, `[data-service="shop"] [data-purse="barbaro"] ${BUY_BROADSWORD('barbaro')}`);
      assert(offer && !offer.disabled, 'the barbarian may buy the broadsword');
      equal(
        offer.textContent!.replace(/\s+/g, ' ').trim(),
        `${ct(lang, 'act_buy_for', { item: broadsword, hero: name('barbaro') })} · ${ct(lang, 'price_gold', { n: 250 })}`,
      );
      // the dwarf's broadsword is folded under its reason: the dwarf's own purse is short, not the Company's
      const poorer = deepQuery(town, `[data-service="shop"] [data-purse="nano"] details[data-not-now] li${BUY_BROADSWORD('nano')}`);
      assert(poorer, "the dwarf's broadsword is folded, not a button");
      equal(
        (poorer.closest('details')!.querySelector('summary')!.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/ \(\d+\)$/, ''),
        ct(lang, 'why_not', { reason: ct(lang, 'refusal_purse_gold', { hero: name('nano') }) }),
      );
      await press(el, BUY_BROADSWORD('barbaro'));
      await waitFor(
        () => text(town, '[data-purse-gold="barbaro"]') === ct(lang, 'purse_of', { hero: name('barbaro'), gold: 50 }),
        "the barbarian's purse down to 50",
      );
      equal(shell.snapshot!.view.company.heroes.find((h) => h.id === 'barbaro')?.items, ['pozione-curativa', 'spadone']);

      // the roster: a classic hero's body and mind points, its gold and items; no level, XP, training or ranks
      await press(el, '[data-tab="company"]');
      const roster = await waitFor(() => deepQuery(el, 'qb-campaign-roster'), 'the roster panel');
      const hero = (sel: string) => text(roster, `[data-hero="barbaro"] ${sel}`);
      equal(
        [hero('h3'), hero('.hp'), hero('.res'), hero('.hero-gold'), hero('.items')],
        [name('barbaro'), ct(lang, 'hero_body', { hp: 8, max: 8 }), ct(lang, 'hero_res_mind', { res: 2, max: 2 }), '50', `${potion}, ${broadsword}`],
      );
      for (const d20 of [
        '.level',
        '.xp',
        '.training',
        '.gear',
        '.lessons',
        '.wards',
        '.attunement',
        '.artifact',
        '.attire',
        '.company .gold',
        '.company .potions',
      ]) {
        assert(!deepQuery(roster, d20), `no ${d20} for a classic hero`);
      }
      // each label beside its value, on its line (Gold 50, Items ...), not above it
      for (const [label, value] of [
        [ct(lang, 'hero_gold'), '.hero-gold'],
        [ct(lang, 'hero_items'), '.items'],
      ]) {
        const dt = [...roster.shadowRoot!.querySelectorAll('[data-hero="barbaro"] dt')].find((d) => d.textContent?.trim() === label)!.getBoundingClientRect();
        const dd = roster.shadowRoot!.querySelector(`[data-hero="barbaro"] ${value}`)!.getBoundingClientRect();
        assert(dd.left >= dt.right && Math.abs(dd.bottom - dt.bottom) < 6, `${label} beside its value: ${JSON.stringify([dt, dd])}`);
      }

      // the second quest: the board's hero card shows the broadsword carried and the 50 gold left
      await press(el, '[data-tab="map"]');
      await press(el, '[data-travel="seconda"]');
      await waitFor(() => shell.snapshot?.view.run.place.at === 'location', 'at the second quest');
      const again = next<FightStartedDetail>(el, 'fight-started');
      await press(el, button({ type: 'fight' }));
      const second = await again;
      assert(second.room !== first.room, 'a new room');
      const nested = await waitFor(() => {
        const b = deepQuery<QuestBoard>(el, 'quest-board');
        return b?.getAttribute('room') === second.room ? b : null;
      }, "the second quest's board in the element");
      const card = await waitFor(() => {
        const c = deepQuery(nested, 'qb-hero-card');
        return c && deepQuery(c, '[data-carried="spadone"]') ? c : null;
      }, 'the broadsword on the hero card');
      equal(text(card, '[data-carried="spadone"]'), broadsword);
      equal(text(card, '[data-gold="hero"] b'), '50');
      equal(nested.view?.units.find((u) => u.kind === 'barbaro')?.items, ['pozione-curativa', 'spadone']);
    });
  }
});
