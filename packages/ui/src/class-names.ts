/** Joins the truthy class names: `classNames('ui-button', primary && 'ui-button--primary', className)`. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
