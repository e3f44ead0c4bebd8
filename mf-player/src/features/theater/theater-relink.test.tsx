import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { StreamingService, VerificationAnswer } from '@sift/contracts';
import { buildProfile, buildUser } from '@sift/contracts/testing';
import { buildWork } from '@sift/contracts/testing/playback';
import { Theater } from './theater';

const linkService = jest.fn();
const ask = jest.fn();

const peacock: StreamingService = {
  id: 12,
  name: 'Peacock',
  slug: 'peacock',
  log_in_link: 'https://peacock.example/login',
  display_order_linking: 1,
  logo_url: '/images/services/peacock.svg',
  service_linking_page_image_url: null,
  catalogs: [],
};

jest.mock('../../api', () => ({
  api: () => ({
    catalogue: {
      work: async () =>
        buildWork({
          offerings: [{ offer_id: 9, type: 'subscription', catalog_id: 12, service_id: 12, work_id: 4, price: null, max_format: 'HD', tag_set_id: 5, external_url: 'https://peacock.example/watch/hl-42', external_id: 'hl-42' }],
        }),
      streamingServices: async () => [peacock],
    },
    linking: {},
  }),
}));
jest.mock('@sift/app-kit', () => {
  const actual = jest.requireActual('@sift/app-kit');
  const profile = buildProfile({ id: 7 });
  return {
    ...actual,
    track: () => undefined,
    apiSettings: () => ({ prefixUrl: 'http://api.test/' }),
    useSession: () => ({ status: 'signed-in', token: 'tok', user: buildUser({ profiles: [profile] }), impersonating: false }),
    useActiveProfile: () => profile,
  };
});
jest.mock('@sift/linking-ui', () => ({ ...jest.requireActual('@sift/linking-ui'), linkService: (...args: unknown[]) => linkService(...args) }));
jest.mock('./verification', () => ({ askVerification: (...args: unknown[]) => ask(...args) }));

const reauthenticate: VerificationAnswer = { status: 403, error: { name: 'x', recourse: 'reauthenticate', title: 'T', message: 'M' }, id: 'a' };

it("re-links with the title itself: the offer's external id is what the extension checks (and reports when unknown)", async () => {
  ask.mockResolvedValueOnce(reauthenticate).mockReturnValue(new Promise(() => undefined));
  linkService.mockResolvedValue({ kind: 'linked' });
  render(
    <MemoryRouter initialEntries={['/watch/harbor-lights']}>
      <Routes>
        <Route path="/watch/:slug" element={<Theater slug="harbor-lights" />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(linkService).toHaveBeenCalledTimes(1), { timeout: 4000 });
  expect(linkService.mock.calls[0][1]).toEqual({ service: peacock, offer: { offer_id: 9, external_id: 'hl-42' } });
});
