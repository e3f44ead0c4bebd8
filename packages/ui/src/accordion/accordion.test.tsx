import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { Accordion } from './accordion';

const faqs = [
  { value: 'what', title: 'What is Sift?', content: <p>Filters for streamed movies and shows.</p> },
  { value: 'devices', title: 'Which devices?', content: <p>Roku, Apple TV and more.</p> },
];

describe('Accordion', () => {
  it('toggles each item open and closed on its own', async () => {
    render(<Accordion items={faqs} />);
    const what = screen.getByRole('button', { name: 'What is Sift?' });
    const devices = screen.getByRole('button', { name: 'Which devices?' });
    expect(what).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Filters for streamed movies and shows.')).toBeNull();

    await userEvent.click(what);
    await userEvent.click(devices);
    expect(what).toHaveAttribute('aria-expanded', 'true');
    expect(devices).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is Sift?' })).toHaveTextContent('Filters for streamed');

    await userEvent.click(what);
    expect(what).toHaveAttribute('aria-expanded', 'false');
    expect(devices).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with the keyboard, titles are headings of the given level', async () => {
    render(<Accordion items={faqs} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'What is Sift?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('single: opening one closes the other', async () => {
    render(<Accordion items={faqs} type="single" />);
    await userEvent.click(screen.getByRole('button', { name: 'What is Sift?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Which devices?' }));
    expect(screen.getByRole('button', { name: 'What is Sift?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes axe with an item open', async () => {
    const { container } = render(<Accordion items={faqs} />);
    await userEvent.click(screen.getByRole('button', { name: 'What is Sift?' }));
    await expectNoAxeViolations(container);
  });
});
