import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod/mini';
import { BACK_TO_ACCOUNT, CALL_DETAILS_REQUIRED, CALL_SCHEDULED, calendlyEventBody, type CalendlyEvent } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { Alert, dateFormat, Form, FormAlert, FormField, FormSelect, FormSubmit, PageSkeleton } from '@sift/ui';
import { api } from '../../api';
import { accountCalls, accountChanged, useAccountData } from '../shared/account-data';
import { recordHelpPathTaken } from '../cancel/cancel-session';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayOf = (iso: string, timeZone: string) => dateFormat({ weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));
const timeOf = (iso: string, timeZone: string) => dateFormat({ hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));

/** Free slots by day, in the member's own time zone. */
export function slotsByDay(slots: readonly string[], timeZone: string): { day: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(dayOf(slot, timeZone), [...(days.get(dayOf(slot, timeZone)) ?? []), slot]);
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The call's fields with the API's bounds (calendlyEventBody), and the day the time is picked in. */
const callSchema = z.object({
  day: z.string(),
  start_time: calendlyEventBody.shape.start_time,
  name: calendlyEventBody.shape.name.check(z.trim()),
  phone: calendlyEventBody.shape.phone.check(z.trim()),
  notes: calendlyEventBody.shape.notes.def.innerType.check(z.trim()),
});
type CallValues = z.output<typeof callSchema>;

/** The day and the time: picking another day picks its first free time. */
function SlotFields({ days, zone }: { days: { day: string; slots: string[] }[]; zone: string }) {
  const { setValue, watch } = useFormContext<CallValues>();
  const chosenDay = days.find((d) => d.day === watch('day')) ?? days[0];
  useEffect(() => {
    const watching = watch((values, { name }) => {
      if (name === 'day') setValue('start_time', days.find((d) => d.day === values.day)?.slots[0] ?? '');
    });
    return () => watching.unsubscribe();
  }, [days, setValue, watch]);
  return (
    <>
      <FormSelect name="day" label="Day" options={days.map((d) => ({ value: d.day, label: d.day }))} />
      <FormSelect name="start_time" label="Time" options={chosenDay.slots.map((slot) => ({ value: slot, label: timeOf(slot, zone) }))} />
    </>
  );
}

/**
 * /schedule-a-call (002 §2.3): the cancel flow's phone support. The member picks a free slot in support's hours and
 * leaves a number; the server books it (calendly-events) and mails the confirmation. Back to Account leads to /account.
 */
export function ScheduleCall() {
  const user = useUser();
  const zone = useMemo(localZone, []);
  const availability = useAccountData(accountCalls.callAvailability);
  const [booked, setBooked] = useState<CalendlyEvent | null>(null);

  const back = (
    <Link className="ac-link" to={href('account')}>
      {BACK_TO_ACCOUNT}
    </Link>
  );
  if (availability.error) return <Alert tone="error">{availability.error.message}</Alert>;
  if (!availability.data) return <PageSkeleton />;
  const days = slotsByDay(availability.data.slots, zone);

  async function book({ day, start_time, name, phone, notes }: CallValues) {
    // The time shown for the day, also when the free times changed since it was picked.
    const slots = (days.find((d) => d.day === day) ?? days[0])?.slots ?? [];
    const start = slots.includes(start_time) ? start_time : (slots[0] ?? '');
    if (!start || !name || !phone) throw new Error(CALL_DETAILS_REQUIRED);
    try {
      const call = await api().account.scheduleCall({ start_time: start, name, phone, notes: notes || undefined, time_zone: zone });
      // Reached from the cancel flow's 'Get Help, Get Credit': the booked call ends it, with its free month (0104).
      await recordHelpPathTaken({ oneMonthFree: false }, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      setBooked(call);
      // The slot is taken now (and the cancel flow's free month may be on the plan): no screen shows them as before.
      void accountChanged();
    } catch (failure) {
      void availability.reload();
      throw failure;
    }
  }

  if (booked) {
    return (
      <div className="ac-form ac-form--narrow">
        <Alert tone="success" title={CALL_SCHEDULED}>
          We will call {booked.phone} on {dayOf(booked.start_time, zone)} at {timeOf(booked.start_time, zone)}. A confirmation is on its way to your e-mail.
        </Alert>
        {back}
      </div>
    );
  }
  return (
    <Form
      className="ac-form ac-form--narrow"
      aria-label="Schedule a call"
      schema={callSchema}
      defaultValues={{ day: days[0]?.day ?? '', start_time: days[0]?.slots[0] ?? '', name: user?.full_name ?? '', phone: '', notes: '' }}
      onSubmit={book}
    >
      <p>Talk it through with our support team. Pick a time and we will call you.</p>
      {days.length === 0 ? <Alert tone="info">There are no free times in the next days. Please try again tomorrow.</Alert> : <SlotFields days={days} zone={zone} />}
      <FormField name="name" label="Your name" autoComplete="name" />
      <FormField name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormField name="notes" label="What would you like to talk about? (optional)" maxLength={1000} />
      <FormAlert />
      <div className="ac-actions ac-actions--spread">
        {back}
        <FormSubmit disabled={days.length === 0}>Schedule the call</FormSubmit>
      </div>
    </Form>
  );
}
