import { createRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRMATION_CODE_INVALID } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { CodeInput, type CodeInputHandle } from './code-input';

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Character ${n} of ${of}` });
const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('CodeInput', () => {
  it('is six labelled boxes in a named group; the first offers one-time-code autofill', () => {
    render(<CodeInput label="Confirmation code" />);
    const group = screen.getByRole('group', { name: 'Confirmation code' });
    expect(group.querySelectorAll('input')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(box(1)).toHaveAttribute('inputmode', 'text');
  });

  it('moves on after each character and submits once the sixth is typed', async () => {
    const onComplete = jest.fn();
    const onChange = jest.fn();
    render(<CodeInput label="Confirmation code" onComplete={onComplete} onChange={onChange} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a1b2c');
    expect(box(6)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith('a1b2c');
    await userEvent.keyboard('3');
    expect(values()).toEqual(['a', '1', 'b', '2', 'c', '3']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('a1b2c3');
  });

  it('blocks a character typed after the last one; Backspace, or focusing the box (which selects it), lets it change', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('abcdef');
    await userEvent.keyboard('g');
    expect(values()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Backspace}z');
    expect(values()).toEqual(['a', 'b', 'c', 'd', 'e', 'z']);
    await userEvent.click(box(5));
    await userEvent.tab();
    expect(box(6)).toHaveFocus();
    await userEvent.keyboard('y');
    expect(values()).toEqual(['a', 'b', 'c', 'd', 'e', 'y']);
  });

  it('drops characters that are not letters or digits', async () => {
    render(<CodeInput label="Code" />);
    await userEvent.click(box(1));
    await userEvent.keyboard('#');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('é-');
    expect(values().join('')).toBe('');
  });

  it('letters only, upper-cased, when asked', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Device code" length={5} charset="letters" uppercase onComplete={onComplete} />);
    await userEvent.click(box(1, 5));
    await userEvent.keyboard('ab3cde');
    expect(values()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(onComplete).toHaveBeenCalledWith('ABCDE');
    expect(box(1, 5)).toHaveAttribute('autocapitalize', 'characters');
  });

  it('digits only: numeric keyboard on mobile', () => {
    render(<CodeInput label="Passcode" length={4} charset="digits" />);
    expect(box(1, 4)).toHaveAttribute('inputmode', 'numeric');
  });

  it('a paste with a dash fills every box and submits', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Confirmation code" uppercase onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.paste('abc-123');
    expect(values()).toEqual(['A', 'B', 'C', '1', '2', '3']);
    expect(onComplete).toHaveBeenCalledWith('ABC123');
    expect(box(6)).toHaveFocus();
  });

  it('a whole code pasted into a later box still starts at the first', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" onComplete={onComplete} />);
    await userEvent.click(box(4));
    await userEvent.paste(' XY9-Z8W ');
    expect(values()).toEqual(['X', 'Y', '9', 'Z', '8', 'W']);
    expect(onComplete).toHaveBeenCalledWith('XY9Z8W');
  });

  it('a partial paste fills from the box it lands in and focuses the next empty one', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" onComplete={onComplete} />);
    await userEvent.click(box(2));
    await userEvent.paste('QR');
    expect(values()).toEqual(['', 'Q', 'R', '', '', '']);
    expect(box(4)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('fills every box from a one-time-code autofill into the first box', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" onComplete={onComplete} />);
    box(1).focus();
    // Browser autofill (autocomplete="one-time-code") sets the whole code as the first input's value at once.
    fireEvent.change(box(1), { target: { value: 'K7M2P9' } });
    expect(values()).toEqual(['K', '7', 'M', '2', 'P', '9']);
    expect(onComplete).toHaveBeenCalledWith('K7M2P9');
  });

  it('Backspace clears a filled box; on an empty box it goes back and clears that one', async () => {
    render(<CodeInput label="Code" defaultValue="ABCD" />);
    await userEvent.click(box(5));
    await userEvent.keyboard('{Backspace}');
    expect(box(4)).toHaveFocus();
    expect(values()).toEqual(['A', 'B', 'C', '', '', '']);
    await userEvent.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toEqual(['A', 'B', '', '', '', '']);
    await userEvent.click(box(1));
    await userEvent.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(values()).toEqual(['', 'B', '', '', '', '']);
  });

  it('arrow keys, Home and End move between boxes without changing them', async () => {
    render(<CodeInput label="Code" defaultValue="ABCDEF" />);
    await userEvent.click(box(3));
    await userEvent.keyboard('{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    expect(values().join('')).toBe('ABCDEF');
  });

  it('typing over a filled box replaces its character and moves on', async () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" defaultValue="ABCDEF" onComplete={onComplete} />);
    await userEvent.click(box(2));
    await userEvent.keyboard('x');
    expect(values()).toEqual(['A', 'x', 'C', 'D', 'E', 'F']);
    expect(box(3)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('AxCDEF');
    // The same character again still moves on.
    await userEvent.keyboard('C');
    expect(box(4)).toHaveFocus();
  });

  it('a prefilled code (from the URL) does not submit by itself', () => {
    const onComplete = jest.fn();
    render(<CodeInput label="Code" defaultValue="ABC-123" onComplete={onComplete} />);
    expect(values()).toEqual(['A', 'B', 'C', '1', '2', '3']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows groups with a hyphen that assistive technology does not read (3, hyphen, 3)', () => {
    const { container } = render(<CodeInput label="TV code" groups={[3, 3]} />);
    const separators = container.querySelectorAll('.ui-code-input__separator');
    expect(separators).toHaveLength(1);
    expect(separators[0]).toHaveAttribute('aria-hidden', 'true');
    expect(separators[0].previousElementSibling).toBe(box(3));
    expect(separators[0].nextElementSibling).toBe(box(4));
  });

  it('an invalid code clears the boxes and puts focus back on the first (002 §8)', async () => {
    function ConfirmEmail() {
      const [error, setError] = useState<string>();
      return (
        <CodeInput
          label="Confirmation code"
          error={error}
          onChange={() => setError(undefined)}
          onComplete={() => setError(CONFIRMATION_CODE_INVALID)}
        />
      );
    }
    render(<ConfirmEmail />);
    await userEvent.click(box(1));
    await userEvent.keyboard('ZZZZZZ');
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRMATION_CODE_INVALID);
    expect(values().join('')).toBe('');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveAccessibleDescription(CONFIRMATION_CODE_INVALID);
    // A second wrong code (the error is cleared by typing, then set again) clears again.
    await userEvent.keyboard('YYYYYY');
    expect(values().join('')).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('reset() through a ref empties the boxes and focuses the first', async () => {
    const ref = createRef<CodeInputHandle>();
    render(<CodeInput label="Code" ref={ref} defaultValue="ABC" />);
    await userEvent.click(box(3));
    act(() => ref.current!.reset());
    expect(values().join('')).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('carries the code in a hidden input for a native form', async () => {
    const { container } = render(
      <form>
        <CodeInput label="Code" name="code" />
      </form>,
    );
    await userEvent.click(box(1));
    await userEvent.keyboard('ab');
    expect(container.querySelector('input[type="hidden"][name="code"]')).toHaveValue('ab');
  });

  it('passes axe, with and without an error', async () => {
    const { container, rerender } = render(<CodeInput label="Confirmation code" hint="Check your email." />);
    await expectNoAxeViolations(container);
    rerender(<CodeInput label="Confirmation code" error={CONFIRMATION_CODE_INVALID} groups={[3, 3]} />);
    await expectNoAxeViolations(container);
  });
});
