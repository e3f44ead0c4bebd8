/**
 * Ads (001 §3, §5, §8; issue 22): a stream of an ad-supported offering (offering type 'avod', e.g. Freevee) carries
 * one ad break at its start, whose tag is asked of this server; the theater loads the ad SDK script, and when an ad
 * blocker stops it shows the ad-blocker panel. There is no ad server: this server stands in for it with a small ad
 * SDK script and an empty VAST answer (no ad to show), at paths ad blockers know (`/ads/`).
 */
import type { AdBreak } from '@sift/contracts';
import type { FastifyInstance } from 'fastify';

/** Where the theater loads the ad SDK from, relative to the API's origin. */
export const AD_SDK_PATH = '/ads/sdk.js';
export const AD_TAG_PATH = '/ads/tag/';

/** The ad breaks of a new stream: one at its start for an ad-supported offering, none otherwise. */
export function adBreaksFor(offeringType: string, base: string, streamId: number): AdBreak[] {
  if (offeringType !== 'avod') return [];
  return [{ id: streamId, position: 0, tag_url: `${base}${AD_TAG_PATH}?stream=${streamId}` }];
}

const SDK = `/* Sift's stand-in ad SDK: no ads are served. */
window.siftAds = Object.freeze({ version: 1, requestAds: function (tagUrl) { return fetch(tagUrl, { credentials: 'omit' }).then(function (r) { return r.text(); }); } });
`;
const EMPTY_VAST = '<?xml version="1.0" encoding="UTF-8"?><VAST version="4.2"/>';

export function registerAdRoutes(app: FastifyInstance) {
  app.get(AD_SDK_PATH, { schema: { hide: true } }, async function adSdk(_request, reply) {
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=3600')
      .send(SDK);
  });
  app.get(AD_TAG_PATH, { schema: { hide: true } }, async function adTag(_request, reply) {
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-store').send(EMPTY_VAST);
  });
}
