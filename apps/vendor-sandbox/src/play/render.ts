import { FISH as FISH_KINDS } from '../games/fish.ts';
import { fixturesOf } from '../games/fixtures.ts';
import { roomsOf } from '../games/rooms.ts';
import { SYMBOLS } from '../games/slot.ts';
import type { LaunchData } from '../store/page-sessions.ts';
import { brandOf } from './brands.ts';
import { COMMON, FISH, LIVE, PVP, SLIP, SLOT } from './client.ts';
import { dictionary, htmlLang, type TextKey } from './i18n.ts';
import { STYLES } from './styles.ts';

/**
 * Server-rendered game pages, one per category (h4 brief): RNG, BGS and anything else a 5×3
 * slot; LIVE a baccarat table; FISH a shooter; PVP the card-room list; SPORTS, ESPORTS and
 * COCKFIGHT a bet slip. data-testid attributes are documented in the app's README.
 */
export type PageKind = 'slot' | 'live' | 'fish' | 'pvp' | 'slip';

export function pageKindOf(category: string): PageKind {
  if (category === 'LIVE') return 'live';
  if (category === 'FISH') return 'fish';
  if (category === 'PVP') return 'pvp';
  if (category === 'SPORTS' || category === 'ESPORTS' || category === 'COCKFIGHT') return 'slip';
  return 'slot';
}

/** Stake choices in minor units (1.00 to 100.00). */
const STAKES = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

interface RenderInput {
  pageId: string;
  launch: LaunchData;
  nonce: string;
  now: Date;
}

export function renderGame({ launch, nonce, now }: RenderInput): string {
  const kind = pageKindOf(launch.category);
  const t = dictionary(launch.language);
  const brand = brandOf(launch.vendor);
  const cfg = {
    t,
    currency: launch.player.currency,
    hue: brand.hue,
    symbols: SYMBOLS,
    fish: FISH_KINDS,
  };
  const body = BODIES[kind](launch, t, now);
  const script = { slot: SLOT, live: LIVE, fish: FISH, pvp: PVP, slip: SLIP }[kind];
  return `<!doctype html>
<html lang="${htmlLang(launch.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(launch.gameName)} · ${esc(brand.name)}</title>
<style nonce="${nonce}">${STYLES}body{--hue:${brand.hue}}</style>
</head>
<body>
<div class="app" data-testid="vendor-game" data-vendor="${esc(launch.vendor)}" data-category="${esc(launch.category)}" data-mode="${launch.mode}" data-wallet="${launch.walletMode}" data-page="${kind}" data-player="${esc(launch.player.id)}">
<header class="top">
<div class="logo" aria-hidden="true">${esc(brand.initials)}</div>
<div class="studio"><b>${esc(launch.gameName)}</b><span>${esc(brand.name)}</span></div>
<div class="spacer"></div>
<span class="badge${launch.mode === 'TRIAL' ? ' trial' : ''}">${launch.mode === 'TRIAL' ? t.trial : t.real}</span>
<div class="wallet"><span>${t.balance}</span><b id="balance" data-testid="vendor-balance" data-loading="true">—</b></div>
</header>
<main class="stage">
${body}
<div class="result" id="result" data-testid="bet-result" role="status" aria-live="polite"></div>
</main>
</div>
<script type="application/json" id="cfg">${json(cfg)}</script>
<script nonce="${nonce}">${COMMON}${script}</script>
</body>
</html>`;
}

