import { Children, cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; children?: ReactNode };
type Props = Record<string, unknown>;

/** Both refs get the element (a child's own ref and the one given to the component that renders it). */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * The kit's `asChild` (Button, VisuallyHidden): renders its one child with the component's props merged in, as Radix's
 * Slot does: the child's own props win, except that class names join, styles merge, both event handlers run (the
 * child's first) and both refs get the element (decision 0162: Radix's Slot and its helpers were 3.8 KB of every
 * first load, in the shell and in each remote).
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...slotProps, ...own };
  for (const [name, value] of Object.entries(slotProps)) {
    const theirs = own[name];
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    }
  }
  if (slotProps.className && own.className) merged.className = `${slotProps.className} ${own.className as string}`;
  if (slotProps.style && own.style) merged.style = { ...slotProps.style, ...(own.style as CSSProperties) };
  if (slotProps.ref && own.ref) merged.ref = composeRefs(slotProps.ref, own.ref as Ref<HTMLElement>);
  return cloneElement(child as ReactElement<Props>, merged);
}
