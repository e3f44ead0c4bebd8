import { useRef, useState, type ReactNode } from 'react';
import { useMenuDismiss } from './use-menu-dismiss';

/** The id the toggle names (one navbar per page; the pre-rendered frames carry the same markup). */
export const NAVBAR_SECTIONS_ID = 'navbar-sections';

/**
 * The navbar's sections (its page links, and a member's offers). On a wide screen they sit in the bar; under 900 px
 * (a phone, and a tablet held upright: a member's sections need about 900 px in one line) they fold into a menu
 * opened by the bar's Menu button, so the bar stays one line high (issue 19; the breakpoint is in site.css). The menu
 * closes on navigation, on Escape (focus back on the button) and on a press outside it.
 */
export function NavbarSections({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useMenuDismiss(open, { close: () => setOpen(false), inside: [button, panel], focusOnEscape: () => button.current });

  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar__sections-toggle"
        aria-expanded={open}
        aria-controls={NAVBAR_SECTIONS_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="navbar__sections-icon" aria-hidden="true" />
        Menu
      </button>
      <div ref={panel} id={NAVBAR_SECTIONS_ID} className="navbar__sections" data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
