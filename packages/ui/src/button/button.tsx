import type { ComponentPropsWithRef } from 'react';
import { Slot } from '../slot/slot';
import { buttonClassName, type ButtonStyle } from './button-class-name';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, Omit<ButtonStyle, 'className'> {
  /**
   * Render the single child (a link: `<a href>`, a router `<Link>`) with the button's look and props instead of a
   * `<button>`, so a navigation stays a link for assistive technology and the browser.
   */
  asChild?: boolean;
}

/**
 * The site's button. `type` defaults to "button": a submit button says so (`type="submit"`), so a button added to
 * a form never submits it by accident.
 */
export function Button({ variant, size, fullWidth, asChild = false, className, type, ...props }: ButtonProps) {
  const look = buttonClassName({ variant, size, fullWidth, className });
  if (asChild) return <Slot className={look} {...props} />;
  return <button type={type ?? 'button'} className={look} {...props} />;
}
