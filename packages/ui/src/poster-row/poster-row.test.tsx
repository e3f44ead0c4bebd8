import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { PosterCard } from '../poster-card/poster-card';
import { PosterRow } from './poster-row';

describe('PosterRow', () => {
  it('is a region named by its heading with a list of its posters and its action', async () => {
    const { container } = render(
      <main>
        <PosterRow title="Comedy" action={<a href="/discover?category=comedy">See All</a>}>
          <PosterCard title="Harbor Lights" posterUrl="/p/1.svg" link={<a href="/movie/1" />} />
          <PosterCard title="Night Train" posterUrl="/p/2.svg" link={<a href="/movie/2" />} />
        </PosterRow>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Comedy' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comedy' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('link', { name: 'See All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('pages sideways with the pointer-only buttons, which keyboard users never tab to', async () => {
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    render(
      <PosterRow title="Drama" headingLevel={3}>
        <PosterCard title="A" posterUrl="/a.svg" />
      </PosterRow>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Drama' })).toBeInTheDocument();
    const buttons = document.querySelectorAll('button');
    expect([...buttons].every((b) => b.tabIndex === -1)).toBe(true);
    await userEvent.click(buttons[1]);
    expect(scrollBy).toHaveBeenCalledWith({ left: 200, behavior: 'smooth' });
    await userEvent.click(buttons[0]);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -200, behavior: 'smooth' });
  });
});
