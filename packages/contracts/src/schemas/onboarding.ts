/**
 * The setup wizard's onboarding details (002 §7 'Onboarding details: returns selected_title_details and
 * user_services'; 001 lists onboarding/update-selected-title): the title picked to watch first and the account's
 * streaming services, so setup v3 carries on where the member left it on any device (docs/decisions/0110).
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { workSummary } from './catalogue';
import { id } from './common';

/** POST onboarding/update-selected-title/ */
export const selectedTitleUpdate = lazySchema(() => z.object({ work_id: id }));
export type SelectedTitleUpdate = z.infer<typeof selectedTitleUpdate>;

/** A streaming service of the account: chosen in setup or the wizard (a profile's selected catalogs), linked, or both. */
export const onboardingService = lazySchema(() => z.object({ id, slug: z.string(), name: z.string(), linked: z.boolean() }));
export type OnboardingService = z.infer<typeof onboardingService>;

/** GET onboarding/details/ */
export const onboardingDetails = lazySchema(() => z.object({
  selected_title_details: z.nullable(workSummary),
  user_services: z.array(onboardingService),
}));
export type OnboardingDetails = z.infer<typeof onboardingDetails>;
