import type { Db } from '../client.ts';
import { banners } from '../schema/content.ts';
import { bannerPath, CATALOGUE_GAMES } from './catalogue.ts';

type Locale = 'en' | 'zh' | 'ms';
type LinkageType = 'NONE' | 'INTERNAL' | 'EXTERNAL' | 'GAME' | 'PROMOTION';

interface BannerDef {
  name: string;
  group: string;
  linkageType: LinkageType;
  linkage: string | null;
  titles: Record<Locale, string>;
}

const INHOUSE_GAME = CATALOGUE_GAMES.find((g) => g.vendorCode === 'INHOUSE')?.gameId ?? null;
/** Only YouTube links play as video (spec §2 "Banner carousel"). */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const BANNERS: readonly BannerDef[] = [
  {
    name: 'w_home-1',
    group: 'w_home',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
    titles: {
      en: 'Welcome bonus up to 100%',
      zh: '首存红利高达100%',
      ms: 'Bonus alu-aluan sehingga 100%',
    },
  },
  {
    name: 'w_home-2',
    group: 'w_home',
    linkageType: 'GAME',
    linkage: INHOUSE_GAME,
    titles: { en: 'Daily rebate, no limits', zh: '每日返水无上限', ms: 'Rebat harian tanpa had' },
  },
  {
    name: 'w_home-3',
    group: 'w_home',
    linkageType: 'INTERNAL',
    linkage: '/live',
    titles: {
      en: 'Live casino, real dealers',
      zh: '真人娱乐场',
      ms: 'Kasino langsung, peniaga sebenar',
    },
  },
  {
    name: 'w_promotion-1',
    group: 'w_promotion',
    linkageType: 'PROMOTION',
    linkage: 'referral',
    titles: { en: 'Refer a friend', zh: '推荐好友', ms: 'Rujuk rakan' },
  },
  {
    name: 'w_promotion-2',
    group: 'w_promotion',
    linkageType: 'INTERNAL',
    linkage: '/promotions',
    titles: { en: 'VIP privileges', zh: 'VIP尊享特权', ms: 'Keistimewaan VIP' },
  },
  {
    name: 'w_login',
    group: 'w_login',
    linkageType: 'NONE',
    linkage: null,
    titles: { en: 'Welcome back', zh: '欢迎回来', ms: 'Selamat kembali' },
  },
  {
    name: 'w_reg',
    group: 'w_reg',
    linkageType: 'NONE',
    linkage: null,
    titles: { en: 'Join Nova88', zh: '加入Nova88', ms: 'Sertai Nova88' },
  },
  {
    name: 'w_register',
    group: 'w_register',
    linkageType: 'NONE',
    linkage: null,
    titles: { en: 'Create your account', zh: '创建账户', ms: 'Cipta akaun anda' },
  },
  {
    name: 'w_leftmenu',
    group: 'w_leftmenu',
    linkageType: 'EXTERNAL',
    linkage: 'https://t.me/nova88_official',
    titles: { en: 'Join our Telegram', zh: '加入我们的Telegram', ms: 'Sertai Telegram kami' },
  },
];

const VIDEO_TITLES: Record<Locale, string> = {
  en: 'Nova88 highlights',
  zh: 'Nova88精彩集锦',
  ms: 'Sorotan Nova88',
};

const LOCALES: readonly Locale[] = ['en', 'zh', 'ms'];

export async function seedBanners(db: Db, brandId: number): Promise<void> {
  const values = LOCALES.flatMap((language) => [
    ...BANNERS.map((b, sort) => ({
      brandId,
      code: `${b.name}-${language}`,
      groupName: b.group,
      language,
      mediaType: 'IMAGE' as const,
      url: bannerPath(`${b.name}-${language}`),
      linkage: b.linkage,
      linkageType: b.linkageType,
      title: b.titles[language],
      sort,
    })),
    {
      brandId,
      code: `w_home-video-${language}`,
      groupName: 'w_home',
      language,
      mediaType: 'VIDEO' as const,
      url: DEMO_VIDEO_URL,
      linkage: null,
      linkageType: 'NONE',
      title: VIDEO_TITLES[language],
      sort: 999,
    },
  ]);
  await db
    .insert(banners)
    .values(values)
    .onConflictDoNothing({ target: [banners.brandId, banners.code] });
}
