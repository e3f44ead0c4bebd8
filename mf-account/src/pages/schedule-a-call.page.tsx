import { AccountPageFrame } from './account-page-frame';
import { ScheduleCall } from '../features/support-call/schedule-call';

export default function ScheduleACallPage() {
  return (
    <AccountPageFrame narrow>
      <ScheduleCall />
    </AccountPageFrame>
  );
}
