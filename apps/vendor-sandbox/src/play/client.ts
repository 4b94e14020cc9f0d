/**
 * The game pages' browser scripts (plain JS, served inline under a CSP nonce). COMMON reads the
 * page config (#cfg), calls the page backend and formats minor units without floats; each
 * category adds its own controller.
 */
export const COMMON = String.raw`
var cfg = JSON.parse(document.getElementById('cfg').textContent);
var T = cfg.t;
var base = location.pathname.replace(/\/$/, '') + '/api/';
function el(id) { return document.getElementById(id); }
function api(path, body) {
  return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}) })
    .then(function (r) { return r.json(); })
    .catch(function () { return { ok: false, message: T.generalError }; });
}
function fmt(minor) {
  if (minor === undefined || minor === null) return '—';
  var neg = minor.charAt(0) === '-';
  var s = (neg ? minor.slice(1) : minor);
  while (s.length < 3) s = '0' + s;
  var whole = s.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (neg ? '-' : '') + cfg.currency + ' ' + whole + '.' + s.slice(-2);
}
function setBalance(b) { if (b !== undefined && b !== null) el('balance').textContent = fmt(b); }
function say(text, kind) { var r = el('result'); r.textContent = text; r.setAttribute('data-kind', kind || ''); }
function stake() { var s = el('stake'); return s ? s.value : '100'; }
function refresh() {
  return api('state').then(function (s) {
    if (s.ok) setBalance(s.balance); else say(s.message, 'error');
    el('balance').removeAttribute('data-loading');
  });
}
function settled(res, won) {
  setBalance(res.balance);
  if (!res.ok) { say(res.message, 'error'); return false; }
  if (res.settling) { say(T.settling, 'pending'); setTimeout(refresh, 5000); return true; }
  if (won) say(T.youWon + ' ' + fmt(res.payout), 'win'); else say(T.noWin, 'lose');
  return true;
}
function cardEl(label) {
  var d = document.createElement('div');
  d.className = 'card' + (/[♥♦]/.test(label) ? ' red' : '');
  d.textContent = label;
  return d;
}
refresh();
`;

export const SLOT = `
var symbols = cfg.symbols;
var reels = el('reels');
var spin = el('spin');
spin.addEventListener('click', function () {
  spin.disabled = true;
  say('', '');
  reels.classList.add('spinning');
  var cells = reels.querySelectorAll('.cell');
  cells.forEach(function (c) { c.classList.remove('hit'); });
  var shuffle = setInterval(function () {
    cells.forEach(function (c) { c.textContent = symbols[Math.floor(Math.random() * symbols.length)]; });
  }, 80);
  var started = Date.now();
  api('slot', { stake: stake() }).then(function (res) {
    setTimeout(function () {
      clearInterval(shuffle);
      reels.classList.remove('spinning');
      if (res.reels) {
        res.reels.forEach(function (reel, r) {
          reel.forEach(function (sym, row) { cells[r * 3 + row].textContent = sym; });
        });
        if (res.payout !== '0') {
          var first = res.reels[0][1];
          for (var r = 0; r < 5 && res.reels[r][1] === first; r++) cells[r * 3 + 1].classList.add('hit');
        }
      }
      settled(res, res.ok && res.payout !== '0');
      spin.disabled = false;
    }, Math.max(0, 700 - (Date.now() - started)));
  });
});
`;

export const LIVE = `
var side = null;
var busy = false;
var spots = document.querySelectorAll('.spot');
spots.forEach(function (b) {
  b.addEventListener('click', function () {
    side = b.getAttribute('data-side');
    spots.forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });
    el('yourbet').textContent = T.yourBet + ': ' + b.querySelector('span').textContent + ' · ' + fmt(stake());
  });
});
var left = 15;
setInterval(function () {
  if (busy) return;
  left -= 1;
  if (left <= 0) { left = 15; if (side) deal(); }
  el('countdown').textContent = String(left);
}, 1000);
function show(id, cards, total, delay) {
  var box = el(id); box.innerHTML = '';
  cards.forEach(function (c, i) { var d = cardEl(c); d.style.animationDelay = (delay + i * 0.35) + 's'; box.appendChild(d); });
  el(id + '-total').textContent = String(total);
}
function deal() {
  if (!side) { say(T.placeBets, 'error'); return; }
  busy = true; el('deal').disabled = true; say('', '');
  api('live', { side: side, stake: stake() }).then(function (res) {
    if (res.ok) {
      show('player-cards', res.player, res.playerTotal, 0);
      show('banker-cards', res.banker, res.bankerTotal, 0.2);
    }
    setTimeout(function () {
      if (res.ok) {
        var w = res.winner === 'PLAYER' ? T.playerWins : res.winner === 'BANKER' ? T.bankerWins : T.tieResult;
        setBalance(res.balance);
        if (res.settling) say(w + ' · ' + T.settling, 'pending');
        else say(w + (res.payout !== '0' ? ' · ' + T.youWon + ' ' + fmt(res.payout) : ''), res.payout !== '0' ? 'win' : 'lose');
      } else settled(res, false);
      busy = false; el('deal').disabled = false; left = 15;
    }, res.ok ? 1500 : 0);
  });
}
el('deal').addEventListener('click', deal);
`;

