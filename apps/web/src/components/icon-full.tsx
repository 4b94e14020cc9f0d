/**
 * <Icon name="copy" />, for the screens outside the first chunk: every name of icon.tsx plus the
 * icons neither the layout nor home draws, which so stay out of the first chunk (decision 037).
 * Same drawing and props as icon.tsx's Icon.
 */
import {
  ArrowRightLeft,
  ArrowUp,
  Calendar,
  ChartLine,
  CircleQuestionMark,
  Clock,
  Coins,
  Copy,
  Crown,
  FilePenLine,
  FileText,
  HandCoins,
  Info,
  LayoutGrid,
  List,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquareText,
  Percent,
  Search,
  ShieldCheck,
  Smartphone,
  Trophy,
  User,
  Users,
  Zap,
} from 'lucide-react';
import { BRAND_MARKS } from './brand-marks';
import { type BrandName, drawIcon, type IconProps, LAYOUT_ICONS } from './icon';

/** The lucide icon closest to the artwork each name had (decision 036). */
const SCREEN_ICONS = {
  promotions: Megaphone,
  user: User,
  search: Search,
  trophy: Trophy,
  clock: Clock,
  'arrow-up': ArrowUp,
  lock: Lock,
  phone: Smartphone,
  mail: Mail,
  crown: Crown,
  grid: LayoutGrid,
  calendar: Calendar,
  transfer: ArrowRightLeft,
  copy: Copy,
  shield: ShieldCheck,
  list: List,
  chart: ChartLine,
  users: Users,
  coins: Coins,
  file: FileText,
  percent: Percent,
  logout: LogOut,
  help: CircleQuestionMark,
  feedback: MessageSquareText,
  info: Info,
  zap: Zap,
  'hand-coins': HandCoins,
  contract: FilePenLine,
} satisfies Record<string, LucideIcon>;

const ALL_ICONS = { ...LAYOUT_ICONS, ...SCREEN_ICONS };

/** Every icon name: the layout's and home's (icon.tsx) and the other screens'. */
export type IconName = keyof typeof ALL_ICONS | BrandName;

export const ICON_NAMES = [
  ...Object.keys(ALL_ICONS),
  ...Object.keys(BRAND_MARKS),
] as readonly IconName[];

/** Inline SVG icon in `currentColor`, sized in px (default 20). */
export function Icon(props: IconProps<IconName>) {
  return drawIcon(ALL_ICONS, props);
}
