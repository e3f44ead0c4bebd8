import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTERS_SAVE_FAILED, SAVE_AND_CONTINUE } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { DefaultFiltersEditor } from './default-filters-editor';

function setup(props: Partial<Parameters<typeof DefaultFiltersEditor>[0]> = {}) {
  const onSave = jest.fn<Promise<void>, [Record<string, boolean>]>().mockResolvedValue(undefined);
  const onClose = jest.fn();
  const view = render(<DefaultFiltersEditor globalFilters={{ '18': true }} requiredFilters={{ '6': true, '7': true }} onSave={onSave} onClose={onClose} {...props} />);
  return { onSave, onClose, ...view };
}
const box = (name: string) => screen.getByRole('checkbox', { name });
const status = (name: string) => box(name).closest('.fui-toggle')!.getAttribute('data-status');

describe('DefaultFiltersEditor', () => {
  it('runs the category tabs in order, Next to the following one and Save & Continue on the last', async () => {
    const { onSave, onClose } = setup();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Intimacy', 'Nudity', 'Violence', 'Substance', 'More']);
    for (const expected of ['Nudity', 'Violence', 'Substance', 'More']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(expected);
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(box('Racial Slurs'));
    await userEvent.click(screen.getByRole('button', { name: SAVE_AND_CONTINUE }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toMatchObject({ '18': true, '23': true, '20': false, '5': false });
    expect(onClose).toHaveBeenCalled();
  });

  it('sets every descendant when a category is toggled, and shows mixed in between', async () => {
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Violence' }));
    expect(status('Violence')).toBe('uncut');
    await userEvent.click(box('Blood & Gore'));
    expect(status('Violence')).toBe('mixed');
    expect(box('Violence')).toBePartiallyChecked();
    await userEvent.click(box('Violence'));
    for (const leaf of ['Violence', 'Graphic Violence', 'Non-Graphic Violence', 'Blood & Gore']) expect(status(leaf)).toBe('cut');
    await userEvent.click(box('Violence'));
    for (const leaf of ['Graphic Violence', 'Non-Graphic Violence', 'Blood & Gore']) expect(status(leaf)).toBe('uncut');
  });

  it('the All toggle cuts everything, then switches off everything parental controls do not require', async () => {
    const { onSave } = setup();
    expect(status('All')).toBe('mixed');
    await userEvent.click(box('All'));
    expect(status('All')).toBe('cut');
    await userEvent.click(box('All'));
    expect(status('All')).toBe('mixed');
    expect(status('Sex')).toBe('required');
    expect(status('Kissing')).toBe('uncut');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0][0]).toMatchObject({ '18': false, '9': false });
  });

  it('keeps a parental (required) filter on', async () => {
    setup();
    expect(status('Sex')).toBe('required');
    await userEvent.click(box('Sex'));
    expect(status('Sex')).toBe('required');
    expect(box('Sex')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Nudity' }));
    expect(status('Nudity')).toBe('required');
  });

  it('only closes when nothing changed, and ignores a second Save while one runs', async () => {
    const first = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(first.onSave).not.toHaveBeenCalled();
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    let finish!: () => void;
    const onSave = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = setup({ onSave });
    await userEvent.click(screen.getByRole('tab', { name: 'More' }));
    await userEvent.click(box('Blasphemy'));
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: SAVE_AND_CONTINUE }));
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    await screen.findByRole('button', { name: 'Save' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed save silently (001 §8): no message, the choices kept, Save again possible', async () => {
    const onSave = jest.fn<Promise<void>, [Record<string, boolean>]>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { onClose } = setup({ onSave });
    await userEvent.click(screen.getByRole('tab', { name: 'More' }));
    await userEvent.click(box('Blasphemy'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(FILTERS_SAVE_FAILED)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status('Blasphemy')).toBe('cut');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('opens on the category to edit, with its checkbox focused', async () => {
    const { container } = setup({ initialCategoryId: 20 });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('More');
    expect(box('Blasphemy')).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('checkbox')).toHaveLength(5);
    await expectNoAxeViolations(container);
  });
});
