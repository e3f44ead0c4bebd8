import { clickIdOf, readClickId, saveClickId } from './click-id';

beforeEach(() => localStorage.clear());

it('keeps the click id a visitor arrived with, under either query name, cleaned of anything but id characters', () => {
  expect(clickIdOf(new URLSearchParams('irclickid=AbC-1.2_x'))).toBe('AbC-1.2_x');
  expect(clickIdOf(new URLSearchParams('ir_click_id=zz9'))).toBe('zz9');
  expect(clickIdOf(new URLSearchParams('promo_code=frugal'))).toBeNull();
  expect(saveClickId('Ab<script>C')).toBe('AbscriptC');
  expect(readClickId()).toBe('AbscriptC');
  expect(saveClickId('<>')).toBeNull();
  expect(readClickId()).toBe('AbscriptC');
});
