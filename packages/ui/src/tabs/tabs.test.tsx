import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
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

  it('skips disabled tabs, goes to the ends with Home and End, and keeps one tab stop', async () => {
    const three = [...items, { value: 'later', label: 'Later', content: <p>Soon</p>, disabled: true }, { value: 'more', label: 'More', content: <p>More Like This</p> }];
    render(<Tabs label="Title" items={three} />);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole('tab', { name: 'Results' })]);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'More' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'More' })).toHaveTextContent('More Like This');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Request' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole('tab', { name: 'Results' })]);
  });

  it('mounts in one commit: nothing renders again in the commit that mounts it', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Tabs label="Seasons" items={items} />
      </Profiler>,
    );
    await act(async () => undefined);
    expect(commits).toEqual(['mount']);
  });

  it('passes axe', async () => {
    const { container } = render(<Tabs label="Search" items={items} />);
    await expectNoAxeViolations(container);
  });
});
