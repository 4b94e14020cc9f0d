// Summarises a V8 .cpuprofile (node --cpu-prof): the top entries by self time and by inclusive
// time (a function counted once per sample however deep it recurses), each as a share of the
// profile's busy time (idle and GC shown apart), with the file and line they come from.
// Usage: node bench/lib/cpuprofile-top.mjs <file.cpuprofile | directory> [N=15] [--per=<count>]
//          [--last=<seconds>]
//   --per=<count> also prints µs per unit (e.g. the rounds the bench reported) for each entry.
//   --last=<seconds> counts only the samples of the profile's last seconds (the measured window
//   of a bench, leaving out start-up and migrations).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [target, nArg, ...rest] = process.argv.slice(2);
if (!target) {
  console.error('usage: node bench/lib/cpuprofile-top.mjs <file.cpuprofile | dir> [N] [--per=n]');
  process.exit(2);
}
const N = Number(nArg || 15);
const per = Number(rest.find((a) => a.startsWith('--per='))?.slice(6) || 0);
const last = Number(rest.find((a) => a.startsWith('--last='))?.slice(7) || 0);

/** The newest .cpuprofile of a directory, or the file itself. */
function profilePath(path) {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(path, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (files.length === 0) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

const file = profilePath(target);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time of each sample: the delta that follows it (V8 records the gap before the next sample).
const selfUs = new Map();
const deltas = profile.timeDeltas;
const hits = new Map();
const stamps = [];
let stamp = profile.startTime;
for (const delta of deltas) {
  stamp += delta;
  stamps.push(stamp);
}
const from = last > 0 ? profile.endTime - last * 1e6 : Number.NEGATIVE_INFINITY;
for (let i = 0; i < profile.samples.length; i++) {
  if (stamps[i] < from) continue;
  const id = profile.samples[i];
  const us = deltas[i + 1] ?? 0;
  hits.set(id, (hits.get(id) ?? 0) + us);
}

const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '~/')
    .replace(/.*\/apps\//, 'apps/');
const label = (n) => {
  const f = n.callFrame;
  const name = f.functionName || '(anonymous)';
  if (!f.url) return name;
  return `${name} ${short(f.url)}:${f.lineNumber + 1}`;
};

let total = 0;
let idle = 0;
let gc = 0;
const inclusive = new Map();
for (const [id, us] of hits) {
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  total += us;
  if (name === '(idle)') {
    idle += us;
    continue;
  }
  if (name === '(garbage collector)') gc += us;
  const key = label(node);
  selfUs.set(key, (selfUs.get(key) ?? 0) + us);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = label(byId.get(at));
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
}
const busy = total - idle;
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
const perUnit = (us) => (per ? `${(us / per).toFixed(1).padStart(7)} µs/unit  ` : '');
console.log(
  `${file}\n  wall ${(total / 1e6).toFixed(2)} s, busy ${(busy / 1e6).toFixed(2)} s` +
    ` (idle ${(idle / 1e6).toFixed(2)} s), GC ${pct(gc)} of busy` +
    (per ? `, busy per unit ${(busy / per).toFixed(0)} µs` : ''),
);
const top = (map, title) => {
  console.log(`\n  top ${N} by ${title} (share of busy time)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, N))
    console.log(`  ${pct(us)}  ${perUnit(us)}${k}`);
};
top(selfUs, 'self time');
const skip = new Set(['(root)', '(program)']);
top(new Map([...inclusive].filter(([k]) => !skip.has(k))), 'inclusive time');
