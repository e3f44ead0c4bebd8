import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import { classNames } from '../class-names';

export interface SwitchProps extends Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children' | 'asChild'> {
  /** The visible label; the switch is named by it. */
  label: ReactNode;
  /** A line under the label; the switch is described by it. */
  description?: ReactNode;
}

/** An on/off switch (Radix Switch: role switch, aria-checked, Space and Enter toggle) with its label beside it. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={classNames('ui-switch-field', className)}>
      <RadixSwitch.Root
        id={switchId}
        className="ui-switch"
        aria-describedby={description ? descriptionId : undefined}
        {...props}
      >
        <RadixSwitch.Thumb className="ui-switch__thumb" />
      </RadixSwitch.Root>
      <div className="ui-switch-field__text">
        <label htmlFor={switchId} className="ui-switch-field__label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="ui-switch-field__description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
