import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { useControllableState } from '../hooks/use-controllable-state';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for assistive technology (e.g. "Search"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Tabs (the WAI-ARIA tabs pattern, automatic activation): the chosen tab is the list's one stop in the tab order, the
 * arrow keys (and Home, End) move between the enabled tabs and choose the one they reach, each panel is labelled by its
 * tab and only the chosen one is rendered. Leave an item out rather than disabling it when it has no content (001: More
 * Like This only if recommendations exist).
 *
 * Not Radix Tabs: its roving focus group and its panels' presences each update their own state in the commit that
 * mounts them, which makes React render the page again at once, synchronously, with all its pending effects: on the
 * show page (Episodes, More Like This), one long task more on a phone (docs/decisions/0161).
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useControllableState(value, defaultValue ?? items[0]?.value, onValueChange);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const stop = enabled.some((item) => item.value === selected) ? selected : enabled[0]?.value;

  const choose = (next: string) => {
    if (next !== selected) setSelected(next);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const at = enabled.findIndex((item) => item.value === from);
    const last = enabled.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at <= 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to === undefined || !enabled[to]) return;
    event.preventDefault();
    tabs.current.get(enabled[to].value)?.focus();
  };

  return (
    <div className={classNames('ui-tabs', className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ui-tabs__list">
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={item.value === stop ? 0 : -1}
              disabled={item.disabled}
              className="ui-tabs__tab"
              onClick={() => choose(item.value)}
              // Automatic activation: the tab the keys reach is chosen.
              onFocus={() => choose(item.value)}
              onKeyDown={(event) => move(event, item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const active = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={!active}
            tabIndex={0}
            data-state={active ? 'active' : 'inactive'}
            className="ui-tabs__panel"
          >
            {active && item.content}
          </div>
        );
      })}
    </div>
  );
}
