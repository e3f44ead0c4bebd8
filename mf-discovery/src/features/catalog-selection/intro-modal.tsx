import { useState } from 'react';
import { PRODUCT_NAME, STORAGE_KEYS } from '@sift/contracts';
import { Button, Dialog } from '@sift/ui';
import { introSeen } from './intro-seen';

/**
 * The first visit to browse explains the service filter once (001 §2); local storage browseFiltersIntroModalSeen
 * remembers that it was shown, however it was closed.
 */
export function IntroModal({ onChooseServices }: { onChooseServices: () => void }) {
  const [open, setOpen] = useState(() => !introSeen());
  const close = () => {
    localStorage.setItem(STORAGE_KEYS.browseFiltersIntroModalSeen, 'true');
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="See what you can watch"
      description={`Tell ${PRODUCT_NAME} which streaming services you have, and browse shows what you can watch there, filtered your way.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Not Now
          </Button>
          <Button
            onClick={() => {
              close();
              onChooseServices();
            }}
          >
            Choose Services
          </Button>
        </>
      }
    />
  );
}
