import type { Ref } from 'react';
import type { PaymentClientConfig } from '@sift/contracts';
import type { CardEntryHandle } from './card-entry';
import { SandboxCardForm, type CardSandbox } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

export interface CardEntryProps {
  ref?: Ref<CardEntryHandle>;
  /** GET payments/config/: which provider takes the card. */
  config: PaymentClientConfig;
  /** The sandbox's calls (the caller's `api().paymentSandbox`), used when the sandbox is the provider. */
  sandbox: CardSandbox;
  disabled?: boolean;
  /** Stripe.js could not load (the form then shows why, 000 §8): the caller keeps its submit disabled. */
  onUnavailable?: () => void;
}

/** The card, as the running payment provider takes it: Stripe Elements, or the sandbox's form that behaves like it. */
export function CardEntry({ ref, config, sandbox, disabled, onUnavailable }: CardEntryProps) {
  return config.provider === 'stripe' ? (
    <StripeCardForm ref={ref} publishableKey={config.publishable_key} onUnavailable={onUnavailable} />
  ) : (
    <SandboxCardForm ref={ref} sandbox={sandbox} disabled={disabled} />
  );
}
