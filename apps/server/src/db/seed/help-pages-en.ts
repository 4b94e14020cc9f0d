import type { HelpPageDef } from './help-types.ts';

export const HELP_PAGES_EN: readonly HelpPageDef[] = [
  {
    key: 'term',
    title: 'Terms & Conditions',
    content: `<h2>Terms &amp; Conditions</h2>
<p>These Terms &amp; Conditions ("Terms") govern your use of the Nova88 website and all products offered
on it (together, the "Service"). By registering an account or using the Service
you confirm that you have read, understood and accepted these Terms. If you do not agree, do not use the
Service.</p>
<h3>1. Eligibility</h3>
<ul>
<li>You must be at least 18 years old, or the legal age for gambling in your jurisdiction if higher.</li>
<li>You are responsible for making sure that online gaming is lawful where you are. The Service is not
offered in jurisdictions where it is prohibited, and access from restricted regions is blocked.</li>
<li>Employees of Nova88, its game providers and payment partners, and their close relatives, may not
open an account.</li>
</ul>
<h3>2. Your account</h3>
<ul>
<li>Each person may hold only one account. Duplicate accounts may be closed and their balances
withheld.</li>
<li>The information you give at registration must be true, complete and kept up to date. We may ask for
documents to verify your identity, age, address and payment methods at any time.</li>
<li>Keep your password and verification codes secret. Nova88 staff will never ask for them. You are
responsible for all activity under your account unless you reported unauthorised use to us promptly.</li>
</ul>
<h3>3. Deposits and withdrawals</h3>
<ul>
<li>All balances are held in Malaysian Ringgit (MYR). Deposits must come from a payment method in your
own name.</li>
<li>Withdrawals are paid to a verified account in your name. Before a withdrawal the turnover attached
to your deposits must be completed, and we may check your identity.</li>
<li>We do not act as a bank. Funds that are deposited without genuine play may be returned to the
original payment method after deduction of processing costs.</li>
</ul>
<h3>4. Promotions</h3>
<p>Nova88 runs no promotion at present. A promotion offered in future will publish its own rules, which
will then form part of these Terms.</p>
<h3>5. Games and bets</h3>
<ul>
<li>A bet is accepted only once it has been confirmed by the game server. The game's own records prevail
in case of doubt.</li>
<li>In the event of a malfunction, all affected plays and payouts are void. An interrupted round of an
in-house game is resumed or settled in your favour.</li>
<li>Odds, game rules and return-to-player figures are shown in each game's help screen.</li>
</ul>
<h3>6. Fair play</h3>
<p>Cheating, the use of bots or software that gives an unfair advantage, exploiting errors, money
laundering and fraud are forbidden. We may suspend an account while we investigate and report suspicious
activity to the competent authorities.</p>
<h3>7. Responsible gaming</h3>
<p>Please read our Responsible Gaming page. You can stop playing at any time, and you can ask Customer
Service to close your account.</p>
<h3>8. Limitation of liability</h3>
<p>The Service is provided "as is". To the extent permitted by law, Nova88 is not liable for indirect or
consequential losses, or for losses caused by interruptions of networks or services outside our
control.</p>
<h3>9. Closing an account</h3>
<p>You may close your account at any time by contacting Customer Service. We may close or suspend an
account that breaches these Terms. Any remaining legitimate balance will be paid out after the usual
checks.</p>
<h3>10. Changes and complaints</h3>
<p>We may update these Terms; the current version is always published here and material changes are
announced on the site. Complaints can be sent to Customer Service.</p>`,
  },
  {
    key: 'privacy',
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>We respect your privacy. This policy explains what personal data Nova88 collects, why, and the choices
you have.</p>
<h3>Data we collect</h3>
<ul>
<li>Account data: username, mobile number, email address, date of birth and the name on your bank
account.</li>
<li>Transaction data: deposits, withdrawals, transfers and bets.</li>
<li>Technical data: IP address, device and browser information, and security logs.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To run your account, process payments and pay out winnings.</li>
<li>To verify your age and identity, prevent fraud and meet legal obligations.</li>
<li>To send service messages, such as verification codes.</li>
</ul>
<h3>Sharing</h3>
<p>We share data only with payment processors, game providers, identity-verification services and
authorities where the law requires it. We never sell your personal data.</p>
<h3>Security</h3>
<p>Passwords are stored using strong one-way hashing, sessions are protected by secure cookies and all
traffic is encrypted. Access to personal data is limited to staff who need it.</p>
<h3>Retention and your rights</h3>
<p>We keep records for as long as the law requires after an account is closed. You may ask for a copy of
your data, its correction or, where the law allows, its deletion by contacting Customer Service.</p>
<h3>Cookies</h3>
<p>We use strictly necessary cookies to keep you signed in and to remember your language. They contain
no advertising trackers.</p>`,
  },
  {
    key: 'responsible',
    title: 'Responsible Gaming',
    content: `<h2>Responsible Gaming</h2>
<p><strong>Gaming at Nova88 is for adults aged 18 and over.</strong> It should be entertainment, never a
way to make money or to escape problems.</p>
<h3>Keep it fun</h3>
<ul>
<li>Decide in advance how much time and money you will spend, and stop when you reach it.</li>
<li>Only play with money you can afford to lose. Never chase losses.</li>
<li>Do not play when you are upset, tired or under the influence of alcohol.</li>
<li>Balance gaming with other activities, family and friends.</li>
</ul>
<h3>Tools in your Security Center</h3>
<ul>
<li><strong>Deposit, loss and wager limits</strong> for 24 hours, 7 days or 30 days, and a <strong>session
time limit</strong>. A lower limit applies at once. A higher limit, or removing one, waits a 24-hour
cooling-off period and then needs your confirmation.</li>
<li><strong>Time-out</strong> for 24 hours, 7 days or 30 days. It starts at once and signs you out
everywhere; you cannot sign in again until it ends.</li>
<li><strong>Self-exclusion</strong> for 6 months, 1 year, 5 years or permanently. It starts at once and
cannot be undone before its end. Play, deposits and transfers stay closed and you receive no promotions,
but you can still sign in to withdraw your balance.</li>
<li><strong>Reality checks</strong>: a reminder at the interval you choose showing how long you have played
and what you have staked and won in the session.</li>
<li>Check what you have deposited, bet and won at any time in your transaction and betting records.</li>
</ul>
<h3>Warning signs</h3>
<p>Spending more than you planned, borrowing to gamble, hiding your gambling or feeling anxious when you
are not playing can be signs of a problem. If this sounds familiar, please take a break and talk to
someone.</p>
<h3>Protecting minors</h3>
<p>Every player confirms being 18 or over at registration, and we close the account of anyone under 18. Parents can use
filtering software to keep children away from gambling sites.</p>
<h3>Getting help</h3>
<p>Independent, confidential help is available from organisations such as Gamblers Anonymous.</p>`,
  },
  {
    key: 'faq',
    title: 'Frequently Asked Questions',
    content: `<h2>Frequently Asked Questions</h2>
<h3>How do I register?</h3>
<p>Click <em>Register</em>, choose username or mobile registration, fill in the form and confirm that you
are 18 or older and accept the Terms.</p>
<h3>I forgot my password. What now?</h3>
<p>Use <em>Forgot password</em> on the login window. You can reset it with your mobile number and an SMS
code.</p>
<h3>How long do deposits take?</h3>
<p>An FPX online banking deposit is credited as soon as your bank confirms the payment. A bank transfer is
credited after our team has checked it.</p>
<h3>How long do withdrawals take?</h3>
<p>Our team checks and pays each withdrawal once any turnover requirement is met. You can follow every
step in your transaction records.</p>
<h3>Why must I complete turnover?</h3>
<p>Each deposit carries a turnover (wagering) requirement, set by its deposit channel, which must be met
before a withdrawal. A bet counts once its round is settled; a bet that is refunded or cancelled does not
count, and a partly refunded bet counts only the part that stayed in play.</p>
<h3>Can I try games for free?</h3>
<p>Yes. Many slot and fishing games offer a free trial. Trial play uses demo credits and cannot be
withdrawn.</p>
<h3>Is my data safe?</h3>
<p>Yes. All connections are encrypted and passwords are never stored in readable form. See our Privacy
Policy.</p>
<h3>How do I contact support?</h3>
<p>See <em>Contact Us</em> in the help center.</p>`,
  },
  {
    key: 'about',
    title: 'About Nova88',
    content: `<h2>About Nova88</h2>
<p>Nova88 is an online entertainment platform for players in Malaysia and the wider Asia-Pacific region.
We bring together slots, live casino, sports, fishing, card games and our own
provably fair Nova Originals in one secure account.</p>
<h3>Our promise</h3>
<ul>
<li><strong>Fair games</strong>: every in-house game is provably fair, with its return to player
published.</li>
<li><strong>Payments</strong> in Malaysian Ringgit by FPX online banking and local bank transfer.</li>
<li><strong>Security first</strong>: encrypted connections, protected sessions and strict account
checks.</li>
</ul>
<p>The site speaks Bahasa Melayu, English and Chinese.</p>`,
  },
  {
    key: 'contact',
    title: 'Contact Us',
    content: `<h2>Contact Us</h2>
<p>Nova88 is a demonstration brand and has no customer service channel of its own. When a brand sets
up its channels, they appear under <em>Support</em> in the side menu and on the floating bar.</p>
<p>For questions about deposits, withdrawals or games, start with the FAQ. Every deposit, bet, transfer
and withdrawal is in your transaction and betting records, and every in-house round can be checked on the
fairness page.</p>
<p>For your security, never share your password or SMS codes with anyone, including people claiming to
be our staff.</p>`,
  },
];
