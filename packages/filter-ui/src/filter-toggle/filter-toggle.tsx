import { useEffect, useId, useRef, type ReactNode } from 'react';
import { REQUIRED_BY_PARENTAL_CONTROLS } from '@sift/contracts';
import type { CategoryStatus } from '@sift/filter-engine';
import { statusText, type FilterKind } from './status-text';

export interface FilterToggleProps {
  /** What the toggle filters (a category or a tag); the checkbox is named by it. */
  label: ReactNode;
  status: CategoryStatus;
  kind?: FilterKind;
  /** Called on a click or Space; never for a required filter (parental controls keep it on). */
  onToggle: () => void;
  /** A line under the label (a tag's time and what happens to it); the checkbox is described by it. */
  description?: ReactNode;
  /** Extra content after the label, such as a spoiler's reveal button. */
  children?: ReactNode;
  level?: 'all' | 'category' | 'leaf' | 'tag';
  id?: string;
}

/**
 * One filter's on/off control with its status (001 §4): a native checkbox, so "mixed" is announced as mixed and
 * Space toggles it. A required filter stays checked and aria-disabled (still focusable, so its reason is read out).
 */
export function FilterToggle({ label, status, kind = 'audiovisual', onToggle, description, children, level = 'category', id }: FilterToggleProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  const input = useRef<HTMLInputElement>(null);
  const required = status === 'required';
  useEffect(() => {
    if (input.current) input.current.indeterminate = status === 'mixed';
  }, [status]);
  const describedBy = description || required ? descriptionId : undefined;
  return (
    <div className={`fui-toggle fui-toggle--${level}`} data-status={status}>
      <input
        ref={input}
        id={inputId}
        type="checkbox"
        className="fui-toggle__input"
        checked={status === 'cut' || required}
        aria-disabled={required || undefined}
        aria-describedby={describedBy}
        onChange={() => {
          if (!required) onToggle();
        }}
      />
      <div className="fui-toggle__text">
        <label htmlFor={inputId} className="fui-toggle__label">
          {label}
        </label>
        {describedBy && (
          <p id={descriptionId} className="fui-toggle__description">
            {description}
            {description && required ? ' · ' : null}
            {required && REQUIRED_BY_PARENTAL_CONTROLS}
          </p>
        )}
        {children}
      </div>
      <span className="fui-toggle__status" aria-hidden="true">
        {statusText(status, kind)}
      </span>
    </div>
  );
}
