import { render, screen } from '@testing-library/react';
import { LINK_SUBSCRIBE_PROMPT } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { deps, NETFLIX, PRIME, primeWorld, SIFT } from '../testing/fake-services';
import { LinkServicesPanel } from './link-services-panel';

function reads(fail = false) {
  return {
    streamingServices: jest.fn(async () => (fail ? Promise.reject(new Error('The services could not be loaded.')) : [PRIME, NETFLIX, SIFT])),
    credentials: jest.fn(async () => []),
    catalogAccesses: jest.fn(async () => []),
  };
}

const subscribe = <a href="/membership/plan">Subscribe</a>;

it('asks to subscribe, and reads nothing, without an active subscription', () => {
  const r = reads();
  render(
    <UiProvider>
      <LinkServicesPanel subscribed={false} subscribeAction={subscribe} reads={r} calls={deps(primeWorld()).deps.calls} />
    </UiProvider>,
  );
  expect(screen.getByText(LINK_SUBSCRIBE_PROMPT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/membership/plan');
  expect(r.streamingServices).not.toHaveBeenCalled();
});

it('lists the services the caller selects, with their switches', async () => {
  render(
    <UiProvider>
      <LinkServicesPanel subscribed subscribeAction={subscribe} reads={reads()} calls={deps(primeWorld()).deps.calls} select={(all) => all.filter((s) => s.id !== NETFLIX.id)} />
    </UiProvider>,
  );
  expect(await screen.findByRole('switch', { name: 'Prime Video' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Netflix' })).toBeNull();
  expect(screen.queryByText(LINK_SUBSCRIBE_PROMPT)).toBeNull();
});

it('says why when the services cannot be read', async () => {
  render(
    <UiProvider>
      <LinkServicesPanel subscribed subscribeAction={subscribe} reads={reads(true)} calls={deps(primeWorld()).deps.calls} />
    </UiProvider>,
  );
  expect(await screen.findByText('The services could not be loaded.')).toBeInTheDocument();
});
