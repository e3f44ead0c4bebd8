import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Parcel } from './parcel';
import type { ParcelConfig } from 'single-spa';
import { SLOTS, type OwnedWidgetDef, type SlotName } from '@sift/contracts';
import { useSession, whenPageSettled } from '@sift/app-kit';
import { loadedRemote, loadRemoteModule, widgetLifecycles, widgetsIn } from '../registry/remote-loader';
import { useShellNavigator } from './shell-navigator';
import { Contained } from './contained';

function MountedWidget({ widget }: { widget: OwnedWidgetDef }) {
  const location = useLocation();
  const navigator = useShellNavigator();
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  useEffect(() => {
    let current = true;
    // A remote already loaded (the page's own) mounts its widget at once; another waits for the page to settle.
    const ready = loadedRemote(widget.owner) ? Promise.resolve() : whenPageSettled();
    ready
      .then(() => loadRemoteModule(widget.owner))
      .then((module) => current && setConfig(widgetLifecycles(module, widget)))
      // A widget whose remote is down is left out; the page around it goes on.
      .catch((error) => console.error(`The ${widget.name} widget of ${widget.owner} could not load`, error));
    return () => {
      current = false;
    };
  }, [widget]);
  if (!config) return null;
  return (
    <Parcel
      config={config}
      className={`widget-slot__item widget-slot__item--${widget.slot}`}
      props={{ location, navigator, slot: widget.slot }}
      onError={(error) => {
        console.error(`The ${widget.name} widget of ${widget.owner} failed`, error);
        setConfig(null);
      }}
    />
  );
}

/**
 * A place in the layout where remotes put widgets (docs/decisions/0025-widget-slots.md). The shell knows the slot
 * and who may see it; which remote fills it, and with what, comes from the registry.
 */
export function WidgetSlot({ slot }: { slot: SlotName }) {
  const session = useSession();
  if (SLOTS[slot].audience === 'members' && session.status !== 'signed-in') return null;
  const widgets = widgetsIn(slot);
  if (!widgets.length) return null;
  return (
    <div className={`widget-slot widget-slot--${slot}`} data-slot={slot}>
      {widgets.map((widget) => (
        // Each widget fails alone: left out, the slot's other widgets and the page go on (docs/decisions/0073).
        <Contained key={`${widget.owner}.${widget.name}`} part={`${widget.name} widget of ${widget.owner}`}>
          <MountedWidget widget={widget} />
        </Contained>
      ))}
    </div>
  );
}
