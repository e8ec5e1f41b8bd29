/**
 * The demo page served at `/`: lists the missions, creates a room (the creator is its master and plays here with
 * the master token, kept in localStorage; the room's time per turn and a closed quest book are chosen above the list), shows the invite link `/?room=<id>&join` and the watch link `/?room=<id>&watch`
 * with copy buttons. Opening the watch link shows `<quest-board watch>` (a spectator). Opening the
 * invite link shows `<quest-board>` without a token (even in the master's own browser), so its join flow runs.
 * Campaigns: the adventures are listed beside the missions; "Start a campaign" opens `/?adventure=<id>`, where the
 * element offers to create the Company (it remembers the campaign and its leader's token) and, once created, the page
 * moves to `/?campaign=<id>`, the link other players open to join.
 * Its language: the reader's choice on its IT/EN switch (remembered), else the browser's (`readerLang`).
 * Built into `components/dist/demo.js` by `components/build.ts`; the page loads `/quest-board.js` itself.
 * @module
 */
import { ApiError, createRoom, listContent, type MissionSummary } from '../components/api.ts';
import type { AdventureSummary } from '../components/campaign/client.ts';
import type { CampaignCreatedDetail } from '../components/public-events.ts';
import { playerSummary } from './summary.ts';
import { pick, type Lang } from '../components/i18n.ts';
import { demoText, type DemoTextKey } from './texts.ts';
import { chosenLang, readerLang, rememberLang } from '../components/reader-lang.ts';

const masterKey = (room: string) => `quest-board-demo:master:${room}`;

function store(key: string, value?: string): string {
  try {
    if (value !== undefined) localStorage.setItem(key, value);
    return localStorage.getItem(key) ?? '';
  } catch {
    return value ?? '';
  }
}

// the reader's own choice (this switch or the Archive's, remembered), else the browser's language (Italian or English;
// English for any other)
let lang: Lang = chosenLang() ?? readerLang();
const app = document.getElementById('app')!;

/** A tiny element builder. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

const tr = (key: DemoTextKey, params?: Record<string, string | number>) => demoText(lang, key, params);

function renderHeader(): void {
  const header = document.getElementById('header')!;
  header.replaceChildren(
    // the page's one level-one heading (axe's page-has-heading-one)
    el('h1', { class: 'site-title' }, el('a', { href: '/', class: 'brand' }, el('span', { class: 'logo', 'aria-hidden': 'true' }, '⚔'), tr('demoTitle'))),
    el('p', { class: 'tagline' }, tr('demoTagline')),
    langToggle(),
  );
  document.documentElement.lang = lang;
  document.title = `${tr('demoTitle')} – ${tr('demoTagline')}`;
}

function langToggle(): HTMLElement {
  const box = el('div', { class: 'lang', role: 'group', 'aria-label': 'Lingua / Language' });
  for (const l of ['it', 'en'] as const) {
    const b = el('button', { type: 'button', 'aria-pressed': String(l === lang), 'data-lang': l }, l.toUpperCase());
    b.addEventListener('click', () => {
      lang = l;
      rememberLang(l);
      render();
    });
    box.append(b);
  }
  return box;
}

/** The turn time limits the demo offers, in seconds (docs/protocol.md, "Turn time"); none by default. */
const TURN_TIMES = [60, 120, 300] as const;

/** The "time per turn" choice of a new room: its label (holding the select) and the seconds chosen (0: no limit). */
function turnTimeChoice(): { label: HTMLElement; seconds: () => number } {
  const select = el(
    'select',
    { 'data-role': 'turn-seconds' },
    el('option', { value: '0' }, tr('demoTurnTimeOff')),
    ...TURN_TIMES.map((s) => el('option', { value: String(s) }, tr(s === 60 ? 'demoTurnTimeMinutes_one' : 'demoTurnTimeMinutes_other', { n: s / 60 }))),
  );
  const label = el('label', { class: 'turn-time' }, `${tr('demoTurnTime')} `, select);
  return { label, seconds: () => Number(select.value) };
}

/**
 * The "closed quest book" choice of a new room (docs/protocol.md, "The quest book"): a checkbox with its one-line
 * explanation; unticked, the master reads the quest book.
 */
function questBookChoice(): { box: HTMLElement; closed: () => boolean } {
  const input = el('input', { type: 'checkbox', 'data-role': 'quest-book-closed', 'aria-describedby': 'quest-book-hint' });
  const box = el(
    'div',
    { class: 'quest-book' },
    el('label', {}, input, ` ${tr('demoQuestBookClosed')}`),
    el('p', { class: 'muted hint', id: 'quest-book-hint' }, tr('demoQuestBookClosedHint')),
  );
  return { box, closed: () => input.checked };
}

