import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { AgentLandingPage } from './agent-landing-page';

beforeAll(() => initTestI18n());

describe('AgentLandingPage', () => {
  it('promises only what the agent center does (decisions 029, 042)', () => {
    renderWithProviders(<AgentLandingPage loginForm={<form data-testid="login-form" />} />);
    const page = screen.getByTestId('agent-landing');
    expect(screen.getByTestId('login-form')).toBeTruthy();
    // Contracts with dividends and salaries exist (issue 15); no rate is promised, and revenue
    // share and account managers are not built.
    expect(page.textContent).toMatch(/dividend and salary contracts/i);
    expect(page.textContent).not.toMatch(/revenue share|\d+%|manager/i);
    // Every string resolved: no raw translation key on the page.
    expect(page.textContent).not.toMatch(/\b(hero|features|steps)\.[a-z]+/);
    expect(page.textContent).toContain('Register players and sub-agents');
  });
});
