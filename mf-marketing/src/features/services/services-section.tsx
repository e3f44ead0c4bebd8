import { useId } from 'react';
import type { ServiceView } from '../landing-data/landing-data';

/** 000 §2.1: the streaming services (landing ids 12, 3, 13, 15) with their logos, and the add-on channels. */
export function ServicesSection({ services }: { services: readonly ServiceView[] }) {
  const headingId = useId();
  const channels = services.flatMap((service) => service.channels.map((channel) => ({ ...channel, via: service.name })));
  return (
    <section className="mk-section mk-services" aria-labelledby={headingId}>
      <h2 id={headingId}>Works with the services you already have</h2>
      <p className="mk-section__lead">Link your accounts once; Sift filters what you play from them.</p>
      <ul className="mk-logos">
        {services.map((service) => (
          <li key={service.id}>
            <img src={service.logo_url} alt={service.name} width={160} height={64} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      {channels.length > 0 && (
        <>
          <h3 className="mk-services__channels-title">Add-on channels</h3>
          <ul className="mk-logos mk-logos--small">
            {channels.map((channel) => (
              <li key={channel.id}>
                <img src={channel.logo_url} alt={`${channel.name} (${channel.via} channel)`} width={100} height={40} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
