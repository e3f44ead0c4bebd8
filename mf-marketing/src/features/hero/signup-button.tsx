import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { Button, type ButtonProps } from '@sift/ui';

/**
 * Where "sign up" leads (000 §2.1): the services step of the wizard, or the e-mail step carrying the chosen plan.
 * Written by route name: the membership remote owns those pages.
 */
export const signupHref = (planId?: number) =>
  planId === undefined ? href('wizardSelectServicesV2') : href('membershipEmail', undefined, { selected_plan_id: planId });

export function SignupButton({
  planId,
  children,
  variant = 'primary',
  size = 'lg',
}: {
  planId?: number;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={signupHref(planId)}>{children}</Link>
    </Button>
  );
}
