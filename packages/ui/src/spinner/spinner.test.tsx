import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../testing/axe';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status whose name is read out, the circle hidden', async () => {
    const { container } = render(<Spinner label="Saving" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saving');
    expect(container.querySelector('.ui-spinner__circle')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
