import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('formats in en-US with the options given', () => {
    expect(dateFormat({ dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-06-03T12:00:00Z'))).toBe('June 3, 2026');
    expect(dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date('2026-06-03T12:00:00Z'))).toBe('Wednesday, June 3');
  });

  it('builds one format per set of options and reuses it', () => {
    const options = { dateStyle: 'medium', timeZone: 'America/Denver' } as const;
    expect(dateFormat({ ...options })).toBe(dateFormat({ ...options }));
    expect(dateFormat({ ...options, timeZone: 'UTC' })).not.toBe(dateFormat(options));
  });
});
