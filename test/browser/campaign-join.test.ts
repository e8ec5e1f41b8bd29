/**
 * `<quest-board campaign>` with more than one player, against the REAL server (issue 17): a second player joins a
 * campaign in the element (in Italian) beside a hero another player holds, and comes back to the same seat after a
 * reload; a player acting for two heroes switches the fight's board between their seats.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import { storeKey } from '../../components/seat-store.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { heroName } from '../../components/campaign/names.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { CampaignGrant, CampaignSummary } from '../../components/campaign/client.ts';
import { assert, equal } from './support/assert.ts';
import { newCampaign, shellOf, text } from './support/campaign.ts';
import { api, boardMounter, deepQuery, deepQueryAll, press, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

/** Joins the campaign over HTTP holding `heroes` (that player's grant). */
function joinOverHttp(campaign: string, heroes: string[]): Promise<CampaignGrant> {
  return api(`/api/campaigns/${campaign}/players`, { method: 'POST', body: { heroes } });
}

describe('<quest-board campaign> players', () => {
  it('a second player joins in Italian: a held hero is disabled with who holds it, a free one is joined, and a reload comes back to its seat', async () => {
    const leader = await newCampaign();
    const first = await joinOverHttp(leader.campaign, ['vestin']);
    equal(first.player, 'p1');
    const summary = await api<CampaignSummary>(`/api/campaigns/${leader.campaign}`);
    const free = summary.freeHeroes[0]!;
    assert(free !== 'vestin' && summary.roster.some((h) => h.id === free), `a free hero of the roster (${free})`);
    equal(localStorage.getItem(storeKey('campaign', serverUrl(), leader.campaign)), null, 'no token remembered yet');

    const el = board({ campaign: leader.campaign, lang: 'it' });
    const held = await waitFor(() => deepQuery<HTMLButtonElement>(el, 'button[data-hero="vestin"]'), 'Vestin in the join flow');
    equal(text(deepQuery(el, 'qb-campaign-join')!, 'h1'), ct('it', 'joinCampaignTitle'));
    equal(held.disabled, true, 'a hero another player holds cannot be picked');
    const why = ct('it', 'heroHeldBy', { player: 'p1' });
    equal(held.title, why);
    const describedBy = held.getAttribute('aria-describedby')!;
    equal((held.getRootNode() as ShadowRoot).getElementById(describedBy)?.textContent?.trim(), why, 'the reason is told in words');
    held.click();
    equal(held.getAttribute('aria-pressed'), 'false');
    equal(deepQuery<HTMLButtonElement>(el, "[data-action='join-campaign']")!.disabled, true, 'nothing picked: nothing to join');

    await press(el, `button[data-hero="${free}"]`);
    equal(deepQuery(el, `button[data-hero="${free}"]`)!.getAttribute('aria-pressed'), 'true');
    equal(text(el, "[data-action='join-campaign']"), 'Unisciti con 1 eroe', 'one hero: the singular');
    await press(el, "[data-action='join-campaign']");

    await waitFor(() => deepQuery(el, 'qb-campaign') && shellOf(el).snapshot, 'the campaign after joining');
    const shell = shellOf(el);
    const token = localStorage.getItem(storeKey('campaign', serverUrl(), leader.campaign));
    assert(token && token !== leader.token && token !== first.token, 'the new player\'s token is remembered');
    equal(shell.snapshot!.view.you.heroes.join(), free);
    await press(el, '[data-tab="company"]');
    const state = (hero: string, whose: 'hero_yours' | 'hero_others') => {
      const active = summary.roster.find((h) => h.id === hero)!.active;
      return `${ct('it', active ? 'hero_active' : 'hero_reserve')} · ${ct('it', whose)}`;
    };
    await waitFor(() => text(el, `li[data-hero="${free}"] .state`) === state(free, 'hero_yours'), `the hero joined marked as yours (${state(free, 'hero_yours')})`);
    equal(text(el, 'li[data-hero="vestin"] .state'), state('vestin', 'hero_others'));

    // a reload: a new element with only the campaign finds the seat in storage
    el.remove();
    const again = board({ campaign: leader.campaign, lang: 'it' });
    const reread = await waitFor(() => deepQuery(again, 'qb-campaign') && shellOf(again).snapshot, 'the campaign after the reload');
    equal(reread.view.you.heroes.join(), free);
    equal(deepQuery(again, 'qb-campaign-join'), null, 'no join flow after the reload');
    equal(localStorage.getItem(storeKey('campaign', serverUrl(), leader.campaign)), token);
  });

  it('a player acting for two heroes switches the fight\'s board from the first seat to the second', async () => {
    const leader = await newCampaign();
    const summary = await api<CampaignSummary>(`/api/campaigns/${leader.campaign}`);
    const heroes = summary.roster.filter((h) => h.active).slice(0, 2).map((h) => h.id);
    equal(heroes.length, 2);
    const player = await joinOverHttp(leader.campaign, heroes);
    // the leader's own seat is elsewhere: the element plays this player's token
    const el = board({ campaign: leader.campaign, token: player.token, lang: 'en' });
    const shell = shellOf(await waitFor(() => deepQuery(el, 'qb-campaign') && el, 'the shell'));
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'the campaign in town');
    await press(el, '[data-travel="old-road"]');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'location', 'on the Old Road');
    await press(el, `[data-action='${actionKey({ type: 'fight' })}']`);

    const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
    equal(seats.map((s) => s.hero).sort().join(), [...heroes].sort().join(), 'a seat per hero the player holds');
    const nested = await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board'), 'the fight board');
    equal(nested.getAttribute('token'), seats[0]!.token, 'the first seat at first');
    await waitFor(() => nested.view?.seat === seats[0]!.seat, 'the nested board on the first seat');
    const buttons = deepQueryAll<HTMLButtonElement>(el, '.seats button[data-seat]');
    equal(buttons.map((b) => b.dataset.seat).join(), seats.map((s) => s.seat).join(), 'a button per hero');
    equal(buttons.map((b) => b.getAttribute('aria-pressed')).join(), 'true,false');
    equal(buttons.map((b) => b.textContent?.trim()).join('|'), seats.map((s) => ct('en', 'fightSeat', { hero: heroName(shell.snapshot!.view, s.hero, 'en') })).join('|'));

    buttons[1]!.click();
    await waitFor(() => deepQuery(el, `.seats button[data-seat="${seats[1]!.seat}"][aria-pressed="true"]`), 'the second hero\'s button pressed');
    const board2 = await waitFor(() => {
      const b = deepQuery<QuestBoard>(el, 'quest-board');
      return b?.getAttribute('token') === seats[1]!.token ? b : null;
    }, 'the nested board on the second seat\'s token');
    await waitFor(() => board2.view?.seat === seats[1]!.seat, 'the nested board shows the second seat');
    equal(deepQuery(el, `.seats button[data-seat="${seats[0]!.seat}"]`)!.getAttribute('aria-pressed'), 'false');
    // the fight goes on: the campaign still has its room
    equal(shell.snapshot!.fight?.room, nested.getAttribute('room'));
  });
});
