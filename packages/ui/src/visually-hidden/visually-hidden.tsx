import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { Slot } from '../slot/slot';

/** Hidden from sight, not from assistive technology (the styles screen readers' "visually hidden" pattern uses). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Hide the one child (a heading) instead of wrapping it in a span. */
  asChild?: boolean;
}

/**
 * Text for assistive technology only (e.g. "Loading" beside a skeleton). Styled inline, so it works without the
 * stylesheet; `asChild` hides an existing element (a heading) without wrapping it.
 */
export function VisuallyHidden({ asChild = false, style, ...props }: VisuallyHiddenProps) {
  const hidden = { ...HIDDEN, ...style };
  return asChild ? <Slot style={hidden} {...props} /> : <span style={hidden} {...props} />;
}
