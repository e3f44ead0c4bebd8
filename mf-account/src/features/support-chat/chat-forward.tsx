import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@sift/ui';
import { supportChatUrl } from './support-chat';

/** /chat: forwards to the help center's chat, keeping promobrand (docs/decisions/0104). */
export function ChatForward() {
  const { search } = useLocation();
  const target = supportChatUrl(search);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <p className="ac-lede">
      <Spinner label="Opening chat" /> Opening our support chat… <a href={target}>Open it now</a>
    </p>
  );
}
