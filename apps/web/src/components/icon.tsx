import { FILLED_ICONS, STROKE_ICONS } from './icon-paths';

export type IconName = keyof typeof STROKE_ICONS | keyof typeof FILLED_ICONS;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Accessible label; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

function isFilled(name: IconName): name is keyof typeof FILLED_ICONS {
  return name in FILLED_ICONS;
}

/** Inline SVG icon in `currentColor`, sized in px (default 20). */
export function Icon({ name, size = 20, className, title }: IconProps) {
  const filled = isFilled(name);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      {filled ? FILLED_ICONS[name] : STROKE_ICONS[name as keyof typeof STROKE_ICONS]}
    </svg>
  );
}
