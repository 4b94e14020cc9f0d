import { describe, expect, it } from 'vitest';
import { parseYoutubeId, youtubeEmbedUrl } from './parse-youtube.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc123`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('accepts %s', (link) => {
    expect(parseYoutubeId(link)).toBe(ID);
  });

  it.each([
    ['https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871'],
    [`https://www.youtube.com.evil.example/watch?v=${ID}`],
    [`https://evilyoutube.com/watch?v=${ID}`],
    [`https://youtu.be.example/${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/channel/${ID}`],
    [`https://youtu.be/${ID}/extra`],
    [`https://user:pass@youtu.be/${ID}`],
    ['/videos/promo.mp4'],
    ['not a url'],
    [''],
  ])('rejects %s', (link) => {
    expect(parseYoutubeId(link)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie host without autoplay or related videos', () => {
    expect(youtubeEmbedUrl(ID)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=0&rel=0`,
    );
  });

  it('starts at once only when asked (the player pressed play)', () => {
    expect(youtubeEmbedUrl(ID, { autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    );
  });
});
