import { render, screen } from '@testing-library/react';
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

const subscribe = <p>Subscribe first</p>;

it('asks to subscribe, and reads nothing, without an active subscription', () => {
  const r = reads();
  render(
    <UiProvider>
      <LinkServicesPanel subscribed={false} subscribe={subscribe} reads={r} calls={deps(primeWorld()).deps.calls} />
    </UiProvider>,
  );
  expect(screen.getByText('Subscribe first')).toBeInTheDocument();
  expect(r.streamingServices).not.toHaveBeenCalled();
});

it('lists the services the caller selects, with their switches', async () => {
  render(
    <UiProvider>
      <LinkServicesPanel subscribed subscribe={subscribe} reads={reads()} calls={deps(primeWorld()).deps.calls} select={(all) => all.filter((s) => s.id !== NETFLIX.id)} />
    </UiProvider>,
  );
  expect(await screen.findByRole('switch', { name: 'Prime Video' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Netflix' })).toBeNull();
  expect(screen.queryByText('Subscribe first')).toBeNull();
});

it('says why when the services cannot be read', async () => {
  render(
    <UiProvider>
      <LinkServicesPanel subscribed subscribe={subscribe} reads={reads(true)} calls={deps(primeWorld()).deps.calls} />
    </UiProvider>,
  );
  expect(await screen.findByText('The services could not be loaded.')).toBeInTheDocument();
});
