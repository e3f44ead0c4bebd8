import { useEffect, useRef, useState } from 'react';
import { Alert, Dialog, Spinner } from '@sift/ui';

type DashPlayer = { initialize(view: HTMLVideoElement, url: string, autoPlay: boolean): void; reset(): void; on(type: string, listener: () => void): void };

/**
 * The trailer modal (001 §2). Trailers are DASH streams (the demo media), played with dash.js, which is loaded only
 * when a trailer opens (it is a large script), and stopped when the modal closes.
 */
export function TrailerDialog({ open, onOpenChange, title, url }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; url: string }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [element, setElement] = useState<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (!open || !element) return undefined;
    let player: DashPlayer | null = null;
    let cancelled = false;
    setState('loading');
    import('dashjs')
      .then(({ MediaPlayer }) => {
        if (cancelled) return;
        player = MediaPlayer().create() as unknown as DashPlayer;
        player.on('canPlay', () => setState('ready'));
        player.on('error', () => setState('failed'));
        player.initialize(element, url, true);
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      player?.reset();
    };
  }, [open, element, url]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Trailer: ${title}`} size="lg">
      <div className="discovery-trailer" data-state={state}>
        {/* The trailer is a picture with sound; it has no captions track. */}
        <video
          ref={(node) => {
            video.current = node;
            setElement(node);
          }}
          className="discovery-trailer__video"
          controls
          playsInline
          aria-label={`Trailer: ${title}`}
        />
        {state === 'loading' && <Spinner label="Loading the trailer" />}
        {state === 'failed' && <Alert tone="error">The trailer could not be played.</Alert>}
      </div>
    </Dialog>
  );
}
