import { linkPath } from './link-path';

const ORIGIN = 'https://sift.example';

function inLink(attributes: Record<string, string>): Element {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const image = document.createElement('img');
  anchor.append(image);
  return image;
}

describe('linkPath', () => {
  it("is the path of a link to this site, from anything inside it, without the query", () => {
    expect(linkPath(inLink({ href: `${ORIGIN}/movie/harbor-lights?category=drama` }), ORIGIN)).toBe('/movie/harbor-lights');
  });

  it('is null outside a link, for another origin, a new window or a download', () => {
    expect(linkPath(document.createElement('div'), ORIGIN)).toBeNull();
    expect(linkPath(null, ORIGIN)).toBeNull();
    expect(linkPath(inLink({ href: 'https://elsewhere.example/movie/x' }), ORIGIN)).toBeNull();
    expect(linkPath(inLink({ href: `${ORIGIN}/movie/x`, target: '_blank' }), ORIGIN)).toBeNull();
    expect(linkPath(inLink({ href: `${ORIGIN}/terms.pdf`, download: '' }), ORIGIN)).toBeNull();
  });
});
