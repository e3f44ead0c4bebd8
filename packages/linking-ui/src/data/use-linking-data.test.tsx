import { act, render, screen, waitFor } from '@testing-library/react';
import type { ServiceCredential, TvDevice } from '@sift/contracts';
import { accountScope, apiKey, PUBLIC_SCOPE, readApiData } from '@sift/data';
import type { ExtensionClient } from '../extension/extension-client';
import { browserDeps, type LinkingCalls } from '../link-flow/link-service';
import { NETFLIX, PRIME } from '../testing/fake-services';
import { useLinkingData, useTvDevices, type LinkingReads } from './use-linking-data';

const credential = (serviceId: number) => ({ service_id: serviceId }) as ServiceCredential;

function Linked({ id, reads }: { id: string; reads: LinkingReads }) {
  const { data, error } = useLinkingData(reads);
  const text = error ?? (data ? data.credentials.map((c) => c.service_id).join(',') || 'none linked' : 'loading');
  return <p data-testid={id}>{text}</p>;
}

function Devices({ list }: { list: () => Promise<TvDevice[]> }) {
  const { devices } = useTvDevices(list);
  return <p data-testid="devices">{devices ? devices.map((d) => d.name).join(',') : 'loading'}</p>;
}

function makeReads(linked: number[]) {
  return {
    streamingServices: jest.fn(async () => [PRIME, NETFLIX]),
    credentials: jest.fn(async () => linked.map(credential)),
    catalogAccesses: jest.fn(async () => []),
  };
}

it('asks once however many screens show the links (the wizard’s steps, /services), and keeps them for the next', async () => {
  const reads = makeReads([PRIME.id]);
  const { unmount } = render(
    <>
      <Linked id="a" reads={reads} />
      <Linked id="b" reads={reads} />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent(String(PRIME.id)));
  expect(screen.getByTestId('b')).toHaveTextContent(String(PRIME.id));
  expect(reads.streamingServices).toHaveBeenCalledTimes(1);
  expect(reads.credentials).toHaveBeenCalledTimes(1);
  expect(reads.catalogAccesses).toHaveBeenCalledTimes(1);
  // Kept under the keys every remote builds: the services are the ones discovery's title request form reads.
  expect(readApiData(apiKey(PUBLIC_SCOPE, 'streaming-services/'))).toEqual([PRIME, NETFLIX]);
  expect(readApiData(apiKey(accountScope(1), 'service-credentials/'))).toEqual([credential(PRIME.id)]);
  unmount();
  render(<Linked id="c" reads={reads} />);
  expect(screen.getByTestId('c')).toHaveTextContent(String(PRIME.id));
  expect(reads.credentials).toHaveBeenCalledTimes(1);
});

it('after a disconnect made elsewhere (the theater, the wizard), the next screen shows the links as they are now', async () => {
  const linked = [PRIME.id, NETFLIX.id];
  const reads = { ...makeReads([]), credentials: jest.fn(async () => linked.map(credential)) };
  const { unmount } = render(<Linked id="a" reads={reads} />);
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent(`${PRIME.id},${NETFLIX.id}`));
  unmount();

  const calls = { deleteCredential: jest.fn(async (id: number) => void linked.splice(linked.indexOf(id), 1)) } as unknown as LinkingCalls;
  await act(() => browserDeps(calls, {} as ExtensionClient).calls.deleteCredential(NETFLIX.id));
  expect(calls.deleteCredential).toHaveBeenCalledWith(NETFLIX.id);
  await waitFor(() => expect(readApiData(apiKey(accountScope(1), 'service-credentials/'))).toBeUndefined());

  render(<Linked id="b" reads={reads} />);
  expect(screen.getByTestId('b')).toHaveTextContent('loading');
  await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent(String(PRIME.id)));
  expect(screen.getByTestId('b')).not.toHaveTextContent(String(NETFLIX.id));
  expect(reads.credentials).toHaveBeenCalledTimes(2);
});

it('shows the TV devices kept at once, and asks again whenever shown (a TV linked by its code adds one)', async () => {
  const devices = [{ id: 1, name: 'Living Room' }];
  const list = jest.fn(async () => [...devices] as unknown as TvDevice[]);
  const first = render(<Devices list={list} />);
  await waitFor(() => expect(screen.getByTestId('devices')).toHaveTextContent('Living Room'));
  first.unmount();
  devices.push({ id: 2, name: 'Den TV' });
  render(<Devices list={list} />);
  expect(screen.getByTestId('devices')).toHaveTextContent('Living Room');
  await waitFor(() => expect(screen.getByTestId('devices')).toHaveTextContent('Living Room,Den TV'));
  expect(list).toHaveBeenCalledTimes(2);
});
