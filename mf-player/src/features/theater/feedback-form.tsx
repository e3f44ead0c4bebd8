import { useEffect, useRef } from 'react';
import type { StreamFeedbackResponse } from '@sift/contracts';
import { Button } from '@sift/ui';

export interface FeedbackFormProps {
  prompt: string;
  onAnswer: (response: StreamFeedbackResponse) => void;
}

/** The post-play feedback (001 §4): thumbs up, thumbs down, or dismissed. */
export function FeedbackForm({ prompt, onAnswer }: FeedbackFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="theater-panel theater-feedback" aria-labelledby="theater-feedback-title">
      <h2 id="theater-feedback-title" className="theater-panel__title" tabIndex={-1} ref={heading}>
        {prompt}
      </h2>
      <div className="theater-panel__actions">
        <Button onClick={() => onAnswer('thumbs_up')} aria-label="Thumbs up">
          <span aria-hidden="true">👍</span> Good
        </Button>
        <Button onClick={() => onAnswer('thumbs_down')} aria-label="Thumbs down">
          <span aria-hidden="true">👎</span> Not good
        </Button>
        <Button variant="ghost" onClick={() => onAnswer('dismissed')}>
          Not now
        </Button>
      </div>
    </section>
  );
}
