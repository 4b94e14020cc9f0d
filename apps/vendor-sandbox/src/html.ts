import type { FastifyReply } from 'fastify';

/** Text for HTML content and quoted attribute values (the server-rendered sandbox pages). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * Headers of a sandbox page that has no script (the pay page, the OAuth sign-in page): inline
 * style only, and forms that go to the page's own origin and from there, by redirect, back to
 * `returnUrl`'s origin (form-action covers that redirect).
 */
export function formPage(reply: FastifyReply, returnUrl: string): FastifyReply {
  const back = new URL(returnUrl).origin;
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${back}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}
