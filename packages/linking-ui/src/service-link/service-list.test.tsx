import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCONNECT_FAILED, PEACOCK_LABEL, PRODUCT_SERVICE_INCLUDED, type ServiceCredential } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { deps, NETFLIX, PEACOCK, PRIME, primeWorld, SIFT } from '../testing/fake-services';
import { ServiceList } from './service-list';

const primeCredential: ServiceCredential = { id: 3, service_id: 3, source: 'web', account_name: 'Parker Lane', plan: 'Prime', watch_history_count: 2, created_at: '', updated_at: '' };
const accesses = [
  { id: 3, catalog: 'prime-video', is_authorized: true, verified_to: '2099-01-01T00:00:00Z' },
  { id: 34, catalog: 'amazon-channels-britbox', is_authorized: false, verified_to: '2099-01-01T00:00:00Z' },
];

function renderList(overrides: { credentials?: ServiceCredential[]; failDisconnect?: boolean; accesses?: typeof accesses } = {}) {
  const run = deps(primeWorld());
  if (overrides.failDisconnect) run.deps.calls.deleteCredential = jest.fn(async () => Promise.reject(new Error('500')));
  const onChanged = jest.fn();
  const view = render(
    <UiProvider>
      <ServiceList services={[PRIME, NETFLIX, SIFT]} credentials={overrides.credentials ?? [primeCredential]} accesses={overrides.accesses ?? accesses} deps={run.deps} onChanged={onChanged} />
    </UiProvider>,
  );
  return { ...view, run, onChanged };
}

it('lists the services, the own one first without a switch, each with its catalogs and whether it is linked', async () => {
  const { container } = renderList();
  const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('lk-service'));
  expect(rows.map((row) => row.getAttribute('data-service'))).toEqual(['sift', 'netflix', 'prime-video']);
  expect(rows[0]).toHaveTextContent(PRODUCT_SERVICE_INCLUDED);
  expect(within(rows[0]).queryByRole('switch')).toBeNull();
  expect(screen.getByRole('switch', { name: 'Prime Video' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Prime Video' })).toHaveAccessibleDescription('Linked as Parker Lane');
  expect(screen.getByRole('switch', { name: 'Netflix' })).not.toBeChecked();
  expect(within(screen.getByRole('list', { name: 'Prime Video catalogs' })).getByText(/BritBox/)).toHaveTextContent('(Not in your plan)');
  await expectNoAxeViolations(container);
});

it('the switch of a service not linked opens the link dialog, which links it', async () => {
  const { onChanged } = renderList({ credentials: [] });
  await userEvent.click(screen.getByRole('switch', { name: 'Prime Video' }));
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
  expect(onChanged).toHaveBeenCalled();
});

it('the switch of a linked service asks first, then disconnects', async () => {
  const { run, onChanged } = renderList();
  await userEvent.click(screen.getByRole('switch', { name: 'Prime Video' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Prime Video?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
  await waitFor(() => expect(run.calls.deleteCredential).toHaveBeenCalledWith(3));
  expect(onChanged).toHaveBeenCalled();
});

it("a failed disconnect says 'There was an error while performing this function. Please refresh the page'", async () => {
  renderList({ failDisconnect: true });
  await userEvent.click(screen.getByRole('switch', { name: 'Prime Video' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(DISCONNECT_FAILED);
});

it("a linked service whose verification expired offers 'Verify again', which links it again", async () => {
  const expired = [{ ...accesses[0], verified_to: '2020-01-01T00:00:00Z' }, accesses[1]];
  const { run, onChanged, container } = renderList({ accesses: expired });
  expect(within(screen.getByRole('list', { name: 'Prime Video catalogs' })).getByText(/^Prime Video/)).toHaveTextContent('(verification expired)');
  expect(screen.queryByRole('button', { name: 'Verify again: Netflix' })).toBeNull();
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Verify again: Prime Video' }));
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
  expect(run.calls.createCatalogAccess).toHaveBeenCalledWith({ catalog: 'prime-video', is_authorized: true });
  expect(onChanged).toHaveBeenCalled();
});

it("shows no 'Verify again' while every verification holds", () => {
  renderList();
  expect(screen.queryByRole('button', { name: /Verify again/ })).toBeNull();
});

it("names the Peacock catalog 'Peacock Premium/Premium+' (001 §9), the others by their titles", () => {
  const run = deps(primeWorld());
  render(
    <UiProvider>
      <ServiceList services={[PRIME, PEACOCK]} credentials={[]} accesses={[]} deps={run.deps} onChanged={jest.fn()} />
    </UiProvider>,
  );
  expect(within(screen.getByRole('list', { name: 'Peacock catalogs' })).getByRole('listitem')).toHaveTextContent(/^Peacock Premium\/Premium\+$/);
  expect(PEACOCK_LABEL).toBe('Peacock Premium/Premium+');
  expect(within(screen.getByRole('list', { name: 'Prime Video catalogs' })).getAllByRole('listitem')[0]).toHaveTextContent(/^Prime Video$/);
});
