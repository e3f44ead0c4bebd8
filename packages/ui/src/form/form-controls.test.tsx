import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { expectNoAxeViolations } from '../testing/axe';
import { Form } from './form';
import { FormSelect, FormTextArea } from './form-controls';
import { FormSubmit } from './form-submit';

const schema = z.object({ device: z.string().check(z.minLength(1, 'Choose a device.')), description: z.string().check(z.maxLength(10, 'At most 10 characters.')) });

function Help({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  return (
    <Form aria-label="Help" schema={schema} defaultValues={{ device: '', description: '' }} onSubmit={onSubmit}>
      <FormSelect name="device" label="Device" placeholder="Choose a device" options={[{ value: 'roku', label: 'Roku' }, { value: 'tv', label: 'Apple TV' }]} autoComplete="off" />
      <FormTextArea name="description" label="What is happening?" hint="A few words." maxLength={20} />
      <FormSubmit>Send</FormSubmit>
    </Form>
  );
}

describe('FormSelect and FormTextArea', () => {
  it('bind a select and a textarea to the Form, with their messages under them', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { container } = render(<Help onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Device')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a device' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is happening?')).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText('What is happening?')).toHaveAccessibleDescription('A few words.');
    await userEvent.type(screen.getByLabelText('What is happening?'), 'It stops and stops');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a device.')).toBeInTheDocument();
    expect(screen.getByLabelText('Device')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('At most 10 characters.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.selectOptions(screen.getByLabelText('Device'), 'tv');
    await userEvent.clear(screen.getByLabelText('What is happening?'));
    await userEvent.type(screen.getByLabelText('What is happening?'), 'It stops');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(onSubmit).toHaveBeenCalledWith({ device: 'tv', description: 'It stops' });
  });
});
