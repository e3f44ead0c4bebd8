import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container (mobile forms, dialog footers). */
  fullWidth?: boolean;
  className?: string;
}

/**
 * The class names of a button look, for an element that cannot be a `<Button>` (e.g. a router link rendered by a
 * component that only takes a className). Prefer `<Button asChild>` around the link.
 */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth, className }: ButtonStyle = {}): string {
  return classNames('ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth && 'ui-button--full', className);
}
