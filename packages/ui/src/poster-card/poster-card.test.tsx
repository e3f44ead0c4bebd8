import { render, screen } from '@testing-library/react';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../testing/axe';
import { PosterCard } from './poster-card';

const indicatorOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('PosterCard', () => {
  it('is a linked poster named by the title, sized up front and loaded lazily', () => {
    render(<PosterCard title="Harbor Lights" posterUrl="/p/harbor.jpg" link={<a href="/movie/harbor-lights" />} />);
    const link = screen.getByRole('link', { name: 'Harbor Lights' });
    expect(link).toHaveAttribute('href', '/movie/harbor-lights');
    expect(link).toHaveClass('ui-poster__link');
    const image = screen.getByRole('img', { name: 'Harbor Lights' });
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(link).toContainElement(image);
  });

  it('loads eagerly and first when it is above the fold', () => {
    render(<PosterCard title="Harbor Lights" posterUrl="/p/harbor.jpg" priority width={180} height={270} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '180');
  });

  it('shows the title in place of a missing poster', () => {
    render(<PosterCard title="Night Train" posterUrl={null} link={<a href="/show/night-train" />} />);
    expect(screen.getByRole('link', { name: 'Night Train' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("draws the progress it is given: the bar's width, and the percent watched it says (the rule is the caller's)", () => {
    render(<PosterCard title="Harbor Lights" posterUrl="/p.jpg" progress={{ barPercent: 17, watchedPercent: 17 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Harbor Lights: progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '17');
    expect(bar).toHaveAttribute('aria-valuetext', '17% watched');
    expect(indicatorOf(bar).style.transform).toBe('translateX(-83%)');
  });

  it('says the percent watched apart from the width (a bar wider than what was watched)', () => {
    render(<PosterCard title="Harbor Lights" posterUrl="/p.jpg" progress={{ barPercent: 5, watchedPercent: 0 }} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '0% watched');
  });

  it('has no bar without progress', () => {
    render(<PosterCard title="Harbor Lights" posterUrl="/p.jpg" progress={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('puts its actions outside the link', () => {
    render(
      <PosterCard
        title="Harbor Lights"
        posterUrl="/p.jpg"
        link={<a href="/movie/harbor-lights" />}
        actions={<Button size="sm">Add to watchlist</Button>}
        showTitle
        subtitle="2021"
      />,
    );
    const link = screen.getByRole('link', { name: 'Harbor Lights' });
    expect(link).not.toContainElement(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(screen.getByText('2021')).toBeInTheDocument();
  });

  it('passes axe', async () => {
    const { container } = render(
      <PosterCard
        title="Harbor Lights"
        posterUrl="/p.jpg"
        link={<a href="/movie/harbor-lights" />}
        progress={{ barPercent: 50, watchedPercent: 50 }}
        actions={<Button size="sm">Hide</Button>}
        showTitle
      />,
    );
    await expectNoAxeViolations(container);
  });
});
