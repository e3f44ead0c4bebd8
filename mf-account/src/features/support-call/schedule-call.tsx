import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BACK_TO_ACCOUNT, CALL_DETAILS_REQUIRED, CALL_SCHEDULED, type CalendlyEvent } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { Alert, Button, PageSkeleton, SelectField, TextField } from '@sift/ui';
import { api } from '../../api';
import { formErrors } from '../shared/api-errors';
import { accountCalls, accountChanged, useAccountData } from '../shared/account-data';
import { recordHelpPathTaken } from '../cancel/cancel-session';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayOf = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));
const timeOf = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));

/** Free slots by day, in the member's own time zone. */
export function slotsByDay(slots: readonly string[], timeZone: string): { day: string; slots: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) days.set(dayOf(slot, timeZone), [...(days.get(dayOf(slot, timeZone)) ?? []), slot]);
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/**
 * /schedule-a-call (002 §2.3): the cancel flow's phone support. The member picks a free slot in support's hours and
 * leaves a number; the server books it (calendly-events) and mails the confirmation. Back to Account leads to /account.
 */
export function ScheduleCall() {
  const user = useUser();
  const zone = useMemo(localZone, []);
  const availability = useAccountData(accountCalls.callAvailability);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [name, setName] = useState(user?.full_name ?? '');
  const [phone, setPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string | null }>({ fields: {}, form: null });
  const [booked, setBooked] = useState<CalendlyEvent | null>(null);
  const [busy, setBusy] = useState(false);

  const back = (
    <Link className="ac-link" to={href('account')}>
      {BACK_TO_ACCOUNT}
    </Link>
  );
  if (availability.error) return <Alert tone="error">{availability.error.message}</Alert>;
  if (!availability.data) return <PageSkeleton />;
  const days = slotsByDay(availability.data.slots, zone);
  const chosenDay = days.find((d) => d.day === day) ?? days[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const start = slot || chosenDay?.slots[0] || '';
    if (!start || !name.trim() || !phone.trim()) return setErrors({ fields: {}, form: CALL_DETAILS_REQUIRED });
    setBusy(true);
    try {
      const call = await api().account.scheduleCall({ start_time: start, name: name.trim(), phone: phone.trim(), notes: notes.trim() || undefined, time_zone: zone });
      // Reached from the cancel flow's 'Get Help, Get Credit': the booked call ends it, with its free month (0104).
      await recordHelpPathTaken({ oneMonthFree: false }, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
      setBooked(call);
      // The slot is taken now (and the cancel flow's free month may be on the plan): no screen shows them as before.
      void accountChanged();
    } catch (failure) {
      setErrors(formErrors(failure, ['start_time', 'name', 'phone']));
      void availability.reload();
    } finally {
      setBusy(false);
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
    <form className="ac-form ac-form--narrow" aria-label="Schedule a call" noValidate onSubmit={(event) => void submit(event)}>
      <p>Talk it through with our support team. Pick a time and we will call you.</p>
      {days.length === 0 ? (
        <Alert tone="info">There are no free times in the next days. Please try again tomorrow.</Alert>
      ) : (
        <>
          <SelectField label="Day" value={chosenDay.day} onChange={(e) => (setDay(e.target.value), setSlot(''))} options={days.map((d) => ({ value: d.day, label: d.day }))} />
          <SelectField
            label="Time"
            value={slot || chosenDay.slots[0]}
            onChange={(e) => setSlot(e.target.value)}
            options={chosenDay.slots.map((s) => ({ value: s, label: timeOf(s, zone) }))}
            errors={errors.fields.start_time}
          />
        </>
      )}
      <TextField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} errors={errors.fields.name} />
      <TextField label="Phone number" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} errors={errors.fields.phone} />
      <TextField label="What would you like to talk about? (optional)" value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <div className="ac-actions ac-actions--spread">
        {back}
        <Button type="submit" disabled={busy || days.length === 0}>
          Schedule the call
        </Button>
      </div>
    </form>
  );
}
