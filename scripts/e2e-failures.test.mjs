import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// CI's last lines come from this summary (.ci/run): a flaky test must leave the page it failed on.
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'e2e-failures.mjs');
const dirs = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function errorContext(dir, name, snapshot) {
  const path = join(dir, `${name}.md`);
  const page = snapshot === undefined ? '' : `# Page snapshot\n\n\`\`\`yaml\n${snapshot}\n\`\`\`\n`;
  writeFileSync(path, `# Test info\n\n- Name: ${name}\n\n# Error details\n\nboom\n\n${page}`);
  return path;
}

function spec(dir, title, { status = 'flaky', snapshot } = {}) {
  const failed = {
    status: 'failed',
    error: { message: `Error: ${title} failed\nLocator: getByTestId('x')` },
    attachments: [{ name: 'error-context', path: errorContext(dir, title, snapshot) }],
  };
  const results = status === 'flaky' ? [failed, { status: 'passed', attachments: [] }] : [failed];
  return {
    title,
    file: 'a.spec.ts',
    line: 1,
    tests: [{ projectName: 'desktop', status, results }],
  };
}

function summary(specs) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-failures-'));
  dirs.push(dir);
  const built = specs.map(([title, options]) => spec(dir, title, options));
  const report = join(dir, 'report.json');
  const stats = { expected: 1, unexpected: 0, flaky: built.length, skipped: 0, duration: 1000 };
  writeFileSync(report, JSON.stringify({ suites: [{ title: '', specs: built }], stats }));
  return execFileSync(process.execPath, [SCRIPT, report], { encoding: 'utf8' });
}

const PAGE = [
  '- banner:',
  '  - link "Home"',
  '- main:',
  '  - heading "Transfer" [level=1]',
  '  - list "Recent transfers":',
  '    - listitem: RM 100.00',
].join('\n');

describe('the e2e failure summary', () => {
  it("prints a flaky test's error and its page from the main landmark on", () => {
    const out = summary([['loses a wallet', { snapshot: PAGE }]]);
    expect(out).toContain('FLAKY [desktop] loses a wallet (a.spec.ts:1)');
    expect(out).toContain('Error: loses a wallet failed');
    expect(out).toContain('the page when it failed');
    expect(out).toContain('- main:');
    expect(out).toContain('- listitem: RM 100.00');
    expect(out).not.toContain('link "Home"');
  });

  it('prints no page when the error context has none (the browser never started)', () => {
    const out = summary([['never launched', { status: 'unexpected' }]]);
    expect(out).toContain('FAILED [desktop] never launched');
    expect(out).not.toContain('the page when it failed');
  });

  it('prints the pages of the first three only', () => {
    const names = ['one', 'two', 'three', 'four', 'five'];
    const out = summary(names.map((name) => [name, { snapshot: PAGE }]));
    for (const name of names) expect(out).toContain(`FLAKY [desktop] ${name}`);
    expect(out.split('the page when it failed').length - 1).toBe(3);
  });
});
