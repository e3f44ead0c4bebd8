import { render, screen } from '@testing-library/react';
import { route, PRERENDERED_DOCUMENT } from '@sift/contracts';
import { usePrerenderedData, readPrerenderedPage } from './page-data';
import { createRemoteRoot } from './remote-root';

function placeDocument(remote: string, path: string, data: unknown) {
  const container = document.createElement('div');
  container.id = PRERENDERED_DOCUMENT.containerId;
  container.dataset.remote = remote;
  container.dataset.path = path;
  container.innerHTML = `<p>pre-rendered</p><script type="application/json" ${PRERENDERED_DOCUMENT.dataAttribute}>${JSON.stringify(data)}</script>`;
  document.body.append(container);
  return container;
}

function Landing() {
  const data = usePrerenderedData<{ hero: string }>();
  return <main>{data ? data.hero : 'no data'}</main>;
}

const routes = { routes: [route('landing', '/', 'Home'), route('about', '/about', 'About')], redirects: [] };
const RemoteRoot = createRemoteRoot({ name: 'marketing', routes, pages: { landing: Landing, about: Landing }, buildId: 'b1' });
const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });
const navigator = { createHref: () => '', push: jest.fn(), replace: jest.fn(), go: jest.fn() };

afterEach(() => document.getElementById(PRERENDERED_DOCUMENT.containerId)?.remove());

describe('pre-rendered page data', () => {
  it("reads the page the shell's server placed for this remote, and nothing for another remote", () => {
    placeDocument('marketing', '/', { hero: 'Filters your way' });
    expect(readPrerenderedPage('marketing')).toEqual({ path: '/', data: { hero: 'Filters your way' } });
    expect(readPrerenderedPage('discovery')).toBeUndefined();
  });

  it('gives the data to the page of that path only', () => {
    placeDocument('marketing', '/', { hero: 'Filters your way' });
    const { rerender } = render(<RemoteRoot location={at('/')} navigator={navigator} />);
    expect(screen.getByRole('main')).toHaveTextContent('Filters your way');
    expect(screen.getByRole('main').closest('[data-remote]')).toHaveAttribute('data-build', 'b1');
    rerender(<RemoteRoot location={at('/about')} navigator={navigator} />);
    expect(screen.getByRole('main')).toHaveTextContent('no data');
  });

  it('has no data when the document was not pre-rendered', () => {
    render(<RemoteRoot location={at('/')} navigator={navigator} />);
    expect(screen.getByRole('main')).toHaveTextContent('no data');
  });
});
