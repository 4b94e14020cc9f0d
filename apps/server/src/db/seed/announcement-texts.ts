/**
 * Demo notices in the brand's three languages (MY, EN, CN): [title, HTML content].
 * Player notices (PL) feed the home marquee, PU the popups, PR promotions, H headlines, AG the
 * agent center's announcements (served to agents only). They say only what the product does
 * today (decision 029): the demo brand runs no promotion, so no PR.
 */
export type SeedLanguage = 'MY' | 'EN' | 'CN';

export interface AnnouncementDef {
  code: string;
  type: 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  /** Popup execution: A always, B before login, F after login. */
  execution: 'A' | 'B' | 'F';
  publishedAt: string;
  /** Banner art shown with the notice (name without locale suffix). */
  image?: string;
  text: Record<SeedLanguage, readonly [string, string]>;
}

export const ANNOUNCEMENTS: readonly AnnouncementDef[] = [
  {
    code: 'PL-welcome',
    type: 'PL',
    execution: 'A',
    publishedAt: '2026-01-02T01:00:00Z',
    text: {
      EN: [
        'Welcome to Nova88',
        '<p>Welcome to Nova88! Enjoy slots, live casino, sports and our provably fair in-house games. 18+ only.</p>',
      ],
      MY: [
        'Selamat datang ke Nova88',
        '<p>Selamat datang ke Nova88! Nikmati slot, kasino langsung, sukan dan permainan dalaman kami yang adil dan boleh disahkan. 18 tahun ke atas sahaja.</p>',
      ],
      CN: [
        '欢迎来到Nova88',
        '<p>欢迎来到Nova88！畅玩老虎机、真人娱乐场、体育投注以及可验证公平的自研游戏。仅限18岁及以上人士。</p>',
      ],
    },
  },
  {
    code: 'PL-maintenance',
    type: 'PL',
    execution: 'A',
    publishedAt: '2026-01-03T02:30:00Z',
    text: {
      EN: [
        'Scheduled maintenance',
        '<p>Playtech games are unavailable every Tuesday from 10:00 to 12:00 (GMT+8) for scheduled maintenance.</p>',
      ],
      MY: [
        'Penyelenggaraan berjadual',
        '<p>Permainan Playtech tidak dapat diakses setiap hari Selasa dari 10:00 hingga 12:00 (GMT+8) kerana penyelenggaraan berjadual.</p>',
      ],
      CN: [
        '定期维护通知',
        '<p>Playtech游戏将于每周二10:00至12:00（GMT+8）进行定期维护，期间暂停服务。</p>',
      ],
    },
  },
  {
    code: 'PL-deposit',
    type: 'PL',
    execution: 'A',
    publishedAt: '2026-01-04T03:00:00Z',
    text: {
      EN: [
        'How to deposit',
        '<p>Deposit through FPX online banking, credited once your bank confirms the payment, or by transfer to one of our local bank accounts, credited after we check it. Minimum RM10 by FPX, RM30 by bank transfer.</p>',
      ],
      MY: [
        'Cara membuat deposit',
        '<p>Buat deposit melalui perbankan dalam talian FPX, dikreditkan sebaik sahaja bank anda mengesahkan bayaran, atau melalui pindahan ke salah satu akaun bank tempatan kami, dikreditkan selepas kami menyemaknya. Minimum RM10 melalui FPX, RM30 melalui pindahan bank.</p>',
      ],
      CN: [
        '如何存款',
        '<p>可通过FPX网上银行存款，银行确认付款后即到账；或转账至我们的本地银行账户，经我们核对后到账。FPX最低RM10，银行转账最低RM30。</p>',
      ],
    },
  },
  {
    code: 'PU-originals',
    type: 'PU',
    execution: 'B',
    publishedAt: '2026-01-06T01:00:00Z',
    image: 'w_home-1',
    text: {
      EN: [
        'Nova Originals',
        '<p>Slot, dice, mines, plinko and crash, made in house. Every round is provably fair: see the <a href="/fairness">fairness page</a> to check any result yourself.</p>',
      ],
      MY: [
        'Nova Originals',
        '<p>Slot, dadu, periuk api, plinko dan crash, dibina sendiri. Setiap pusingan adil dan boleh disahkan: lihat <a href="/fairness">halaman keadilan</a> untuk menyemak sebarang keputusan sendiri.</p>',
      ],
      CN: [
        'Nova原创游戏',
        '<p>自研老虎机、骰子、扫雷、弹珠与崩溃游戏。每一局均可证明公平：前往<a href="/fairness">公平性页面</a>自行核对任意结果。</p>',
      ],
    },
  },
  {
    code: 'PL-security',
    type: 'PL',
    execution: 'A',
    publishedAt: '2026-01-05T04:00:00Z',
    text: {
      EN: [
        'Stay safe',
        '<p>Nova88 staff will never ask for your password or SMS code. Never share them with anyone.</p>',
      ],
      MY: [
        'Kekal selamat',
        '<p>Kakitangan Nova88 tidak akan sekali-kali meminta kata laluan atau kod SMS anda. Jangan kongsikannya dengan sesiapa pun.</p>',
      ],
      CN: ['安全提醒', '<p>Nova88工作人员绝不会向您索取密码或短信验证码，请勿向任何人透露。</p>'],
    },
  },
  {
    code: 'H-new-games',
    type: 'H',
    execution: 'A',
    publishedAt: '2026-01-08T01:00:00Z',
    text: {
      EN: [
        'New Nova Originals',
        '<p>Nova Crash, Nova Mines and Nova Plinko are now live in the RNG lobby. Every round is provably fair and can be verified from your game history.</p>',
      ],
      MY: [
        'Nova Originals baharu',
        '<p>Nova Crash, Nova Mines dan Nova Plinko kini tersedia di lobi RNG. Setiap pusingan adil dan boleh disahkan melalui sejarah permainan anda.</p>',
      ],
      CN: [
        'Nova原创游戏上线',
        '<p>Nova Crash、Nova Mines和Nova Plinko现已在RNG大厅上线。每一局均可证明公平，并可在游戏记录中验证。</p>',
      ],
    },
  },
  {
    code: 'H-withdrawals',
    type: 'H',
    execution: 'A',
    publishedAt: '2026-01-09T01:00:00Z',
    text: {
      EN: [
        'Withdrawals to your own bank account',
        '<p>Withdrawals are paid to a bank account in your own name, protected by your payment password. Follow each one in your transaction records.</p>',
      ],
      MY: [
        'Pengeluaran ke akaun bank anda sendiri',
        '<p>Pengeluaran dibayar ke akaun bank atas nama anda sendiri, dilindungi oleh kata laluan pembayaran anda. Ikuti setiap pengeluaran dalam rekod transaksi anda.</p>',
      ],
      CN: [
        '提款至您本人的银行账户',
        '<p>提款将支付至您本人名下的银行账户，并受支付密码保护。您可在交易记录中查看每一笔提款的进度。</p>',
      ],
    },
  },
  {
    code: 'H-responsible',
    type: 'H',
    execution: 'A',
    publishedAt: '2026-01-10T01:00:00Z',
    text: {
      EN: [
        'Play responsibly',
        '<p>Only play with money you can afford to lose, take regular breaks and stop when it is no longer fun. In your Security Center you can set deposit, loss and wager limits, choose reality-check reminders, take a time-out or self-exclude. Nova88 is for players aged 18 and over.</p>',
      ],
      MY: [
        'Bermain secara bertanggungjawab',
        '<p>Hanya bermain dengan wang yang anda mampu untuk kehilangan, berehat secara berkala dan berhenti apabila ia tidak lagi menyeronokkan. Di Pusat Keselamatan anda boleh menetapkan had deposit, kerugian dan pertaruhan, memilih peringatan semakan realiti, mengambil rehat sementara atau mengecualikan diri. Nova88 untuk pemain berumur 18 tahun ke atas.</p>',
      ],
      CN: [
        '理性娱乐',
        '<p>请只用您输得起的钱游戏，定时休息，不再觉得有趣时请停止。您可以在安全中心设置存款、亏损和投注限额，选择现实提醒，暂停游戏或自我禁入。Nova88仅供18岁及以上人士使用。</p>',
      ],
    },
  },
  {
    code: 'AG-agent-center',
    type: 'AG',
    execution: 'A',
    publishedAt: '2026-01-11T01:00:00Z',
    text: {
      EN: [
        'Welcome to the agent center',
        "<p>In the agent center you can follow your team's figures in the team overview, open member and sub-agent accounts under you, manage your downlines, and review your contracts and their statements.</p>",
      ],
      MY: [
        'Selamat datang ke pusat ejen',
        '<p>Di pusat ejen anda boleh mengikuti angka pasukan anda dalam gambaran keseluruhan pasukan, membuka akaun ahli dan sub-ejen di bawah anda, mengurus downline anda, serta menyemak kontrak anda dan penyatanya.</p>',
      ],
      CN: [
        '欢迎来到代理中心',
        '<p>在代理中心，您可以在团队总览中查看团队数据，为您名下开设会员和下级代理账户，管理您的下级，并查看您的合约及其结算单。</p>',
      ],
    },
  },
];
