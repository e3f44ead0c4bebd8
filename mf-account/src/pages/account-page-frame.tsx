import type { ReactNode } from 'react';
import { TAX_NOTICE } from '@sift/contracts';
import { PageFrame } from '@sift/ui';

/**
 * The frame of every account page (002 §2.3 "A tax notice appears on account pages"): the page, then the tax notice.
 * Every page of a route that needs account access uses it (pages-tax-notice.test.tsx).
 */
export function AccountPageFrame({ narrow = false, className, children }: { narrow?: boolean; className?: string; children: ReactNode }) {
  return (
    <PageFrame className={['ac-page', narrow && 'ac-page--narrow', className].filter(Boolean).join(' ')}>
      {children}
      <p className="ac-muted ac-tax" data-testid="tax-notice">
        {TAX_NOTICE}
      </p>
    </PageFrame>
  );
}
