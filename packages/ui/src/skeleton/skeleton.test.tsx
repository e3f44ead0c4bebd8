import { render, screen } from '@testing-library/react';
import { POSTER_LIST_MIN } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { PageSkeleton } from './page-skeleton';
import { PosterGridSkeleton } from './poster-grid-skeleton';
import { Skeleton } from './skeleton';
import { SkeletonGroup } from './skeleton-group';
import { TextSkeleton } from './text-skeleton';

describe('skeletons', () => {
  it('a Skeleton is hidden from assistive technology and takes a size', () => {
    const { container } = render(<Skeleton shape="circle" width={48} height="3rem" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('ui-skeleton--circle');
    expect(skeleton.style.width).toBe('48px');
    expect(skeleton.style.height).toBe('3rem');
  });

  it('a group is one busy status that says "Loading" (or its label)', () => {
    render(
      <SkeletonGroup label="Loading your watchlist">
        <Skeleton />
        <Skeleton />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Loading your watchlist$/);
  });

  it('TextSkeleton draws its lines, the last one shorter', () => {
    const { container } = render(<TextSkeleton lines={4} />);
    const lines = container.querySelectorAll('.ui-skeleton--line');
    expect(lines).toHaveLength(4);
    expect((lines[3] as HTMLElement).style.width).toBe('60%');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('PosterGridSkeleton holds room for POSTER_LIST_MIN posters in the poster grid by default', () => {
    const { container, rerender } = render(<PosterGridSkeleton />);
    expect(container.querySelectorAll('.ui-poster-grid > .ui-poster-skeleton')).toHaveLength(POSTER_LIST_MIN);
    rerender(<PosterGridSkeleton count={5} />);
    expect(container.querySelectorAll('.ui-poster-skeleton')).toHaveLength(5);
  });

  it('PageSkeleton shows a heading, text and a block or posters', () => {
    const { container, rerender } = render(<PageSkeleton />);
    expect(container.querySelector('.ui-page-skeleton__block')).not.toBeNull();
    rerender(<PageSkeleton variant="posters" />);
    expect(container.querySelectorAll('.ui-poster-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('pass axe', async () => {
    const { container } = render(
      <>
        <TextSkeleton />
        <PosterGridSkeleton count={3} />
        <PageSkeleton variant="posters" label="Loading page" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
