/** Date and time display used across the site: the visitor's own timezone. */

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** yyyy-MM-dd HH:mm:ss in the visitor's timezone (spec §3 "time shown as yyyy-MM-dd hh:mm:ss"). */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A remaining time as hh:mm:ss; hours keep counting past 24; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** "GMT+08:00" for the visitor's offset at `date` (the agent clock, spec §2). */
export function gmtOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
