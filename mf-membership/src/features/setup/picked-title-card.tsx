import { DESCRIPTION_TRUNCATE_LENGTH, type Work } from '@sift/contracts';

/**
 * 002 §9 'description truncated at 150 characters': at most 150 characters, cut at the last word boundary inside
 * them when there is one, with an ellipsis; a description that fits is shown whole.
 */
export function truncateDescription(text: string, max = DESCRIPTION_TRUNCATE_LENGTH): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The title picked on 'Pick a title' (v3), as its filter preview and play steps show it: rating, runtime, description. */
export function PickedTitleCard({ work }: { work: Pick<Work, 'title' | 'rating' | 'runtime_formatted' | 'description'> }) {
  return (
    <section className="card mb-picked" aria-label={`The title you picked: ${work.title}`}>
      <h2 className="mb-section-title">{work.title}</h2>
      <p className="mb-fineprint">{[work.rating, work.runtime_formatted].filter(Boolean).join(' · ')}</p>
      <p data-testid="picked-description" title={work.description}>
        {truncateDescription(work.description)}
      </p>
    </section>
  );
}
