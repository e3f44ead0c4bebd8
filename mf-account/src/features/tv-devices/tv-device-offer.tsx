import { useEffect, useState } from 'react';
import { DEVICE_CREDIT_DOLLARS, DEVICE_PRICES_FOOTNOTE, HOW_IT_WORKS } from '@sift/contracts';
import { Link } from 'react-router';
import { href, track } from '@sift/app-kit';
import { dateFormat, formatPrice, VisuallyHidden } from '@sift/ui';
import { serverNow } from '../../server-clock';
import { afterCredit, deviceOfferDeadline, devicesFor, type DeviceFamily } from './device-offer';

const formatDeadline = (date: Date) => dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);

/**
 * The TV device promotion (002 §2.5): 'How it works' with the deadline, the six device cards with their prices before
 * and after the $30 credit, each opening its retailer in a new tab (logging link_clicked), and the footnote.
 */
export function TvDeviceOffer({ family }: { family: DeviceFamily | null }) {
  const [deadline, setDeadline] = useState<Date | null>(null);
  useEffect(() => {
    void serverNow().then((now) => setDeadline(deviceOfferDeadline(now)));
  }, []);
  const when = deadline ? formatDeadline(deadline) : 'the deadline';
  return (
    <div className="ac-devices">
      <section className="card ac-section" aria-labelledby="device-how-heading">
        <h2 id="device-how-heading" className="ac-section__title">
          {HOW_IT_WORKS}
        </h2>
        <ol className="ac-steps">
          <li className="ac-step">
            <span className="ac-step__number" aria-hidden="true">
              1
            </span>
            <span>
              Buy an eligible device below by <strong data-testid="device-deadline">{when}</strong>.
            </span>
          </li>
          <li className="ac-step">
            <span className="ac-step__number" aria-hidden="true">
              2
            </span>
            <span>
              Send us a copy of your receipt through a <Link to={href('tvDeviceReceipt')}>support request</Link> by {when}.
            </span>
          </li>
          <li className="ac-step">
            <span className="ac-step__number" aria-hidden="true">
              3
            </span>
            <span>
              Get ${DEVICE_CREDIT_DOLLARS} credit on your account within 3-5 business days.
            </span>
          </li>
        </ol>
      </section>
      <ul className="ac-device-grid" aria-label="Eligible devices">
        {devicesFor(family).map((device) => {
          const price = afterCredit(device.listed);
          return (
            <li key={device.id} className="card ac-device" data-device={device.id}>
              <h2 className="ac-section__title">{device.name}</h2>
              <p className="ac-device__prices">
                <span className="ac-device__listed">
                  <span className="ac-muted">Listed</span> <s>{formatPrice(device.listed)}</s>
                </span>
                <span className="ac-device__after">
                  <span className="ac-muted">After credit</span> <strong>{price === 0 ? 'Free' : formatPrice(price)}</strong>
                </span>
              </p>
              <a
                className="ac-link"
                href={device.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => track('link_clicked', { device: device.id, url: device.url, retailer: device.retailer })}
              >
                Buy at {device.retailer}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="ac-muted ac-footnote">{DEVICE_PRICES_FOOTNOTE}</p>
    </div>
  );
}
