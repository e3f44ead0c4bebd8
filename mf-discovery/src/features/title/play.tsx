import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { href } from '@sift/app-kit';
import { Button, useToast } from '@sift/ui';
import { api } from '../../api';

/**
 * The theater is mf-player's route `theater` (/watch/:slug); the offer to play travels as `offer_id`, the offering's
 * id (001 §3 Offering offer_id, the same field POST streams takes).
 */
export const theaterHref = (slug: string, offerId: number | null | undefined) =>
  href('theater', { slug }, offerId ? { offer_id: offerId } : undefined);

export function PlayLink({ slug, offerId, label = 'Play', size = 'lg' }: { slug: string; offerId: number | null | undefined; label?: string; size?: 'md' | 'lg' }) {
  return (
    <Button asChild size={size}>
      <Link to={theaterHref(slug, offerId)} data-action="play">
        {label}
      </Link>
    </Button>
  );
}

/**
 * Play an episode with the show's chosen way to watch: the episode's own offering on the same catalog (episodes have
 * their own offer ids), found when the button is pressed.
 */
export function PlayEpisodeButton({ slug, catalogId, label, size = 'md' }: { slug: string; catalogId: number | null; label: string; size?: 'md' | 'lg' }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const play = async () => {
    setBusy(true);
    try {
      const episode = await api().catalogue.work(slug);
      const offer = episode.offerings.find((o) => o.catalog_id === catalogId) ?? episode.offerings[0];
      await navigate(theaterHref(slug, offer?.offer_id));
    } catch {
      toast('This episode could not be opened. Please try again.', { tone: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button size={size} disabled={busy} onClick={() => void play()} data-action="play">
      {label}
    </Button>
  );
}
