import type { Announcements } from '@nova/contracts/api/content';
import { describe, expect, it } from 'vitest';
import { notice } from '../test/agent-team-test-kit';
import { agentNotices } from './agent-notices';

describe('agentNotices', () => {
  it("keeps the answer's agent list, only type AG, newest first", () => {
    const answer: Announcements = {
      banners: [],
      player: [notice({ id: 1, type: 'PL' })],
      popup: [],
      promotion: [],
      headline: [notice({ id: 5, type: 'H' })],
      agent: [
        notice({ id: 3, time: '2026-11-03 08:00:00' }),
        notice({ id: 2, time: '2026-11-05 08:00:00' }),
        notice({ id: 4, type: 'H', time: '2026-11-09 08:00:00' }),
      ],
    };
    expect(agentNotices(answer).map((n) => n.id)).toEqual([2, 3]);
  });

  it('is empty without an answer or an agent list', () => {
    expect(agentNotices(undefined)).toEqual([]);
    expect(
      agentNotices({ banners: [], player: [], popup: [], promotion: [], headline: [] }),
    ).toEqual([]);
  });
});
