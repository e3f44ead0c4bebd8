import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CANCEL_EXPLANATION_MAX_LENGTH } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, PageSkeleton, TextAreaField, VisuallyHidden } from '@sift/ui';
import { accountCalls, useAccountData } from '../shared/account-data';
import { chosenReason, offersFor, orderReasons, reasonError, type ReasonChoice } from './cancel-rules';
import { readCancelSession, saveCancelSession } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

/** Step 1 (002 §2.4, §4, §5): why the member is leaving; sub-reasons and an explanation where the reason asks. */
export function ReasonStep() {
  const navigate = useNavigate();
  const { summary, error: guardError } = useCancelableSubscription();
  const reasons = useAccountData(accountCalls.cancelReasons);
  const ordered = useMemo(() => (reasons.data ? orderReasons(reasons.data) : null), [reasons.data]);
  const [choice, setChoice] = useState<ReasonChoice>(() => {
    const previous = readCancelSession();
    return { parent: null, child: null, explanation: previous?.explanation ?? '' };
  });
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});

  if (guardError || reasons.error) return <Alert tone="error">{(guardError ?? reasons.error)!.message}</Alert>;
  if (!summary || !ordered) return <PageSkeleton />;
  const reason = chosenReason(choice);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = reasonError(choice);
    setErrors(found);
    if (found.reason || found.explanation) return;
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
    <form className="ac-form ac-form--narrow" aria-label="Why are you leaving?" noValidate onSubmit={submit}>
      <fieldset className="ac-choices" aria-describedby={errors.reason ? 'reason-error' : undefined}>
        <legend className="ac-choices__legend">Choose the reason that fits best</legend>
        {ordered.map((parent) => (
          <div key={parent.id} className="ac-choice-group">
            <label className="ac-choice" data-checked={choice.parent?.id === parent.id || undefined}>
              <input
                type="radio"
                name="reason"
                checked={choice.parent?.id === parent.id}
                onChange={() => setChoice({ ...choice, parent, child: null })}
              />
              <span>{parent.text}</span>
            </label>
            {choice.parent?.id === parent.id && parent.children.length > 0 && (
              <fieldset className="ac-choices ac-choices--nested">
                <legend>
                  <VisuallyHidden>{parent.text}: tell us more</VisuallyHidden>
                </legend>
                {parent.children.map((child) => (
                  <label key={child.id} className="ac-choice" data-checked={choice.child?.id === child.id || undefined}>
                    <input type="radio" name="reason-child" checked={choice.child?.id === child.id} onChange={() => setChoice({ ...choice, child })} />
                    <span>{child.text}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </div>
        ))}
      </fieldset>
      {errors.reason && (
        <p id="reason-error" className="ac-error" role="alert">
          {errors.reason}
        </p>
      )}
      {reason?.ask_for_explanation && (
        <TextAreaField
          label={reason.explanation_placeholder_text ?? 'Tell us more'}
          value={choice.explanation}
          maxLength={CANCEL_EXPLANATION_MAX_LENGTH}
          onChange={(e) => setChoice({ ...choice, explanation: e.target.value })}
          hint={`${choice.explanation.length} of ${CANCEL_EXPLANATION_MAX_LENGTH} characters`}
          errors={errors.explanation ? [errors.explanation] : undefined}
        />
      )}
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>Keep my subscription</Link>
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
