import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_BY_PARENTAL_CONTROLS, type CategoryMap } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { FilterSummary } from '../filters/filter-summary';
import { CategoryMapEditor } from '../filters/category-map-editor';
import { ParentalMapEditor } from './parental-map-editor';

const box = (name: string) => screen.getByRole('checkbox', { name });
const status = (name: string) => box(name).closest('.fui-toggle')!.getAttribute('data-status');

function Harness({ initial }: { initial: CategoryMap }) {
  const [map, setMap] = useState<CategoryMap>(initial);
  return (
    <>
      <ParentalMapEditor map={map} onChange={setMap} />
      <output data-testid="map">{JSON.stringify(map)}</output>
    </>
  );
}
const saved = () => JSON.parse(screen.getByTestId('map').textContent!) as Record<string, boolean>;

describe('ParentalMapEditor', () => {
  it('shows every category uncut, cut or mixed, and toggling a category sets its leaves', async () => {
    const { container } = render(<Harness initial={{ '6': true }} />);
    expect(status('Intimacy')).toBe('mixed');
    expect(status('Sex')).toBe('cut');
    expect(status('Violence')).toBe('uncut');
    await userEvent.click(box('Violence'));
    for (const leaf of ['Violence', 'Graphic Violence', 'Non-Graphic Violence', 'Blood & Gore']) expect(status(leaf)).toBe('cut');
    expect(saved()).toMatchObject({ '14': true, '15': true, '16': true });
    await expectNoAxeViolations(container);
  });

  it('ON sets every category and OFF clears every one; nothing in this map shows locked', async () => {
    render(<Harness initial={{ '6': true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn every filter on' }));
    expect(Object.values(saved()).every(Boolean)).toBe(true);
    expect(screen.queryByText(REQUIRED_BY_PARENTAL_CONTROLS)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn every filter off' }));
    expect(Object.values(saved()).some(Boolean)).toBe(false);
    expect(status('Profanity')).toBe('uncut');
  });
});

describe("a profile's filters with parental controls", () => {
  it('the editor keeps a required category on and says why', async () => {
    const onChange = jest.fn();
    render(<CategoryMapEditor map={{}} required={{ '7': true }} onChange={onChange} label="Riley's default filters" />);
    expect(status('Nudity')).toBe('required');
    expect(within(box('Nudity').closest('.fui-toggle') as HTMLElement).getByText(REQUIRED_BY_PARENTAL_CONTROLS)).toBeInTheDocument();
    await userEvent.click(box('Nudity'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the summary shows the lock and the words of the filter screens', () => {
    render(<FilterSummary filters={{ '18': true, '20': true, '21': true, '23': true }} required={{ '7': true }} label="Default filters" />);
    const list = screen.getByRole('list', { name: 'Default filters' });
    expect(within(list).getByText('Nudity').parentElement).toHaveTextContent(REQUIRED_BY_PARENTAL_CONTROLS);
    expect(within(list).getByText('More').parentElement).toHaveTextContent('Muted');
    expect(within(list).getByText('Violence').parentElement).toHaveTextContent('Uncut');
  });
});
