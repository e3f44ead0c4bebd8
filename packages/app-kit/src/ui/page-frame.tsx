import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@sift/contracts';
import { useRouteDef } from '../mount/route-def-context';

/** The frame of every page: its title from the route table (or a page's own), as heading and document title. */
export function PageFrame({ title, children }: { title?: string; children?: ReactNode }) {
  const def = useRouteDef();
  const heading = title ?? def.title;
  useEffect(() => {
    document.title = `${heading} | ${PRODUCT_NAME}`;
  }, [heading]);
  return (
    <main className={`page page--${def.name}`} data-route={def.name}>
      <header className="page__header">
        {def.step !== undefined && def.wizard === 'signup' && (
          <p className="page__step">Step {def.step} of 13</p>
        )}
        <h1>{heading}</h1>
      </header>
      {children}
    </main>
  );
}
