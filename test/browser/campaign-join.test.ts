/**
 * `<quest-board campaign>` with more than one player, against the REAL server: a second player joins a
 * campaign in the element (in Italian) beside a hero another player holds, and comes back to the same seat after a
 * reload; a player acting for two heroes has the fight's board on the seat whose turn it is, with no hero to pick.
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import { storeKey } from '../../components/seat-store.ts';
import type { Action, View } from '../../engine/index.ts';
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
    assert(token && token !== leader.token && token !== first.token, "the new player's token is remembered");
    equal(shell.snapshot!.view.you.heroes.join(), free);
    await press(el, '[data-tab="company"]');
    const state = (hero: string, whose: 'hero_yours' | 'hero_others') => {
      const active = summary.roster.find((h) => h.id === hero)!.active;
      return `${ct('it', active ? 'hero_active' : 'hero_reserve')} · ${ct('it', whose)}`;
    };
    await waitFor(
      () => text(el, `li[data-hero="${free}"] .state`) === state(free, 'hero_yours'),
      `the hero joined marked as yours (${state(free, 'hero_yours')})`,
    );
    equal(text(el, 'li[data-hero="vestin"] .state'), state('vestin', 'hero_others'));

    // a reload: a new element with only the campaign finds the seat in storage
    el.remove();
    const again = board({ campaign: leader.campaign, lang: 'it' });
    const reread = await waitFor(() => deepQuery(again, 'qb-campaign') && shellOf(again).snapshot, 'the campaign after the reload');
    equal(reread.view.you.heroes.join(), free);
    equal(deepQuery(again, 'qb-campaign-join'), null, 'no join flow after the reload');
    equal(localStorage.getItem(storeKey('campaign', serverUrl(), leader.campaign)), token);
  });

  it('a player acting for two heroes has no hero to pick: the board is the seat whose turn it is, and both seats are present', async () => {
    const leader = await newCampaign();
    const summary = await api<CampaignSummary>(`/api/campaigns/${leader.campaign}`);
    const heroes = summary.roster
      .filter((h) => h.active)
      .slice(0, 2)
      .map((h) => h.id);
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
    equal(
      seats
        .map((s) => s.hero)
        .sort()
        .join(),
      [...heroes].sort().join(),
      'a seat per hero the player holds',
    );
    const nested = await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board'), 'the fight board');
    // the board is on the seat whose turn it is (the room's first turn is one of them, or the creatures')
    const turn = await waitFor(() => nested.view?.turn?.seat, 'the first turn');
    const first = seats.find((s) => s.seat === turn) ?? seats[0]!;
    await waitFor(() => nested.getAttribute('token') === first.token && nested.view?.seat === first.seat, `the board on ${first.seat}`);
    equal(deepQueryAll(el, 'button[data-seat]').length, 0, 'no hero to pick');
    equal(text(el, '[data-role="fight-heroes"] [data-playing]'), heroName(shell.snapshot!.view, first.hero, 'en'), 'the hero played named');
    // both seats are followed: neither is away
    await waitFor(() => seats.every((s) => nested.view?.presence.includes(s.seat)), 'both seats present');

    // the first hero ends its turn on the board: the board moves to the other hero's seat by itself when its turn comes
    const other = seats.find((s) => s !== first)!;
    // (the other heroes are the leader's, whom nobody follows here: away, their turns are skipped)
    const room = nested.getAttribute('room')!;
    for (let i = 0; i < 300 && nested.view?.seat !== other.seat; i++) {
      const { view, legal } = await api<{ view: View; legal: Action[] }>(`/api/rooms/${room}/view`, { token: first.token });
      if (view.phase === 'over') break;
      const move = legal.find((a) => a.type === 'end_turn') ?? legal.find((a) => a.type === 'skip_turn');
      if (move) await api(`/api/rooms/${room}/actions`, { method: 'POST', token: first.token, body: move });
      else await new Promise((r) => setTimeout(r, 100));
    }
    await waitFor(() => nested.getAttribute('token') === other.token && nested.view?.seat === other.seat, "the board on the other hero's seat");
    equal(text(el, '[data-role="fight-heroes"] [data-playing]'), heroName(shell.snapshot!.view, other.hero, 'en'));
    // the fight goes on: the campaign still has its room
    equal(shell.snapshot!.fight?.room, nested.getAttribute('room'));
  });
});
