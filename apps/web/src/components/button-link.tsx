import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { ButtonSize, ButtonVariant } from './button';
import styles from './button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/** A router link that looks like a <Button>. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={[styles.button, styles[variant], styles[size], className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {icon}
      {children !== undefined && <span className={styles.label}>{children as ReactNode}</span>}
    </Link>
  );
}
