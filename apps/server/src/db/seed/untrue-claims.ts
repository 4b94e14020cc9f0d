/**
 * Claims the product cannot keep today (decision 029), in the three shipped languages. Not yet
 * built: bonus and rebate claims, an app; the demo brand holds no licence
 * or certification and takes no cards, USDT or e-wallets; its support links were dead addresses.
 * Seeded content, the demo banner art and the web's marketing strings must not match any of these.
 * When one of these features is built, its entry leaves this list in the same change (the player
 * protection tools left it with issue 14, decision 041; agent salaries and dividends with issue
 * 15, decision 042).
 */
export const UNTRUE_CLAIMS: readonly { claim: string; pattern: RegExp }[] = [
  {
    claim: 'a welcome, deposit or app bonus',
    pattern:
      /welcome bonus|bonus alu-aluan|欢迎奖金|首存|\b\d+% bonus|bonus \d+%|bonus up to|claim \{\{amount\}\}|app-only rewards/i,
  },
  { claim: 'a rebate or cashback', pattern: /rebate|cashback|\brebat\b|返水|返现/i },
  { claim: 'a referral reward', pattern: /refer a friend|earn \d+%|rujuk rakan|推荐好友/i },
  { claim: 'a VIP club', pattern: /vip club|kelab vip|vip 俱乐部|vip俱乐部/i },
  {
    claim: 'a licence',
    pattern: /\blicen[cs]ed\b|berlesen|持牌|牌照|PAGCOR|Cura[cç]ao|Malta Gaming/i,
  },
  {
    claim: 'a certification',
    pattern: /\bcertified\b|diperakui|认证供应商|iTech|GLI\b|BMM|GamCare/i,
  },
  {
    claim: 'cards, USDT or e-wallets',
    pattern: /\bvisa\b|mastercard|usdt|e-?wallet|e-dompet|电子钱包|duitnow|touch 'n go/i,
  },
  {
    claim: 'round-the-clock support',
    // Not "24 jam" / "24小时" alone: those are the 24-hour limit and time-out (issue 14).
    pattern:
      /24\/7|24 hours a day|24 jam sehari|(khidmat pelanggan|khidmat|sokongan) 24 jam|24小时(在线|客服|服务)|7×24|全天候|around the clock/i,
  },
  { claim: 'a support address', pattern: /t\.me\/|wa\.me\/|\.example\b/i },
  {
    claim: 'a mobile app',
    pattern: /\b(ios|android) app|aplikasi nova88|nova88 app|应用专属|安卓应用/i,
  },
];

/** The claims a text makes that the product cannot keep. */
export function untrueClaimsIn(text: string): string[] {
  return UNTRUE_CLAIMS.filter(({ pattern }) => pattern.test(text)).map(({ claim }) => claim);
}
