/**
 * The demo page served at `/`, the game's front page: a banner with its `h1`, "Start here" (the easiest
 * mission, The Trial, with one big button opening a room), the table's choices (time per turn, closed quest book), the
 * other missions easiest first and the campaigns, each card with a thumbnail of its map (`thumbnails.ts`) drawn from
 * the public summaries. It creates a room (the creator is its master and plays here with
 * the master token, kept in localStorage), shows the invite link `/?room=<id>&join` and the watch link `/?room=<id>&watch`
 * with copy buttons. Opening the watch link shows `<quest-board watch>` (a spectator). Opening the
 * invite link shows `<quest-board>` without a token (even in the master's own browser), so its join flow runs.
 * Campaigns: the adventures are listed after the missions; "Start a campaign" opens `/?adventure=<id>`, where the
 * element offers to create the Company (it remembers the campaign and its leader's token) and, once created, the page
 * moves to `/?campaign=<id>`, the link other players open to join.
 * A room's address may carry `renderer=2d`: the board is then drawn from above in 2D (the element's `renderer`).
 * Its language: the reader's choice on its IT/EN switch (remembered), else the browser's (`readerLang`).
 * Built into `components/dist/demo.js` by `components/build/index.ts`; the page loads `/quest-board.js` itself.
 * @module
 */
import { ApiError, createRoom } from '../components/api.ts';
import type { AdventureSummary } from '../content/schemas/adventure.ts';
import type { MissionSummary } from '../content/schemas/mission.ts';
import type { CampaignCreatedDetail } from '../components/public-events.ts';
import { playerSummary } from './summary.ts';
import { pick, type Lang } from '../components/i18n.ts';
import { demoText, type DemoTextKey } from './texts.ts';
import { chosenLang, readerLang, rememberLang } from '../components/reader-lang.ts';
import { ICONS, ICON_SIZE, type IconName } from './icons.ts';
import { byDifficulty } from './order.ts';
import { adventureThumbnail, missionThumbnail, planRooms } from './thumbnails.ts';
import { loadDisplayFace } from './display-face.ts';

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

