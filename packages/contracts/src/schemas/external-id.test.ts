import { externalIdOf } from './catalogue';

describe("an offer's external id (001 §3 Offer external_id)", () => {
  it("is the last path segment of the offer's watch link", () => {
    expect(externalIdOf('https://www.amazon.com/gp/video/detail/B0ABC12345/')).toBe('B0ABC12345');
    expect(externalIdOf('https://www.netflix.com/title/81234567?trackId=1')).toBe('81234567');
    expect(externalIdOf('https://prime-video.example/watch/tiny-demo')).toBe('tiny-demo');
    expect(externalIdOf('https://tv.apple.com/us/movie/a%20b/umc.cmc.x1')).toBe('umc.cmc.x1');
    expect(externalIdOf('https://svc.example/t/a%20b')).toBe('a b');
  });

  it('is null without a link, a path, or with a link that is no URL', () => {
    expect(externalIdOf(null)).toBeNull();
    expect(externalIdOf('')).toBeNull();
    expect(externalIdOf('https://svc.example/')).toBeNull();
    expect(externalIdOf('not a link')).toBeNull();
    expect(externalIdOf('https://svc.example/t/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
