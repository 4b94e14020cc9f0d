#!/usr/bin/env node
// Prints the failed and flaky tests of a Playwright JSON report in a few lines each, so the end
// of a CI log names what broke even when only its last lines are kept. A failed attempt's page
// snapshot (Playwright's error context: the page's accessibility tree when the step failed) is
// printed too, shortened: CI throws the clone and its test-results away, and a flaky test that
// passed on retry is otherwise left with only its error message.
//   node scripts/e2e-failures.mjs <report.json>
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`No Playwright JSON report at ${file} (${error.message}).`);
  process.exit(0);
}

/**
 * The page snapshot (its yaml block) of an error context from the main landmark on, at most 80
 * lines; none without one.
 */
function snapshotLines(markdown) {
  const start = markdown.indexOf('```yaml');
  if (start < 0) return [];
  const end = markdown.indexOf('```', start + 7);
  const rows = markdown
    .slice(start + 7, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.trim());
  // From the page's main landmark when it has one: the header's menus come first otherwise.
  const main = rows.findIndex((row) => /^\s*- main\b/.test(row));
  const kept = main > 0 ? rows.slice(main) : rows;
  return kept.length > 80 ? [...kept.slice(0, 80), `... ${kept.length - 80} more lines`] : kept;
}

const strip = (text) => stripVTControlCharacters(String(text ?? ''));
const lines = [];
const MAX_SNAPSHOTS = 3;
let snapshots = 0;
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
      // The page as it was, for the first few only: a broken build fails everything at once.
      const context = (result?.attachments ?? []).find((a) => a.name === 'error-context');
      const snapshot =
        snapshots < MAX_SNAPSHOTS && context?.path && existsSync(context.path)
          ? snapshotLines(readFileSync(context.path, 'utf8'))
          : [];
      if (snapshot.length > 0) {
        snapshots += 1;
        lines.push('    the page when it failed (Playwright error context):');
        for (const line of snapshot) lines.push(`      ${line.slice(0, 200)}`);
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
