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

/** Titles and links say only what the product offers today (decision 029); the art matches. */
const BANNERS: readonly BannerDef[] = [
  {
    name: 'w_home-1',
    group: 'w_home',
    linkageType: 'GAME',
    linkage: INHOUSE_GAME,
    titles: {
      en: 'Provably fair in-house games',
      zh: '可验证公平的自研游戏',
      ms: 'Permainan dalaman yang adil dan boleh disahkan',
    },
  },
  {
    name: 'w_home-2',
    group: 'w_home',
    linkageType: 'INTERNAL',
    linkage: '/member?page=depositv2',
    titles: {
      en: 'Deposit by FPX or bank transfer',
      zh: '通过FPX或银行转账存款',
      ms: 'Deposit melalui FPX atau pindahan bank',
    },
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
    linkageType: 'INTERNAL',
    linkage: '/fairness',
    titles: { en: 'Verify every round', zh: '每一局皆可验证', ms: 'Sahkan setiap pusingan' },
  },
  {
    name: 'w_promotion-2',
    group: 'w_promotion',
    linkageType: 'INTERNAL',
    linkage: '/member?page=withdraw',
    titles: { en: 'Withdraw to your bank', zh: '提款至您的银行', ms: 'Keluarkan ke bank anda' },
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
    linkageType: 'INTERNAL',
    linkage: '/fairness',
    titles: { en: 'Provably fair', zh: '可验证公平', ms: 'Adil dan telus' },
  },
];

/** The demo video is any public YouTube video, not one about the site: its title says so. */
const VIDEO_TITLES: Record<Locale, string> = {
  en: 'Sample video',
  zh: '示例视频',
  ms: 'Video contoh',
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
