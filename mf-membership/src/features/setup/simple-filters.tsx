import { useState } from 'react';
import {
  CUSTOM_FILTERS,
  CUSTOM_FILTERS_TEXT,
  FILTER_CATEGORIES,
  MOST_COMMON_FILTER_IDS,
  MOST_COMMON_FILTERS,
  mostCommonFiltersText,
  SETUP_CONTINUE,
  SIMPLE_FILTERS_LEDE,
} from '@sift/contracts';
import { useActiveProfile, useUser } from '@sift/app-kit';
import { defaultCategoryTree, mergeCategoryFilters, normalizeCategoryFilters } from '@sift/filter-engine';
import { DefaultFiltersEditor } from '@sift/filter-ui';
import { Button } from '@sift/ui';
import { useProfileUpdate, useSetupNext } from './use-setup';

const names = (ids: readonly number[]) => ids.map((id) => FILTER_CATEGORIES.find((c) => c.id === id)?.display_title ?? String(id));
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/**
 * Simple filters (002 §2.2, §4): the most-common quick start turns on 18, 6 and 7 (Profanity, Sex, Nudity), or the
 * member chooses each category in the shared filter editor (@sift/filter-ui), where a category turns its descendants
 * on or off with it and parental controls stay on. Saving the custom choices moves on; Cancel goes back to the two
 * options. Both write a normalized map (one entry per category, @sift/filter-engine), as every filter screen does.
 */
export function SimpleFilters() {
  const profile = useActiveProfile();
  const user = useUser();
  const update = useProfileUpdate();
  const next = useSetupNext();
  const [mode, setMode] = useState<'choose' | 'custom'>('choose');
  const [saving, setSaving] = useState(false);

  const quickStart = async () => {
    setSaving(true);
    const mostCommon = Object.fromEntries(MOST_COMMON_FILTER_IDS.map((id) => [String(id), true]));
    await update({ global_filters: mergeCategoryFilters(defaultCategoryTree(), profile?.global_filters, mostCommon) });
    next();
  };

  if (mode === 'custom') {
    return (
      <div className="mb-step">
        <h2 className="mb-section-title">{CUSTOM_FILTERS}</h2>
        <DefaultFiltersEditor
          globalFilters={profile?.global_filters ?? {}}
          requiredFilters={user?.required_filters}
          onSave={async (globalFilters) => {
            await update({ global_filters: normalizeCategoryFilters(defaultCategoryTree(), globalFilters) });
            next();
          }}
          onClose={() => setMode('choose')}
        />
      </div>
    );
  }

  return (
    <div className="mb-step">
      <p className="mb-lede">{SIMPLE_FILTERS_LEDE}</p>
      <div className="mb-setup-options">
        <section className="card mb-setup-option" aria-labelledby="mb-most-common">
          <h2 id="mb-most-common" className="mb-section-title">
            {MOST_COMMON_FILTERS}
          </h2>
          <p>{mostCommonFiltersText(listed(names(MOST_COMMON_FILTER_IDS)))}</p>
          <Button onClick={() => void quickStart()} disabled={saving}>
            {`${SETUP_CONTINUE} with ${MOST_COMMON_FILTERS}`}
          </Button>
        </section>
        <section className="card mb-setup-option" aria-labelledby="mb-custom">
          <h2 id="mb-custom" className="mb-section-title">
            {CUSTOM_FILTERS}
          </h2>
          <p>{CUSTOM_FILTERS_TEXT}</p>
          <Button variant="secondary" onClick={() => setMode('custom')} disabled={saving}>
            {`Choose ${CUSTOM_FILTERS} Filters`}
          </Button>
        </section>
      </div>
    </div>
  );
}
