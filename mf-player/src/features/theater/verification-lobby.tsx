import { VERIFICATION_BAR_MS, VERIFYING } from '@sift/contracts';
import { ProgressBar } from '@sift/ui';
import { TheaterPanel, type ServiceInfo } from './theater-panel';
import type { LobbyState } from './use-verification';

export interface VerificationLobbyProps {
  state: LobbyState;
  service: ServiceInfo | null;
  title: string;
  onRetry: () => void;
  onClose: () => void;
  /** The last re-link could not reach the extension. */
  extensionNeeded?: boolean;
}

/** The lobby (001 §2, §4): the 2500 ms verifying bar, then the error panel of a refusal. */
export function VerificationLobby({ state, service, title, onRetry, onClose, extensionNeeded }: VerificationLobbyProps) {
  if (state.phase === 'refused') {
    return (
      <TheaterPanel
        problem={{ kind: 'refused', status: state.status, error: state.error }}
        service={service}
        onClose={onClose}
        onRetry={onRetry}
        extensionNeeded={extensionNeeded}
      />
    );
  }
  return (
    <div className="theater-lobby">
      <p className="theater-lobby__title">{title}</p>
      <ProgressBar label={VERIFYING} fillDurationMs={VERIFICATION_BAR_MS} />
      <p className="theater-lobby__status" role="status">
        {VERIFYING}
      </p>
    </div>
  );
}
