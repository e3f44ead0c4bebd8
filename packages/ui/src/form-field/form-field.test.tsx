import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_EMAIL, PROVIDE_PASSWORD } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { Field } from './field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label, and takes the input attributes (the app-kit TextField props)', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" type="email" name="email" autoComplete="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its errors under it, marks itself invalid and is described by them', () => {
    render(<TextField label="Password" type="password" errors={[PROVIDE_PASSWORD, 'Another rule.']} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${PROVIDE_PASSWORD} Another rule.`);
    expect(screen.getByText(PROVIDE_PASSWORD)).toHaveClass('ui-field__error');
  });

  it('is described by its hint, and by the hint and the errors together', () => {
    const { rerender } = render(<TextField label="Email" hint="We never share it." />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it.');
    rerender(<TextField label="Email" hint="We never share it." errors={[INVALID_EMAIL]} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(`We never share it. ${INVALID_EMAIL}`);
  });

  it('announces errors that arrive later through a polite live region', async () => {
    function Login() {
      const [errors, setErrors] = useState<string[]>();
      return (
        <>
          <TextField label="Password" errors={errors} />
          <button type="button" onClick={() => setErrors([PROVIDE_PASSWORD])}>
            Log In
          </button>
        </>
      );
    }
    const { container } = render(<Login />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button'));
    expect(region).toHaveTextContent(PROVIDE_PASSWORD);
  });

  it('forwards a ref to the input', () => {
    let element: HTMLInputElement | null = null;
    render(<TextField label="Name" ref={(node) => void (element = node)} />);
    expect(element).toBe(screen.getByLabelText('Name'));
  });
});

describe('SelectField', () => {
  it('is a labelled native select with a placeholder choice', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Type"
        placeholder="Choose one"
        options={[
          { value: 'movie', label: 'Movie' },
          { value: 'show', label: 'TV Show' },
        ]}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        errors={['Required']}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, 'TV Show');
    expect(onChange).toHaveBeenCalledWith('show');
  });
});

describe('Field', () => {
  it('wires any control', () => {
    render(
      <Field label="Year Released" errors={['Bad year']}>
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Year Released' })).toHaveAccessibleDescription('Bad year');
  });
});

describe('form fields', () => {
  it('pass axe', async () => {
    const { container } = render(
      <form>
        <TextField label="Email" type="email" errors={[INVALID_EMAIL]} hint="The one you signed up with." />
        <SelectField label="Available On" options={[{ value: 'netflix', label: 'Netflix' }]} />
        <TextAreaField label="Anything else?" maxLength={250} />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
