/** The setup wizard's pages (002 §2.2), each inside the setup frame (header with the step over 6). */
import type { ReactElement } from 'react';
import { LinkServicesStep } from '../features/setup/link-services-step';
import { PickTitle } from '../features/setup/pick-title';
import { PlayTitleStep } from '../features/setup/play-title';
import { RegisterDeviceStep } from '../features/setup/register-device-step';
import { ReviewFilters } from '../features/setup/review-filters';
import { SelectDevices } from '../features/setup/select-devices';
import { SelectServices } from '../features/setup/select-services';
import { SetupFrame } from '../features/setup/setup-frame';
import { SetupIntro } from '../features/setup/setup-intro';
import { SimpleFilters } from '../features/setup/simple-filters';
import { TitleFiltersStep } from '../features/setup/title-filters';

const framed = (Step: () => ReactElement) =>
  function SetupPage() {
    return (
      <SetupFrame>
        <Step />
      </SetupFrame>
    );
  };

export const SetupIntroPage = framed(() => <SetupIntro />);
export const SetupV4IntroPage = framed(() => <SetupIntro flow="v4" />);
export const SimpleFiltersPage = framed(SimpleFilters);
export const ReviewFiltersPage = framed(ReviewFilters);
export const SelectDevicesPage = framed(SelectDevices);
export const RegisterDevicePage = framed(RegisterDeviceStep);
export const LinkServicesPage = framed(() => <LinkServicesStep />);
export const ConnectServicesPage = framed(() => <LinkServicesStep onlyChosen />);
export const SelectServicesPage = framed(SelectServices);
export const PickTitlePage = framed(PickTitle);
export const TitleFiltersPage = framed(TitleFiltersStep);
export const PlayTitlePage = framed(PlayTitleStep);
