import { PageFrame } from '@sift/ui';
import { LinkServices } from '../features/services/link-services';

/** /services: Link Services (001 §2). */
export const ServicesPage = () => (
  <PageFrame className="pl-page">
    <LinkServices />
  </PageFrame>
);
