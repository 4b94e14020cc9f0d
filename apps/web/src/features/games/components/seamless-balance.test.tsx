import { getWalletBalance } from '@nova/contracts/api/wallet';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { answer, callsTo, sessionOf } from '../../../test/member-test-kit';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { SeamlessBalance } from './seamless-balance';

vi.mock('../../session/hooks/use-session', () => ({ useSession: () => sessionOf() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

beforeAll(() => initTestI18n());
beforeEach(() => {
  api.mockReset();
  answer(api, new Map());
});

describe('SeamlessBalance (the game bar balance)', () => {
  it('shows the main wallet and reads it again on refresh', async () => {
    renderWithProviders(<SeamlessBalance />);
    await waitFor(() =>
      expect(screen.getByTestId('seamless-balance-amount').textContent).toBe('RM 1,234.56'),
    );
    expect(callsTo(api, getWalletBalance)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('seamless-refresh-balance'));
    await waitFor(() => expect(callsTo(api, getWalletBalance)).toHaveLength(2));
  });
});
