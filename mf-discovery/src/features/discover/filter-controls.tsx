import type { CatalogGroup, WorkParameters } from '@sift/contracts';
import { SelectField, Switch } from '@sift/ui';
import type { DiscoverQuery } from './discover-query';

export interface FilterControlsProps {
  query: DiscoverQuery;
  onChange: (query: DiscoverQuery) => void;
  parameters: WorkParameters;
  /** The Category filter's choices: the category list (GET categories, 001 §7). */
  categories: readonly { slug: string; name: string }[];
  groups: readonly CatalogGroup[];
  member: boolean;
}

function toggled(list: readonly number[], id: number, on: boolean) {
  return on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
}

function CheckboxMenu({ label, count, children }: { label: string; count: number; children: React.ReactNode }) {
  return (
    <details className="discovery-filter-menu">
      <summary>
        {label}
        {count > 0 && <span className="discovery-filter-menu__count"> ({count})</span>}
      </summary>
      <div className="discovery-filter-menu__panel">{children}</div>
    </details>
  );
}

/** The discover filter bar's controls (001 §2): type, order, category, ratings, My Services and services. */
export function FilterControls({ query, onChange, parameters, categories, groups, member }: FilterControlsProps) {
  const ratings = parameters.maturity_ratings.filter((m) => !query.type || m.kind === 'both' || m.kind === query.type);
  return (
    <>
      <SelectField
        label="Type"
        value={query.type ?? ''}
        options={[{ value: '', label: 'Movies & Shows' }, ...parameters.types]}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...query, type: value === 'movie' || value === 'show' ? value : undefined });
        }}
      />
      <SelectField
        label="Sort by"
        value={query.order_by ?? parameters.orders_by[0]?.value ?? ''}
        options={parameters.orders_by}
        onChange={(event) => onChange({ ...query, order_by: event.target.value })}
      />
      <SelectField
        label="Category"
        value={query.category ?? ''}
        options={[{ value: '', label: 'All Categories' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        onChange={(event) => onChange({ ...query, category: event.target.value || undefined })}
      />
      <CheckboxMenu label="Ratings" count={query.maturities.length}>
        <fieldset className="discovery-checkboxes">
          <legend>Ratings</legend>
          {ratings.map((m) => (
            <label key={m.id}>
              <input
                type="checkbox"
                checked={query.maturities.includes(m.id)}
                onChange={(event) => onChange({ ...query, maturities: toggled(query.maturities, m.id, event.target.checked) })}
              />
              {m.rating}
            </label>
          ))}
        </fieldset>
      </CheckboxMenu>
      <CheckboxMenu label="Services" count={query.catalogs.filter((id) => id > 0).length}>
        {groups.map((group) => (
          <fieldset key={group.key} className="discovery-checkboxes">
            <legend>{group.title}</legend>
            {group.catalogs.map((c) => (
              <label key={c.id}>
                <input
                  type="checkbox"
                  checked={query.catalogs.includes(c.id)}
                  onChange={(event) => onChange({ ...query, catalogs: toggled(query.catalogs.filter((id) => id > 0), c.id, event.target.checked) })}
                />
                {c.title}
              </label>
            ))}
          </fieldset>
        ))}
      </CheckboxMenu>
      {member && (
        <Switch
          label="My Services"
          checked={query.my_services}
          onCheckedChange={(checked) => onChange({ ...query, my_services: checked })}
        />
      )}
    </>
  );
}
