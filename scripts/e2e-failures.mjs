#!/usr/bin/env node
// Prints the failed and flaky tests of a Playwright JSON report in a few lines each, so the end
// of a CI log names what broke even when only its last lines are kept.
//   node scripts/e2e-failures.mjs <report.json>
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`No Playwright JSON report at ${file} (${error.message}).`);
  process.exit(0);
}

const strip = (text) => stripVTControlCharacters(String(text ?? ''));
const lines = [];
const walk = (suite, path) => {
  const here = suite.title ? [...path, suite.title] : path;
  for (const child of suite.suites ?? []) walk(child, here);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const title = `[${test.projectName}] ${[...here, spec.title].join(' › ')} (${spec.file}:${spec.line})`;
      lines.push(`${test.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${title}`);
      const result = (test.results ?? []).find((r) => r.status !== 'passed');
      const message = strip(result?.error?.message ?? result?.errors?.[0]?.message);
      for (const line of message
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 4)) {
        lines.push(`    ${line.slice(0, 220)}`);
      }
    }
  }
};
for (const suite of report.suites ?? []) walk(suite, []);
const stats = report.stats ?? {};
console.log(
  `Playwright: ${stats.expected ?? '?'} passed, ${stats.unexpected ?? '?'} failed, ` +
    `${stats.flaky ?? '?'} flaky, ${stats.skipped ?? '?'} skipped in ${Math.round((stats.duration ?? 0) / 1000)} s`,
);
for (const line of lines) console.log(line);
