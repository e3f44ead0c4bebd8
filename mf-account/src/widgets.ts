import type { Widgets } from '@sift/mount';
import { AnnualBanner } from './features/widgets/annual-banner';
import { BillingTakeover } from './features/widgets/billing-takeover';

/** The widgets routes.ts puts in the shell's slots (docs/decisions/0025, 0055): small, loaded with the entry. */
export const widgets: Widgets = {
  annualBanner: AnnualBanner,
  billingTakeover: BillingTakeover,
};
