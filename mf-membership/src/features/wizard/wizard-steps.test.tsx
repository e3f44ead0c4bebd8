import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEVICES_ADS_WARNING, MINI_FILTERS_TAGLINE, UNFILTERABLE_SERVICES_NOTE, type StreamingService } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { DevicesStep } from './devices-step';
import { MiniFiltersStep } from './mini-filters-step';
import { wizardCatalogs } from '../services-picker/services-picker';
import { ServicesStep } from './services-step';
import { readWizardChoices } from './wizard-choices';

const catalog = (id: number, slug: string, order = id) => ({ id, catalog_id: id, slug, name: slug, title: slug, color: '#000', display_order: order, representative_external_id: null, service_id: 1, logo_url: `/${slug}.svg` });
const services: StreamingService[] = [
  { id: 3, name: 'Prime Video', slug: 'prime-video', log_in_link: '', display_order_linking: 2, logo_url: '', service_linking_page_image_url: null, catalogs: [catalog(3, 'prime-video'), catalog(4, 'freevee'), catalog(31, 'amazon-channels-starz'), catalog(35, 'amazon-store')] },
  { id: 12, name: 'Sift', slug: 'sift', log_in_link: '', display_order_linking: 0, logo_url: '', service_linking_page_image_url: null, catalogs: [catalog(12, 'sift')] },
  { id: 1, name: 'Netflix', slug: 'netflix', log_in_link: '', display_order_linking: 1, logo_url: '', service_linking_page_image_url: null, catalogs: [catalog(1, 'netflix')] },
];
jest.mock('../../api', () => ({ api: () => ({ catalogue: { streamingServices: async () => services } }) }));

const inRouter = (element: React.ReactElement) =>
  render(
    <MemoryRouter initialEntries={['/step']}>
      <Routes>
        <Route path="/step" element={element} />
        <Route path="*" element={<p>next step</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());

it('lists services by linking order without Sift, the Amazon store and Freevee; add-on channels apart', () => {
  const { main, addOns } = wizardCatalogs(services);
  expect(main.map((c) => c.slug)).toEqual(['netflix', 'prime-video']);
  expect(addOns.map((c) => c.slug)).toEqual(['amazon-channels-starz']);
});

it('services step: the note, the choices kept for the account', async () => {
  const { container } = inRouter(<ServicesStep />);
  expect(screen.getByText(UNFILTERABLE_SERVICES_NOTE)).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'netflix' }));
  expect(screen.getByRole('group', { name: 'Prime Video add-on channels' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('next step')).toBeInTheDocument();
  expect(readWizardChoices()).toMatchObject({ catalogIds: [1], servicesDone: true });
});

it('devices step warns about ads and keeps the devices', async () => {
  inRouter(<DevicesStep />);
  expect(screen.getByText(DEVICES_ADS_WARNING)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: /Computer: Chrome/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(readWizardChoices()).toMatchObject({ devices: ['chrome'], devicesDone: true });
});

it('mini filters: the tagline, most common filters on, the choices kept', async () => {
  inRouter(<MiniFiltersStep />);
  expect(screen.getByText(MINI_FILTERS_TAGLINE)).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Profanity' })).toBeChecked();
  await userEvent.click(screen.getByRole('switch', { name: 'Kissing' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(readWizardChoices().filters).toMatchObject({ '18': true, '6': true, '7': true, '9': true });
});
