import type { ReactNode } from 'react';
import styles from './form-error.module.css';
import { Icon } from './icon-full';

/** A form's failure that belongs to no single field, above its buttons. */
export function FormError({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className={styles.alert} role="alert" data-testid={testId}>
      <Icon name="alert" size={16} />
      {children}
    </p>
  );
}
