/**
 * The texts of outgoing SMS and mails, per language (they are user-visible, so they are
 * translated like the site; MY, EN and CN are complete, others fall back to EN).
 */
type Lang = 'EN' | 'MY' | 'CN';

const CODE: Record<Lang, (brand: string, code: string, minutes: number) => string> = {
  EN: (b, c, m) => `${b}: your verification code is ${c}. It expires in ${m} min. Never share it.`,
  MY: (b, c, m) =>
    `${b}: kod pengesahan anda ialah ${c}. Tamat tempoh dalam ${m} minit. Jangan kongsi kod ini.`,
  CN: (b, c, m) => `${b}：您的验证码是 ${c}，${m} 分钟内有效。请勿泄露给他人。`,
};

const RESET_SUBJECT: Record<Lang, (brand: string) => string> = {
  EN: (b) => `${b}: reset your password`,
  MY: (b) => `${b}: tetapkan semula kata laluan anda`,
  CN: (b) => `${b}：重置您的密码`,
};

const RESET_BODY: Record<Lang, (link: string, minutes: number) => string> = {
  EN: (l, m) =>
    `Open this link within ${m} minutes to choose a new password:\n${l}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
  MY: (l, m) =>
    `Buka pautan ini dalam masa ${m} minit untuk memilih kata laluan baharu:\n${l}\n\nJika anda tidak memintanya, abaikan e-mel ini; kata laluan anda kekal.`,
  CN: (l, m) =>
    `请在 ${m} 分钟内打开以下链接设置新密码：\n${l}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。`,
};

const CODE_SUBJECT: Record<Lang, (brand: string) => string> = {
  EN: (b) => `${b}: your verification code`,
  MY: (b) => `${b}: kod pengesahan anda`,
  CN: (b) => `${b}：您的验证码`,
};

function lang(language: string | undefined): Lang {
  return language === 'MY' || language === 'CN' ? language : 'EN';
}

export function codeText(
  language: string | undefined,
  brand: string,
  code: string,
  minutes: number,
) {
  const l = lang(language);
  return { subject: CODE_SUBJECT[l](brand), body: CODE[l](brand, code, minutes) };
}

export function resetMail(
  language: string | undefined,
  brand: string,
  link: string,
  minutes: number,
) {
  const l = lang(language);
  return { subject: RESET_SUBJECT[l](brand), body: RESET_BODY[l](link, minutes) };
}
