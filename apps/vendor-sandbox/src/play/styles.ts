/**
 * The game pages' stylesheet: a dark studio look, accent colour per vendor (--hue), fluid from
 * 390 px to 1440 px, made to sit inside the site's iframe.
 */
export const STYLES = `
*{box-sizing:border-box;margin:0;padding:0}
body{--accent:hsl(var(--hue) 85% 58%);--accent-2:hsl(calc(var(--hue) + 40) 85% 52%);--bg:#07080d;--panel:#11131c;--panel-2:#181b27;--line:#262a3a;--text:#eef0f7;--muted:#8a90a6;--win:#3ddc84;--lose:#ff5d6c}
html,body{height:100%;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif}
body{background:radial-gradient(1200px 600px at 50% -200px,hsl(var(--hue) 60% 18%),transparent) no-repeat,var(--bg)}
button{font:inherit;color:inherit;cursor:pointer;border:0;background:none}
button:disabled{opacity:.5;cursor:not-allowed}
.app{min-height:100%;display:flex;flex-direction:column;max-width:1200px;margin:0 auto;padding:12px clamp(10px,2vw,24px) 20px;gap:14px}
.top{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.logo{width:42px;height:42px;border-radius:12px;display:grid;place-items:center;font-weight:800;font-size:13px;letter-spacing:.5px;background:linear-gradient(135deg,var(--accent),var(--accent-2));color:#0b0c12;box-shadow:0 6px 20px hsl(var(--hue) 80% 40% / .45)}
.studio{display:flex;flex-direction:column;min-width:0}
.studio b{font-size:16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.studio span{font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.12em}
.spacer{flex:1}
.badge{font-size:11px;font-weight:700;letter-spacing:.1em;padding:4px 8px;border-radius:999px;border:1px solid var(--line);color:var(--muted)}
.badge.trial{color:#ffd166;border-color:#ffd16655}
.wallet{display:flex;flex-direction:column;align-items:flex-end;padding:6px 14px;border-radius:12px;background:var(--panel);border:1px solid var(--line)}
.wallet span{font-size:11px;color:var(--muted);text-transform:uppercase;letter-spacing:.1em}
.wallet b{font-size:18px;font-variant-numeric:tabular-nums}
.stage{flex:1;display:flex;flex-direction:column;gap:14px}
.panel{background:linear-gradient(180deg,var(--panel-2),var(--panel));border:1px solid var(--line);border-radius:18px;padding:clamp(12px,2vw,22px)}
.controls{display:flex;gap:12px;align-items:center;justify-content:center;flex-wrap:wrap}
.field{display:flex;flex-direction:column;gap:4px;font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.08em}
select,input{font:inherit;color:var(--text);background:#0c0e15;border:1px solid var(--line);border-radius:10px;padding:10px 12px;min-width:120px}
.primary{min-width:160px;padding:14px 28px;border-radius:999px;font-weight:800;letter-spacing:.12em;background:linear-gradient(135deg,var(--accent),var(--accent-2));color:#0b0c12;box-shadow:0 10px 30px hsl(var(--hue) 80% 45% / .4);transition:transform .1s}
.primary:active{transform:scale(.97)}
.result{min-height:28px;text-align:center;font-weight:700;font-size:17px}
.result[data-kind=win]{color:var(--win)}
.result[data-kind=lose]{color:var(--muted)}
.result[data-kind=error]{color:var(--lose)}
.result[data-kind=pending]{color:var(--text)}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:clamp(6px,1vw,12px);max-width:720px;margin:0 auto;width:100%}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:clamp(6px,1vw,12px);background:#0a0c12;border-radius:14px;padding:clamp(6px,1vw,10px);border:1px solid var(--line)}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:clamp(26px,6vw,56px);border-radius:10px;background:radial-gradient(circle at 50% 35%,#1d2132,#0f1119)}
.reels.spinning .cell{animation:blur .12s linear infinite}
@keyframes blur{50%{transform:translateY(6px);filter:blur(1.5px)}}
.cell.hit{box-shadow:0 0 0 2px var(--win),0 0 24px var(--win) inset}
.table{display:grid;gap:14px}
.status{display:flex;justify-content:space-between;align-items:center;gap:10px;flex-wrap:wrap;color:var(--muted)}
.countdown{font-variant-numeric:tabular-nums;font-weight:800;color:var(--text);font-size:22px}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.hand{background:#0a0c12;border:1px solid var(--line);border-radius:14px;padding:12px;min-height:130px;display:flex;flex-direction:column;gap:8px;align-items:center}
.hand h3{font-size:13px;letter-spacing:.14em}
.hand.player h3{color:#4da3ff}.hand.banker h3{color:#ff5d6c}
.cards{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}
.card{width:clamp(40px,7vw,58px);aspect-ratio:5/7;border-radius:8px;background:#f6f7fb;color:#111;display:grid;place-items:center;font-weight:800;font-size:clamp(13px,2vw,17px);animation:flip .35s ease-out both}
.card.red{color:#d62839}
@keyframes flip{from{transform:rotateY(90deg) translateY(-10px);opacity:0}}
.total{font-size:26px;font-weight:800}
.bets{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px}
.spot{padding:18px 8px;border-radius:14px;border:2px solid var(--line);font-weight:800;letter-spacing:.1em;display:flex;flex-direction:column;gap:4px;align-items:center}
.spot small{font-weight:600;color:var(--muted);letter-spacing:0}
.spot[data-side=PLAYER]{background:#0e1d33}.spot[data-side=BANKER]{background:#2a0f16}.spot[data-side=TIE]{background:#0f2a1c}
.spot[aria-pressed=true]{border-color:var(--accent);box-shadow:0 0 0 3px hsl(var(--hue) 80% 50% / .35)}
.ocean{position:relative;border-radius:18px;overflow:hidden;border:1px solid var(--line);background:linear-gradient(180deg,#063b5c,#021a2c)}
.ocean canvas{display:block;width:100%;height:clamp(300px,55vh,560px);cursor:crosshair}
.hint{color:var(--muted);text-align:center;font-size:13px}
.rooms{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:12px}
.room{display:flex;flex-direction:column;gap:8px;padding:16px;border-radius:16px;background:linear-gradient(160deg,hsl(var(--hue) 40% 16%),var(--panel));border:1px solid var(--line)}
.room h3{font-size:16px}
.room .meta{display:flex;justify-content:space-between;color:var(--muted);font-size:13px}
.room .seats{width:100%;height:6px;border:0;border-radius:3px;background:#0a0c12;overflow:hidden;appearance:none}
.room .seats::-webkit-progress-bar{background:#0a0c12}
.room .seats::-webkit-progress-value{background:var(--accent)}
.room .seats::-moz-progress-bar{background:var(--accent)}
.heading{font-size:14px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.room button{margin-top:4px;padding:10px;border-radius:10px;font-weight:800;letter-spacing:.12em;background:var(--accent);color:#0b0c12}
.book{display:grid;grid-template-columns:minmax(0,1fr) minmax(280px,340px);gap:14px;align-items:start}
.events{display:flex;flex-direction:column;gap:10px}
.event{padding:12px 14px;border-radius:14px;background:var(--panel);border:1px solid var(--line);display:grid;gap:8px}
.event .league{font-size:12px;color:var(--muted);display:flex;justify-content:space-between}
.event .teams{font-weight:700}
.odds{display:grid;grid-template-columns:repeat(auto-fit,minmax(90px,1fr));gap:8px}
.odd{padding:8px;border-radius:10px;background:#0c0e15;border:1px solid var(--line);display:flex;flex-direction:column;align-items:center;gap:2px}
.odd small{color:var(--muted);font-size:11px;max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.odd b{color:var(--accent);font-variant-numeric:tabular-nums}
.odd[aria-pressed=true]{border-color:var(--accent);background:hsl(var(--hue) 50% 14%)}
.slip{position:sticky;top:10px;display:flex;flex-direction:column;gap:12px}
.slip h2,.mybets h2{font-size:14px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted)}
.picked{min-height:44px;padding:10px;border-radius:10px;background:#0c0e15;border:1px dashed var(--line);font-weight:600}
.mybets ul{list-style:none;display:flex;flex-direction:column;gap:8px}
.mybets li{display:flex;justify-content:space-between;gap:8px;align-items:center;font-size:13px;padding:8px 10px;border-radius:10px;background:#0c0e15}
.mybets .WON{color:var(--win)}.mybets .LOST{color:var(--lose)}
.mybets button{font-size:12px;padding:4px 8px;border-radius:8px;border:1px solid var(--line)}
@media (max-width:760px){.book{grid-template-columns:1fr}.slip{position:static}.hands{grid-template-columns:1fr 1fr}.wallet b{font-size:16px}.primary{min-width:140px}}
`;
