/**
 * <Icon name="wallet" />: every name is a lucide-react icon (ISC), imported one by one so the
 * build keeps only these, except the brand marks lucide does not draw (brand-marks.tsx).
 * Decision 036 lists why each lucide icon was picked.
 */
import {
  ArrowRightLeft,
  ArrowUp,
  BanknoteArrowDown,
  BanknoteArrowUp,
  Bell,
  Bird,
  Calendar,
  ChartLine,
  Check,
  Cherry,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleQuestionMark,
  Clock,
  Clover,
  Coins,
  Copy,
  Crown,
  Download,
  Eye,
  EyeOff,
  FileText,
  Fish,
  Flame,
  Gamepad2,
  Gift,
  Globe,
  Grid3x3,
  Headset,
  House,
  Info,
  LayoutGrid,
  List,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  Menu,
  MessageCircleMore,
  MessageSquareText,
  Percent,
  PlayingCards,
  RefreshCw,
  Rocket,
  Search,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Star,
  Ticket,
  TriangleExclamationPoint,
  Trophy,
  User,
  UserPlus,
  Users,
  Video,
  Volleyball,
  Wallet,
  X,
} from 'lucide-react';
import { BRAND_MARKS } from './brand-marks';

/** The site's icon names and the lucide icon closest to the artwork each one had. */
const LUCIDE_ICONS = {
  home: House,
  live: Video,
  slots: Cherry,
  sports: Volleyball,
  esports: Gamepad2,
  lottery: Clover,
  fish: Fish,
  cards: PlayingCards,
  cockfight: Bird,
  bingo: Grid3x3,
  promotions: Megaphone,
  vip: Crown,
  invite: UserPlus,
  chat: MessageCircleMore,
  download: Download,
  globe: Globe,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  close: X,
  menu: Menu,
  user: User,
  wallet: Wallet,
  deposit: BanknoteArrowDown,
  withdraw: BanknoteArrowUp,
  refresh: RefreshCw,
  eye: Eye,
  'eye-off': EyeOff,
  star: Star,
  'star-filled': Star,
  fire: Flame,
  search: Search,
  help: CircleQuestionMark,
  feedback: MessageSquareText,
  shield: ShieldCheck,
  logout: LogOut,
  bell: Bell,
  gift: Gift,
  trophy: Trophy,
  clock: Clock,
  headset: Headset,
  'arrow-up': ArrowUp,
  check: Check,
  lock: Lock,
  phone: Smartphone,
  info: Info,
  alert: TriangleExclamationPoint,
  chart: ChartLine,
  users: Users,
  mail: Mail,
  list: List,
  coins: Coins,
  crown: Crown,
  grid: LayoutGrid,
  calendar: Calendar,
  sparkles: Sparkles,
  ticket: Ticket,
  rocket: Rocket,
  'user-plus': UserPlus,
  file: FileText,
  transfer: ArrowRightLeft,
  percent: Percent,
  copy: Copy,
} satisfies Record<string, LucideIcon>;

type LucideName = keyof typeof LUCIDE_ICONS;
type BrandName = keyof typeof BRAND_MARKS;
export type IconName = LucideName | BrandName;

export const ICON_NAMES = [
  ...Object.keys(LUCIDE_ICONS),
  ...Object.keys(BRAND_MARKS),
] as readonly IconName[];

/** Lucide outlines drawn filled as well (a chosen favourite). */
const FILLED: ReadonlySet<IconName> = new Set<IconName>(['star-filled']);

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible label; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

function isBrandMark(name: IconName): name is BrandName {
  return Object.hasOwn(BRAND_MARKS, name);
}

/** Inline SVG icon in `currentColor`, sized in px (default 20). */
export function Icon({ name, size = 20, className, title }: IconProps) {
  if (isBrandMark(name)) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        stroke="none"
        focusable="false"
        data-icon={name}
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
      >
        {BRAND_MARKS[name]}
      </svg>
    );
  }
  const Glyph = LUCIDE_ICONS[name];
  return (
    <Glyph
      className={className}
      size={size}
      color="currentColor"
      strokeWidth={1.8}
      fill={FILLED.has(name) ? 'currentColor' : 'none'}
      focusable="false"
      data-icon={name}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    />
  );
}
