import { readPlayerDefaults, writePlayerDefaults } from './player-defaults';

describe('player defaults', () => {
  beforeEach(() => localStorage.clear());

  it('keeps captions and volume per profile', () => {
    writePlayerDefaults(7, { captions: true, volume: 0.35 });
    expect(readPlayerDefaults(7)).toEqual({ captions: true, volume: 0.35 });
    expect(readPlayerDefaults(8)).toEqual({ captions: false, volume: 1 });
    expect(localStorage.getItem('sift_player_defaults_7')).toBe('{"captions":true,"volume":0.35}');
  });

  it('reads a volume outside 0..1, or garbage, as 1', () => {
    localStorage.setItem('sift_player_defaults_7', '{"volume":1.5,"captions":"yes"}');
    expect(readPlayerDefaults(7)).toEqual({ captions: false, volume: 1 });
    localStorage.setItem('sift_player_defaults_7', '{"volume":-0.1}');
    expect(readPlayerDefaults(7).volume).toBe(1);
    localStorage.setItem('sift_player_defaults_7', 'not json');
    expect(readPlayerDefaults(7)).toEqual({ captions: false, volume: 1 });
    localStorage.setItem('sift_player_defaults_7', '{"volume":0}');
    expect(readPlayerDefaults(7).volume).toBe(0);
  });
});
