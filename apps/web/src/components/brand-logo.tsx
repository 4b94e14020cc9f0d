import { useId } from 'react';
import styles from './brand-logo.module.css';

export interface BrandLogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Emblem only, for collapsed menus and small spaces. */
  markOnly?: boolean;
  className?: string;
}

/**
 * The Nova88 emblem and wordmark, drawn inline so it shows before any data or image loads
 * (loading cover, maintenance page). Brand name text is a proper noun, not translated.
 */
export function BrandLogo({ size = 'md', markOnly = false, className }: BrandLogoProps) {
  const id = useId();
  const gold = `${id}-gold`;
  const glow = `${id}-glow`;
  return (
    <span
      className={[styles.logo, styles[size], className].filter(Boolean).join(' ')}
      data-testid="brand-logo"
    >
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gold} x2=".3" y2="1">
            <stop offset="0" stopColor="#fff7d1" />
            <stop offset=".4" stopColor="#ffd45c" />
            <stop offset=".7" stopColor="#e39b1b" />
            <stop offset="1" stopColor="#8c5a06" />
          </linearGradient>
          <linearGradient id={glow} x2=".6" y2="1">
            <stop offset="0" stopColor="#17244f" />
            <stop offset="1" stopColor="#050a1a" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${glow})`} />
        <g transform="translate(32 32) scale(1.1)">
          <path
            d="M0-24 3.3-7.9 17-17 7.9-3.3 24 0 7.9 3.3 17 17 3.3 7.9 0 24-3.3 7.9-17 17-7.9 3.3-24 0-7.9-3.3-17-17-3.3-7.9Z"
            fill={`url(#${gold})`}
            stroke="#8c5a06"
            strokeWidth=".8"
            strokeLinejoin="round"
          />
          <path
            d="M0-14 2.5-2.5 14 0 2.5 2.5 0 14-2.5 2.5-14 0-2.5-2.5Z"
            fill="#fff"
            opacity=".85"
          />
          <circle r="3.2" fill="#fff" />
        </g>
        <rect
          x="1.5"
          y="1.5"
          width="61"
          height="61"
          rx="12.5"
          fill="none"
          stroke={`url(#${gold})`}
          strokeWidth="2"
        />
      </svg>
      {!markOnly && (
        <span className={styles.word}>
          NOVA<span className={styles.accent}>88</span>
        </span>
      )}
    </span>
  );
}
