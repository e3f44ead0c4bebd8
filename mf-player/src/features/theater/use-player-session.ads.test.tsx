/**
 * The ad-blocker panel (issue 22, 001 §5, §8): a stream with ad breaks loads the ad SDK script first; when it cannot
 * load (an ad blocker), the panel shows and the stream does not play. A stream without ad breaks never asks for it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { adBlockerMessage, UNEXPECTED_ERROR } from '@sift/contracts';
import { buildProfile } from '@sift/contracts/testing';
import { buildStream } from '@sift/contracts/testing/playback';
import { usePlayerSession } from './use-player-session';

const loads: unknown[] = [];
let stream = buildStream();
jest.mock('./event-socket', () => ({
  PlaybackEventSocket: class {
    send() {}
    close() {}
  },
}));
jest.mock('./player-session', () => ({
  PlayerSession: class {
    filtered = null;
    load = async (...args: unknown[]) => void loads.push(args);
    close = async () => undefined;
  },
}));
jest.mock('./player-data', () => ({
  ...jest.requireActual('./player-data'),
  loadFilters: async () => ({ tagSet: null, lineup: null }),
}));
jest.mock('../../api', () => ({ api: () => ({ playback: { createStream: async () => stream } }) }));
jest.mock('@sift/app-kit', () => ({ apiSettings: () => ({ prefixUrl: 'http://api.test/' }) }));
const loadScript = jest.fn<Promise<boolean>, [string]>();
let castable = false;
jest.mock('./third-party-scripts', () => ({
  ...jest.requireActual('./third-party-scripts'),
  loadScript: (url: string) => loadScript(url),
  canCast: () => castable,
}));

const offering = { offer_id: 9, type: 'avod', catalog_id: 4, service_id: 3, work_id: 4, price: null, max_format: null, tag_set_id: 1, external_url: null } as const;

function Probe() {
  const video = useRef<HTMLVideoElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const { problem, stream: playing } = usePlayerSession({ offering, profile: buildProfile(), requiredFilters: null, token: 'tok', video, caption });
  return (
    <>
      <video ref={video} />
      <div ref={caption} />
      <p data-testid="problem">{problem ? JSON.stringify(problem) : 'none'}</p>
      <p data-testid="stream">{playing ? String(playing.id) : 'none'}</p>
    </>
  );
}

beforeEach(() => {
  loads.length = 0;
  loadScript.mockReset();
  castable = false;
  window.__SIFT_SCRIPTS__ = undefined;
});

const withAds = () => buildStream({ id: 41, adbreaks: [{ id: 41, position: 0, tag_url: 'http://api.test/ads/tag/?stream=41' }] });

describe('usePlayerSession: ads', () => {
  it('shows the ad-blocker panel when the ad SDK script of a stream with ad breaks is blocked, and does not play', async () => {
    stream = withAds();
    loadScript.mockResolvedValue(false);
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('problem')).not.toHaveTextContent('none'));
    expect(JSON.parse(screen.getByTestId('problem').textContent!)).toEqual({ kind: 'message', title: UNEXPECTED_ERROR, message: adBlockerMessage() });
    expect(adBlockerMessage()).toBe('This stream has ads, but it looks like you might be using an ad blocker. Please disable any blockers in order to stream this with Sift.');
    expect(loadScript).toHaveBeenCalledWith('http://api.test/ads/sdk.js');
    expect(loads).toEqual([]);
  });

  it('plays a stream with ad breaks once the ad SDK loads', async () => {
    stream = withAds();
    loadScript.mockResolvedValue(true);
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('stream')).toHaveTextContent('41'));
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
    expect(loads).toHaveLength(1);
  });

  it('never asks for the ad SDK for a stream without ad breaks', async () => {
    stream = buildStream({ id: 42, adbreaks: [] });
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('stream')).toHaveTextContent('42'));
    expect(loadScript).not.toHaveBeenCalled();
  });
});

describe('usePlayerSession: the cast sender', () => {
  it('where the browser can cast, loads the configured cast sender; a load that never ends or fails never holds playback', async () => {
    castable = true;
    window.__SIFT_SCRIPTS__ = { castSender: 'http://cast.test/cast_sender.js' };
    stream = buildStream({ id: 43, adbreaks: [] });
    loadScript.mockImplementation((url) => (url === 'http://cast.test/cast_sender.js' ? new Promise(() => undefined) : Promise.resolve(true)));
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('stream')).toHaveTextContent('43'));
    expect(loadScript).toHaveBeenCalledWith('http://cast.test/cast_sender.js');
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
  });

  it('a cast sender that fails to load is ignored, even on a stream with ads', async () => {
    castable = true;
    window.__SIFT_SCRIPTS__ = { castSender: 'http://cast.test/cast_sender.js' };
    stream = withAds();
    loadScript.mockImplementation((url) => Promise.resolve(url !== 'http://cast.test/cast_sender.js'));
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('stream')).toHaveTextContent('41'));
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
  });

  it('is not loaded where the browser cannot cast', async () => {
    stream = buildStream({ id: 44, adbreaks: [] });
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('stream')).toHaveTextContent('44'));
    expect(loadScript).not.toHaveBeenCalled();
  });
});
