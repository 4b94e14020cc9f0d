import { getAnnouncements } from '@nova/contracts/api/content';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '../../../test/member-test-kit';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setUpRecordsPageTests } from '../../records/test/records-test-kit';
import type { Session } from '../../session/hooks/use-session';
import { AGENT_SESSION, notice } from '../test/agent-team-test-kit';
import { AgentAnnouncementsPage } from './agent-announcements-page';

const state = vi.hoisted(() => ({ session: null as unknown as Session }));
vi.mock('../../session/hooks/use-session', () => ({ useSession: () => state.session }));
const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi,
}));

setUpRecordsPageTests(callApi, state);

const OLDER = notice({
  id: 1,
  title: 'Contracts are live',
  time: '2026-11-01 09:00:00',
  content:
    '<p>Offer <b>dividend</b> contracts.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
});
const NEWER = notice({ id: 2, title: 'Salary settles daily', time: '2026-11-20 09:00:00' });

function start(agent = [OLDER, NEWER]) {
  state.session = AGENT_SESSION;
  answer(
    callApi,
    new Map([
      [
        getAnnouncements,
        {
          banners: [],
          player: [notice({ id: 9, type: 'PL', title: 'For players' })],
          popup: [],
          promotion: [],
          headline: [notice({ id: 8, type: 'H', title: 'For everyone' })],
          agent,
        },
      ],
    ] as never),
  );
  renderWithProviders(<AgentAnnouncementsPage />);
}

describe('AgentAnnouncementsPage', () => {
  it('asks for type AG in my language and lists only agent notices, newest first and open', async () => {
    start();
    const entries = await screen.findAllByTestId('agent-announcement');
    expect(callsTo(callApi, getAnnouncements)[0]?.query).toEqual({ types: 'AG', language: 'EN' });
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('Salary settles daily');
    expect(entries[0]?.dataset.expanded).toBe('true');
    expect(entries[0]?.textContent).toContain('Hello agents');
    expect(entries[1]?.dataset.expanded).toBe('false');
    expect(screen.queryByText('For players')).toBeNull();
    expect(screen.queryByText('For everyone')).toBeNull();
  });

  it('opens a notice in place with its HTML sanitised', async () => {
    start();
    const entries = await screen.findAllByTestId('agent-announcement');
    const older = entries[1] as HTMLElement;
    fireEvent.click(older.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(older.dataset.expanded).toBe('true'));
    expect(older.querySelector('b')?.textContent).toBe('dividend');
    expect(older.querySelector('script')).toBeNull();
    expect(older.querySelector('img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(entries[0]?.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(entries[0]?.dataset.expanded).toBe('false'));
  });

  it('says when there is none', async () => {
    start([]);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'No agent announcements',
    );
  });
});
