import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FILTERS_SAVE_FAILED, SHOW_SPOILER, SPOILER_HIDDEN } from '@sift/contracts';
import { buildTag, harborTags } from '@sift/contracts/testing/playback';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { TitleFiltersDialog, type TitleFiltersDialogProps } from './title-filters-dialog';

const tags = [...harborTags, buildTag({ id: 4, ref_id: 'hl-n1', type: 'visual', category_id: 7, description: 'Skinny-dipping in the harbor', start_approx: 45, end_approx: 52 })];

function Harness(props: Partial<TitleFiltersDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <TitleFiltersDialog
        work={{ title: 'Harbor Lights' }}
        tagSet={{ tags }}
        lineup={{ refmap: {} }}
        globalFilters={{ '18': true }}
        requiredFilters={{ '7': true }}
        open={open}
        onOpenChange={setOpen}
        onSave={jest.fn().mockResolvedValue(undefined)}
        {...props}
      />
    </>
  );
}
const box = (name: string) => screen.getByRole('checkbox', { name });
const status = (name: string) => box(name).closest('.fui-toggle')!.getAttribute('data-status');

describe('TitleFiltersDialog', () => {
  it("is named 'Filters for' the title and starts from the lineup over the profile's defaults", async () => {
    render(<Harness lineup={{ refmap: { 'hl-v1': true } }} />);
    expect(screen.getByRole('dialog', { name: 'Filters for Harbor Lights' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Intimacy (1)', 'Nudity (1)', 'Violence (1)', 'Substance (0)', 'More (1)']);
    await userEvent.click(screen.getByRole('tab', { name: 'More (1)' }));
    expect(status('A sailor swears at the fog')).toBe('cut');
    await userEvent.click(screen.getByRole('tab', { name: 'Violence (1)' }));
    expect(status('A brutal fight on the pier')).toBe('cut');
    await expectNoAxeViolations(document.body);
  });

  it('toggles a category with its tags, keeps a required tag on, and hides spoilers until asked', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Nudity (1)' }));
    expect(status('Skinny-dipping in the harbor')).toBe('required');
    await userEvent.click(box('Skinny-dipping in the harbor'));
    expect(status('Skinny-dipping in the harbor')).toBe('required');
    await userEvent.click(screen.getByRole('tab', { name: 'Intimacy (1)' }));
    expect(screen.queryByText('A kiss at the lantern')).not.toBeInTheDocument();
    expect(box(SPOILER_HIDDEN)).toHaveAccessibleDescription('2:00–2:04 · Cut');
    await userEvent.click(screen.getByRole('button', { name: SHOW_SPOILER }));
    expect(box('A kiss at the lantern')).toBeInTheDocument();
    await userEvent.click(box('Intimacy'));
    expect(status('Kissing')).toBe('cut');
    expect(status('A kiss at the lantern')).toBe('cut');
  });

  it('saves the whole refmap only when something changed', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(box('All'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ 'hl-p1': true, 'hl-k1': true, 'hl-v1': true, 'hl-n1': true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel restores the original choices', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    render(<Harness onSave={onSave} />);
    await userEvent.click(box('All'));
    expect(status('All')).toBe('cut');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(status('All')).toBe('mixed');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the choices open when saving fails', async () => {
    render(<Harness onSave={jest.fn().mockRejectedValue(new Error('offline'))} />);
    await userEvent.click(box('All'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FILTERS_SAVE_FAILED)).toBeInTheDocument();
    expect(status('All')).toBe('cut');
  });
});
