import { SUBSCRIBE_TO_FILTER, TRY_FILTERING_FREE, UPGRADE_TO_FILTER, UPGRADE_TO_FILTER_MORE } from '@sift/contracts';
import { episodeAction, titleAction } from './title-access';

const work = (level: 'full' | 'limited' | 'none', canPlay = true, watchable = true) => ({
  is_watchable: watchable,
  subscription_access_level: level,
  subscription_can_play: canPlay,
});

describe('titleAction (001 §1 access levels)', () => {
  it("asks visitors to subscribe, or to try for free with a trial code", () => {
    expect(titleAction({ visitor: true, trial: false, work: work('none'), label: 'Up' })).toEqual({ kind: 'signup', label: SUBSCRIBE_TO_FILTER });
    expect(titleAction({ visitor: true, trial: true, work: work('none'), label: 'Up' })).toEqual({ kind: 'signup', label: TRY_FILTERING_FREE });
  });

  it('plays with full access, offers upgrades otherwise, and says when a title cannot be watched', () => {
    expect(titleAction({ visitor: false, trial: false, work: work('full'), label: 'Up' })).toEqual({ kind: 'play' });
    expect(titleAction({ visitor: false, trial: false, work: work('limited', false), label: 'Up' })).toEqual({ kind: 'upgrade', label: UPGRADE_TO_FILTER_MORE });
    expect(titleAction({ visitor: false, trial: false, work: work('none', false), label: 'S1 E2' })).toEqual({ kind: 'upgrade', label: 'Upgrade to Filter S1 E2' });
    expect(titleAction({ visitor: false, trial: false, work: work('full', false, false), label: 'Up' })).toEqual({ kind: 'unavailable' });
  });
});

describe('episodeAction', () => {
  it('marks the first episode free on the limited tier and asks to upgrade for the others', () => {
    expect(episodeAction(work('limited'), 1, 1, false)).toEqual({ kind: 'play' });
    expect(episodeAction(work('limited'), 1, 2, false)).toEqual({ kind: 'upgrade', label: UPGRADE_TO_FILTER });
    expect(episodeAction(work('none'), 2, 3, false)).toEqual({ kind: 'upgrade', label: 'Upgrade to Filter S2 E3' });
    expect(episodeAction(work('full'), 2, 3, false)).toEqual({ kind: 'play' });
    expect(episodeAction(work('full'), 2, 3, true).kind).toBe('signup');
  });
});
