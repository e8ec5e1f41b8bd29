/**
 * The campaign's drawn map, against the REAL server: one place per location the Company knows, at the
 * layout the Archive draws it at, fog over every other, the roads it knows drawn, the Company's token on its place,
 * and travel by a tap on a lit place (the token moving there; not animated with `motion="off"`).
 */
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { assert, equal } from './support/assert.ts';
import { newCampaign, shellOf, text } from './support/campaign.ts';
import { boardMounter, deepQuery, deepQueryAll, press, waitFor } from './support/page.ts';

const board = boardMounter();

/** The ids of the places drawn, the fog's, and where the token stands. */
function drawn(el: QuestBoard): { places: string[]; fog: string[]; token: string | undefined } {
  return {
    places: deepQueryAll(el, 'li[data-location]').map((l) => l.dataset['location']!),
    fog: deepQueryAll(el, '[data-fog]').map((f) => f.getAttribute('data-fog')!),
    token: deepQuery(el, '[data-role="company-token"]')?.dataset['at'],
  };
}

describe('<quest-board campaign> the drawn map', () => {
  it("draws the known places at their layout, fog over the others and the token on the Company's place; a tap on a lit place travels there", async () => {
    const leader = await newCampaign();
    const el = board({ campaign: leader.campaign, token: leader.token, lang: 'en', motion: 'off' });
    const shell = shellOf(await waitFor(() => deepQuery(el, 'qb-campaign') && el, 'the shell'));
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town' && deepQuery(el, '[data-role="company-token"]'), 'the map in town');
    const view = shell.snapshot!.view;
    const ids = view.map.map((l) => l.id);
    equal(ids.length, 10, 'Forsaken Woods has ten places');

    // in town: the town and the start (its road opened), nine places under fog, the token in town
    let now = drawn(el);
    equal(now.places, ['town', 'old-road']);
    equal([...now.fog].sort(), ids.filter((id) => id !== 'old-road').sort());
    equal(now.token, 'town');
    equal(text(el, 'li[data-location="old-road"] .label'), 'Old Road');
    assert(deepQuery(el, 'path[data-route-from="town"][data-route-to="old-road"]'), "the town's road drawn");
    equal(text(el, '.hint'), ct('en', 'mapHint'));
    // each place where the layout puts it: the Old Road right of the town, on its row
    const town = deepQuery(el, 'li[data-location="town"]')!.getBoundingClientRect();
    const road = deepQuery(el, 'li[data-location="old-road"]')!.getBoundingClientRect();
    assert(road.left > town.right && Math.abs(road.top - town.top) < 2, `the Old Road right of the town: ${JSON.stringify([town, road])}`);
    equal(view.layout.at['old-road']!.y, view.layout.town.y, 'the layout puts them on one row');

    // a tap on the lit Old Road: the Company travels, the token with it (not animated: motion off)
    await press(el, '[data-travel="old-road"]');
    await waitFor(() => drawn(el).token === 'old-road', 'the token on the Old Road');
    equal(deepQuery(el, '[data-role="company-token"]')!.getAnimations().length, 0, 'no travel animation with motion off');
    now = drawn(el);
    // visited, the Old Road's routes are known: the Divided Trail drawn (locked), the rest still under fog
    equal(now.places, ['town', 'old-road', 'divided-trail']);
    equal([...now.fog].sort(), ids.filter((id) => id !== 'old-road' && id !== 'divided-trail').sort());
    equal(deepQuery(el, 'li[data-location="old-road"]')!.dataset['state'], 'here');
    equal(text(el, 'li[data-location="divided-trail"] .state'), ct('en', 'locLocked'));
    equal(deepQuery(el, '[data-travel="divided-trail"]'), null, 'a locked place is no button');
    equal(
      deepQuery(el, '[data-travel="town"]')!.getAttribute('aria-label'),
      `${ct('en', 'travelToTown')}: ${text(el, '[data-travel="town"] .label')}`,
      'the town a travel target, named with the words it shows',
    );
  });
});