async function renderMissions(): Promise<void> {
  const intro = el('p', { class: 'muted', 'data-role': 'room-intro' }, tr('demoRoomIntro'), el('a', { href: '/archive' }, tr('demoArchiveLink')), '.');
  const section = el('section', { class: 'missions' }, el('h2', {}, tr('demoMissions')), intro);
  const list = el('div', { class: 'grid' }, el('p', { class: 'muted' }, tr('demoLoadingMissions')));
  const time = turnTimeChoice();
  const book = questBookChoice();
  section.append(el('div', { class: 'room-choices' }, time.label, book.box), list);
  app.replaceChildren(section, campaignsSection());
  let missions: MissionSummary[];
  try {
    missions = await listContent<MissionSummary>('', 'missions');
  } catch (err) {
    list.replaceChildren(el('p', { class: 'error' }, tr('demoError', { message: err instanceof Error ? err.message : String(err) })));
    return;
  }
  if (missions.length === 0) {
    list.replaceChildren(el('p', { class: 'muted' }, tr('demoNoMissions')));
    return;
  }
  list.replaceChildren(
    ...missions.map((m) => {
      const button = el('button', { type: 'button', 'data-mission': m.id }, tr('demoCreate'));
      const error = el('p', { class: 'error', role: 'alert' });
      button.addEventListener('click', async () => {
        button.disabled = true;
        button.textContent = tr('demoCreating');
        try {
          const created = await createRoom('', m.id, { ...(time.seconds() ? { turnSeconds: time.seconds() } : {}), ...(book.closed() ? { questBook: 'closed' as const } : {}) });
          store(masterKey(created.room), JSON.stringify({ token: created.token, role: created.role }));
          history.pushState(null, '', `/?room=${encodeURIComponent(created.room)}`);
          renderRoom(created.room);
        } catch (err) {
          error.textContent = tr('demoError', { message: err instanceof ApiError || err instanceof Error ? err.message : String(err) });
          button.disabled = false;
          button.textContent = tr('demoCreate');
        }
      });
      return el(
        'article',
        { class: 'card' },
        el('h3', {}, pick(m.name, lang), m.auto ? el('span', { class: 'tag' }, tr('demoAuto')) : ''),
        el('p', { class: 'muted' }, pick(m.description, lang)),
        button,
        error,
      );
    }),
  );
}

/** The adventures, each with a button that starts a campaign of it (`/?adventure=<id>`). */
function campaignsSection(): HTMLElement {
  const list = el('div', { class: 'grid' }, el('p', { class: 'muted' }, tr('demoLoadingAdventures')));
  const section = el('section', { class: 'campaigns' }, el('h2', {}, tr('demoCampaigns')), el('p', { class: 'muted' }, tr('demoCampaignsIntro')), list);
  void (async () => {
    let adventures: (AdventureSummary & { description?: { it: string; en: string } })[];
    try {
      adventures = await listContent('', 'adventures');
    } catch (err) {
      list.replaceChildren(el('p', { class: 'error' }, tr('demoError', { message: err instanceof Error ? err.message : String(err) })));
      return;
    }
    list.replaceChildren(
      ...adventures.map((a) => {
        const start = el('a', { class: 'button', href: `/?adventure=${encodeURIComponent(a.id)}`, 'data-adventure': a.id }, tr('demoStartCampaign'));
        start.addEventListener('click', (e) => {
          e.preventDefault();
          history.pushState(null, '', start.getAttribute('href'));
          render();
        });
        return el('article', { class: 'card' }, el('h3', {}, pick(a.name, lang)), el('p', { class: 'muted', 'data-role': 'summary' }, a.description ? playerSummary(pick(a.description, lang), lang) : ''), start);
      }),
    );
  })();
  return section;
}

let board: HTMLElement | null = null;

/**
 * A campaign: `<quest-board adventure>` (creating the Company) or `<quest-board campaign>` (its own, or joining).
 * Once the element created the campaign, the page's address becomes the campaign's (the invite link).
 */
