import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '@sift/ui';
import { expectNoAxeViolations } from '@sift/ui/testing';
import type { Catalog, CatalogGroup } from '@sift/contracts';
import { normaliseSelection } from './catalog-selection';
import { ServiceOverlay } from './service-overlay';

const catalog = (id: number, title: string): Catalog => ({ id, catalog_id: id, slug: title.toLowerCase(), name: title, title, color: '#000', display_order: id, representative_external_id: null, service_id: id, logo_url: `/c/${id}.svg` });
const groups: CatalogGroup[] = [
  { key: 'core_catalogs', title: 'Streaming Services', catalogs: [catalog(1, 'Netflix'), catalog(3, 'Prime Video')] },
  { key: 'stores', title: 'Buy or Rent', catalogs: [catalog(14, 'Apple Store')] },
];

function Harness({ initial, save }: { initial: number[]; save: jest.Mock }) {
  const [open, setOpen] = useState(true);
  return (
    <UiProvider>
      <ServiceOverlay open={open} onOpenChange={setOpen} groups={groups} selection={{ selected: initial, save }} />
    </UiProvider>
  );
}

describe("ServiceOverlay ('See Content From...')", () => {
  it('saves the choice when it closes, and only when it changed', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    render(<Harness initial={[-1]} save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'See Content From...' });
    expect(screen.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Netflix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prime Video' }));
    expect(save).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(save).toHaveBeenCalledWith([1, 3]);
    expect(dialog).not.toBeInTheDocument();
  });

  it('collapses every catalog to all (-1), and keeps the overlay open with the choice when saving fails', async () => {
    const save = jest.fn().mockRejectedValue(new Error('offline'));
    render(<Harness initial={[1]} save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prime Video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apple Store' }));
    expect(screen.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(save).toHaveBeenCalledWith([-1]);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.getByRole('dialog', { name: 'See Content From...' })).toBeInTheDocument();
  });

  it('normalises a selection: empty or -1 or every catalog is all', () => {
    expect(normaliseSelection([], [1, 3])).toEqual([-1]);
    expect(normaliseSelection([3, -1], [1, 3])).toEqual([-1]);
    expect(normaliseSelection([3, 1], [1, 3])).toEqual([-1]);
    expect(normaliseSelection([3, 3], [1, 3, 14])).toEqual([3]);
  });
});
