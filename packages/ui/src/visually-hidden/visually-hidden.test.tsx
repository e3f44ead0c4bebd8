import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../testing/axe';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree but off screen', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const hidden = screen.getByText('Close');
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
    await expectNoAxeViolations(container);
  });
});

describe('VisuallyHidden asChild', () => {
  it('hides its one child in place, without a wrapper', () => {
    render(
      <VisuallyHidden asChild>
        <h2 className="own">Search</h2>
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { name: 'Search' });
    expect(heading.parentElement!.tagName).toBe('DIV');
    expect(heading).toHaveClass('own');
    expect(heading.style.clip).toBe('rect(0px, 0px, 0px, 0px)');
  });
});
