/** Text for HTML content and quoted attribute values (the server-rendered sandbox pages). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
