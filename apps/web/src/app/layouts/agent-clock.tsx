import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon-full';
import { formatDateTime, gmtOffset } from '../../lib/datetime';
import styles from './agent-layout.module.css';

/** Spec §2 "A clock with GMT offset and nickname is shown" (agent area). */
export function AgentClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={styles.clock} data-testid="agent-clock">
      <Icon name="clock" size={16} />
      <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
      <span className={styles.offset}>{gmtOffset(now)}</span>
    </span>
  );
}
