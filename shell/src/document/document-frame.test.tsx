import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { PRERENDERED_DOCUMENT, type RouteName } from '@sift/contracts';
import { href, sessionAtom, siftStore } from '@sift/app-kit';
import { prepareFrame } from '@sift/build-config/documents';
import { Lowbar } from '../layout/lowbar';
import { Navbar } from '../layout/navbar';

const FRAME = fs.readFileSync(path.join(__dirname, 'document-frame.html'), 'utf8');

describe('the document frame', () => {
  it('is exactly what SiteLayout renders around a page for a visitor, so nothing moves at the take-over', () => {
    siftStore.set(sessionAtom, { status: 'anonymous' });
    const { container } = render(
      <Provider store={siftStore}>
        <MemoryRouter initialEntries={['/']}>
          <Navbar />
          <div className="site-content">
            <div className="remote-slot">PAGE</div>
          </div>
          <Lowbar />
        </MemoryRouter>
      </Provider>,
    );
    const served = prepareFrame(FRAME)
      .replace(/\{\{href:([A-Za-z0-9]+)\}\}/g, (_, name: string) => href(name as RouteName))
      .replace('{{year}}', String(new Date().getFullYear()))
      .replace(PRERENDERED_DOCUMENT.frameSlot, 'PAGE');
    expect(served).toBe(container.innerHTML);
  });
});
