import type { Announcements, Notice } from '@nova/contracts/api/content';

/** Agent announcements' type (spec §2 agentAnnouncement; issue 15). */
export const AGENT_NOTICE_TYPE = 'AG';

/**
 * The agent announcements of an announcements answer asked with `types=AG` (its `agent` list),
 * only of type AG, newest first.
 */
export function agentNotices(answer: Announcements | undefined): Notice[] {
  const notices = (answer?.agent ?? []).filter((notice) => notice.type === AGENT_NOTICE_TYPE);
  // Display times are yyyy-MM-dd HH:mm:ss: their text order is their time order.
  return notices.sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}
