/** Masked contact details for screens and second-verification prompts. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  const keepEnd = mobileNum.slice(-3);
  const keepStart = mobileNum.slice(0, 2);
  return `${dialingCode} ${keepStart}${'*'.repeat(Math.max(mobileNum.length - 5, 2))}${keepEnd}`;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.slice(0, Math.min(2, name.length));
  return `${shown}${'*'.repeat(Math.max(name.length - shown.length, 3))}@${domain}`;
}
