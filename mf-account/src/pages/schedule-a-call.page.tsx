import { PageFrame } from '@sift/ui';
import { ScheduleCall } from '../features/support-call/schedule-call';

export default function ScheduleACallPage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <ScheduleCall />
    </PageFrame>
  );
}
