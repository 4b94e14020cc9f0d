import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps formatting and makes links safe', () => {
    const html = sanitizeHtml(
      '<h3>Title</h3><ul><li><strong>Bold</strong></li></ul><a href="https://nova88.example" target="_blank">Go</a>',
    );
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="https://nova88.example"');
  });
});
