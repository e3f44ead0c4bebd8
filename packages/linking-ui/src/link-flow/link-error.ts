/**
 * Why linking a service stopped (001 §4, §8). Each kind has its panel in the link dialog; 'unrecognized_response' and
 * 'unknown_service' never reach one: they count as success (001 §4.5).
 */
export type LinkErrorKind =
  | 'unsupported_browser'
  | 'extension_missing'
  | 'extension_outdated'
  | 'extension_permissions'
  | 'missing_credentials'
  | 'invalid_credentials'
  | 'no_internet'
  | 'timeout'
  | 'unsupported_plan'
  | 'no_content_rights'
  | 'invalid_external_id'
  | 'unrecognized_response'
  | 'unknown_service'
  | 'unexpected';

export class LinkError extends Error {
  override readonly name = 'LinkError';
  constructor(
    readonly kind: LinkErrorKind,
    message: string = kind,
    /** The extension's version when it is out of date; 'mobile' or 'desktop' for an unsupported browser. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const isLinkError = (error: unknown): error is LinkError =>
  error instanceof LinkError || (error instanceof Error && error.name === 'LinkError' && typeof (error as LinkError).kind === 'string');

/** While these show, the dialog polls for the extension (001 §4.4). */
export const WAITS_FOR_EXTENSION: readonly LinkErrorKind[] = ['extension_missing', 'extension_outdated'];
/** After these, coming back to the tab tries again (001 §4.4). */
export const RETRIES_ON_RETURN: readonly LinkErrorKind[] = ['missing_credentials', 'invalid_credentials'];
