import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { buildUser } from '@sift/contracts/testing';
import type { RouteName } from '@sift/contracts';
import { activeProfileIdAtom, href, sessionAtom, siftStore } from '@sift/app-kit';
import { prepareFrame } from '@sift/build-config/documents';
import { Navbar } from '../layout/navbar';

const FRAME = fs.readFileSync(path.join(__dirname, 'member-frame.html'), 'utf8');

describe('the member frame', () => {
  it("is the member navbar's left part and the content area as SiteLayout renders them, so nothing moves at the take-over", () => {
    const member = buildUser();
    siftStore.set(sessionAtom, { status: 'signed-in', user: member, token: 't', impersonating: false });
    siftStore.set(activeProfileIdAtom, member.profiles[0]?.id ?? null);
    const { container } = render(
      <Provider store={siftStore}>
        {/* A page the navbar does not link to: no link is the current one (the frame marks none). */}
        <MemoryRouter initialEntries={['/account']}>
          <Navbar />
          <div className="site-content" />
        </MemoryRouter>
      </Provider>,
    );
    // What the frame leaves out: the navbar's right part, which appears beside the rest when the app takes over.
    for (const element of container.querySelectorAll('.widget-slot, details.navbar__menu, .navbar__sections > .button')) element.remove();
    const served = prepareFrame(FRAME).replace(/\{\{href:([A-Za-z0-9]+)\}\}/g, (_, name: string) => href(name as RouteName));
    expect(served).toBe(container.innerHTML);
  });
});
