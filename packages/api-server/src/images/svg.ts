/** Posters, backdrops, avatars and logos drawn as SVG from a name: deterministic, no outside image host. */
import { hashString } from '../reference-data/random';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function palette(name: string) {
  const h = hashString(name);
  const hue = h % 360;
  return { hue, from: `hsl(${hue} 55% 30%)`, to: `hsl(${(hue + 40) % 360} 60% 12%)`, accent: `hsl(${(hue + 180) % 360} 70% 65%)`, seed: h };
}

/** Wraps a title into lines of about `width` characters (at most `max` lines). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, max);
}

function shapes(seed: number, w: number, h: number, color: string) {
  const out: string[] = [];
  let s = seed;
  for (let i = 0; i < 5; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const cx = s % w;
    const cy = (s >>> 8) % h;
    const r = 20 + ((s >>> 16) % Math.round(w / 3));
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.${1 + (i % 3)}"/>`);
  }
  return out.join('');
}

export function posterSvg(title: string, subtitle: string): string {
  const p = palette(title);
  const lines = wrap(title, 14, 4);
  const text = lines
    .map((l, i) => `<text x="150" y="${300 + i * 34 - lines.length * 17}" text-anchor="middle" font-size="28" font-weight="700" fill="#fff">${escape(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${escape(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="300" height="450" fill="url(#g)"/>${shapes(p.seed, 300, 260, p.accent)}${text}<text x="150" y="420" text-anchor="middle" font-size="16" fill="#ddd">${escape(subtitle)}</text></svg>`;
}

export function backdropSvg(title: string): string {
  const p = palette(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img" aria-label="${escape(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/>${shapes(p.seed, 1280, 720, p.accent)}<text x="80" y="620" font-size="72" font-weight="700" fill="#fff">${escape(title)}</text></svg>`;
}

export function avatarSvg(name: string, color: string): string {
  const initial = escape(name.split('-').pop()!.slice(0, 1).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escape(name)}"><rect width="160" height="160" rx="24" fill="${color}"/><circle cx="80" cy="66" r="30" fill="#fff" opacity="0.9"/><rect x="36" y="104" width="88" height="40" rx="20" fill="#fff" opacity="0.9"/><text x="80" y="77" text-anchor="middle" font-size="30" font-weight="700" fill="${color}">${initial}</text></svg>`;
}

export function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escape(name)}"><rect width="240" height="96" rx="16" fill="${color}"/><text x="120" y="58" text-anchor="middle" font-size="26" font-weight="700" fill="#fff">${escape(name)}</text></svg>`;
}
