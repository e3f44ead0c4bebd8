import { useCallback, useState } from 'react';
import { activeProfileAtom, siftStore, useActiveProfile } from '@sift/app-kit';
import type {
  AccountBalance,
  AvatarGroup,
  BillingCard,
  CallAvailability,
  CancelReason,
  DeviceCreditRequest,
  HelpRequest,
  Paged,
  PaymentClientConfig,
  Promo,
  RequiredFilters,
  Sharing,
  SubscriptionSummary,
} from '@sift/contracts';
import {
  accountPathsUnderProfiles,
  apiKey,
  currentAccountScope,
  fetchApiData,
  profileScope,
  PUBLIC_SCOPE,
  renewAccountData,
  useAccountScope,
  useApiQuery,
  type ApiScope,
} from '@sift/data';
import { api } from '../../api';

/**
 * One API call a screen of the account shows, in the site's one data layer (@sift/data, docs/decisions/0086): its key
 * is the API's own path under the scope of whose answer it is, and it holds the API client's answer as it is, so any
 * remote that builds the same key (mf-membership's subscription summary, the shell) finds the same data.
 */
export interface AccountCall<T> {
  /** The API's path, as in apiKey(scope, path). */
  path: string;
  /**
   * Whose answer: the signed-in account's (`account:<id>`); the account's but given only to a profile with account
   * access, which the API checks on the asking profile (billing, 0065: `profile:<id>`, forgotten on a profile switch);
   * or the same for everyone (`public`).
   */
  owner: 'account' | 'profile' | 'public';
  fetch: () => Promise<T>;
  /**
   * Someone else changes it (support staff, other members booking calls): shown at once from what is kept, and asked
   * again each time a screen shows it. Others stay fresh for the client's minute.
   */
  recheck?: boolean;
}

const call = <T>(path: string, owner: AccountCall<T>['owner'], fetch: () => Promise<T>, recheck = false): AccountCall<T> => ({ path, owner, fetch, recheck });

/** The account's calls, by what they answer. */
export const accountCalls = {
  subscription: call<SubscriptionSummary>('subscriptions/my-subscription/', 'account', () => api().membership.mySubscription()),
  card: call<BillingCard | null>('stripe/default-payment-method/', 'profile', () => api().membership.defaultPaymentMethod()),
  balance: call<AccountBalance>('transactions/balance/', 'profile', () => api().account.balance()),
  activePromo: call<Promo | null>('subscription-promos/active/', 'account', () => api().membership.activePromo()),
  requiredFilters: call<RequiredFilters>('required-filters/', 'account', () => api().requiredFilters.get()),
  sharing: call<Sharing>('sharing/', 'account', () => api().sharing.get()),
  cancelReasons: call<CancelReason[]>('cancel-reasons/', 'account', () => api().account.cancelReasons()),
  helpRequests: call<Paged<HelpRequest>>('help-requests/', 'account', () => api().account.helpRequests(), true),
  deviceCreditRequests: call<Paged<DeviceCreditRequest>>('device-credit-requests/', 'profile', () => api().account.deviceCreditRequests(), true),
  callAvailability: call<CallAvailability>('calendly-events/availability/', 'account', () => api().account.callAvailability(), true),
  paymentConfig: call<PaymentClientConfig>('payments/config/', 'public', () => api().membership.paymentConfig()),
  avatarGroups: call<AvatarGroup[]>('profile-avatar-groups/', 'public', () => api().profiles.avatarGroups()),
};

// The billing answers kept under the asking profile are the account's too: a change of the account renews them.
accountPathsUnderProfiles(...Object.values(accountCalls).flatMap((c) => (c.owner === 'profile' ? [c.path] : [])));

function scopeOf(owner: AccountCall<unknown>['owner'], account: ApiScope | null, profileId: number | null): ApiScope | null {
  if (owner === 'public') return PUBLIC_SCOPE;
  if (owner === 'account' || account === null) return account;
  // As discovery's keys: profile 0 while a member has not chosen one yet.
  return profileScope(profileId ?? 0);
}

export interface Loaded<T> {
  data: T | null;
  error: Error | null;
  /** An answer has arrived (data may be null as an answer: no card on file). */
  loaded: boolean;
  /** Asks again; the current data stays on screen until the new answer arrives. */
  reload: () => Promise<void>;
}

/**
 * A call's answer for a screen: asked once however many components (and remotes) show it, kept for the next screen.
 * Waits while nobody is signed in (an account answer needs the account).
 */
export function useAccountData<T>(accountCall: AccountCall<T>): Loaded<T> {
  const account = useAccountScope();
  const profile = useActiveProfile();
  const scope = scopeOf(accountCall.owner, account, profile?.id ?? null);
  const query = useApiQuery<T>(scope && apiKey(scope, accountCall.path), accountCall.fetch, accountCall.recheck ? { staleTime: 0 } : {});
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (scope) await refetch();
  }, [scope, refetch]);
  // Asking again after a failure with no answer yet, the query drops its error while it waits: the screen keeps
  // saying what failed (with its Try again) until an answer arrives, rather than falling back to its skeleton.
  const [lastError, setLastError] = useState<Error | null>(null);
  if (query.error && query.error !== lastError) setLastError(query.error);
  if (query.status === 'success' && lastError !== null) setLastError(null);
  const error = query.error ?? (query.status === 'pending' && query.isFetching ? lastError : null);
  return { data: query.data ?? null, error, loaded: query.data !== undefined, reload };
}

/** A call's answer outside React: the kept one while fresh, else asked (together with any load of it under way). */
export function fetchAccountData<T>(accountCall: AccountCall<T>): Promise<T> {
  const scope = scopeOf(accountCall.owner, currentAccountScope(), siftStore.get(activeProfileAtom)?.id ?? null);
  if (!scope) return Promise.reject(new Error('Nobody is signed in.'));
  return fetchApiData(apiKey(scope, accountCall.path), accountCall.fetch, accountCall.recheck ? 0 : undefined);
}

/**
 * After a change of the account (the plan, the card, credit, a cancel, a booked call): the account's answers on screen
 * load again (kept on screen meanwhile) and the others are forgotten, so no screen shows one from before the change.
 * Resolves once the shown ones are in: the next render shows the new state.
 */
export function accountChanged(): Promise<void> {
  return renewAccountData();
}
