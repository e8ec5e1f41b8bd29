/**
 * `<quest-board campaign>` when things go wrong, against the REAL server: the server not answering (the
 * `restart-real-server` command of web-test-runner.config.mjs stops it for a while), a token that is not a player of
 * the campaign, an adventure that does not exist — each told in the page's language by its error code, with a way
 * out — and the names (the adventure's, the tier's) shown rather than ids.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { storeKey } from '../../components/seat-store.ts';
import { t } from '../../components/i18n.ts';
import type { CampaignSnapshot } from '../../components/campaign/client.ts';
import { equal } from './support/assert.ts';
import { newCampaign, text } from './support/campaign.ts';
import { api, boardMounter, deepQuery, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

/** Stops the real server for `downMs` (not awaited: the page acts while it is down); resolves once it is back. */
function serverDown(downMs: number): Promise<unknown> {
  return executeServerCommand('restart-real-server', { downMs });
}

describe('<quest-board campaign> errors', () => {
  it('the create screen names the adventure, and an unknown adventure (or a mission id) is told with no create button', async () => {
    // no campaign of the adventure remembered from an earlier test file: the create screen, not that campaign
    localStorage.removeItem(storeKey('created', serverUrl(), 'forsaken-woods'));
    const el = board({ adventure: 'forsaken-woods', lang: 'it' });
    await waitFor(() => deepQuery(el, "[data-action='create-company']"), 'the create button');
    const join = deepQuery(el, 'qb-campaign-join')!;
    equal(text(join, '[data-role="adventure-start"] h1'), 'Il bosco abbandonato');
    equal(text(join, '.roster > p'), ct('it', 'createText', { adventure: 'Il bosco abbandonato' }));
    for (const [id, lang] of [
      ['nope', 'it'],
      ['nope', 'en'],
    ] as const) {
      const bad = board({ adventure: id, lang });
      const alert = await waitFor(() => deepQuery(bad, "[data-role='join-error']"), `the error for adventure ${id}`);
      equal(alert.dataset.error, 'noSuchAdventure');
      equal(text(bad, "[data-role='join-error'] p"), ct(lang, 'noSuchAdventure', { adventure: id }));
      equal(deepQuery(bad, "[data-action='create-company']"), null);
      equal(deepQuery(bad, "[data-action='retry']"), null);
    }
  });

  it('a token that is not a player of the campaign is told for good, and the join flow is offered', async () => {
    const grant = await newCampaign();
    const el = board({ campaign: grant.campaign, token: 'not-a-player-token', lang: 'en' });
    const alert = await waitFor(() => deepQuery(el, "[data-role='campaign-error']"), 'the bad token message');
    equal(alert.dataset.error, 'errNotPlayer');
    equal(text(el, "[data-role='campaign-error'] p"), ct('en', 'errNotPlayer'));
    // it lasts (a notice went away after 6 s, then "Loading…" for ever)
    await new Promise((r) => setTimeout(r, 6500));
    equal(deepQuery(el, "[data-role='campaign-error']")?.dataset.error, 'errNotPlayer');
    deepQuery<HTMLButtonElement>(el, "[data-action='join-instead']")!.click();
    await waitFor(() => deepQuery(el, "[data-action='join-campaign']"), 'the join flow');
    equal(text(deepQuery(el, 'qb-campaign-join')!, 'h1'), ct('en', 'joinCampaignTitle'));
  });

  it('a campaign whose adventure was deleted says so for good (409 adventure_gone), in Italian, instead of loading for ever', async () => {
    const admin = window.QB_ADMIN_TOKEN;
    // read in full after the create screen's public read of the same adventure (the browser's cache holds its summary)
    const doc = await api<Record<string, unknown>>('/api/adventures/forsaken-woods', { token: admin });
    await api('/api/adventures', { method: 'POST', token: admin, body: { ...doc, id: 'bosco-da-cancellare' } });
    const grant = await api<{ campaign: string; token: string }>('/api/campaigns', { method: 'POST', body: { adventure: 'bosco-da-cancellare' } });
    await api('/api/adventures/bosco-da-cancellare', { method: 'DELETE', token: admin });
    const el = board({ campaign: grant.campaign, token: grant.token, lang: 'it' });
    const alert = await waitFor(() => deepQuery(el, "[data-role='campaign-error']"), 'the adventure-gone message');
    equal(alert.dataset.error, 'errAdventureGone');
    equal(text(el, "[data-role='campaign-error'] p"), ct('it', 'errAdventureGone'));
    await new Promise((r) => setTimeout(r, 6500));
    equal(deepQuery(el, "[data-role='campaign-error']")?.dataset.error, 'errAdventureGone', 'still told after the notices time out');
  });

  it('the join flow opened while the server does not answer says so in Italian, with Retry, and reads the roster once it is back', async () => {
    const grant = await newCampaign();
    const back = serverDown(2500);
    // the command stops it before answering: wait until it does not answer
    await waitFor(async () => {
      try {
        await fetch(`${serverUrl()}/api/campaigns/${grant.campaign}`);
        return false;
      } catch {
        return true;
      }
    }, 'the server down');
    const el = board({ server: serverUrl(), campaign: grant.campaign, lang: 'it' });
    const alert = await waitFor(() => deepQuery(el, "[data-role='join-error']"), 'the network error');
    equal(alert.dataset.error, 'errNetwork');
    equal(text(el, "[data-role='join-error'] p"), ct('it', 'errNetwork'));
    equal(text(el, "[data-action='retry']"), ct('it', 'retry'));
    equal((deepQuery(el, 'qb-campaign-join')!.shadowRoot!.textContent ?? '').includes('Failed to fetch'), false);
    await back;
    deepQuery<HTMLButtonElement>(el, "[data-action='retry']")?.click();
    await waitFor(() => deepQuery(el, "[data-action='join-campaign']"), 'the roster after the server came back');
    equal(deepQuery(el, "[data-role='join-error']"), null);
  });

  it('mid-campaign: the header names the tier, "Reconnecting…" shows while the server is down, and a failed action is told in English', async () => {
    const grant = await newCampaign();
    const snap = await api<CampaignSnapshot>(`/api/campaigns/${grant.campaign}/view`, { token: grant.token });
    const tierName = snap.view.names.tiers[snap.view.run.tier]?.en;
    equal(typeof tierName, 'string');
    const el = board({ server: serverUrl(), campaign: grant.campaign, token: grant.token, lang: 'en' });
    await waitFor(() => deepQuery(el, "[data-role='tier']"), 'the header');
    equal(text(el, "[data-role='tier']"), ct('en', 'tier', { tier: tierName! }));
    const back = serverDown(3000);
    await waitFor(() => deepQuery(el, "[data-role='reconnecting']"), 'Reconnecting…');
    equal(text(el, "[data-role='reconnecting']"), t('en', 'reconnecting'));
    // an action while it is down: the save slot (a call of the shell) is refused by the network
    const shell = deepQuery<HTMLElement>(el, 'qb-campaign')!;
    shell.shadowRoot!.querySelector('[part=campaign]')!.dispatchEvent(new CustomEvent('qb-campaign-save', { detail: { slot: '1' }, bubbles: true }));
    const notice = await waitFor(() => deepQuery(el, ".notice[part='message']"), 'the failed save');
    equal(notice.textContent?.includes(ct('en', 'errNetwork')), true);
    equal(notice.textContent?.includes('Failed to fetch'), false);
    await back;
    await waitFor(() => !deepQuery(el, "[data-role='reconnecting']"), 'reconnected', 20000);
    equal(text(el, "[data-role='tier']"), ct('en', 'tier', { tier: tierName! }));
  });
});
