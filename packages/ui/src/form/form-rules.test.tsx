import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod/mini';
import { expectNoAxeViolations } from '../testing/axe';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { fieldFailure, ruleIssues } from './form-rules';
import { FormSubmit } from './form-submit';

const EITHER = 'Give a title or a link.';
const MISMATCH = 'The two do not match.';

/** A rule function as the site writes them: messages by field, and one under a name that is no field. */
const rules = ({ title, link, confirm }: { title: string; link: string; confirm: string }) => ({
  request: !title.trim() && !link.trim() ? EITHER : null,
  confirm: confirm !== title ? [MISMATCH] : undefined,
});
const schema = z.object({ title: z.string(), link: z.string(), confirm: z.string() }).check(z.superRefine(ruleIssues(rules)));

describe('ruleIssues', () => {
  it('turns a rule function into issues, by name and in order, adding nothing for an empty message', () => {
    const failed = schema.safeParse({ title: '', link: '', confirm: 'x' });
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['request', EITHER],
      ['confirm', MISMATCH],
    ]);
    expect(schema.safeParse({ title: 'Up', link: '', confirm: 'Up' }).success).toBe(true);
    const several = z.object({ a: z.string() }).check(z.superRefine(ruleIssues(() => ({ a: ['one', '', 'two'], b: '' }))));
    expect(several.safeParse({ a: '' }).error?.issues.map((i) => i.message)).toEqual(['one', 'two']);
  });
});

function Request({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  return (
    <Form aria-label="Request" schema={schema} defaultValues={{ title: '', link: '', confirm: '' }} onSubmit={onSubmit}>
      <FormField name="title" label="Title" />
      <FormField name="link" label="Link" />
      <FormField name="confirm" label="Title again" />
      <FormAlert name="request" className="rule" />
      <FormAlert />
      <FormSubmit>Send</FormSubmit>
    </Form>
  );
}

describe('FormAlert name: the message of a rule about the whole form', () => {
  it('shows the rule as an error alert after a submission that broke it, blocks sending, and goes once it holds', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('The server is busy.'));
    const { container } = render(<Request onSubmit={onSubmit} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EITHER);
    expect(alert).toHaveClass('rule');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText('Title'), 'Up');
    await userEvent.type(screen.getByLabelText('Title again'), 'Up');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The server's form-level message is the unnamed FormAlert's; the rule's alert is gone.
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(screen.queryByText(EITHER)).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Up', link: '', confirm: 'Up' });
  });
});

describe('fieldFailure', () => {
  it("thrown by onSubmit, its message goes under that field, not above the button", async () => {
    const onSubmit = jest.fn().mockRejectedValue(fieldFailure('link', 'That link is not a title.', 400));
    render(<Request onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Up');
    await userEvent.type(screen.getByLabelText('Title again'), 'Up');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('That link is not a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription('That link is not a title.');
    expect(screen.queryAllByRole('alert').filter((a) => within(a).queryByText('That link is not a title.'))).toHaveLength(0);
  });

  it('carries the status and the field errors in the shape the API client gives', () => {
    expect(fieldFailure('passcode', 'Invalid passcode', 403)).toMatchObject({ message: 'Invalid passcode', status: 403, fieldErrors: { passcode: ['Invalid passcode'] } });
  });
});
