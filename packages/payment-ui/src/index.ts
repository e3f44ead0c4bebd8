// @sift/payment-ui: the card entry, the billing fields and gift card redemption. Load '@sift/payment-ui/styles.css' once per bundle that uses them.
export * from './card-entry';
export * from './card-entry-form';
export * from './billing-rules';
export * from './load-stripe';
export * from './sandbox-card-form';
export * from './stripe-card-form';
export * from './gift-card-dialog';
export * from './gift-card-rules';
export * from './billing-form';
