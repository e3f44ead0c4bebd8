import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { Switch } from './switch';

function Profanity() {
  const [on, setOn] = useState(false);
  return <Switch label="Profanity" description="Mutes the word, not the scene." checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Profanity />);
    const control = screen.getByRole('switch', { name: 'Profanity' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Mutes the word, not the scene.');
  });

  it('toggles by click, by its label and by Space', async () => {
    render(<Profanity />);
    const control = screen.getByRole('switch', { name: 'Profanity' });
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('Profanity'));
    expect(control).toHaveAttribute('aria-checked', 'false');
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = jest.fn();
    render(<Switch label="Nudity" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Nudity' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('passes axe', async () => {
    const { container } = render(
      <>
        <Profanity />
        <Switch label="Kissing" defaultChecked />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
