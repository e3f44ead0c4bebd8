/**
 * The contrast promises of tokens.css, checked on the token values themselves (axe cannot measure contrast in
 * jsdom). A pair listed here is a text or control colour the stylesheets put on that background.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties declared by the first rule whose selector list contains `selector`. */
function tokensOf(selector: string): Record<string, string> {
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = match[1].split(',').map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    return Object.fromEntries([...match[2].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  }
  throw new Error(`no rule for ${selector} in tokens.css`);
}

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const dark = tokensOf(':root');
const grey = { ...dark, ...tokensOf("body[data-background='grey']") };
const white = { ...grey, ...tokensOf("body[data-background='white']") };

/** [foreground, background, minimum ratio]: 4.5 for text, 3 for control boundaries and focus rings. */
const PAIRS: ReadonlyArray<[string, string, number]> = [
  ['--ui-color-text', '--ui-color-bg', 4.5],
  ['--ui-color-text', '--ui-color-surface', 4.5],
  ['--ui-color-text', '--ui-color-surface-raised', 4.5],
  ['--ui-color-text', '--ui-color-field-bg', 4.5],
  ['--ui-color-text-muted', '--ui-color-bg', 4.5],
  ['--ui-color-text-muted', '--ui-color-surface', 4.5],
  ['--ui-color-text-muted', '--ui-color-surface-raised', 4.5],
  ['--ui-color-text-muted', '--ui-color-field-bg', 4.5],
  ['--ui-color-link', '--ui-color-bg', 4.5],
  ['--ui-color-link', '--ui-color-surface', 4.5],
  ['--ui-color-danger', '--ui-color-bg', 4.5],
  ['--ui-color-danger', '--ui-color-surface', 4.5],
  ['--ui-color-on-accent', '--ui-color-accent', 4.5],
  ['--ui-color-on-accent', '--ui-color-accent-hover', 4.5],
  ['--ui-color-on-danger', '--ui-color-danger-bg', 4.5],
  ['--ui-color-on-danger', '--ui-color-danger-bg-hover', 4.5],
  ['--ui-color-field-border', '--ui-color-field-bg', 3],
  ['--ui-color-field-border', '--ui-color-bg', 3],
  ['--ui-color-focus', '--ui-color-bg', 3],
  ['--ui-color-focus', '--ui-color-surface', 3],
  ['--ui-color-success', '--ui-color-surface', 3],
  ['--ui-color-warning', '--ui-color-surface', 3],
  ['--ui-color-info', '--ui-color-surface', 3],
];

describe.each([
  ['dark (default)', dark],
  ['grey background', grey],
  ['white background', white],
])('tokens: %s theme', (_name, tokens) => {
  it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    expect(tokens[foreground]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokens[background]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(tokens[foreground], tokens[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('tokens: reduced motion', () => {
  it('sets every duration to 0 under prefers-reduced-motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const name of Object.keys(dark).filter((token) => token.startsWith('--ui-duration-'))) {
      expect(reduced).toMatch(new RegExp(`${name}:\\s*0ms`));
    }
  });
});
