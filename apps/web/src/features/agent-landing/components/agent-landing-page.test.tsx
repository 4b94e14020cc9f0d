import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { AgentLandingPage } from './agent-landing-page';

beforeAll(() => initTestI18n());

describe('AgentLandingPage', () => {
  it('promises only what the agent center does today (decision 029)', () => {
    renderWithProviders(<AgentLandingPage loginForm={<form data-testid="login-form" />} />);
    const page = screen.getByTestId('agent-landing');
    expect(screen.getByTestId('login-form')).toBeTruthy();
    // Contracts, revenue share, salaries, dividends and account managers are not built.
    expect(page.textContent).not.toMatch(/salary|dividend|revenue share|\d+%|manager/i);
    // Every string resolved: no raw translation key on the page.
    expect(page.textContent).not.toMatch(/\b(hero|features|steps)\.[a-z]+/);
    expect(page.textContent).toContain('Register your players');
  });
});
