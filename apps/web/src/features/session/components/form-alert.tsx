import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon-full';
import styles from './auth-form.module.css';

/** A form's error above its submit button: the message the visitor must act on. */
export function FormAlert({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className={styles.alert} role="alert" data-testid={testId}>
      <Icon name="alert" size={16} />
      {children}
    </p>
  );
}
