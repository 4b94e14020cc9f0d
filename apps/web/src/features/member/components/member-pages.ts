import type { IconName } from '../../../components/icon-full';

/** Spec §2 "Player center pages", securityCenter first (the default). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

export const MEMBER_PAGE_ICONS: Record<MemberPage, IconName> = {
  securityCenter: 'shield',
  transferFund: 'transfer',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'users',
  personalHistoryCopy: 'list',
  transactionHistory: 'file',
  personalProfit: 'chart',
  bonusDetails: 'percent',
  rewardCenter: 'gift',
  referral: 'invite',
  missionLeaderboard: 'trophy',
  messageV2: 'mail',
};

/** Pages with a badge count (spec §2 "Badge counts show on missions, messages and rewards"). */
export const BADGED_PAGES: readonly MemberPage[] = [
  'missionLeaderboard',
  'messageV2',
  'rewardCenter',
];

export function memberPageFrom(value: string | null): MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '')
    ? (value as MemberPage)
    : DEFAULT_MEMBER_PAGE;
}
