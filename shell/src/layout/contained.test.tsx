import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Contained, FallbackNavbar } from './contained';

let broken = true;
function Navbar() {
  if (broken) throw new Error('navbar failed (test)');
  return <nav aria-label="Main">The real navbar</nav>;
}

function Layout() {
  const [key, setKey] = useState(0);
  return (
    <MemoryRouter>
      <Contained part="navbar" fallback={<FallbackNavbar />} resetKey={key}>
        <Navbar />
      </Contained>
      <main>
        The page <button onClick={() => setKey((k) => k + 1)}>Navigate</button>
      </main>
      <Contained part="lowbar">
        <Navbar />
      </Contained>
    </MemoryRouter>
  );
}

describe('a contained part of the layout', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    broken = true;
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('fails alone: its fallback (or nothing) in its place, the page around it goes on, and the failure is logged', () => {
    render(<Layout />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-fallback');
    expect(screen.getByRole('link', { name: 'Sift' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/The page/)).toBeInTheDocument();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('A part of the site failed: the navbar', expect.any(Error));
    expect(error).toHaveBeenCalledWith('A part of the site failed: the lowbar', expect.any(Error));
  });

  it('is tried again on the next navigation', async () => {
    render(<Layout />);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Navigate' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('The real navbar');
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveAttribute('data-fallback');
  });
});
