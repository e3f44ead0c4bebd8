import { expect, type Page } from '@playwright/test';

/**
 * A phone, as issue 19 measures one: 390 x 844 CSS px, touch, mobile emulation (the page's viewport meta applies, so a
 * page wider than the screen shows as such). Specs named phone-*.spec.ts use it with `test.use(PHONE)`.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The document is no wider than the viewport: nothing on the page scrolls it sideways. */
export async function expectNoWiderThanViewport(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const width = window.innerWidth;
    // What sticks out, to say why (the first few elements whose right edge is past the viewport, outside scrollers).
    const wide: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped) wide.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)} px)`);
      if (wide.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
  });
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen (${wide.join(', ')})`).toBeLessThanOrEqual(innerWidth);
}

/** Every open dialog lies inside the viewport, so each of its buttons can be reached by a tap. */
export async function expectDialogsInsideViewport(page: Page, where: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const dialogs = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let i = 0; i < (await dialogs.count()); i++) {
    const box = (await dialogs.nth(i).boundingBox())!;
    const name = (await dialogs.nth(i).getAttribute('aria-labelledby')) ?? `dialog ${i + 1}`;
    expect(box.x, `${where}: ${name} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${where}: ${name} starts above the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ${name} ends right of the screen`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${where}: ${name} ends below the screen`).toBeLessThanOrEqual(viewport.height);
  }
}

/** The navbar is one bar with a Menu button; its page links show only once the menu is tapped open, then close. */
export async function expectNavbarMenu(page: Page, where: string, firstLink: string): Promise<void> {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const menu = navbar.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu, `${where}: the navbar has a Menu button`).toBeVisible();
  const link = navbar.getByRole('link', { name: firstLink, exact: true });
  await expect(link, `${where}: the page links are folded away`).toBeHidden();
  // One line high: no taller than two rows of controls.
  expect((await navbar.boundingBox())!.height, `${where}: the navbar stays one bar`).toBeLessThanOrEqual(80);
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await menu.tap();
  await expect(link).toBeHidden();
}

/** All three at once, for a page that has settled. */
export async function expectFitsPhone(page: Page, where: string): Promise<void> {
  await expectNoWiderThanViewport(page, where);
  await expectDialogsInsideViewport(page, where);
}
