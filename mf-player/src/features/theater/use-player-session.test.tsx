import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { buildProfile } from '@sift/contracts/testing';
import type { PlaybackEventSocketOptions } from './event-socket';
import { usePlayerSession } from './use-player-session';

const sockets: PlaybackEventSocketOptions[] = [];
jest.mock('./event-socket', () => ({
  PlaybackEventSocket: class {
    constructor(options: PlaybackEventSocketOptions) {
      sockets.push(options);
    }
    send() {}
    close() {}
  },
}));
jest.mock('./player-session', () => ({
  PlayerSession: class {
    filtered = null;
    load = async () => undefined;
    close = async () => undefined;
  },
}));
jest.mock('../../api', () => ({
  api: () => ({ playback: { createStream: () => new Promise(() => undefined) } }),
}));
jest.mock('@sift/app-kit', () => ({ apiSettings: () => ({ prefixUrl: 'http://api.test/' }) }));

const offering = { offer_id: 9, type: 'subscription', catalog_id: 12, service_id: 12, work_id: 4, price: null, max_format: null, tag_set_id: 1, external_url: null } as const;

function Probe() {
  const video = useRef<HTMLVideoElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const { problem } = usePlayerSession({ offering, profile: buildProfile(), requiredFilters: null, token: 'tok', video, caption });
  return (
    <>
      <video ref={video} />
      <div ref={caption} />
      <p data-testid="problem">{problem ? JSON.stringify(problem) : 'none'}</p>
    </>
  );
}

describe('usePlayerSession', () => {
  beforeEach(() => {
    sockets.length = 0;
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('pauses and shows the generic panel when the event service answers something malformed', () => {
    render(<Probe />);
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
    act(() => sockets[0].onMalformed('status: expected number'));
    expect(JSON.parse(screen.getByTestId('problem').textContent!)).toEqual({ kind: 'refused', status: 500, error: null });
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('shows too many streams on a 409', () => {
    render(<Probe />);
    act(() => sockets[0].onAnswer({ status: 409, session_id: 1, event_type: 'PLAY' }));
    expect(JSON.parse(screen.getByTestId('problem').textContent!)).toEqual({ kind: 'too-many-streams' });
  });
});