export function renderExpired(nonce: string): string {
  const lines = ['EN', 'MY', 'CN'].map((l) => `<p>${esc(dictionary(l).pageExpired)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Game expired</title><style nonce="${nonce}">${STYLES}body{--hue:220}</style></head><body><div class="app" data-testid="vendor-expired"><main class="stage"><div class="panel">${lines}</div></main></div></body></html>`;
}

type Body = (launch: LaunchData, t: Record<TextKey, string>, now: Date) => string;

const BODIES: Record<PageKind, Body> = {
  slot: (launch, t) => `
<section class="panel">
<div class="reels" id="reels">${Array.from(
    { length: 5 },
    (_, r) =>
      `<div class="reel">${Array.from({ length: 3 }, (_, row) => `<div class="cell">${SYMBOLS[(r * 3 + row) % SYMBOLS.length]}</div>`).join('')}</div>`,
  ).join('')}</div>
</section>
<section class="controls">${stakeSelect(launch, t)}
<button class="primary" id="spin" data-testid="slot-spin">${t.spin}</button>
</section>`,

  live: (launch, t) => `
<section class="panel table">
<div class="status"><span>${t.placeBets}</span><span>${t.betsCloseIn} <span class="countdown" id="countdown" data-testid="live-countdown">15</span></span></div>
<div class="hands">
<div class="hand player"><h3>${t.player}</h3><div class="cards" id="player-cards"></div><div class="total" id="player-cards-total">–</div></div>
<div class="hand banker"><h3>${t.banker}</h3><div class="cards" id="banker-cards"></div><div class="total" id="banker-cards-total">–</div></div>
</div>
<div class="bets">
${(['PLAYER', 'BANKER', 'TIE'] as const)
  .map(
    (side) =>
      `<button class="spot" data-side="${side}" data-testid="live-bet-${side}" aria-pressed="false"><span>${t[side === 'PLAYER' ? 'player' : side === 'BANKER' ? 'banker' : 'tie']}</span><small>${side === 'PLAYER' ? '1:1' : side === 'BANKER' ? '0.95:1' : '8:1'}</small></button>`,
  )
  .join('')}
</div>
<div class="hint" id="yourbet"></div>
</section>
<section class="controls">${stakeSelect(launch, t)}
<button class="primary" id="deal" data-testid="live-deal">${t.deal}</button>
</section>`,

  fish: (launch, t) => `
<section class="ocean"><canvas id="ocean" data-testid="fish-canvas" aria-label="${esc(launch.gameName)}"></canvas></section>
<p class="hint">${t.fishHint}</p>
<section class="controls">${stakeSelect(launch, t)}</section>`,

  pvp: (launch, t, now) => `
<section class="panel"><h2 class="heading">${t.rooms}</h2></section>
<section class="rooms">
${roomsOf(launch.vendor, launch.language, now)
  .map(
    (room) => `<article class="room">
<h3>${esc(room.name)}</h3>
<div class="meta"><span>${t.minBet}</span><b>${money(room.minBet, launch)}</b></div>
<div class="meta"><span>${t.players}</span><span>${room.players}/${room.seats}</span></div>
<progress class="seats" max="${room.seats}" value="${room.players}"></progress>
<button data-room="${esc(room.roomId)}" data-testid="room-join">${t.join}</button>
</article>`,
  )
  .join('')}
</section>
<section class="panel table" id="table" hidden>
<div class="status"><span id="table-room"></span></div>
<div class="hands">
<div class="hand player"><h3>${t.yourHand}</h3><div class="cards" id="hand-cards"></div><div class="total" id="hand-total">–</div></div>
<div class="hand banker"><h3>${t.dealerHand}</h3><div class="cards" id="dealer-cards"></div><div class="total" id="dealer-total">–</div></div>
</div>
</section>`,

  slip: (launch, t, now) => `
<section class="book">
<div class="events"><h2 class="heading">${t.events}</h2>
${fixturesOf(launch.vendor, launch.category, now)
  .map(
    (f, i) => `<article class="event">
<div class="league"><span>${esc(f.league)}</span><span>${f.startsAt.slice(11, 16)} UTC</span></div>
<div class="teams">${esc(f.away ? `${f.home} vs ${f.away}` : f.home)}</div>
<div class="odds">${f.selections
      .map(
        (s, j) =>
          `<button class="odd" aria-pressed="false" data-selection="${esc(s.selectionId)}" data-odds="${s.odds}" data-label="${esc(sideLabel(s.side, s.label, t))}"${i === 0 && j === 0 ? ' data-testid="bet-slip-selection"' : ''}><small>${esc(sideLabel(s.side, s.label, t))}</small><b>${s.odds}</b></button>`,
      )
      .join('')}</div>
</article>`,
  )
  .join('')}
</div>
<aside class="slip panel">
<h2>${t.betSlip}</h2>
<div class="picked" id="picked">${t.pickSelection}</div>
<label class="field">${t.stake} (${esc(launch.player.currency)})<input id="stake" data-testid="bet-slip-stake" inputmode="decimal" value="10.00"></label>
<div class="meta hint">${t.potentialWin}: <b id="potential">—</b></div>
<button class="primary" id="place" data-testid="bet-slip-place">${t.placeBet}</button>
<div class="mybets"><h2>${t.myBets}</h2><ul id="mybets"></ul></div>
</aside>
</section>`,
};

function sideLabel(side: string, label: string, t: Record<TextKey, string>): string {
  return side === 'DRAW' ? t.draw : label;
}

function stakeSelect(launch: LaunchData, t: Record<TextKey, string>): string {
  const options = STAKES.map(
    (s, i) =>
      `<option value="${s}"${i === 2 ? ' selected' : ''}>${money(s.toString(), launch)}</option>`,
  ).join('');
  return `<label class="field">${t.stake}<select id="stake" data-testid="stake-select">${options}</select></label>`;
}

/** Minor units as "MYR 1,234.56" (string arithmetic: no floats). */
function money(minor: string, launch: LaunchData): string {
  const s = minor.padStart(3, '0');
  const whole = s.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return `${esc(launch.player.currency)} ${whole}.${s.slice(-2)}`;
}

function esc(value: string): string {
  return value.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</gu, '\\u003c');
}
