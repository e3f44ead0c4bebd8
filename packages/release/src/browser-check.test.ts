import type { Page } from 'playwright-core';
import { reachForPage } from './browser-check';

/**
 * A page with or without a pre-rendered document; `listening` says whether the shell marks it as waiting for the
 * visitor. Records the selectors asked for and the keys pressed.
 */
function fakePage({ prerendered, listening = true }: { prerendered: boolean; listening?: boolean }) {
  const keys: string[] = [];
  const selectors: string[] = [];
  const page = {
    locator: (selector: string) => {
      selectors.push(selector);
      return {
        count: async () => (prerendered ? 1 : 0),
        waitFor: async () => {
          if (!listening) throw new Error('Timeout');
        },
      };
    },
    keyboard: { press: async (key: string) => void keys.push(key) },
  } as unknown as Page;
  return { page, keys, selectors };
}

describe('reachForPage', () => {
  it('reaches for a pre-rendered page once the shell listens, so the app starts now and not on its timer (decision 0060)', async () => {
    const { page, keys, selectors } = fakePage({ prerendered: true });
    await reachForPage(page);
    expect(selectors).toEqual(['#sift-document:not([data-kind="member"])', '#sift-document[data-sift-start="waiting"]']);
    expect(keys).toEqual(['Shift']);
  });

  it('presses nothing on a page whose app started already', async () => {
    const { page, keys } = fakePage({ prerendered: true, listening: false });
    await reachForPage(page);
    expect(keys).toEqual([]);
  });

  it("leaves any other page alone (a member's document included): its app starts at once", async () => {
    const { page, keys, selectors } = fakePage({ prerendered: false });
    await reachForPage(page);
    expect(selectors).toHaveLength(1);
    expect(keys).toEqual([]);
  });
});
