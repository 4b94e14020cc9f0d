import type { ExclusionDuration } from '@nova/contracts/api/protection';

const HOUR_MS = 3_600_000;

/**
 * When an exclusion taken now would end, as the player is told before choosing (the server
 * fixes the real end); null for a permanent one. Months and years are calendar ones.
 */
export function exclusionEnd(duration: ExclusionDuration, from: Date): Date | null {
  const end = new Date(from.getTime());
  switch (duration) {
    case '24H':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7D':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30D':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6M':
      end.setMonth(end.getMonth() + 6);
      return end;
    case '1Y':
      end.setFullYear(end.getFullYear() + 1);
      return end;
    case '5Y':
      end.setFullYear(end.getFullYear() + 5);
      return end;
    case 'PERMANENT':
      return null;
  }
}
