import { render, screen } from '@testing-library/react';
import { DESCRIPTION_TRUNCATE_LENGTH } from '@sift/contracts';
import { PickedTitleCard, truncateDescription } from './picked-title-card';

const long =
  'A harbor town keeps its lights on through the longest winter anyone remembers, while two families who have not spoken in ten years find themselves sharing a boat, a secret and a storm.';

it('002 §9: a description over 150 characters is cut within 150, at a word, with an ellipsis', () => {
  expect(long.length).toBeGreaterThan(DESCRIPTION_TRUNCATE_LENGTH);
  const cut = truncateDescription(long);
  expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_LENGTH);
  expect(cut.endsWith('…')).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(long[cut.length - 1]).toBe(' ');
});

it('a description of 150 characters or fewer is shown whole', () => {
  const exact = 'x'.repeat(DESCRIPTION_TRUNCATE_LENGTH);
  expect(truncateDescription(exact)).toBe(exact);
  expect(truncateDescription('Short and sweet.')).toBe('Short and sweet.');
  // One long word: cut at the limit itself.
  expect(truncateDescription('y'.repeat(400))).toBe(`${'y'.repeat(DESCRIPTION_TRUNCATE_LENGTH - 1)}…`);
});

it('the picked title card shows the truncated description, the whole one in its tooltip', () => {
  render(<PickedTitleCard work={{ title: 'Harbor Lights', rating: 'PG-13', runtime_formatted: '1h 52m', description: long }} />);
  expect(screen.getByRole('heading', { name: 'Harbor Lights' })).toBeInTheDocument();
  expect(screen.getByText('PG-13 · 1h 52m')).toBeInTheDocument();
  expect(screen.getByTestId('picked-description')).toHaveTextContent(truncateDescription(long));
  expect(screen.getByTestId('picked-description')).toHaveAttribute('title', long);
});
