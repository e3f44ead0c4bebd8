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
