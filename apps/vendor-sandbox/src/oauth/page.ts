import { escapeHtml } from '../html.ts';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export interface ConsentPage {
  kind: keyof typeof PROVIDER_NAMES;
  /** The authorization request's own parameters, sent back with the chosen user id. */
  fields: Record<string, string>;
  /** Where the form goes: the authorize path as called. */
  action: string;
  /** The host the browser returns to (shown as the app asking). */
  returnHost: string;
}

/**
 * The provider's sign-in page: no script, inline style, one form that sends the same
 * authorization request back with `login_hint` = the user id typed (any id signs in as that
 * user, so a developer can be several people).
 */
export function consentPage(page: ConsentPage): string {
  const provider = PROVIDER_NAMES[page.kind];
  const hidden = Object.entries(page.fields)
    .filter(([name]) => name !== 'login_hint')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox ${provider} · Sign in</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#0f172a,#334155);color:#0f172a}
.card{width:min(92vw,400px);background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(0,0,0,.35);overflow:hidden}
header{background:${page.kind === 'google' ? '#1a73e8' : '#1877f2'};color:#fff;padding:18px 24px;display:flex;justify-content:space-between;align-items:center}
header b{font-size:18px;letter-spacing:.3px}header span{font-size:12px;opacity:.85;border:1px solid rgba(255,255,255,.5);border-radius:99px;padding:2px 10px}
main{padding:24px}p{margin:0 0 18px;font-size:14px;color:#475569;line-height:1.5}p b{color:#0f172a}
label{display:block;font-size:13px;color:#64748b;margin-bottom:6px}
input[type=text]{width:100%;padding:12px;border:1px solid #cbd5e1;border-radius:10px;font-size:16px;margin-bottom:16px}
button{width:100%;padding:14px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:0;background:#16a34a;color:#fff}
button:hover{background:#15803d}footer{font-size:12px;color:#94a3b8;text-align:center;padding:0 24px 18px}
</style></head><body>
<div class="card" data-testid="oauth-consent" data-provider="${page.kind}"><header><b>Sandbox ${provider}</b><span>TEST MODE</span></header><main>
<p><b>${escapeHtml(page.returnHost)}</b> asks to sign you in with your ${provider} account.</p>
<form method="get" action="${escapeHtml(page.action)}">${hidden}
<label for="user">User id</label>
<input type="text" id="user" name="login_hint" required maxlength="64" pattern="[A-Za-z0-9_.\\-]{1,64}" value="sandbox-user" data-testid="oauth-user">
<button type="submit" data-testid="oauth-continue">Continue</button>
</form></main><footer>A development sign-in provider. Any user id signs in as that user.</footer></div>
</body></html>`;
}
