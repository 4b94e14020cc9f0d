/**
 * <Icon name="wallet" />: every name is a lucide-react icon (ISC), imported one by one so the
 * build keeps only these, except the brand marks lucide does not draw (brand-marks.tsx).
 * Decision 036 lists why each lucide icon was picked.
 *
 * This module has the icons the layout and home draw, and is part of the first chunk. The icons
 * only other screens draw are in icon-full.tsx, whose Icon takes every name: the screens import
 * Icon from there, the layout and home from here (a name missing here does not type-check).
 * Decision 037.
 */
import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  Bell,
  Bird,
  Check,
  Cherry,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clover,
  Crown,
  Download,
  Eye,
  EyeOff,
  Fish,
  Flame,
  Gamepad2,
  Gift,
  Globe,
  Grid3x3,
  Headset,
  House,
  type LucideIcon,
  Menu,
  MessageCircleMore,
  Play,
  PlayingCards,
  RefreshCw,
  Rocket,
  Sparkles,
  Star,
  Ticket,
  TriangleExclamationPoint,
  UserPlus,
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
  wallet: Wallet,
  deposit: BanknoteArrowDown,
  withdraw: BanknoteArrowUp,
  refresh: RefreshCw,
  eye: Eye,
  'eye-off': EyeOff,
  star: Star,
  'star-filled': Star,
  fire: Flame,
  bell: Bell,
  gift: Gift,
  headset: Headset,
  check: Check,
  alert: TriangleExclamationPoint,
  sparkles: Sparkles,
  ticket: Ticket,
  rocket: Rocket,
  'user-plus': UserPlus,
  play: Play,
} satisfies Record<string, LucideIcon>;

type LucideName = keyof typeof LUCIDE_ICONS;
export type BrandName = keyof typeof BRAND_MARKS;
/** The layout's and home's icon names (icon-full.tsx's IconName has every name). */
export type IconName = LucideName | BrandName;

export const ICON_NAMES = [
  ...Object.keys(LUCIDE_ICONS),
  ...Object.keys(BRAND_MARKS),
] as readonly IconName[];

/** Lucide outlines drawn filled as well (a chosen favourite). */
const FILLED: ReadonlySet<string> = new Set(['star-filled']);

export interface IconProps<Name extends string = IconName> {
  name: Name;
  size?: number;
  className?: string;
  /** Accessible label; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

function isBrandMark(name: string): name is BrandName {
  return Object.hasOwn(BRAND_MARKS, name);
}

/** Draws a brand mark, or the lucide icon `glyphs` has for the name. */
export function drawIcon<Name extends string>(
  glyphs: Readonly<Record<Name, LucideIcon>>,
  { name, size = 20, className, title }: IconProps<Name | BrandName>,
) {
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
  const Glyph: LucideIcon = glyphs[name as Name];
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

/** The lucide icons of this module, which icon-full.tsx extends. */
export const LAYOUT_ICONS: Readonly<Record<LucideName, LucideIcon>> = LUCIDE_ICONS;

/** Inline SVG icon in `currentColor`, sized in px (default 20). */
export function Icon(props: IconProps) {
  return drawIcon(LUCIDE_ICONS, props);
}
