import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FILTER_CATEGORIES, MINI_FILTERS_TAGLINE } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Button, Switch } from '@sift/ui';
import { readWizardChoices, writeWizardChoices } from './wizard-choices';

/** The twelve filter categories of 000 §3, most common first (18, 6, 7 start on: 002 §9). */
const MINI_FILTER_IDS = [18, 6, 7, 22, 20, 21, 23, 9, 4, 15, 14, 16];

/** Mini filters step (002 §2.1): 'Personalize your entertainment with 100+ filter options.' */
export function MiniFiltersStep() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Record<string, boolean>>(() => readWizardChoices().filters);
  const categories = MINI_FILTER_IDS.map((id) => FILTER_CATEGORIES.find((c) => c.id === id)).filter((c) => c !== undefined);
  return (
    <div className="mb-step">
      <p className="mb-lede">{MINI_FILTERS_TAGLINE}</p>
      <div className="mb-switches" role="group" aria-label="Filters">
        {categories.map((category) => (
          <Switch
            key={category.id}
            label={category.display_title}
            checked={Boolean(filters[String(category.id)])}
            onCheckedChange={(on) => setFilters((current) => ({ ...current, [String(category.id)]: on }))}
          />
        ))}
      </div>
      <Button
        size="lg"
        onClick={() => {
          writeWizardChoices({ filters, filtersDone: true });
          void navigate(href('membershipEmail'));
        }}
      >
        Continue
      </Button>
    </div>
  );
}
