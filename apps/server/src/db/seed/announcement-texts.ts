/**
 * Demo notices in the brand's three languages (MY, EN, CN): [title, HTML content].
 * Player notices (PL) feed the home marquee, PU the popups, PR promotions, H headlines.
 */
export type SeedLanguage = 'MY' | 'EN' | 'CN';

export interface AnnouncementDef {
  code: string;
  type: 'PL' | 'PU' | 'PR' | 'H';
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
        '<p>Welcome to Nova88! Enjoy slots, live casino, sports and more. Play responsibly: 18+ only.</p>',
      ],
      MY: [
        'Selamat datang ke Nova88',
        '<p>Selamat datang ke Nova88! Nikmati slot, kasino langsung, sukan dan banyak lagi. Bermain secara bertanggungjawab: 18 tahun ke atas sahaja.</p>',
      ],
      CN: [
        '欢迎来到Nova88',
        '<p>欢迎来到Nova88！畅玩老虎机、真人娱乐场、体育投注等精彩游戏。请理性娱乐，仅限18岁及以上人士。</p>',
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
        'Instant deposits',
        "<p>Deposits through FPX, DuitNow and Touch 'n Go eWallet are credited instantly. Minimum deposit RM30.</p>",
      ],
      MY: [
        'Deposit segera',
        "<p>Deposit melalui FPX, DuitNow dan Touch 'n Go eWallet dikreditkan serta-merta. Deposit minimum RM30.</p>",
      ],
      CN: ['即时存款', "<p>通过FPX、DuitNow及Touch 'n Go电子钱包存款即时到账，最低存款RM30。</p>"],
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
        '<p>Nova88 staff will never ask for your password or SMS code. Report suspicious messages to Live Chat.</p>',
      ],
      MY: [
        'Kekal selamat',
        '<p>Kakitangan Nova88 tidak akan sekali-kali meminta kata laluan atau kod SMS anda. Laporkan mesej yang mencurigakan kepada Live Chat.</p>',
      ],
      CN: [
        '安全提醒',
        '<p>Nova88工作人员绝不会向您索取密码或短信验证码。如收到可疑信息，请立即向在线客服举报。</p>',
      ],
    },
  },
  {
    code: 'PU-welcome',
    type: 'PU',
    execution: 'B',
    publishedAt: '2026-01-06T01:00:00Z',
    image: 'w_home-1',
    text: {
      EN: [
        'New member welcome bonus',
        '<p>Make your first deposit and receive a <strong>100% bonus up to RM388</strong>.</p><p>A 15x turnover requirement applies. See <a href="/promotions">Promotions</a> for the full terms.</p>',
      ],
      MY: [
        'Bonus alu-aluan ahli baharu',
        '<p>Buat deposit pertama anda dan terima <strong>bonus 100% sehingga RM388</strong>.</p><p>Syarat pusing ganti 15x dikenakan. Lihat <a href="/promotions">Promosi</a> untuk terma penuh.</p>',
      ],
      CN: [
        '新会员首存红利',
        '<p>完成首次存款即可获得<strong>100%红利，最高RM388</strong>。</p><p>需完成15倍流水要求。完整条款请查看<a href="/promotions">优惠活动</a>。</p>',
      ],
    },
  },
  {
    code: 'PU-app',
    type: 'PU',
    execution: 'F',
    publishedAt: '2026-01-06T02:00:00Z',
    image: 'w_promotion-2',
    text: {
      EN: [
        'Play on the go',
        '<p>Download the Nova88 app for iOS or Android and get faster logins, instant notifications and exclusive app-only rewards.</p>',
      ],
      MY: [
        'Main di mana sahaja',
        '<p>Muat turun aplikasi Nova88 untuk iOS atau Android dan nikmati log masuk lebih pantas, pemberitahuan segera serta ganjaran eksklusif aplikasi.</p>',
      ],
      CN: [
        '随时随地畅玩',
        '<p>下载Nova88 iOS或安卓应用，享受更快登录、即时通知以及应用专属奖励。</p>',
      ],
    },
  },
  {
    code: 'PR-welcome',
    type: 'PR',
    execution: 'A',
    publishedAt: '2026-01-07T01:00:00Z',
    image: 'w_home-1',
    text: {
      EN: [
        '100% Welcome Bonus',
        '<h3>100% Welcome Bonus up to RM388</h3><ul><li>For new members on their first deposit of RM30 or more.</li><li>Bonus credited automatically after the deposit is approved.</li><li>15x turnover of deposit plus bonus before withdrawal.</li></ul>',
      ],
      MY: [
        'Bonus Alu-aluan 100%',
        '<h3>Bonus Alu-aluan 100% sehingga RM388</h3><ul><li>Untuk ahli baharu pada deposit pertama RM30 atau lebih.</li><li>Bonus dikreditkan secara automatik selepas deposit diluluskan.</li><li>Pusing ganti 15x bagi deposit dan bonus sebelum pengeluaran.</li></ul>',
      ],
      CN: [
        '100%首存红利',
        '<h3>100%首存红利，最高RM388</h3><ul><li>适用于首次存款RM30或以上的新会员。</li><li>存款审核通过后红利自动到账。</li><li>提款前需完成（存款+红利）15倍流水。</li></ul>',
      ],
    },
  },
  {
    code: 'PR-rebate',
    type: 'PR',
    execution: 'A',
    publishedAt: '2026-01-07T02:00:00Z',
    image: 'w_home-2',
    text: {
      EN: [
        'Daily rebate up to 1.2%',
        '<h3>Unlimited daily rebate</h3><p>Receive up to <strong>1.2%</strong> rebate on slots and up to 0.8% on live casino, paid every day at 14:00 (GMT+8). No turnover requirement on rebates.</p>',
      ],
      MY: [
        'Rebat harian sehingga 1.2%',
        '<h3>Rebat harian tanpa had</h3><p>Terima rebat sehingga <strong>1.2%</strong> untuk slot dan sehingga 0.8% untuk kasino langsung, dibayar setiap hari pada 14:00 (GMT+8). Tiada syarat pusing ganti untuk rebat.</p>',
      ],
      CN: [
        '每日返水高达1.2%',
        '<h3>每日返水无上限</h3><p>老虎机返水高达<strong>1.2%</strong>，真人娱乐场高达0.8%，每天14:00（GMT+8）自动派发，返水无流水要求。</p>',
      ],
    },
  },
  {
    code: 'PR-referral',
    type: 'PR',
    execution: 'A',
    publishedAt: '2026-01-07T03:00:00Z',
    image: 'w_promotion-1',
    text: {
      EN: [
        'Refer a friend',
        '<h3>Earn RM50 for every friend</h3><p>Share your referral link. When your friend registers, deposits RM100 and completes 5x turnover, you both receive RM50. Self-referral is not allowed.</p>',
      ],
      MY: [
        'Rujuk rakan',
        '<h3>Dapatkan RM50 bagi setiap rakan</h3><p>Kongsi pautan rujukan anda. Apabila rakan anda mendaftar, membuat deposit RM100 dan melengkapkan pusing ganti 5x, anda berdua menerima RM50. Rujukan sendiri tidak dibenarkan.</p>',
      ],
      CN: [
        '推荐好友',
        '<h3>每推荐一位好友可得RM50</h3><p>分享您的推荐链接。好友注册、存款RM100并完成5倍流水后，双方各得RM50。禁止自我推荐。</p>',
      ],
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
    code: 'H-app',
    type: 'H',
    execution: 'A',
    publishedAt: '2026-01-09T01:00:00Z',
    text: {
      EN: [
        'Nova88 app released',
        '<p>Our iOS and Android apps are available now. Scan the QR code in the side menu to install.</p>',
      ],
      MY: [
        'Aplikasi Nova88 dilancarkan',
        '<p>Aplikasi iOS dan Android kami kini tersedia. Imbas kod QR di menu sisi untuk memasang.</p>',
      ],
      CN: ['Nova88应用正式发布', '<p>iOS及安卓应用现已推出，扫描侧边菜单中的二维码即可安装。</p>'],
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
        '<p>Set deposit limits, take a time-out or self-exclude at any time from the Security Center. Need help? Contact Live Chat 24/7.</p>',
      ],
      MY: [
        'Bermain secara bertanggungjawab',
        '<p>Tetapkan had deposit, ambil rehat atau kecualikan diri pada bila-bila masa melalui Pusat Keselamatan. Perlukan bantuan? Hubungi Live Chat 24/7.</p>',
      ],
      CN: [
        '理性娱乐',
        '<p>您可随时在安全中心设置存款限额、暂停账户或自我禁入。如需帮助，请联系24小时在线客服。</p>',
      ],
    },
  },
];
