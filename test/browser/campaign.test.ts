/**
 * `<quest-board campaign>` against the REAL server: the element creates the Company of
 * Forsaken Woods, travels the Old Road, opens its encounter's board in place, comes back to the map with what the
 * fight paid or cost, goes to town, levels a hero up at the Guild, buys at the shop, saves, is re-created (a page
 * reload) and loads the save — in Italian and in English; and the same road by keyboard alone.
 *
 * The fight's room is played through its seats' HTTP API (the scripted heroes of test/support/bot.ts, choosing only
 * from each seat's legal actions) while the element shows the room's board on the player's first seat; one action of
 * that seat (End turn) is taken through the nested board's own turn bar, so the board is touched for real. The
 * element's campaign is not seeded (only the administrator may seed one, and the element creates it as a player
 * does), so its dice are the server's: the fight is played until its room ends and the test asserts on what the
 * element shows for the result it had — a victory shows its rewards, a defeat its cost.
 *
 * Between that fight and the Guild, the road is played on by the scripted HTTP client of test/campaign-play.test.ts
 * (the `campaign-play-on` command of web-test-runner.config.mjs, with the player's own token, every action from its
 * legal list): a level 3 at the Guild costs 120 XP of the hero's own and the Old Road pays 15, so a hero has it only
 * after the Briar Crossing, Mossy Glade and watchtower fights — clicking through those on four boards would test the
 * board again (test/browser/quest-board.test.ts does), and the element follows the campaign live all along.
 */
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import type { QbCampaign } from '../../components/campaign/shell.ts';
import { storeKey } from '../../components/seat-store.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { FightEndedDetail, LocationReachedDetail, CampaignCreatedDetail, FightStartedDetail, LevelGainedDetail } from '../../components/public-events.ts';
import type { Lang } from '../../components/i18n.ts';
import { assert, equal } from './support/assert.ts';
import { collect, next, playFight, shellOf, text } from './support/campaign.ts';
import { boardMounter, deepQuery, deepQueryAll, press, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

/** The buttons of the panels by their action (`parts/campaign-part.ts`: `data-action` is the action as JSON, its keys sorted). */
const FIGHT = `[data-action='${actionKey({ type: 'fight' })}']`;
const BUY_POTION = `[data-action='${actionKey({ type: 'buy', item: 'pozione-di-guarigione', count: 1 })}']`;
const BUY_PROVISIONS = `[data-action='${actionKey({ type: 'buy', item: 'provviste', count: 1 })}']`;
const LEVEL_UP = (hero: string) => `[data-action='${actionKey({ type: 'level_up', hero })}']`;

/** The element focused, through every shadow root. */
function deepActive(): Element | null {
  let at: Element | null = document.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at;
}

/** Presses Tab until `selector` (in the element's shadow trees) has the focus, then Enter: a button pressed by keyboard. */
async function keyPress(el: Element, selector: string): Promise<void> {
  const target = await waitFor(() => {
    const b = deepQuery<HTMLButtonElement>(el, selector);
    return b && !b.disabled ? b : null;
  }, `button ${selector}`);
  for (let i = 0; i < 80 && deepActive() !== target; i++) await sendKeys({ press: 'Tab' });
  assert(deepActive() === target, `Tab reaches ${selector}`);
  await sendKeys({ press: 'Enter' });
}

/** What `campaign-play-on` reports: the hero that may level up at the Guild, its level and XP, and the Guild's price. */
interface PlayedOn {
  hero: string;
  level: number;
  xp: number;
  price: number;
}

/**
 * Plays the campaign on over the real server with the player's token until a level-2 hero may level up at the Guild
 * (web-test-runner.config.mjs, `campaign-play-on`: it answers with a job at once, then its result is asked for).
 */
async function playOn(campaign: string, token: string): Promise<PlayedOn> {
  const job = (await executeServerCommand('campaign-play-on', { campaign, token, until: 'level-up' })) as string;
  for (;;) {
    // a failed play throws here, with its error
    const answer = (await executeServerCommand('campaign-play-on-result', { job })) as { done: boolean; result?: PlayedOn };
    if (answer.done) return answer.result!;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Forgets what the page remembers of campaigns created of Forsaken Woods (each test starts a new Company). */
function forgetCreated(): void {
  localStorage.removeItem(storeKey('created', serverUrl(), 'forsaken-woods'));
}

describe('<quest-board campaign> with the real server', () => {
  for (const lang of ['en', 'it'] as Lang[]) {
    it(`(${lang}) creates the Company, travels the Old Road, fights its encounter on the board, comes back with what it paid, levels a hero up at the Guild, shops, saves, reloads and loads`, async function (this: {
      timeout(ms: number): void;
    }) {
      this.timeout(600000);
      forgetCreated();
      const el = board({ adventure: 'forsaken-woods', lang });
      const reached = collect<LocationReachedDetail>(el, 'location-reached');
      const created = next<CampaignCreatedDetail>(el, 'campaign-created');
      await waitFor(() => text(el, '[data-action="create-company"]') === ct(lang, 'createCompany'), 'the create button in the language');
      await press(el, '[data-action="create-company"]');
      const grant = await created;
      equal(grant.adventure, 'forsaken-woods');
      equal(grant.player, 'leader');
      equal(localStorage.getItem(storeKey('created', serverUrl(), 'forsaken-woods')), grant.campaign, 'the campaign created is remembered');
      equal(localStorage.getItem(storeKey('campaign', serverUrl(), grant.campaign)), grant.token, 'its token is remembered');

      // in town: the map offers the Old Road
      const shell = shellOf(el);
      await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'the campaign in town');
      equal(text(el, '[data-role="where"]'), ct(lang, 'whereTown', { town: 'Oddwater' }));
      const gold = shell.snapshot!.view.company.gold;
      await press(el, '[data-travel="old-road"]');
      await waitFor(() => reached.some((r) => r.location === 'old-road'), 'location-reached old-road');
      equal(reached[0]!.campaign, grant.campaign);
      await waitFor(() => deepQuery(el, 'li[data-location="old-road"][data-state="here"]'), 'the Old Road marked as here on the map');

      // the map before the road: here, the town's road to it, the next location not opened yet
      await waitFor(() => deepQuery(el, 'li[data-location="divided-trail"][data-state="locked"]'), 'the Divided Trail locked');
      assert(deepQuery(el, '[data-route-from="town"][data-route-to="old-road"]'), 'the town leads to the Old Road');
      assert(!deepQuery<HTMLButtonElement>(el, '[data-travel="town"]')!.disabled, 'the town is a travel target');
      equal(deepQuery(el, '[data-travel="divided-trail"]'), null, 'a locked place is no travel target');
      // no Travel to where the party stands ("You are here" once, as a badge); a locked place says so once, in words
      equal(deepQuery(el, '[data-travel="old-road"]'), null, 'no Travel to the Old Road while on it');
      equal(deepQueryAll(el, 'li[data-location="old-road"] .badge.here').length, 1);
      equal(text(el, 'li[data-location="divided-trail"] .state'), ct(lang, 'locLocked'));
      // the header of a d20 campaign: the Company's shared gold, provisions and potions
      assert(
        deepQuery(el, '[data-role="gold"]') && deepQuery(el, '[data-role="provisions"]') && deepQuery(el, '[data-role="potions"]'),
        "the Company's stocks in the header",
      );

      // the encounter: its board in the element
      const levels = collect<LevelGainedDetail>(el, 'level-gained');
      const started = next<FightStartedDetail>(el, 'fight-started');
      const ended = next<FightEndedDetail>(el, 'fight-ended');
      await press(el, FIGHT);
      const fight = await started;
      equal(fight.node, 'old-road-ambush');
      equal(fight.prologue, false);
      const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
      const nested = await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board'), 'the fight board in the element');
      equal(nested.getAttribute('room'), fight.room);
      equal(nested.getAttribute('token'), seats[0]!.token, 'the board is the first seat of the player');
      await waitFor(() => nested.view?.seat === seats[0]!.seat, 'the nested board shows the seat');
      const goldAtFight = shell.snapshot!.view.company.gold;
      const { over, pressed } = await playFight(seats, fight.room, nested, seats[0]!.seat);
      assert(pressed || over.result?.winner !== 'heroes', "the board's own End turn was pressed once");

      // back on the map with what the fight paid (a victory) or cost (a defeat): the dice are the server's
      const end = await ended;
      equal(end.room, fight.room);
      equal(end.result, over.result?.winner === 'heroes' ? 'victory' : 'defeat');
      await waitFor(() => !deepQuery(el, 'quest-board') && deepQuery(el, '[data-role="fight-report"]'), 'the report on the map, the board gone');
      if (end.result === 'victory') {
        assert(end.rewards !== null && end.rewards.gold === 10 && end.rewards.xp === 15, `rewards ${JSON.stringify(end.rewards)}`);
        equal(text(el, '[data-reward="gold"]'), ct(lang, 'rewardGold', { gold: 10 }));
        equal(text(el, '[data-reward="xp"]'), ct(lang, 'rewardXp', { xp: 15 }));
        assert(text(el, '#report').includes(ct(lang, 'resultVictory')), text(el, '#report'));
        equal(shell.snapshot!.view.company.gold, goldAtFight + 10);
        await waitFor(() => deepQuery(el, 'li[data-location="old-road"][data-state="here"]'), 'still on the Old Road');
      } else {
        const lost = Math.floor(goldAtFight / 10);
        equal(end.cost?.gold, lost, 'a defeat costs 10% of the gold');
        equal(text(el, '[data-cost="gold"]'), ct(lang, 'costGold', { gold: lost }));
        assert(text(el, '#report').includes(ct(lang, 'resultDefeat')), text(el, '#report'));
        equal(shell.snapshot!.view.company.gold, goldAtFight - lost);
      }

      // the road on to the Guild, played by the scripted client with the player's token; the element follows it
      const played = await playOn(grant.campaign, grant.token);
      equal(played.level, 2, 'promoted at its first 60 XP');
      equal(played.price, 120, 'level 2 → 3 costs 60 XP × 2');
      assert(played.xp >= 120, `${played.hero} has ${played.xp} XP`);
      const hero = played.hero;
      await waitFor(
        () => shell.snapshot?.view.run.place.at === 'town' && shell.snapshot.view.company.heroes.find((h) => h.id === hero)?.xp === played.xp,
        'the element follows the road to town',
      );
      assert(
        levels.some((l) => l.hero === hero && l.level === 2 && l.promoted && l.campaign === grant.campaign),
        `${hero}'s promotion heard: ${JSON.stringify(levels)}`,
      );

      // the map after the road: resolved, the branch's excluded place, where each visited place leads
      await press(el, '[data-tab="map"]');
      await waitFor(() => deepQuery(el, 'li[data-location="old-road"][data-resolved]'), 'the Old Road resolved');
      assert(deepQuery(el, 'li[data-location="charcoal-burner"][data-state="excluded"]'), 'the Charcoal Burner excluded by the bootprints');
      equal(deepQuery(el, '[data-travel="charcoal-burner"]'), null, 'an excluded place is no travel target');
      equal(text(el, 'li[data-location="charcoal-burner"] .state'), ct(lang, 'locExcluded'));
      const briar = shell.snapshot!.view.map.find((l) => l.id === 'briar-crossing')!.name[lang]!;
      equal(
        deepQuery(el, '[data-travel="briar-crossing"]')!.getAttribute('aria-label'),
        ct(lang, 'travelTo', { place: briar }),
        "the chosen branch's place is",
      );
      assert(deepQuery(el, 'li[data-location="town"][data-state="here"]'), 'the party in town');
      assert(deepQuery(el, 'path[data-route-from="old-road"][data-route-to="divided-trail"]'), "the Old Road's road to the Divided Trail drawn");
      assert(deepQuery(el, 'path[data-route-from="divided-trail"][data-route-to="briar-crossing"]'), 'the Divided Trail leads to the Briar Crossing');

      // the Guild: level 2 → 3 for 120 XP of the hero's own
      await press(el, '[data-tab="town"]');
      await press(el, '[data-open-service="guild"]');
      const levelUp = await waitFor(() => deepQuery<HTMLButtonElement>(el, LEVEL_UP(hero)), 'the level-up button');
      assert(!levelUp.disabled, 'the Company can afford it');
      assert(levelUp.textContent!.replace(/\s+/g, ' ').includes(ct(lang, 'price_xp', { n: 120 })), levelUp.textContent!);
      const gained = next<LevelGainedDetail>(el, 'level-gained');
      await press(el, LEVEL_UP(hero));
      const detail = await gained;
      equal(JSON.stringify(detail), JSON.stringify({ campaign: grant.campaign, hero, level: 3, promoted: false }));
      await press(el, '[data-tab="company"]');
      await waitFor(() => text(el, `li[data-hero="${hero}"] .level`) === ct(lang, 'hero_level', { level: 3 }), 'the roster shows level 3');
      equal(text(el, `li[data-hero="${hero}"] .xp`), ct(lang, 'hero_xp_next', { xp: played.xp - 120, next: 180 }));

      // the shop
      await press(el, '[data-tab="town"]');
      await press(el, '[data-open-service="shop"]');
      const potions = shell.snapshot!.view.company.potions;
      await press(el, BUY_POTION);
      await waitFor(() => shell.snapshot!.view.company.potions === potions + 1, 'a potion bought');

      // save in slot 1, then move on (a provision bought), reload the page and load slot 1
      await press(el, '[data-tab="saves"]');
      await press(el, `li[data-slot="1"] button.save`);
      await waitFor(() => deepQuery(el, `li[data-slot="1"] button.load`), 'slot 1 listed');
      const savedGold = shell.snapshot!.view.company.gold;
      await press(el, '[data-tab="town"]');
      await press(el, '[data-open-service="shop"]');
      await press(el, BUY_PROVISIONS);
      await waitFor(() => shell.snapshot!.view.company.gold === savedGold - 6, 'provisions bought after the save');
      el.remove();

      const again = board({ adventure: 'forsaken-woods', lang });
      const shell2 = await waitFor(() => deepQuery<QbCampaign>(again, 'qb-campaign'), 'the shell again');
      await waitFor(() => shell2.snapshot?.view.id === grant.campaign, 'the reload comes back to the same campaign');
      equal(shell2.snapshot!.view.you.leader, true, 'and the same player');
      equal(shell2.snapshot!.view.company.gold, savedGold - 6);
      await press(again, '[data-tab="saves"]');
      await press(again, `li[data-slot="1"] button.load`);
      await waitFor(() => shell2.snapshot!.view.company.gold === savedGold, 'slot 1 loaded: the gold as it was saved');
      equal(shell2.snapshot!.view.company.potions, potions + 1);
      equal(text(again, '[role="tab"][data-tab="map"]'), ct(lang, 'tabMap'));
    });
  }

  it('(keyboard) travels, shops and starts a fight with no mouse event', async function (this: { timeout(ms: number): void }) {
    this.timeout(60000);
    forgetCreated();
    const el = board({ adventure: 'forsaken-woods', lang: 'en' });
    const mouse: string[] = [];
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'] as const) {
      // a click from a keyboard's Enter on a button has detail 0; a mouse's has 1 or more
      el.addEventListener(type, (e) => (type !== 'click' || (e as MouseEvent).detail > 0) && mouse.push(type), true);
    }
    const created = next<CampaignCreatedDetail>(el, 'campaign-created');
    await keyPress(el, '[data-action="create-company"]');
    await created;
    const shell = shellOf(el);
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'in town');

    // the shop, through the tabs (arrow keys move between them)
    await keyPress(el, '[role="tab"][data-tab="map"]');
    await sendKeys({ press: 'ArrowRight' });
    assert(deepActive() === deepQuery(el, '[role="tab"][data-tab="town"]'), 'ArrowRight moves to the Town tab');
    await sendKeys({ press: 'Enter' });
    await keyPress(el, '[data-open-service="shop"]');
    const potions = shell.snapshot!.view.company.potions;
    await keyPress(el, BUY_POTION);
    await waitFor(() => shell.snapshot!.view.company.potions === potions + 1, 'a potion bought by keyboard');
    assert(document.activeElement === el && deepActive() !== el, 'the focus stays in the element after buying');

    // travel and fight
    await keyPress(el, '[role="tab"][data-tab="town"]');
    await sendKeys({ press: 'Home' });
    assert(deepActive() === deepQuery(el, '[role="tab"][data-tab="map"]'), 'Home moves to the Map tab');
    await sendKeys({ press: 'Enter' });
    await keyPress(el, '[data-travel="old-road"]');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'location', 'on the Old Road');
    assert(document.activeElement === el && deepActive() !== el, 'the focus is still in the element after travelling');
    const started = next<FightStartedDetail>(el, 'fight-started');
    await keyPress(el, FIGHT);
    const fight = await started;
    equal(fight.node, 'old-road-ambush');
    await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board')?.getAttribute('room') === fight.room, 'the fight board shown');
    equal(mouse.length, 0, `no mouse event: ${mouse.join(', ')}`);
  });

  it("on a 390 px screen (Italian) the four tabs show their whole names and the header's figures each stay on one line; after an action the place's heading takes the focus with no ring", async () => {
    forgetCreated();
    const el = board({ adventure: 'forsaken-woods', lang: 'it' });
    el.style.width = '390px';
    await press(el, '[data-action="create-company"]');
    const shell = await waitFor(() => deepQuery<QbCampaign>(el, 'qb-campaign'), 'the shell');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town' && deepQuery(el, '[data-travel="old-road"]'), 'the map');
    const list = deepQuery(el, '[role="tablist"]')!.getBoundingClientRect();
    const tabs = deepQueryAll<HTMLButtonElement>(el, '[role="tab"]');
    equal(
      tabs.map((t) => t.textContent?.trim()),
      ['Mappa', 'Città', 'Compagnia', 'Salvataggi'],
    );
    for (const tab of tabs) {
      const r = tab.getBoundingClientRect();
      assert(
        tab.scrollWidth <= tab.clientWidth && r.right <= list.right + 0.5 && r.left >= list.left - 0.5,
        `the tab ${tab.textContent?.trim()} is whole: ${JSON.stringify(r)} in ${JSON.stringify(list)}`,
      );
    }
    const header = deepQuery(el, '[part="campaign-header"]')!.getBoundingClientRect();
    for (const figure of deepQueryAll(el, '.stats > span')) {
      const r = figure.getBoundingClientRect();
      assert(
        figure.getClientRects().length === 1 && r.height < 30 && r.right <= header.right,
        `"${figure.textContent}" on one line in the header: ${JSON.stringify(r)}`,
      );
    }

    await press(el, '[data-travel="old-road"]');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'location', 'on the Old Road');
    const where = deepQuery<HTMLElement>(el, '#where')!;
    await waitFor(() => deepActive() === where, "the focus on the place's heading (the button pressed is gone)");
    equal(getComputedStyle(where).outlineStyle, 'none', 'no focus ring on the heading');
  });

  it('every button of the campaign is at least 44 px square (touch)', async () => {
    forgetCreated();
    const el = board({ adventure: 'forsaken-woods', lang: 'it' });
    await press(el, '[data-action="create-company"]');
    const shell = await waitFor(() => deepQuery<QbCampaign>(el, 'qb-campaign'), 'the shell');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town' && deepQuery(el, '[data-travel="old-road"]'), 'the map');
    const square = () => {
      const buttons = deepQueryAll<HTMLButtonElement>(el, 'button');
      for (const b of buttons) {
        const r = b.getBoundingClientRect();
        assert(r.width >= 44 && r.height >= 44, `${b.textContent?.trim()} is ${r.width}×${r.height}`);
      }
      return buttons.length;
    };
    // the map (its tabs and the places to travel to), then the town's signs and a service's offers
    assert(square() >= 5, "the map's buttons");
    await press(el, '[data-tab="town"]');
    await press(el, '[data-open-service="shop"]');
    assert(square() > 10, "the town's buttons");
  });
});