export const FISH = `
var canvas = el('ocean');
var ctx = canvas.getContext('2d');
var kinds = cfg.fish;
var fish = [];
var shots = [];
function resize() { var r = canvas.getBoundingClientRect(); canvas.width = r.width * devicePixelRatio; canvas.height = r.height * devicePixelRatio; }
window.addEventListener('resize', resize); resize();
function spawn() {
  var k = Math.floor(Math.random() * kinds.length);
  var dir = Math.random() < 0.5 ? 1 : -1;
  var size = (18 + k * 7) * devicePixelRatio;
  fish.push({ k: k, x: dir > 0 ? -size : canvas.width + size, y: (0.1 + Math.random() * 0.8) * canvas.height, vx: dir * (0.6 + Math.random() * 1.2) * devicePixelRatio * (1.4 - k * 0.12), size: size, phase: Math.random() * 6 });
}
for (var i = 0; i < 9; i++) { spawn(); fish[fish.length - 1].x = Math.random() * canvas.width; }
function drawFish(f, t) {
  ctx.save(); ctx.translate(f.x, f.y + Math.sin(t / 400 + f.phase) * 6); if (f.vx < 0) ctx.scale(-1, 1);
  ctx.fillStyle = kinds[f.k].color;
  ctx.beginPath(); ctx.ellipse(0, 0, f.size, f.size * 0.55, 0, 0, Math.PI * 2); ctx.fill();
  ctx.beginPath(); ctx.moveTo(-f.size * 0.9, 0); ctx.lineTo(-f.size * 1.5, -f.size * 0.5); ctx.lineTo(-f.size * 1.5, f.size * 0.5); ctx.fill();
  ctx.fillStyle = '#0b0c12'; ctx.beginPath(); ctx.arc(f.size * 0.5, -f.size * 0.12, f.size * 0.1, 0, Math.PI * 2); ctx.fill();
  ctx.restore();
  ctx.fillStyle = 'rgba(255,255,255,.85)'; ctx.font = (11 * devicePixelRatio) + 'px system-ui'; ctx.textAlign = 'center';
  ctx.fillText('x' + kinds[f.k].multiplier, f.x, f.y - f.size * 0.8);
}
function frame(t) {
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  fish.forEach(function (f) { f.x += f.vx; drawFish(f, t); });
  fish = fish.filter(function (f) { return f.x > -f.size * 3 && f.x < canvas.width + f.size * 3; });
  while (fish.length < 9) spawn();
  var gx = canvas.width / 2, gy = canvas.height;
  shots = shots.filter(function (s) { return t - s.t < 500; });
  shots.forEach(function (s) {
    ctx.strokeStyle = s.caught ? '#3ddc84' : 'rgba(255,255,255,.6)'; ctx.lineWidth = 3 * devicePixelRatio;
    ctx.beginPath(); ctx.moveTo(gx, gy); ctx.lineTo(s.x, s.y); ctx.stroke();
    if (s.label) { ctx.fillStyle = s.caught ? '#3ddc84' : '#ff5d6c'; ctx.font = 'bold ' + (18 * devicePixelRatio) + 'px system-ui'; ctx.fillText(s.label, s.x, s.y - 20 * devicePixelRatio); }
  });
  ctx.fillStyle = 'hsl(' + cfg.hue + ' 85% 58%)'; ctx.beginPath(); ctx.arc(gx, gy, 34 * devicePixelRatio, Math.PI, 0); ctx.fill();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
var firing = false;
canvas.addEventListener('click', function (e) {
  if (firing) return;
  var r = canvas.getBoundingClientRect();
  var x = (e.clientX - r.left) * devicePixelRatio, y = (e.clientY - r.top) * devicePixelRatio;
  var target = null, best = Infinity;
  fish.forEach(function (f) { var d = Math.hypot(f.x - x, f.y - y); if (d < f.size * 1.6 && d < best) { best = d; target = f; } });
  var shot = { x: x, y: y, t: performance.now(), caught: false, label: '' };
  shots.push(shot);
  if (!target) return;
  firing = true;
  api('fish', { fish: target.k, stake: stake() }).then(function (res) {
    firing = false;
    shot.t = performance.now();
    if (!res.ok) { settled(res, false); return; }
    shot.caught = res.caught; shot.label = res.settling ? T.settling : res.caught ? '+' + fmt(res.payout) : T.missed;
    if (res.caught) fish = fish.filter(function (f) { return f !== target; });
    setBalance(res.balance);
    if (res.settling) say(T.settling, 'pending');
    else say(res.caught ? T.caught + ' ' + fmt(res.payout) : T.missed, res.caught ? 'win' : 'lose');
  });
});
`;

