import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slot } from './slot';

describe('Slot (asChild)', () => {
  it("renders the child with the slot's props: class names joined, styles merged, the child's own props winning", () => {
    render(
      <Slot className="ui-button" style={{ color: 'red', margin: 1 }} title="from the slot" aria-label="slot">
        <a href="/browse" className="own" style={{ margin: 2 }} aria-label="Browse">
          Browse
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Browse' });
    expect(link).toHaveClass('ui-button', 'own');
    expect(link).toHaveAttribute('title', 'from the slot');
    expect(link.style.color).toBe('red');
    expect(link.style.margin).toBe('2px');
  });

  it("runs both click handlers, the child's first, and gives both refs the element", async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot onClick={() => calls.push('slot')} ref={slotRef}>
        <button type="button" onClick={() => calls.push('child')} ref={childRef}>
          Go
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(screen.getByRole('button'));
    expect(childRef.current).toBe(screen.getByRole('button'));
  });
});
