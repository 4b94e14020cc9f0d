import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useNotice } from '../../../components/notice';
import { NoticeToast } from '../../../components/notice-toast';
import { initTestI18n, renderWithProviders } from '../../../test/render-with-providers';
import { useExpiredLaunchNotice } from './use-expired-launch-notice';

function Home() {
  useExpiredLaunchNotice();
  return <NoticeToast />;
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  useNotice.setState({ notice: null });
});

describe('useExpiredLaunchNotice (spent launch ticket)', () => {
  it('says the game link expired and drops the flag from the address', async () => {
    const { router } = renderWithProviders(<Home />, { route: '/?launch=expired&ref=x' });
    expect((await screen.findByTestId('notice-toast')).textContent).toContain(
      'That game link has expired. Please open the game again.',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?ref=x'));
  });

  it('says nothing on an ordinary visit', () => {
    renderWithProviders(<Home />, { route: '/?launch=other' });
    expect(screen.queryByTestId('notice-toast')).toBeNull();
    expect(useNotice.getState().notice).toBeNull();
  });
});
