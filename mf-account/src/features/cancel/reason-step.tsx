import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { CANCEL_EXPLANATION_MAX_LENGTH, type CancelReason } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, Form, FormSubmit, FormTextArea, PageSkeleton, ruleIssues, VisuallyHidden } from '@sift/ui';
import { accountCalls, useAccountData } from '../shared/account-data';
import { chosenReason, offersFor, orderReasons, reasonError, type ReasonChoice } from './cancel-rules';
import { readCancelSession, saveCancelSession } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

/** The form's values: the reasons by id (radio values), and the explanation. */
interface ReasonValues {
  parent: string;
  child: string;
  explanation: string;
}

/** The choice the values name among `reasons`. */
function choiceOf(reasons: readonly CancelReason[], { parent, child, explanation }: ReasonValues): ReasonChoice {
  const top = reasons.find((r) => String(r.id) === parent) ?? null;
  return { parent: top, child: top?.children.find((c) => String(c.id) === child) ?? null, explanation };
}

/** 002 §5's rules for the choice (reasonError, written once): the reason's message is the reasons' group's. */
const reasonSchema = (reasons: readonly CancelReason[]) =>
  z.object({ parent: z.string(), child: z.string(), explanation: z.string() }).check(z.superRefine(
    ruleIssues((values: ReasonValues) => {
      const found = reasonError(choiceOf(reasons, values));
      return { parent: found.reason, explanation: found.explanation };
    }),
  ));

/** Step 1 (002 §2.4, §4, §5): why the member is leaving; sub-reasons and an explanation where the reason asks. */
export function ReasonStep() {
  const navigate = useNavigate();
  const { summary, error: guardError } = useCancelableSubscription();
  const reasons = useAccountData(accountCalls.cancelReasons);
  const ordered = useMemo(() => (reasons.data ? orderReasons(reasons.data) : null), [reasons.data]);
  const schema = useMemo(() => reasonSchema(ordered ?? []), [ordered]);
  const previous = useMemo(() => readCancelSession(), []);

  if (guardError || reasons.error) return <Alert tone="error">{(guardError ?? reasons.error)!.message}</Alert>;
  if (!summary || !ordered) return <PageSkeleton />;

  function next(values: ReasonValues) {
    const choice = choiceOf(ordered!, values);
    const picked = chosenReason(choice)!;
    saveCancelSession({
      reason: picked.id,
      reasonParent: choice.child ? choice.parent!.id : null,
      reasonText: picked.text,
      explanation: picked.ask_for_explanation || choice.explanation.trim() ? choice.explanation.trim() || null : null,
      subscription: summary!.subscription!.id,
      offersShown: offersFor(choice.parent!.id),
      oneMonthFree: false,
      prioritySupport: false,
      recorded: false,
    });
    void navigate(href('cancelOffers'));
  }

  return (
    <Form
      className="ac-form ac-form--narrow"
      aria-label="Why are you leaving?"
      schema={schema}
      defaultValues={{ parent: '', child: '', explanation: previous?.explanation ?? '' }}
      onSubmit={next}
    >
      <ReasonChoices reasons={ordered} />
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>Keep my subscription</Link>
        </Button>
        <FormSubmit>Continue</FormSubmit>
      </div>
    </Form>
  );
}

/** The reasons as radios (a reason's sub-reasons under it once picked), its message, and the explanation it asks for. */
function ReasonChoices({ reasons }: { reasons: readonly CancelReason[] }) {
  const { register, setValue, control } = useFormContext<ReasonValues>();
  const values = useWatch({ control }) as ReasonValues;
  const { errors } = useFormState({ control, name: 'parent' });
  const reasonMessage = errors.parent?.message;
  const choice = choiceOf(reasons, values);
  const reason = chosenReason(choice);
  // A new reason forgets the sub-reason picked under the one before.
  const parentField = register('parent', { onChange: () => setValue('child', '') });
  return (
    <>
      <fieldset className="ac-choices" aria-describedby={reasonMessage ? 'reason-error' : undefined}>
        <legend className="ac-choices__legend">Choose the reason that fits best</legend>
        {reasons.map((parent) => (
          <div key={parent.id} className="ac-choice-group">
            <label className="ac-choice" data-checked={choice.parent?.id === parent.id || undefined}>
              <input type="radio" value={String(parent.id)} {...parentField} />
              <span>{parent.text}</span>
            </label>
            {choice.parent?.id === parent.id && parent.children.length > 0 && (
              <fieldset className="ac-choices ac-choices--nested">
                <legend>
                  <VisuallyHidden>{parent.text}: tell us more</VisuallyHidden>
                </legend>
                {parent.children.map((child) => (
                  <label key={child.id} className="ac-choice" data-checked={choice.child?.id === child.id || undefined}>
                    <input type="radio" value={String(child.id)} {...register('child')} />
                    <span>{child.text}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        ))}
      </fieldset>
      {reasonMessage && (
        <p id="reason-error" className="ac-error" role="alert">
          {reasonMessage}
        </p>
      )}
      {reason?.ask_for_explanation && (
        <FormTextArea
          name="explanation"
          label={reason.explanation_placeholder_text ?? 'Tell us more'}
          maxLength={CANCEL_EXPLANATION_MAX_LENGTH}
          hint={`${values.explanation?.length ?? 0} of ${CANCEL_EXPLANATION_MAX_LENGTH} characters`}
        />
      )}
    </>
  );
}
