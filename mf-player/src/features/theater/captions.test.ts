import { captionAt, parseVtt, showableCues } from './captions';

const VTT = `WEBVTT - Harbor Lights

n1
00:00:01.000 --> 00:00:04.000
Harbor Lights, second 1.

hl-p1
00:00:12.000 --> 00:00:12.800 align:center
<b>D*mn it!</b>

00:01:30.500 --> 00:01:32.000
Line one
line two
`;

describe('captions', () => {
  it('parses cues with ids, timings and text', () => {
    expect(parseVtt(VTT)).toEqual([
      { id: 'n1', start: 1, end: 4, text: 'Harbor Lights, second 1.' },
      { id: 'hl-p1', start: 12, end: 12.8, text: 'D*mn it!' },
      { id: '3', start: 90.5, end: 92, text: 'Line one\nline two' },
    ]);
    expect(parseVtt('not a caption file')).toEqual([]);
  });

  it('never shows a cue that overlaps a mute or a cut, even by a hair', () => {
    const cues = parseVtt(VTT);
    const shown = showableCues(cues, [{ start: 11.75, end: 13.05 }, { start: 4.1, end: 6 }]);
    expect(shown.map((c) => c.id)).toEqual(['3']);
    expect(showableCues(cues, [{ start: 4.2, end: 6 }]).map((c) => c.id)).toEqual(['n1', 'hl-p1', '3']);
  });

  it('gives the text at a time', () => {
    const cues = parseVtt(VTT);
    expect(captionAt(cues, 0.5)).toBeNull();
    expect(captionAt(cues, 1)).toBe('Harbor Lights, second 1.');
    expect(captionAt(cues, 4)).toBeNull();
    expect(captionAt(cues, 91)).toBe('Line one\nline two');
  });
});
