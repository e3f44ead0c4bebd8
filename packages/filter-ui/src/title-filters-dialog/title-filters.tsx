import { useState } from 'react';
import { ALL_FILTERS, FILTER_TABS, NO_TAGS_IN_CATEGORY, SHOW_SPOILER, SPOILER_HIDDEN, type Tag } from '@sift/contracts';
import {
  allStatus,
  categoryStatus,
  isTagOn,
  isTagRequired,
  tagsInCategory,
  toggleAll,
  toggleCategory,
  toggleTag,
  type CategoryStatus,
  type Choices,
} from '@sift/filter-engine';
import { Button, Tabs } from '@sift/ui';
import { FilterToggle } from '../filter-toggle/filter-toggle';
import { formatTime } from './format-time';

export interface TitleFiltersProps {
  choices: Choices;
  onChange: (choices: Choices) => void;
}

const tagStatus = (choices: Choices, tag: Tag): CategoryStatus =>
  isTagRequired(choices, tag.ref_id) ? 'required' : isTagOn(choices, tag.ref_id) ? 'cut' : 'uncut';

function TagRow({ tag, choices, onChange }: { tag: Tag } & TitleFiltersProps) {
  const [revealed, setRevealed] = useState(false);
  const hidden = tag.spoiler && !revealed;
  const audio = tag.type === 'audio';
  return (
    <li className="fui-tag" data-ref={tag.ref_id}>
      <FilterToggle
        id={`fui-tag-${tag.ref_id}`}
        level="tag"
        kind={audio ? 'audio' : 'audiovisual'}
        label={hidden ? SPOILER_HIDDEN : tag.description}
        description={`${formatTime(tag.start_approx)}–${formatTime(tag.end_approx)} · ${audio ? 'Mute' : 'Cut'}`}
        status={tagStatus(choices, tag)}
        onToggle={() => onChange(toggleTag(choices, tag.ref_id))}
      >
        {hidden && (
          <Button variant="link" size="sm" className="fui-tag__reveal" onClick={() => setRevealed(true)}>
            {SHOW_SPOILER}
          </Button>
        )}
      </FilterToggle>
    </li>
  );
}

/**
 * The choices for one title (001 §4 "Filters on a title"): the All toggle, then a tab per top-level category with
 * its categories and their tags. A category's status is over its tags (uncut, cut, mixed, required); toggling it
 * sets all its tags; a required tag cannot be switched off. Spoilers stay hidden until asked for.
 */
export function TitleFilters({ choices, onChange }: TitleFiltersProps) {
  const { tree } = choices;
  const categoryRow = (id: number, level: 'category' | 'leaf') => {
    const category = tree.byId.get(id)!;
    return (
      <FilterToggle
        id={`fui-title-category-${id}`}
        level={level}
        kind={category.default_type}
        label={category.display_title}
        status={categoryStatus(choices, id)}
        onToggle={() => onChange(toggleCategory(choices, id))}
      />
    );
  };
  const items = FILTER_TABS.map((tab) => {
    const tagged = tagsInCategory(choices, tab.id);
    const leaves = tree.leavesOf(tab.id).filter((leaf) => tagsInCategory(choices, leaf).length > 0);
    const isLeafTab = tree.leavesOf(tab.id).length === 1 && tree.leavesOf(tab.id)[0] === tab.id;
    return {
      value: String(tab.id),
      label: `${tab.title} (${tagged.length})`,
      content:
        tagged.length === 0 ? (
          <p className="fui-empty">{NO_TAGS_IN_CATEGORY}</p>
        ) : (
          <ul className="fui-category-list">
            <li className="fui-category" data-category={tab.id}>
              {categoryRow(tab.id, 'category')}
              <ul className="fui-category__children">
                {isLeafTab ? (
                  tagged.map((tag) => <TagRow key={tag.ref_id} tag={tag} choices={choices} onChange={onChange} />)
                ) : (
                  leaves.map((leaf) => (
                    <li key={leaf} className="fui-category" data-category={leaf}>
                      {categoryRow(leaf, 'leaf')}
                      <ul className="fui-category__children">
                        {tagsInCategory(choices, leaf).map((tag) => (
                          <TagRow key={tag.ref_id} tag={tag} choices={choices} onChange={onChange} />
                        ))}
                      </ul>
                    </li>
                  ))
                )}
              </ul>
            </li>
          </ul>
        ),
    };
  });
  const firstWithTags = FILTER_TABS.find((tab) => tagsInCategory(choices, tab.id).length > 0) ?? FILTER_TABS[0];
  return (
    <div className="fui-title-filters">
      <FilterToggle id="fui-title-all" level="all" label={ALL_FILTERS} status={allStatus(choices)} onToggle={() => onChange(toggleAll(choices))} />
      <Tabs label="Filter categories" defaultValue={String(firstWithTags.id)} items={items} />
    </div>
  );
}
