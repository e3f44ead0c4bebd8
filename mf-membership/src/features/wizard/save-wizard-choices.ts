import { refreshUser } from '@sift/app-kit';
import type { User } from '@sift/contracts';
import { defaultCategoryTree, mergeCategoryFilters } from '@sift/filter-engine';
import { api } from '../../api';
import { readWizardChoices, writeWizardChoices } from './wizard-choices';

/**
 * Saves the wizard's choices to the signed-in account once (002 §2.1: "the choices are kept and saved to the new
 * account"): the primary profile gets the services, devices and filters; a finished services step sets the
 * onboarding flag by the server's rule for this browser (002 §4). Profile errors are ignored (002 §8).
 */
export async function saveWizardChoices(user: User): Promise<void> {
  const choices = readWizardChoices();
  if (choices.saved) return;
  const primary = user.profiles.find((p) => p.is_primary) ?? user.profiles[0];
  const touched = choices.servicesDone || choices.devicesDone || choices.filtersDone;
  if (primary && touched) {
    await api()
      .profiles.update(primary.id, {
        ...(choices.servicesDone && { selected_catalogs: choices.catalogIds }),
        ...(choices.devicesDone && { selected_devices: choices.devices }),
        // The switches written over the profile's filters, normalized (one entry per category, parents consistent).
        ...(choices.filtersDone && { global_filters: mergeCategoryFilters(defaultCategoryTree(), primary.global_filters, choices.filters) }),
      })
      .catch(() => undefined);
  }
  if (choices.servicesDone) await api().users.updateFlags({ event: 'services_step_done' }).catch(() => undefined);
  writeWizardChoices({ saved: true });
  if (touched) await refreshUser().catch(() => undefined);
}
