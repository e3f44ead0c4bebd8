import { PRERENDERED_DOCUMENT, route } from '@sift/contracts';
import { defineRemote } from './define-remote';
import { lazyPage } from './lazy-page';
import { usePrerenderedData } from './page-data';

function Landing() {
  const data = usePrerenderedData<{ hero: string }>();
  return <main>{data?.hero ?? 'Landing'}</main>;
}

const routes = { routes: [route('landing', '/', 'Home'), route('about', '/about', 'About')], redirects: [] };
const pages = { landing: Landing, about: lazyPage(async () => ({ default: () => <main>Our mission</main> })) };
const navigator = { createHref: () => '', push: jest.fn(), replace: jest.fn(), go: jest.fn() };
const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });

async function mount(path: string) {
  const remote = defineRemote({ name: 'marketing', routes, pages, buildId: 'b1' });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: `parcel-${path}`, domElement, location: at(path), navigator } as unknown as Parameters<typeof remote.mount>[0];
  await remote.bootstrap(props);
  await remote.mount(props);
  return { domElement, unmount: () => remote.unmount(props) };
}

// The lifecycles schedule React's work as single-spa runs them in a browser: not inside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineRemote: the start', () => {
  it("starts loading the code and first answers of the address's page in the task after the remote's start, before any mount", async () => {
    window.history.replaceState(null, '', '/about');
    const load = jest.fn(async () => ({ default: () => <main>Our mission</main> }));
    const prefetch = jest.fn();
    const elsewhere = jest.fn(async () => ({ default: () => <main>Elsewhere</main> }));
    defineRemote({ name: 'marketing', routes, pages: { landing: lazyPage(elsewhere), about: lazyPage(load, { prefetch }) }, buildId: 'b1' });
    // Not in the task that evaluates the remote's entry (decision 0161).
    expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({});
    expect(elsewhere).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});

describe('defineRemote: the mount', () => {
  it('resolves once the first page is in the DOM, a lazy page included', async () => {
    const { domElement, unmount } = await mount('/about');
    expect(domElement).toHaveTextContent('Our mission');
    expect(domElement.querySelector('[data-remote="marketing"]')).toHaveAttribute('data-build', 'b1');
    await unmount();
  });

  it('taking over a pre-rendered page, renders it with its data before resolving', async () => {
    const container = document.createElement('div');
    container.id = PRERENDERED_DOCUMENT.containerId;
    container.dataset.remote = 'marketing';
    container.dataset.path = '/';
    container.innerHTML = `<script type="application/json" ${PRERENDERED_DOCUMENT.dataAttribute}>{"hero":"Filters your way"}</script>`;
    document.body.append(container);
    const { domElement, unmount } = await mount('/');
    expect(domElement.querySelector('main')).toHaveTextContent('Filters your way');
    await unmount();
  });
});
