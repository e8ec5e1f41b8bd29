/**
 * `<quest-board campaign>` against the REAL server (issue 17, "Done when" 1 and 4, as far as the shell goes): the
 * element creates the Company of Forsaken Woods, travels the Old Road, opens its encounter's board in place, comes
 * back to the map with the rewards shown, goes to town, trains at the Guild, buys at the shop, saves, is re-created (a
 * page reload) and loads the save — in Italian and in English; and the same road by keyboard alone.
 *
 * The fight's room is played through its seats' HTTP API (the scripted heroes of test/support/bot.ts, choosing only
 * from each seat's legal actions) while the element shows the room's board on the player's first seat: driving four
 * heroes by clicks on the canvas would test the board again, which test/browser/quest-board.test.ts does.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import type { QbCampaign } from '../../components/campaign/shell.ts';
import { storeKey } from '../../components/seat-store.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { FightEndedDetail, LocationReachedDetail, CampaignCreatedDetail, FightStartedDetail } from '../../components/public-events.ts';
import type { Lang } from '../../components/i18n.ts';
import { assert, equal } from './support/assert.ts';
import { collect, next, playFight, shellOf, text } from './support/campaign.ts';
import { boardMounter, deepQuery, deepQueryAll, press, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

/** The buttons of the panels by their action (`parts/campaign-part.ts`: `data-action` is the action as JSON, its keys sorted). */
const FIGHT = `[data-action='${actionKey({ type: 'fight' })}']`;
const BUY_POTION = `[data-action='${actionKey({ type: 'buy', item: 'pozione-di-guarigione', count: 1 })}']`;
const BUY_PROVISIONS = `[data-action='${actionKey({ type: 'buy', item: 'provviste', count: 1 })}']`;
const TRAIN_ATTACK = (hero: string) => `[data-action='${actionKey({ type: 'train', hero, track: 'attack' })}']`;

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

/** Forgets what the page remembers of campaigns created of Forsaken Woods (each test starts a new Company). */
function forgetCreated(): void {
  localStorage.removeItem(storeKey('created', serverUrl(), 'forsaken-woods'));
}

describe('<quest-board campaign> with the real server', () => {
  for (const lang of ['en', 'it'] as Lang[]) {
    it(`(${lang}) creates the Company, travels the Old Road, fights its encounter on the board, comes back with the rewards, shops, saves, reloads and loads`, async function (this: { timeout(ms: number): void }) {
      this.timeout(120000);
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

      // the encounter: its board in the element
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
      const over = await playFight(seats, fight.room);
      equal(over.result?.winner, 'heroes', 'the heroes win the ambush');

      // back on the map with what the fight paid
      const end = await ended;
      equal(end.result, 'victory');
      equal(end.room, fight.room);
      assert(end.rewards !== null && end.rewards.gold === 10 && end.rewards.xp === 15, `rewards ${JSON.stringify(end.rewards)}`);
      await waitFor(() => !deepQuery(el, 'quest-board') && deepQuery(el, '[data-role="fight-report"]'), 'the report on the map, the board gone');
      equal(text(el, '[data-reward="gold"]'), ct(lang, 'rewardGold', { gold: 10 }));
      equal(text(el, '[data-reward="xp"]'), ct(lang, 'rewardXp', { xp: 15 }));
      assert(text(el, '#report').includes(ct(lang, 'resultVictory')), text(el, '#report'));
      equal(shell.snapshot!.view.company.gold, gold + 10);

      // to town, and the shop
      await press(el, '[data-travel="town"]');
      await waitFor(() => reached.some((r) => r.location === 'town'), 'location-reached town');
      await press(el, '[data-tab="town"]');
      const potions = shell.snapshot!.view.company.potions;
      await press(el, BUY_POTION);
      await waitFor(() => shell.snapshot!.view.company.potions === potions + 1, 'a potion bought');

      // the Guild: a rank of attack training for the first hero (a level-up there costs 60 XP × the level, and this
      // fight pays 15 XP a hero)
      const first = shell.snapshot!.view.company.active[0]!;
      const goldBefore = shell.snapshot!.view.company.gold;
      await press(el, TRAIN_ATTACK(first));
      await waitFor(() => shell.snapshot!.view.company.heroes.find((h) => h.id === first)?.training.attack === 1, 'attack trained at the Guild');
      equal(shell.snapshot!.view.company.gold, goldBefore - 20);

      // save in slot 1, then move on (a provision bought), reload the page and load slot 1
      await press(el, '[data-tab="saves"]');
      await press(el, `li[data-slot="1"] button.save`);
      await waitFor(() => deepQuery(el, `li[data-slot="1"] button.load`), 'slot 1 listed');
      const savedGold = shell.snapshot!.view.company.gold;
      await press(el, '[data-tab="town"]');
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

  it('every button of the campaign is at least 44 px square (touch)', async () => {
    forgetCreated();
    const el = board({ adventure: 'forsaken-woods', lang: 'it' });
    await press(el, '[data-action="create-company"]');
    const shell = await waitFor(() => deepQuery<QbCampaign>(el, 'qb-campaign'), 'the shell');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town' && deepQuery(el, '[data-travel="old-road"]'), 'the map');
    const buttons = deepQueryAll<HTMLButtonElement>(el, 'button');
    assert(buttons.length > 5, `${buttons.length} buttons`);
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      assert(r.width >= 44 && r.height >= 44, `${b.textContent?.trim()} is ${r.width}×${r.height}`);
    }
  });
});