export const PVP = `
document.querySelectorAll('[data-room]').forEach(function (b) {
  b.addEventListener('click', function () {
    b.disabled = true; say('', '');
    api('pvp', { roomId: b.getAttribute('data-room') }).then(function (res) {
      b.disabled = false;
      if (!res.ok) { settled(res, false); return; }
      el('table').hidden = false;
      el('table-room').textContent = res.room + ' · ' + fmt(res.stake);
      ['hand', 'dealer'].forEach(function (who) {
        var box = el(who + '-cards'); box.innerHTML = '';
        res[who].forEach(function (c, i) { var d = cardEl(c); d.style.animationDelay = (i * 0.3) + 's'; box.appendChild(d); });
      });
      el('hand-total').textContent = String(res.handPoints);
      el('dealer-total').textContent = String(res.dealerPoints);
      setBalance(res.balance);
      if (res.settling) say(T.settling, 'pending');
      else if (res.result === 'WIN') say(T.youWon + ' ' + fmt(res.payout), 'win');
      else if (res.result === 'PUSH') say(T.push, 'lose');
      else say(T.youLose, 'lose');
    });
  });
});
`;

export const SLIP = String.raw`
var picked = null;
var odds = document.querySelectorAll('.odd');
function potential() {
  var s = el('stake').value;
  if (!picked || !/^\d+(\.\d{1,2})?$/.test(s)) { el('potential').textContent = '—'; return; }
  var minor = toMinor(s);
  var o = picked.getAttribute('data-odds').replace('.', '');
  el('potential').textContent = fmt(String((BigInt(minor) * BigInt(o)) / 100n));
}
function toMinor(s) { var p = s.split('.'); return p[0] + ((p[1] || '') + '00').slice(0, 2); }
odds.forEach(function (b) {
  b.addEventListener('click', function () {
    picked = b;
    odds.forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });
    el('picked').textContent = b.getAttribute('data-label') + ' @ ' + b.getAttribute('data-odds');
    potential();
  });
});
el('stake').addEventListener('input', potential);
function slipText(s) {
  return s.status === 'WON' ? T.won + ' ' + fmt(s.payout) : s.status === 'LOST' ? T.lost : s.status === 'SETTLING' ? T.settling : T.roundVoid;
}
function renderSlips(list) {
  var ul = el('mybets'); ul.innerHTML = '';
  (list || []).forEach(function (s) {
    var li = document.createElement('li');
    var left = document.createElement('span'); left.textContent = s.label + ' @ ' + s.odds + ' · ' + fmt(s.stake);
    var right = document.createElement('span');
    if (s.status === 'OPEN') {
      var b = document.createElement('button'); b.textContent = T.settleNow; b.setAttribute('data-testid', 'bet-slip-settle');
      b.addEventListener('click', function () {
        b.disabled = true;
        api('slip/settle', { betId: s.betId }).then(function (res) {
          setBalance(res.balance); renderSlips(res.slips);
          var mine = (res.slips || []).filter(function (x) { return x.betId === s.betId; })[0];
          if (mine) say(slipText(mine), mine.status === 'WON' ? 'win' : mine.status === 'LOST' ? 'lose' : 'pending');
        });
      });
      right.appendChild(b);
    } else { right.className = s.status; right.textContent = slipText(s); }
    li.appendChild(left); li.appendChild(right); ul.appendChild(li);
  });
}
el('place').addEventListener('click', function () {
  var s = el('stake').value;
  if (!picked) { say(T.pickSelection, 'error'); return; }
  if (!/^\d+(\.\d{1,2})?$/.test(s) || toMinor(s).replace(/^0+/, '') === '') { say(T.generalError, 'error'); return; }
  el('place').disabled = true;
  api('slip', { selectionId: picked.getAttribute('data-selection'), stake: toMinor(s).replace(/^0+/, '') }).then(function (res) {
    el('place').disabled = false;
    if (!res.ok) { settled(res, false); return; }
    setBalance(res.balance); renderSlips(res.slips);
    say(T.open + ': ' + picked.getAttribute('data-label') + ' @ ' + picked.getAttribute('data-odds'), 'win');
  });
});
api('slips').then(function (res) { if (res.ok) renderSlips(res.slips); });
setInterval(function () { api('slips').then(function (res) { if (res.ok) renderSlips(res.slips); }); refresh(); }, 15000);
`;
