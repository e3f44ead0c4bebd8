import { adsBlocked } from './ad-blocker';
import { clientInfo } from './client-info';

describe('adsBlocked', () => {
  it('is true when the ad tag cannot be requested at all, false when it answers', async () => {
    await expect(adsBlocked('https://ads.example/tag', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).resolves.toBe(true);
    await expect(adsBlocked('https://ads.example/tag', jest.fn().mockResolvedValue({ ok: true, status: 200 }))).resolves.toBe(false);
  });
});

describe('clientInfo', () => {
  it('names the browser, the system and the device', () => {
    expect(clientInfo('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toEqual({
      app: 'web',
      os: 'Linux',
      os_version: '',
      browser: 'Chrome 140',
      device: 'desktop',
    });
    expect(clientInfo('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1')).toMatchObject({
      os: 'iOS',
      os_version: '17.4',
      browser: 'Safari 17',
      device: 'mobile',
    });
  });
});
