import {
  ArrowLeftRight,
  BadgeCheck,
  Banknote,
  CalendarClock,
  CreditCard,
  FileSignature,
  FileText,
  Gamepad2,
  Gauge,
  HeartPulse,
  IdCard,
  Landmark,
  type LucideIcon,
  Megaphone,
  Network,
  Receipt,
  ScrollText,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  UserCog,
  Users,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Translation key under `nav.` */
  label: string;
  icon: LucideIcon;
  /** The permission the server asks for this screen's list; the item is hidden without it. */
  permission: string;
  group: 'overview' | 'players' | 'money' | 'site' | 'admin';
}

/** The back office's screens. The server enforces every permission; the menu only hides. */
export const NAV: readonly NavItem[] = [
  { to: '/', label: 'dashboard', icon: Gauge, permission: 'dashboard.read', group: 'overview' },
  { to: '/members', label: 'members', icon: Users, permission: 'members.read', group: 'players' },
  { to: '/kyc', label: 'kyc', icon: IdCard, permission: 'kyc.read', group: 'players' },
  {
    to: '/protection/risk',
    label: 'risk',
    icon: HeartPulse,
    permission: 'protection.read',
    group: 'players',
  },
  { to: '/agents', label: 'agents', icon: Network, permission: 'agents.read', group: 'players' },
  {
    to: '/approvals',
    label: 'approvals',
    icon: BadgeCheck,
    permission: 'approvals.read',
    group: 'money',
  },
  {
    to: '/payments/deposits',
    label: 'deposits',
    icon: Landmark,
    permission: 'payments.deposits.read',
    group: 'money',
  },
  {
    to: '/payments/withdrawals',
    label: 'withdrawals',
    icon: Banknote,
    permission: 'payments.withdrawals.read',
    group: 'money',
  },
  {
    to: '/payments/transfers',
    label: 'transfers',
    icon: ArrowLeftRight,
    permission: 'payments.transfers.read',
    group: 'money',
  },
  {
    to: '/payments/settings',
    label: 'paymentSettings',
    icon: CreditCard,
    permission: 'payments.channels.read',
    group: 'money',
  },
  {
    to: '/agents/contracts',
    label: 'agentContracts',
    icon: FileSignature,
    permission: 'agents.read',
    group: 'money',
  },
  {
    to: '/agents/statements',
    label: 'agentStatements',
    icon: Receipt,
    permission: 'agents.read',
    group: 'money',
  },
  { to: '/content', label: 'content', icon: Megaphone, permission: 'content.read', group: 'site' },
  { to: '/games', label: 'games', icon: Gamepad2, permission: 'games.read', group: 'site' },
  { to: '/system', label: 'system', icon: Settings, permission: 'system.settings', group: 'site' },
  {
    to: '/brand',
    label: 'brand',
    icon: SlidersHorizontal,
    permission: 'brand.read',
    group: 'site',
  },
  {
    to: '/operators',
    label: 'operators',
    icon: UserCog,
    permission: 'operators.read',
    group: 'admin',
  },
  { to: '/roles', label: 'roles', icon: ShieldCheck, permission: 'operators.read', group: 'admin' },
  { to: '/audit', label: 'audit', icon: ScrollText, permission: 'audit.read', group: 'admin' },
  { to: '/jobs', label: 'jobs', icon: CalendarClock, permission: 'jobs.read', group: 'admin' },
];

export const NAV_GROUPS = ['overview', 'players', 'money', 'site', 'admin'] as const;
export const FALLBACK_ICON = FileText;

/**
 * The item the menu marks as the current screen at `pathname`: the visible item whose address is
 * the longest one `pathname` is at or under, so /agents/contracts is "Agent contracts" (not
 * "Agents" too) while an agent's own page, /agents/7, stays under "Agents". The dashboard ('/')
 * only on itself.
 */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  // As the router matches: letter case aside, a trailing slash aside.
  const path = pathname.toLowerCase().replace(/\/+$/u, '') || '/';
  let found: NavItem | undefined;
  for (const item of items) {
    const here =
      item.to === '/' ? path === '/' : path === item.to || path.startsWith(`${item.to}/`);
    if (here && (!found || item.to.length > found.to.length)) found = item;
  }
  return found;
}
