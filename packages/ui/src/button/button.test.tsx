import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { Button } from './button';
import { buttonClassName } from './button-class-name';

describe('Button', () => {
  it('is a button that does not submit its form unless told to', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    const click = jest.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button onClick={click}>Save</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('carries its variant and size as classes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth className="extra">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'ui-button',
      'ui-button--danger',
      'ui-button--lg',
      'ui-button--full',
      'extra',
    );
  });

  it('styles a link as a button with asChild, and it stays a link', async () => {
    render(
      <Button asChild variant="secondary">
        <a href="/membership/plan">Get Unlimited Access</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get Unlimited Access' });
    expect(link).toHaveAttribute('href', '/membership/plan');
    expect(link).toHaveClass('ui-button', 'ui-button--secondary');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('buttonClassName gives the same look to elements that only take a class', () => {
    expect(buttonClassName()).toBe('ui-button ui-button--primary ui-button--md');
    expect(buttonClassName({ variant: 'ghost', size: 'sm' })).toBe('ui-button ui-button--ghost ui-button--sm');
  });

  it('passes axe', async () => {
    const { container } = render(
      <div>
        <Button>Primary</Button>
        <Button variant="link">Link look</Button>
        <Button asChild>
          <a href="/login">Log In</a>
        </Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
