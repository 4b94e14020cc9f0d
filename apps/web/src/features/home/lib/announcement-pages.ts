import type { Announcements, Notice } from '@nova/contracts/api/content';
import { ANNOUNCEMENT_PAGE_SIZE } from '@nova/contracts/constants';

/**
 * The announcement modal lists the H headlines (spec §2 "Announcement popup"). A notice opened
 * from elsewhere (the marquee's PL notices) that is not a headline is listed first, so the
 * entry the player clicked is always there.
 */
export function announcementEntries(data: Announcements, focusId?: number): Notice[] {
  const entries = [...data.headline];
  if (focusId !== undefined && !entries.some((n) => n.id === focusId)) {
    const extra = [...data.player, ...data.promotion, ...data.popup].find((n) => n.id === focusId);
    if (extra) entries.unshift(extra);
  }
  return entries;
}

/** Spec §2: "entries grouped 9 per page". */
export function paginate<T>(items: readonly T[], size: number = ANNOUNCEMENT_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    pages.push(items.slice(start, start + size));
  }
  return pages;
}
