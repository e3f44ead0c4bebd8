import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { MAINTENANCE_TITLE, route } from '@sift/contracts';
import { UiProvider } from '@sift/ui';
import { RemoteRoutes } from './remote-routes';

let broken = true;
function Browse() {
  if (broken) throw new Error('browse failed (test)');
  return <main>Rows of posters</main>;
}
const Discover = () => <main>Endless grid</main>;

const routes = { routes: [route('browse', '/browse', 'Browse'), route('discover', '/discover', 'Discover')], redirects: [] };
const pages = { browse: Browse, discover: Discover };

function renderAt(path: string) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/browse">To browse</Link>
          <Link to="/discover">To discover</Link>
        </nav>
        <RemoteRoutes routes={routes} pages={pages} remote="discovery" />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('each page in its own error boundary', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    broken = true;
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('shows the maintenance notice in place of a page that throws, and logs which page failed', () => {
    renderAt('/browse');
    expect(screen.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A page of discovery failed while rendering (/browse)', expect.any(Error));
  });

  it("lets the remote's other pages work, and renders afresh on the next navigation or on Try again", async () => {
    renderAt('/browse');
    await userEvent.click(screen.getByRole('link', { name: 'To discover' }));
    expect(screen.getByText(/Endless grid/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MAINTENANCE_TITLE })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'To browse' }));
    expect(screen.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(screen.getByText('Rows of posters')).toBeInTheDocument();
  });
});
