import { useFormState } from 'react-hook-form';
import { Alert } from '@sift/ui';

/**
 * The message of a rule about the whole form (002 §5's 'Please provide all required fields.'), which a schema puts
 * under a name that is no field (`name`), as the kit's error Alert after a submission that broke it; nothing
 * otherwise. Inside a Form (@sift/ui); the server's form-level message stays `FormAlert`'s.
 */
export function FormRuleAlert({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' && message ? <Alert tone="error">{message}</Alert> : null;
}
