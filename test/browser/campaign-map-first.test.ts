/**
 * The campaign's map tab on the demo page, from the REAL server in a tab of its own ("the campaign as
 * places"): at 1440×900 and 390×844 the drawn map is the first thing — its top inside the first screen, no invite
 * panel above it (the invite is the header's Invite button, carrying the campaign's link) — and the place's card
 * offers what can be done now (Fight) with no disabled Advance or Fight button: one line says what comes first. In
 * town the card beside the map names the town, and its one button opens the Town tab.
 */
import { storeKey } from '../../components/seat-store.ts';
import { CHOSEN_LANG_KEY } from '../../components/reader-lang.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';
import { assert, equal } from './support/assert.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import { newCampaign, shellOf, text } from './support/campaign.ts';
import { api, boardMounter, deepQuery, press, runVisit, serverUrl, type Visit, waitFor } from './support/page.ts';

const board = boardMounter();

const FIGHT = `quest-board >>> button[data-action='${actionKey({ type: 'fight' })}']`;

/** A new Forsaken Woods campaign whose leader stands at the Old Road's ambush (the prologue skipped). */
async function atTheAmbush(): Promise<{ campaign: string; token: string }> {
  const leader = await newCampaign();
  const act = (action: CampaignAction) => api(`/api/campaigns/${leader.campaign}/actions`, { method: 'POST', body: action, token: leader.token });
  const { legal } = await api<{ legal: CampaignAction[] }>(`/api/campaigns/${leader.campaign}/view`, { token: leader.token });
  if (legal.some((a) => a.type === 'skip_prologue')) await act({ type: 'skip_prologue' });
  await act({ type: 'travel', to: 'old-road' });
  return leader;
}

describe('the campaign map tab on the demo page', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`the drawn map's top is on the first screen, the invite a header button, and no disabled Advance or Fight (${viewport.width}×${viewport.height})`, async () => {
      const leader = await atTheAmbush();
      // a browser context of its own, English chosen there as a reader's IT/EN switch does: the shared one's storage
      // is other files' (one chooses Italian; another needs none chosen)
      const seen = await runVisit<Visit>({
        path: `/?campaign=${encodeURIComponent(leader.campaign)}`,
        steps: [
          { waitFor: FIGHT },
          { box: 'quest-board >>> [data-role="adventure-map"]' },
          { box: 'quest-board >>> [data-role="location-card"]' },
          { box: FIGHT },
          // nothing disabled on the map tab: Advance, which the ambush blocks, is not shown at all
          { gone: 'quest-board >>> button:disabled' },
          { gone: `quest-board >>> button[data-action='${actionKey({ type: 'advance' })}']` },
          { gone: 'section.invite' },
          { text: 'quest-board >>> [data-role="comes-first"]' },
          { text: 'quest-board >>> [data-action="invite"]' },
          { attr: ['quest-board >>> [data-action="invite"]', 'data-link'] },
        ],
        viewport,
        storage: { [storeKey('campaign', serverUrl(), leader.campaign)]: leader.token, [CHOSEN_LANG_KEY]: 'en' },
        languages: 'en-US,en',
        isolated: true,
      });
      equal(seen.errors, []);
      const [map, card, fight] = seen.boxes;
      assert(map!.top >= 0 && map!.top < viewport.height / 2, `the map's top (${map!.top} px) in the first half of the first screen`);
      assert(map!.bottom - map!.top >= 200, `the map drawn tall enough to read: ${map!.bottom - map!.top} px`);
      if (viewport.width >= 1000) {
        // on a wide screen the card stands beside the map, its Fight on the first screen too
        assert(card!.top < map!.bottom && card!.top >= 0, `the card beside the map: card top ${card!.top}, map ${map!.top}–${map!.bottom}`);
        assert(fight!.bottom <= viewport.height, `Fight on the first screen: its bottom at ${fight!.bottom} px`);
      } else {
        assert(card!.top >= map!.bottom, `on a phone the card under the map: card top ${card!.top}, map bottom ${map!.bottom}`);
      }
      const origin = new URL(serverUrl()).origin;
      equal(seen.texts, [
        ct('en', 'next_first', { reason: ct('en', 'advance_fight_first', { node: 'Ambush on the road' }) }),
        ct('en', 'invite'),
        `${origin}/?campaign=${encodeURIComponent(leader.campaign)}`,
      ]);
    });
  }

  it('in town the card beside the map names the town; Enter the town opens the Town tab', async () => {
    const leader = await newCampaign();
    const el: QuestBoard = board({ campaign: leader.campaign, token: leader.token, lang: 'it', motion: 'off' });
    const shell = shellOf(await waitFor(() => deepQuery(el, 'qb-campaign') && el, 'the shell'));
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town' && deepQuery(el, '[data-role="town-card"]'), 'the town card on the map tab');
    equal(
      [text(el, '[data-role="town-card"] .kicker'), text(el, '[data-role="town-card"] h2'), text(el, '[data-action="open-town"]')],
      [ct('it', 'node_you_are_here'), 'Oddwater', ct('it', 'townCardEnter')],
    );
    equal(deepQuery(el, 'qb-campaign-node'), null, 'no place card in town');
    await press(el, '[data-action="open-town"]');
    await waitFor(() => deepQuery(el, '[data-panel="town"] qb-campaign-town'), 'the Town tab open');
    equal(deepQuery(el, '[role="tab"][data-tab="town"]')?.getAttribute('aria-selected'), 'true');
  });
});
