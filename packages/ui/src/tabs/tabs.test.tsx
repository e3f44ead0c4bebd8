import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { Tabs } from './tabs';

const items = [
  { value: 'results', label: 'Results', content: <p>Harbor Lights</p> },
  { value: 'request', label: 'Request', content: <p>Help Us Find Your Title!</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default, panels labelled by their tab', () => {
    render(<Tabs label="Search" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Results' })).toHaveTextContent('Harbor Lights');
    expect(screen.queryByText('Help Us Find Your Title!')).toBeNull();
  });

  it('moves with the arrow keys and shows the chosen panel', async () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Search" items={items} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Request' })).toHaveTextContent('Help Us Find Your Title!');
    expect(onValueChange).toHaveBeenLastCalledWith('request');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    render(<Tabs label="Show" items={items} value="request" />);
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveAttribute('aria-selected', 'true');
  });

  it('passes axe', async () => {
    const { container } = render(<Tabs label="Search" items={items} />);
    await expectNoAxeViolations(container);
  });
});
