import { createHash } from 'node:crypto';
import { text } from '../play/i18n.ts';

/** A PVP card room (POST /api/rooms and the PVP page); stakes in minor units. */
export interface Room {
  roomId: string;
  name: string;
  gameCode: string;
  minBet: string;
  maxBet: string;
  players: number;
  seats: number;
}

const TIERS = [
  { key: 'roomNovice', minBet: 100n, seats: 6 },
  { key: 'roomClassic', minBet: 500n, seats: 6 },
  { key: 'roomPro', minBet: 2_000n, seats: 9 },
  { key: 'roomElite', minBet: 10_000n, seats: 9 },
  { key: 'roomHighRoller', minBet: 50_000n, seats: 6 },
  { key: 'roomVip', minBet: 200_000n, seats: 4 },
] as const;

/** The vendor's rooms: fixed tiers; the head count moves every minute (deterministically). */
export function roomsOf(vendor: string, language: string | undefined, now: Date): Room[] {
  const minute = Math.floor(now.getTime() / 60_000);
  return TIERS.map((tier, index) => {
    const seed = createHash('sha256').update(`${vendor}:${index}:${minute}`).digest();
    return {
      roomId: `${vendor}-R${index + 1}`,
      name: text(language, tier.key),
      gameCode: `${vendor}_ROOM_${index + 1}`,
      minBet: tier.minBet.toString(),
      maxBet: (tier.minBet * 50n).toString(),
      players: (seed[0] ?? 0) % (tier.seats + 1),
      seats: tier.seats,
    };
  });
}
