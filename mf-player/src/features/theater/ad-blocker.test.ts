import { buildStream } from '@sift/contracts/testing/playback';
import { adsBlocked } from './ad-blocker';
import { clientInfo } from './client-info';

describe('adsBlocked', () => {
  it('is true when a stream with ad breaks cannot load the ad SDK script (an ad blocker), false when it loads', async () => {
    const withAds = buildStream({ adbreaks: [{ id: 1, position: 0, tag_url: 'https://ads.example/tag' }] });
    await expect(adsBlocked(withAds, 'https://ads.example/sdk.js', jest.fn().mockResolvedValue(false))).resolves.toBe(true);
    await expect(adsBlocked(withAds, 'https://ads.example/sdk.js', jest.fn().mockResolvedValue(true))).resolves.toBe(false);
  });

  it('is false without ad breaks, and the script is not asked for', async () => {
    const load = jest.fn();
    await expect(adsBlocked(buildStream({ adbreaks: [] }), 'https://ads.example/sdk.js', load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
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
