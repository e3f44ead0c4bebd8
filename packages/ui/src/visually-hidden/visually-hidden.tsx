import type { ComponentPropsWithRef } from 'react';
import { Root } from '@radix-ui/react-visually-hidden';

/**
 * Text for assistive technology only (e.g. "Loading" beside a skeleton). Styled inline, so it works without the
 * stylesheet; `asChild` hides an existing element (a heading) without wrapping it.
 */
export function VisuallyHidden(props: ComponentPropsWithRef<typeof Root>) {
  return <Root {...props} />;
}
