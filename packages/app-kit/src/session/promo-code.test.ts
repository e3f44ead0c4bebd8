import { fixedClock, STORAGE_KEYS } from '@sift/contracts';
import { clearPromoCode, readPromoCode, savePromoCode } from './promo-code';

const at = (iso: string) => fixedClock(iso);

describe('promo code in local storage (000 §4.6, §5)', () => {
  beforeEach(() => localStorage.clear());

  it('strips every non-word character before keeping the code', () => {
    expect(savePromoCode(' gabb-14! ', at('2026-01-01T00:00:00Z'))).toBe('gabb14');
    expect(readPromoCode(at('2026-01-01T00:00:01Z'))).toBe('gabb14');
  });

  it('expires about 10,000 seconds after it was saved and is then cleared', () => {
    savePromoCode('free14', at('2026-01-01T00:00:00Z'));
    expect(readPromoCode(at('2026-01-01T02:46:39Z'))).toBe('free14');
    expect(readPromoCode(at('2026-01-01T02:46:40Z'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBeNull();
  });

  it('ignores a code that is empty once stripped, and clears on request', () => {
    expect(savePromoCode('---')).toBeNull();
    savePromoCode('noble');
    clearPromoCode();
    expect(readPromoCode()).toBeNull();
  });

  it('treats an unreadable entry as expired', () => {
    localStorage.setItem(STORAGE_KEYS.promoCode, '{not json');
    expect(readPromoCode()).toBeNull();
  });
});
