import { useId } from 'react';
import { AD_FREE_ONLY_NOTE, SUPPORTED_DEVICES } from '@sift/contracts';

const KINDS = [
  { key: 'tv', title: 'TV' },
  { key: 'mobile', title: 'Phone and tablet' },
  { key: 'computer', title: 'Computer' },
] as const;

/** 000 §1, §2.1: the supported devices, with the note that Roku, Google Cast and AirPlay filter ad-free content only. */
export function DevicesSection() {
  const headingId = useId();
  return (
    <section className="mk-section mk-devices" aria-labelledby={headingId}>
      <h2 id={headingId}>Watch on the devices you have</h2>
      <div className="mk-devices__kinds">
        {KINDS.map((kind) => (
          <div key={kind.key} className="mk-devices__kind">
            <h3>{kind.title}</h3>
            <ul>
              {SUPPORTED_DEVICES[kind.key].map((device) => (
                <li key={device}>{device}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mk-note">{AD_FREE_ONLY_NOTE}</p>
    </section>
  );
}
