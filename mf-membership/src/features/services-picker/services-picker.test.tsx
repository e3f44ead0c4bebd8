import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNFILTERABLE_SERVICES_NOTE, type StreamingService } from '@sift/contracts';
import { ServicesPicker, useCatalogChoice, type ServicesPickerProps } from './services-picker';

const catalog = (id: number, slug: string, name: string, title: string) => ({ id, catalog_id: id, slug, name, title, color: '#000', display_order: id, representative_external_id: null, service_id: 1, logo_url: `/${slug}.svg` });
const services: StreamingService[] = [
  { id: 3, name: 'Prime Video', slug: 'prime-video', log_in_link: '', display_order_linking: 2, logo_url: '', service_linking_page_image_url: null, catalogs: [catalog(3, 'prime-video', 'Prime Video', 'Prime Video'), catalog(31, 'amazon-channels-starz', 'STARZ', 'STARZ on Prime Video')] },
  { id: 1, name: 'Netflix', slug: 'netflix', log_in_link: '', display_order_linking: 1, logo_url: '', service_linking_page_image_url: null, catalogs: [catalog(1, 'netflix', 'Netflix', 'Netflix')] },
];
const streamingServices = jest.fn(async () => services);
jest.mock('../../api', () => ({ api: () => ({ catalogue: { streamingServices: () => streamingServices() } }) }));

let chosen: ReadonlySet<number> = new Set();
function Picker({ addOns, initial = [] }: { addOns: ServicesPickerProps['addOns']; initial?: number[] }) {
  const choice = useCatalogChoice(() => initial);
  chosen = choice.chosen;
  return <ServicesPicker choice={choice} addOns={addOns} />;
}

const tilesOf = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent);

it("the wizard's way: Prime Video's add-on channels apart, by channel name; the choices start from what was kept", async () => {
  render(<Picker addOns="apart" initial={[3]} />);
  expect(await screen.findByRole('group', { name: 'Prime Video add-on channels' })).toBeInTheDocument();
  expect(tilesOf('Streaming services')).toEqual(['Netflix', 'Prime Video']);
  expect(tilesOf('Prime Video add-on channels')).toEqual(['STARZ']);
  expect(screen.getByRole('checkbox', { name: 'Prime Video' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'STARZ' }));
  expect([...chosen]).toEqual([3, 31]);
  expect(screen.getByText(UNFILTERABLE_SERVICES_NOTE)).toBeInTheDocument();
});

it("the setup's way: every catalog in one group, by title", async () => {
  render(<Picker addOns="together" />);
  expect(await screen.findByRole('checkbox', { name: 'STARZ on Prime Video' })).toBeInTheDocument();
  expect(tilesOf('Streaming services')).toEqual(['Netflix', 'Prime Video', 'STARZ on Prime Video']);
  expect(screen.queryByRole('group', { name: 'Prime Video add-on channels' })).not.toBeInTheDocument();
});

it('says why when the services cannot be loaded, and keeps the note', async () => {
  streamingServices.mockRejectedValueOnce(new Error('The services could not be loaded.'));
  render(<Picker addOns="apart" />);
  expect(await screen.findByText('The services could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Streaming services' })).not.toBeInTheDocument();
  expect(screen.getByText(UNFILTERABLE_SERVICES_NOTE)).toBeInTheDocument();
});
