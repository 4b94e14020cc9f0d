import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../test/api-stand-in';
import { inEnglish, operatorWith, renderAs } from '../test/render-as-operator';
import { activeNavItem, NAV } from './nav';
import { Shell } from './shell';

vi.mock('../lib/api', () => import('../test/api-stand-in').then((kit) => kit.apiModule()));

const EVERY_SCREEN = [...new Set(NAV.map((item) => item.permission))];

/** The labels of the menu items marked as the current screen. */
function current(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

beforeEach(async () => {
  await inEnglish();
  answerApi([]);
});

describe('the menu marks one item, the most specific', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/agents', 'Agents'],
    ['/agents/', 'Agents'],
    ['/agents/7', 'Agents'],
    ['/agents/contracts', 'Agent contracts'],
    ['/agents/statements', 'Agent statements'],
    ['/Agents/Statements', 'Agent statements'],
    ['/members', 'Members'],
    ['/members/42', 'Members'],
    ['/protection/risk', 'Player risk'],
    ['/payments/deposits', 'Deposits'],
    ['/payments/settings', 'Payment settings'],
    ['/jobs', 'Jobs'],
  ])('%s: %s', (path, label) => {
    renderAs(operatorWith(EVERY_SCREEN), <Shell />, path);
    expect(current()).toEqual([label]);
    expect(screen.getByRole('link', { name: label }).className).toBe('nav-link nav-link-active');
    expect(
      screen.getAllByRole('link').filter((link) => link.className.includes('nav-link-active')),
    ).toHaveLength(1);
  });

  it('marks nothing where no item leads', () => {
    renderAs(operatorWith(EVERY_SCREEN), <Shell />, '/agentsx');
    expect(current()).toEqual([]);
  });

  it('only among the items the role sees', () => {
    const agentsOnly = NAV.filter((item) => item.to === '/agents');
    expect(activeNavItem(agentsOnly, '/agents/contracts')?.label).toBe('agents');
    expect(activeNavItem(NAV, '/agents/contracts')?.label).toBe('agentContracts');
    expect(activeNavItem(NAV, '/payments')).toBeUndefined();
  });
});
