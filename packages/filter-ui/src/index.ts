// @sift/filter-ui: the React pieces of filtering. Load '@sift/filter-ui/styles.css' once per bundle that uses them.
export * from './filter-toggle/filter-toggle';
export * from './filter-toggle/status-text';
export * from './category-filter-list/category-filter-list';
export * from './default-filters-editor/default-filters-editor';
export * from './title-filters-dialog/title-filters';
export * from './title-filters-dialog/title-filters-dialog';
export * from './title-filters-dialog/format-time';
export * from './use-title-filters/use-title-filters';
