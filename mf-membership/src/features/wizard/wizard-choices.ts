/**
 * What a visitor chose in the sign-up wizard before there is an account (002 §2.1): streaming services (catalog ids),
 * devices and filters, whether the services step was done, and the plan picked on the landing page. Kept in session
 * storage so a reload or a step back loses nothing; saved to the new account once it exists (save-wizard-choices.ts).
 */
import { MOST_COMMON_FILTER_IDS, STORAGE_KEYS } from '@sift/contracts';

export interface WizardChoices {
  catalogIds: number[];
  devices: string[];
  /** Filter category id -> on. */
  filters: Record<string, boolean>;
  servicesDone: boolean;
  devicesDone: boolean;
  filtersDone: boolean;
  selectedPlanId: number | null;
  /** Whether the choices were already saved to an account. */
  saved: boolean;
}

export const DEFAULT_CHOICES: WizardChoices = {
  catalogIds: [],
  devices: [],
  filters: Object.fromEntries(MOST_COMMON_FILTER_IDS.map((id) => [String(id), true])),
  servicesDone: false,
  devicesDone: false,
  filtersDone: false,
  selectedPlanId: null,
  saved: false,
};

export function readWizardChoices(): WizardChoices {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.wizardChoices);
    return raw ? { ...DEFAULT_CHOICES, ...(JSON.parse(raw) as Partial<WizardChoices>) } : { ...DEFAULT_CHOICES };
  } catch {
    return { ...DEFAULT_CHOICES };
  }
}

export function writeWizardChoices(update: Partial<WizardChoices>): WizardChoices {
  const next = { ...readWizardChoices(), ...update };
  try {
    sessionStorage.setItem(STORAGE_KEYS.wizardChoices, JSON.stringify(next));
  } catch {
    // storage refused (private mode): the choices live for this page only
  }
  return next;
}

/** A plan id from the query (`selected_plan_id`), remembered for the payment step. */
export function rememberSelectedPlan(raw: string | null): number | null {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (id !== null) writeWizardChoices({ selectedPlanId: id });
  return id ?? readWizardChoices().selectedPlanId;
}
