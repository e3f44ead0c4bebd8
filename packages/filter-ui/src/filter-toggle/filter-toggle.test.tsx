import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_BY_PARENTAL_CONTROLS } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { FilterToggle } from './filter-toggle';
import { statusText } from './status-text';

describe('FilterToggle', () => {
  it('shows each status as a checkbox state and in words', () => {
    const { rerender } = render(<FilterToggle label="Profanity" kind="audio" status="cut" onToggle={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'Profanity' });
    expect(box).toBeChecked();
    expect(screen.getByText('Muted')).toBeInTheDocument();
    rerender(<FilterToggle label="Profanity" kind="audio" status="mixed" onToggle={() => undefined} />);
    expect(box).toBePartiallyChecked();
    expect(screen.getByText('Mixed')).toBeInTheDocument();
    rerender(<FilterToggle label="Profanity" kind="audio" status="uncut" onToggle={() => undefined} />);
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();
    expect(statusText('uncut', 'audiovisual')).toBe('Uncut');
    expect(statusText('cut', 'audiovisual')).toBe('Cut');
  });

  it('toggles with a click and with Space', async () => {
    const onToggle = jest.fn();
    render(<FilterToggle label="Kissing" status="uncut" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kissing' }));
    screen.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('keeps a required filter on, says why, and stays focusable', async () => {
    const onToggle = jest.fn();
    const { container } = render(<FilterToggle label="Nudity" status="required" onToggle={onToggle} description="3 tags" />);
    const box = screen.getByRole('checkbox', { name: 'Nudity' });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(box).toHaveAccessibleDescription(`3 tags · ${REQUIRED_BY_PARENTAL_CONTROLS}`);
    await userEvent.click(box);
    expect(onToggle).not.toHaveBeenCalled();
    expect(box).toBeChecked();
    box.focus();
    expect(box).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
