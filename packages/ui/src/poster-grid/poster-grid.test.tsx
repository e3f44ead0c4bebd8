import { render, screen, within } from '@testing-library/react';
import { PosterCard } from '../poster-card/poster-card';
import { expectNoAxeViolations } from '../testing/axe';
import { PosterGrid } from './poster-grid';

const works = [
  { slug: 'harbor-lights', title: 'Harbor Lights' },
  { slug: 'night-train', title: 'Night Train' },
  { slug: 'quiet-river', title: 'Quiet River' },
];

describe('PosterGrid', () => {
  it('is a named list with one item per poster', () => {
    render(
      <PosterGrid label="Watchlist">
        {works.map((work) => (
          <PosterCard key={work.slug} title={work.title} posterUrl={`/p/${work.slug}.jpg`} link={<a href={`/movie/${work.slug}`} />} />
        ))}
        {false}
        {null}
      </PosterGrid>,
    );
    const list = screen.getByRole('list', { name: 'Watchlist' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByRole('link', { name: 'Night Train' })).toBeInTheDocument();
  });

  it('passes axe', async () => {
    const { container } = render(
      <PosterGrid label="Movies">
        {works.map((work) => (
          <PosterCard key={work.slug} title={work.title} posterUrl={`/p/${work.slug}.jpg`} link={<a href={`/movie/${work.slug}`} />} />
        ))}
      </PosterGrid>,
    );
    await expectNoAxeViolations(container);
  });
});
