import { useState } from 'react';
import { Dialog } from '@sift/ui';
import { EmailListForm, type EmailListStep } from './email-list-form';

const DESCRIPTIONS: Record<EmailListStep, string> = {
  form: 'New filtered movies and shows, and offers for families, about twice a month. Leave whenever you like.',
  code: 'Enter the code from the e-mail we just sent you.',
  confirmed: 'Thank you for joining.',
};

/** The e-mail-list modal of the landing page (000 §2.1, §4.1). Loaded only when it opens. */
export default function EmailListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<EmailListStep>('form');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Get filtered picks by e-mail" description={DESCRIPTIONS[step]} size="sm">
      <EmailListForm onStepChange={setStep} />
    </Dialog>
  );
}