function renderCampaign(params: { adventure?: string; campaign?: string }): void {
  const key = params.campaign ? `campaign:${params.campaign}` : `adventure:${params.adventure}`;
  if (!board || board.dataset.demo !== key) {
    board = document.createElement('quest-board');
    board.dataset.demo = key;
    if (params.campaign) board.setAttribute('campaign', params.campaign);
    else board.setAttribute('adventure', params.adventure ?? '');
    board.addEventListener('campaign-created', (e) => {
      const { campaign } = (e as CustomEvent<CampaignCreatedDetail>).detail;
      history.replaceState(null, '', `/?campaign=${encodeURIComponent(campaign)}`);
      if (board) board.dataset.demo = `campaign:${campaign}`;
      render();
    });
  }
  board.setAttribute('lang', lang);
  const campaign = params.campaign ?? new URLSearchParams(location.search).get('campaign');
  const invite = campaign ? [el('section', { class: 'invite' }, el('p', {}, tr('demoCampaignInvite')), copyRow(`${location.origin}/?campaign=${encodeURIComponent(campaign)}`, tr('demoCampaignInvite'), 'invite'))] : [];
  const attr = campaign ? `campaign="${campaign}"` : `adventure="${params.adventure ?? ''}"`;
  const code = `<script type="module" src="${location.origin}/quest-board.js"></script>\n<quest-board server="${location.origin}" ${attr} lang="${lang}"></quest-board>`;
  const snippet = el('details', { class: 'embed' }, el('summary', {}, tr('demoEmbed')), el('pre', {}, el('code', {}, code)));
  app.replaceChildren(...invite, board, snippet, el('p', {}, el('a', { href: '/', class: 'back' }, `← ${tr('demoCampaigns')}`)));
}

/** The master (or host) seat this browser created for a room, if any. */
function masterSeat(room: string): { token: string; role: string } | null {
  try {
    const seat = JSON.parse(store(masterKey(room)) || 'null') as { token?: unknown; role?: unknown } | null;
    return seat && typeof seat.token === 'string' ? { token: seat.token, role: String(seat.role) } : null;
  } catch {
    return null;
  }
}

function embedSnippet(id: string): HTMLElement {
  const code = `<script type="module" src="${location.origin}/quest-board.js"></script>\n<quest-board server="${location.origin}" room="${id}" lang="${lang}"></quest-board>`;
  return el('details', { class: 'embed' }, el('summary', {}, tr('demoEmbed')), el('pre', {}, el('code', {}, code)));
}

/** A read-only link with a button that copies it; `name` marks the row (`invite`, `watch`). */
function copyRow(link: string, label: string, name: string): HTMLElement {
  const input = el('input', { type: 'text', readonly: '', value: link, 'aria-label': label });
  const copy = el('button', { type: 'button', class: 'copy' }, tr('demoCopy'));
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      input.select();
      document.execCommand('copy');
    }
    copy.textContent = tr('demoCopied');
    setTimeout(() => (copy.textContent = tr('demoCopy')), 1500);
  });
  return el('div', { class: 'copy-row', 'data-link': name }, input, copy);
}

function renderRoom(id: string): void {
  // the invite link carries `join`: whoever opens it joins as a hero, even in the browser that created the room; the
  // watch link carries `watch`: whoever opens it watches the heroes' side of the board
  const params = new URLSearchParams(location.search);
  const watching = params.has('watch');
  const invited = params.has('join') || watching;
  const seat = invited ? null : masterSeat(id);
  const token = seat?.token ?? '';
  const parts: HTMLElement[] = [];
  if (token) {
    const invite = `${location.origin}/?room=${encodeURIComponent(id)}&join`;
    const watch = `${location.origin}/?room=${encodeURIComponent(id)}&watch`;
    parts.push(
      el(
        'section',
        { class: 'invite' },
        el('p', {}, el('strong', {}, tr(seat?.role === 'host' ? 'demoYouAreHost' : 'demoYouAreMaster')), ' ', tr('demoInvite')),
        copyRow(invite, tr('demoInvite'), 'invite'),
        el('p', {}, tr('demoWatchLink')),
        copyRow(watch, tr('demoWatchLink'), 'watch'),
      ),
    );
  }
  // keep the same element across language changes so the game state and stream survive
  if (!board || board.getAttribute('room') !== id) {
    board = document.createElement('quest-board');
    board.setAttribute('room', id);
    if (token) board.setAttribute('token', token);
    if (watching) board.setAttribute('watch', '');
  }
  board.setAttribute('lang', lang);
  // only the room's creator goes back to the missions: a hero who leaves the page would leave its seat behind
  const back = token ? [el('p', {}, el('a', { href: '/', class: 'back' }, `← ${tr('demoLeave')}`))] : [];
  app.replaceChildren(...parts, board, embedSnippet(id), ...back);
}

function render(): void {
  renderHeader();
  const params = new URLSearchParams(location.search);
  const current = params.get('room') ?? '';
  const campaign = params.get('campaign');
  const adventure = params.get('adventure');
  if (current) renderRoom(current);
  else if (campaign) renderCampaign({ campaign });
  else if (adventure) renderCampaign({ adventure });
  else void renderMissions();
}

addEventListener('popstate', render);
render();
