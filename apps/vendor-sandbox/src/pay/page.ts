import { escapeHtml } from '../html.ts';
import type { PayOrder } from './orders.ts';

/** The hosted pay page of the sandbox gateway: no script, inline style, two form buttons. */
export function checkoutPage(order: PayOrder, base: string): string {
  const merchant = merchantName(order.returnUrl);
  const amount = formatAmount(order.amount);
  const open = order.status === 'CREATED';
  const action = (what: string) => `${base}/checkout/${encodeURIComponent(order.txId)}/${what}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SandboxPay · Checkout</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#0f172a,#1e3a8a);color:#0f172a}
.card{width:min(92vw,400px);background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(0,0,0,.35);overflow:hidden}
header{background:#2563eb;color:#fff;padding:18px 24px;display:flex;justify-content:space-between;align-items:center}
header b{font-size:18px;letter-spacing:.5px}header span{font-size:12px;opacity:.85;border:1px solid rgba(255,255,255,.5);border-radius:99px;padding:2px 10px}
main{padding:24px}dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px;font-size:14px}
dt{color:#64748b}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
.amount{font-size:32px;font-weight:700;text-align:center;margin:8px 0 24px}.amount small{font-size:16px;color:#64748b;margin-right:6px}
form{margin:0}.actions{display:grid;gap:10px}button{width:100%;padding:14px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:0}
.pay{background:#16a34a;color:#fff}.pay:hover{background:#15803d}.cancel{background:#f1f5f9;color:#334155}.cancel:hover{background:#e2e8f0}
.status{text-align:center;padding:12px;border-radius:10px;background:#f1f5f9;font-weight:600}
footer{font-size:12px;color:#94a3b8;text-align:center;padding:0 24px 18px}
</style></head><body>
<div class="card"><header><b>SandboxPay</b><span>TEST MODE</span></header><main>
<div class="amount" data-testid="sandbox-amount"><small>${escapeHtml(order.currency)}</small>${amount}</div>
<dl><dt>Merchant</dt><dd data-testid="sandbox-merchant">${escapeHtml(merchant)}</dd>
<dt>Order</dt><dd>${escapeHtml(order.merchantReference)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(order.txId)}</dd></dl>
${
  open
    ? `<div class="actions">
<form method="post" action="${escapeHtml(action('pay'))}"><button class="pay" type="submit" data-testid="sandbox-pay">Pay now</button></form>
<form method="post" action="${escapeHtml(action('cancel'))}"><button class="cancel" type="submit" data-testid="sandbox-cancel">Cancel</button></form>
</div>`
    : `<div class="status" data-testid="sandbox-status">This order is ${escapeHtml(order.status.toLowerCase())}.</div>`
}
</main><footer>A simulated payment gateway for development. No real money moves.</footer></div>
</body></html>`;
}

function merchantName(returnUrl: string): string {
  try {
    return new URL(returnUrl).host;
  } catch {
    return 'Merchant';
  }
}

/** Minor units with two decimals and thousands separators, without floats. */
export function formatAmount(amount: bigint): string {
  const whole = (amount / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return `${whole}.${(amount % 100n).toString().padStart(2, '0')}`;
}