/** An icon of the demo's set ({@link ICONS}), decorative (its button or line says it in words). */
function icon(name: IconName, cls = 'icon'): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${ICON_SIZE} ${ICON_SIZE}`);
  svg.setAttribute('class', cls);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.innerHTML = ICONS[name];
  return svg;
}

/** Whether the page shows the front page (no room, campaign or adventure in its address). */
function onFrontPage(): boolean {
  const params = new URLSearchParams(location.search);
  return !params.has('room') && !params.has('campaign') && !params.has('adventure');
}

function renderHeader(): void {
  const header = document.getElementById('header')!;
  const brand = el('a', { href: '/', class: 'brand' }, el('span', { class: 'logo' }, icon('crossed-swords')), tr('demoTitle'));
  header.replaceChildren(
    // the front page's banner holds its h1; a room's or a campaign's page has none, and there the site's title is
    // the level-one heading (axe's page-has-heading-one)
    onFrontPage() ? brand : el('h1', { class: 'site-title' }, brand),
    el('p', { class: 'tagline' }, tr('demoTagline')),
    langToggle(),
  );
  document.documentElement.lang = lang;
  document.title = `${tr('demoTitle')} – ${tr('demoTagline')}`;
}

/** The IT/EN switch: two buttons, the page's language pressed. */
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
  const label = el('label', { class: 'turn-time' }, icon('hourglass'), el('span', {}, tr('demoTurnTime')), select);
  return { label, seconds: () => Number(select.value) };
}

/**
 * A yes-or-no choice of a new room, unticked unless chosen: a checkbox (`data-role` `role`) with its one-line
 * explanation — the closed quest book (docs/protocol.md, "The quest book"), the public replay ("Replays").
 */
function tickChoice(role: string, picture: IconName, label: DemoTextKey, hint: DemoTextKey): { box: HTMLElement; ticked: () => boolean } {
  const input = el('input', { type: 'checkbox', 'data-role': role, 'aria-describedby': `${role}-hint` });
  const box = el(
    'div',
    { class: 'quest-book' },
    el('label', {}, input, icon(picture), el('span', {}, tr(label))),
    el('p', { class: 'muted hint', id: `${role}-hint` }, tr(hint)),
  );
  return { box, ticked: () => input.checked };
}

/** A mission as the public list gives it (`GET /api/missions`: its summary). */
type Mission = MissionSummary;

/**
 * The published documents of `kind` as anyone reads them (missions and adventures as their public summaries, which
 * the cards draw): asked without the reader's cookies, so that a signed-in author sees the same front page as a
 * player (a signed-in read gives the documents in full, drafts included).
 */
async function publicList<T>(kind: 'missions' | 'adventures' | 'rulesets'): Promise<T[]> {
  const res = await fetch(`/api/${kind}`, { credentials: 'omit', headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { items?: T[]; error?: { message?: string } } | null;
  if (!res.ok || !Array.isArray(body?.items)) throw new Error(body?.error?.message ?? `GET /api/${kind}: ${res.status}`);
  return body.items;
}

/** The difficulty of `m` in words, with five skulls as many of them lit (decorative: the words say it). */
function difficultyChip(m: Mission): HTMLElement {
  const n = m.difficulty;
  const word = n ? tr(`demoDifficulty_${n}` as DemoTextKey) : tr('demoDifficultyNone');
  const pips = el('span', { class: 'pips', 'aria-hidden': 'true' });
  for (let i = 1; i <= 5; i++) pips.append(icon('death-skull', i <= (n ?? 0) ? 'pip lit' : 'pip'));
  return el(
    'li',
    { class: 'difficulty', 'data-difficulty': String(n ?? '') },
    pips,
    el('span', { class: 'visually-hidden' }, n ? tr('demoDifficultyOf', { n, word }) : word),
    el('span', { 'aria-hidden': 'true' }, word),
  );
}

/** The lines under a mission's name: its difficulty, ruleset, heroes and whether a master plays it. */
function missionMeta(m: Mission, rulesetName: (id: string) => string): HTMLElement {
  return el(
    'ul',
    { class: 'meta' },
    difficultyChip(m),
    el('li', {}, icon('rolling-dices'), rulesetName(m.ruleset)),
    el('li', {}, icon('three-friends'), tr(m.heroes === 1 ? 'demoHeroes_one' : 'demoHeroes_other', { n: m.heroes })),
    el('li', {}, icon('hooded-figure'), tr(m.auto ? 'demoAuto' : 'demoWithMaster')),
  );
}

/** The thumbnail of a mission's map, from its public plan. */
function missionMap(m: Mission): HTMLElement {
  const rooms = planRooms(m.plan).size;
  return el('div', { class: 'thumb-frame' }, missionThumbnail(m.plan, tr('demoMapOf', { name: pick(m.name, lang), rooms, doors: m.plan.doors.length })));
}

/** The table's choices for every new room: the turn time, the closed quest book, the public replay. */
interface TableChoices {
  seconds(): number;
  closed(): boolean;
  publicReplay(): boolean;
}

/** A button creating a room of `m` with the table's choices, then opening it; `label` is its word. */
function createButton(m: Mission, label: string, table: TableChoices, cls = ''): { button: HTMLButtonElement; error: HTMLElement } {
  const word = el('span', {}, label);
  const button = el('button', { type: 'button', 'data-mission': m.id, ...(cls ? { class: cls } : {}) }, icon('dungeon-gate'), word);
  const error = el('p', { class: 'error', role: 'alert' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    word.textContent = tr('demoCreating');
    try {
      const created = await createRoom('', m.id, {
        ...(table.seconds() ? { turnSeconds: table.seconds() } : {}),
        ...(table.closed() ? { questBook: 'closed' as const } : {}),
        ...(table.publicReplay() ? { replay: 'public' as const } : {}),
      });
      store(masterKey(created.room), JSON.stringify({ token: created.token, role: created.role }));
      history.pushState(null, '', `/?room=${encodeURIComponent(created.room)}`);
      renderRoom(created.room);
    } catch (err) {
      error.textContent = tr('demoError', { message: err instanceof ApiError || err instanceof Error ? err.message : String(err) });
      button.disabled = false;
      word.textContent = label;
    }
  });
  return { button, error };
}

/**
 * The front page: a banner with the game's mood, "Start here" (the easiest mission, The Trial, with one big button
 * opening a room), the table's choices for every room, the other missions easiest first, each with a thumbnail of its
 * map, and the campaigns with theirs.
 */
async function renderMissions(): Promise<void> {
  const banner = el(
    'section',
    { class: 'banner' },
    el('div', { class: 'banner-art', 'aria-hidden': 'true' }, icon('torch', 'torch left'), icon('dungeon-gate', 'gate'), icon('torch', 'torch right')),
    el(
      'div',
      { class: 'banner-text' },
      el('h1', {}, tr('demoHeroTitle')),
      el('p', {}, tr('demoHeroText')),
      el('a', { href: '#campaigns', class: 'banner-link' }, icon('treasure-map'), el('span', {}, tr('demoHeroCampaigns'))),
    ),
  );
  const start = el(
    'section',
    { class: 'start-here', id: 'start-here', 'aria-labelledby': 'start-here-title' },
    el('p', { class: 'muted' }, tr('demoLoadingMissions')),
  );
  const time = turnTimeChoice();
  const book = tickChoice('quest-book-closed', 'black-book', 'demoQuestBookClosed', 'demoQuestBookClosedHint');
  const replay = tickChoice('public-replay', 'film-projector', 'demoPublicReplay', 'demoPublicReplayHint');
  const table = el(
    'section',
    { class: 'room-choices', 'aria-label': tr('demoTable') },
    el('h2', { class: 'kicker' }, tr('demoTable')),
    time.label,
    book.box,
    replay.box,
  );
  const choices: TableChoices = { seconds: time.seconds, closed: book.ticked, publicReplay: replay.ticked };
  const intro = el('p', { class: 'muted', 'data-role': 'room-intro' }, tr('demoRoomIntro'), el('a', { href: '/archive' }, tr('demoArchiveLink')), '.');
  const list = el('div', { class: 'grid' });
  const section = el(
    'section',
    { class: 'missions', 'aria-labelledby': 'missions-title' },
    el('h2', { id: 'missions-title' }, tr('demoMissions')),
    el('p', { class: 'lead' }, tr('demoMissionsIntro')),
    intro,
    list,
  );
  const footer = el('footer', { class: 'credits' }, el('p', {}, tr('demoFooter')));
  app.replaceChildren(banner, start, table, section, campaignsSection(), footer);
  let missions: Mission[];
  let rulesets: { id: string; name: { it: string; en: string } }[];
  try {
    [missions, rulesets] = await Promise.all([
      publicList<Mission>('missions'),
      publicList<{ id: string; name: { it: string; en: string } }>('rulesets').catch(() => []),
    ]);
  } catch (err) {
    start.replaceChildren(el('p', { class: 'error' }, tr('demoError', { message: err instanceof Error ? err.message : String(err) })));
    return;
  }
  if (missions.length === 0) {
    // an empty state that says what to do next: write the first mission in the Archive
    start.replaceChildren(
      el(
        'div',
        { class: 'empty', 'data-role': 'no-missions' },
        icon('scroll-unfurled', 'empty-picture'),
        el('p', {}, tr('demoNoMissions'), ' ', el('a', { href: '/archive' }, tr('demoNoMissionsArchive'))),
      ),
    );
    return;
  }
  const rulesetName = (id: string) => {
    const r = rulesets.find((x) => x.id === id);
    return r ? pick(r.name, lang) : id;
  };
  const [first, ...rest] = byDifficulty(missions);
  const firstButton = createButton(first!, tr('demoStartButton'), choices, 'big');
  start.replaceChildren(
    el(
      'article',
      { class: 'card featured', 'data-card': first!.id },
      missionMap(first!),
      el(
        'div',
        { class: 'card-body' },
        el('p', { class: 'kicker' }, tr('demoStartHere')),
        el('h2', { id: 'start-here-title' }, pick(first!.name, lang)),
        missionMeta(first!, rulesetName),
        el('p', {}, first!.description ? pick(first!.description, lang) : ''),
        el('p', { class: 'why' }, tr('demoStartWhy')),
        firstButton.button,
        firstButton.error,
      ),
    ),
  );
  list.replaceChildren(
    ...rest.map((m) => {
      const { button, error } = createButton(m, tr('demoCreate'), choices);
      return el(
        'article',
        { class: 'card', 'data-card': m.id },
        missionMap(m),
        el(
          'div',
          { class: 'card-body' },
          el('h3', {}, pick(m.name, lang)),
          missionMeta(m, rulesetName),
          el('p', { class: 'summary' }, m.description ? playerSummary(pick(m.description, lang), lang) : ''),
          button,
          error,
        ),
      );
    }),
  );
}

/** The adventures, each with a thumbnail of its map and a link that starts a campaign of it (`/?adventure=<id>`). */
function campaignsSection(): HTMLElement {
  const list = el('div', { class: 'grid' }, el('p', { class: 'muted' }, tr('demoLoadingAdventures')));
  const section = el(
    'section',
    { class: 'campaigns', id: 'campaigns', 'aria-labelledby': 'campaigns-title' },
    el('h2', { id: 'campaigns-title' }, tr('demoCampaigns')),
    el('p', { class: 'lead' }, tr('demoCampaignsIntro')),
    list,
  );
  void (async () => {
    let adventures: AdventureSummary[];
    try {
      adventures = await publicList<AdventureSummary>('adventures');
    } catch (err) {
      list.replaceChildren(el('p', { class: 'error' }, tr('demoError', { message: err instanceof Error ? err.message : String(err) })));
      return;
    }
    list.replaceChildren(
      ...adventures.map((a) => {
        const start = el(
          'a',
          { class: 'button', href: `/?adventure=${encodeURIComponent(a.id)}`, 'data-adventure': a.id },
          icon('treasure-map'),
          el('span', {}, tr('demoStartCampaign')),
        );
        start.addEventListener('click', (e) => {
          e.preventDefault();
          history.pushState(null, '', start.getAttribute('href'));
          render();
        });
        const name = pick(a.name, lang);
        return el(
          'article',
          { class: 'card adventure', 'data-card': a.id },
          el('div', { class: 'thumb-frame parchment' }, adventureThumbnail(a.map, tr('demoMapOfAdventure', { name, places: a.map.places.length }))),
          el(
            'div',
            { class: 'card-body' },
            el('h3', {}, name),
            el(
              'ul',
              { class: 'meta' },
              el('li', {}, icon('footprint'), tr(a.locations === 1 ? 'demoPlaces_one' : 'demoPlaces_other', { n: a.locations })),
              el('li', {}, icon('village'), tr('demoTown', { name: pick(a.town.name, lang) })),
            ),
            el('p', { class: 'summary', 'data-role': 'summary' }, a.description ? playerSummary(pick(a.description, lang), lang) : ''),
            start,
          ),
        );
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
  // the invite link: the campaign's header shows an Invite button that copies it (no panel above the map)
  if (campaign) board.setAttribute('invite', `${location.origin}/?campaign=${encodeURIComponent(campaign)}`);
  const attr = campaign ? `campaign="${campaign}"` : `adventure="${params.adventure ?? ''}"`;
  const code = `<script type="module" src="${location.origin}/quest-board.js"></script>\n<quest-board server="${location.origin}" ${attr} lang="${lang}"></quest-board>`;
  const snippet = el('details', { class: 'embed' }, el('summary', {}, tr('demoEmbed')), el('pre', {}, el('code', {}, code)));
  app.replaceChildren(board, snippet, el('p', {}, el('a', { href: '/', class: 'back' }, `← ${tr('demoCampaigns')}`)));
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

function embedSnippet(id: string, replay = false): HTMLElement {
  const code = `<script type="module" src="${location.origin}/quest-board.js"></script>\n<quest-board server="${location.origin}" ${replay ? 'replay' : 'room'}="${id}" lang="${lang}"></quest-board>`;
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
  // watch link carries `watch`: whoever opens it watches the heroes' side of the board; `replay`: its game played back
  const params = new URLSearchParams(location.search);
  const watching = params.has('watch');
  const replaying = params.has('replay');
  const invited = params.has('join') || watching;
  const seat = invited ? null : masterSeat(id);
  const token = seat?.token ?? '';
  const parts: HTMLElement[] = [];
  if (token && !replaying) {
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
  if (!board || board.getAttribute('room') !== id || board.hasAttribute('replay') !== replaying) {
    board = document.createElement('quest-board');
    board.setAttribute('room', id);
    if (replaying) board.setAttribute('replay', id);
    if (token) board.setAttribute('token', token);
    if (watching) board.setAttribute('watch', '');
    // the board from above in 2D, asked for in the address (the element's `renderer`)
    if (params.get('renderer') === '2d') board.setAttribute('renderer', '2d');
  }
  board.setAttribute('lang', lang);
  // only the room's creator goes back to the missions: a hero who leaves the page would leave its seat behind
  const back = token ? [el('p', {}, el('a', { href: '/', class: 'back' }, `← ${tr('demoLeave')}`))] : [];
  app.replaceChildren(...parts, board, embedSnippet(id, replaying), ...back);
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
loadDisplayFace();
