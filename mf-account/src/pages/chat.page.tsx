import { PageFrame } from '@sift/ui';
import { ChatForward } from '../features/support-chat/chat-forward';

export default function ChatPage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <ChatForward />
    </PageFrame>
  );
}
