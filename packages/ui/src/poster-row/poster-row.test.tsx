import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { PosterCard } from '../poster-card/poster-card';
import { PosterRow, PosterRowSkeleton } from './poster-row';

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

  describe('loading only the posters near the screen', () => {
    let intersect: (near: boolean) => void;
    beforeEach(() => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          intersect = (near) => this.callback([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const posters = (n: number) =>
      Array.from({ length: n }, (_, i) => <PosterCard key={i} title={`Work ${i}`} posterUrl={`/p/${i}.svg`} link={<a href={`/movie/${i}`} />} />);

    it('shows placeholders named by their titles until the row comes near, then loads the first posters only', () => {
      render(<PosterRow title="Comedy">{posters(20)}</PosterRow>);
      expect(document.querySelectorAll('img')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Work 3' })).toBeInTheDocument();
      act(() => intersect(true));
      // Width unknown (jsdom lays nothing out): the first eight.
      expect(document.querySelectorAll('img')).toHaveLength(8);
      expect(screen.getByRole('img', { name: 'Work 0' })).toHaveAttribute('src', '/p/0.svg');
      expect(screen.getByRole('link', { name: 'Work 19' })).toBeInTheDocument();
    });

    it('loads an eager row (on screen when it renders) at once, and a priority poster anywhere', () => {
      render(
        <>
          <PosterRow title="First" eager>
            {posters(3)}
          </PosterRow>
          <PosterRow title="Later">
            <PosterCard title="Priority" posterUrl="/p/x.svg" priority />
          </PosterRow>
        </>,
      );
      expect(document.querySelectorAll('img')).toHaveLength(4);
    });
  });

  it('has a skeleton hidden from assistive technology with the same header and poster boxes', () => {
    const { container } = render(<PosterRowSkeleton posters={4} />);
    const skeleton = container.firstElementChild!;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('ui-poster-row');
    expect(skeleton.querySelector('.ui-poster-row__header .ui-poster-row__title')).not.toBeNull();
    expect(skeleton.querySelectorAll('.ui-poster-row__item')).toHaveLength(4);
  });
});
