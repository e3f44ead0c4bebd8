import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The id the toggle names (one navbar per page; the pre-rendered frames carry the same markup). */
export const NAVBAR_SECTIONS_ID = 'navbar-sections';

/**
 * The navbar's sections (its page links, and a member's offers). On a wide screen they sit in the bar; on a phone
 * (under 768 px, 001 §9) they fold into a menu opened by the bar's Menu button, so the bar stays one line high
 * (issue 19). The menu closes on navigation, on Escape (focus back on the button) and on a press outside it.
 */
export function NavbarSections({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

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
