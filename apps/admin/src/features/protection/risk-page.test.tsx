import { opsProtectionRisk, type RiskRow } from '@nova/contracts/api/ops-protection';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-stand-in';
import { inEnglish, operatorWith, renderAs, text } from '../../test/render-as-operator';
import RiskPage from './risk-page';

vi.mock('../../lib/api', () => import('../../test/api-stand-in').then((kit) => kit.apiModule()));

const ROWS: RiskRow[] = [
  {
    memberId: 42,
    account: '60123456789',
    hits: 12,
    days: 4,
    lastHitAt: '2026-11-29T10:00:00Z',
    kinds: ['LOSS', 'TIMEOUT'],
    excluded: true,
  },
  {
    memberId: 7,
    account: 'lucky7',
    hits: 3,
    days: 1,
    lastHitAt: '2026-11-20T10:00:00Z',
    kinds: ['DEPOSIT'],
    excluded: false,
  },
];

function serve(items: RiskRow[]) {
  return answerApi([[opsProtectionRisk, () => ({ items })]]);
}

beforeEach(async () => {
  await inEnglish();
});

describe('RiskPage', () => {
  it('lists the players with most refusals, each linking to the member', async () => {
    const calls = serve(ROWS);
    renderAs(operatorWith(['protection.read']), <RiskPage />);
    const first = await screen.findByRole('row', { name: /60123456789/ });
    expect(calls).toHaveBeenCalledWith(opsProtectionRisk, { query: { days: 30, minHits: 3 } });
    expect(within(first).getByRole('link', { name: '60123456789' }).getAttribute('href')).toBe(
      '/members/42',
    );
    expect(text(first)).toContain('12');
    expect(text(first)).toContain('4 of 30');
    expect(text(first)).toContain('Loss');
    expect(text(first)).toContain('Time-out');
    expect(text(first)).toContain('Excluded');
    const second = screen.getByRole('row', { name: /lucky7/ });
    expect(text(second)).toContain('Deposit');
    expect(text(second)).toContain('Playing');
    expect(screen.getByText('2 players with 3 refusals or more in the last 30 days.')).toBeTruthy();
  });

  it('asks again with the chosen window and minimum, and says when nobody matches', async () => {
    const calls = serve([]);
    renderAs(operatorWith(['protection.read']), <RiskPage />);
    expect(
      await screen.findByText(
        'No player was refused 3 times or more by a limit or an exclusion in the last 30 days.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsProtectionRisk, { query: { days: 7, minHits: 3 } }),
    );
    const minimum = screen.getByLabelText('Minimum refusals');
    fireEvent.change(minimum, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('A whole number from 1 to 1000.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalledWith(opsProtectionRisk, { query: { days: 7, minHits: 0 } });
    fireEvent.change(minimum, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith(opsProtectionRisk, { query: { days: 7, minHits: 10 } }),
    );
    expect(
      await screen.findByText(
        'No player was refused 10 times or more by a limit or an exclusion in the last 7 days.',
      ),
    ).toBeTruthy();
  });

  it('reads the filters from the address', async () => {
    const calls = serve(ROWS);
    renderAs(operatorWith(['protection.read']), <RiskPage />, '/?days=14&minHits=5');
    await screen.findByRole('row', { name: /lucky7/ });
    expect(calls).toHaveBeenCalledWith(opsProtectionRisk, { query: { days: 14, minHits: 5 } });
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('14');
  });
});
