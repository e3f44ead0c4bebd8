import { useState, type FormEvent } from 'react';
import { isApiError } from '@sift/api-client';
import {
  APPLE_TV_PLUS_LABEL,
  checkTitleRequest,
  PRODUCT_NAME,
  REQUEST_FORM_MIN_MS,
  TITLE_REQUEST_FAILED,
  TITLE_REQUEST_HEADING,
  TITLE_REQUEST_SUCCESS,
  type StreamingService,
} from '@sift/contracts';
import { Alert, Button, SelectField, TextField } from '@sift/ui';
import { api } from '../../api';
import { apiKey, PUBLIC_SCOPE, useApiQuery } from '@sift/data';
import { atLeast } from '../requests/min-duration';

interface Fields {
  title: string;
  item_type: '' | 'movie' | 'show';
  service: string;
  year: string;
  external_url: string;
}
const EMPTY: Fields = { title: '', item_type: '', service: '', year: '', external_url: '' };

/** 001 §2: every service but the product's own; appletv shows as 'Apple TV+'. */
export function serviceOptions(services: readonly StreamingService[]) {
  return services
    .filter((s) => s.slug !== PRODUCT_NAME.toLowerCase())
    .map((s) => ({ value: s.slug, label: s.slug === 'appletv' ? APPLE_TV_PLUS_LABEL : s.name }));
}

function serverMessage(error: unknown): string {
  if (isApiError(error) && error.status < 500 && error.status > 0) {
    const fields = error.fieldErrors ?? {};
    const first = Object.values(fields).flat()[0];
    return first ?? error.message ?? TITLE_REQUEST_FAILED;
  }
  return TITLE_REQUEST_FAILED;
}

/**
 * 'Help Us Find Your Title!' (001 §2, §4, §5): idle, loading (at least 600 ms), success or error. Editing any field
 * clears the error; after success the form resets. What was typed stays when sending fails.
 */
export function TitleRequestForm({ onSent }: { onSent?: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [state, setState] = useState<'idle' | 'loading' | 'success'>('idle');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const services = useApiQuery(apiKey(PUBLIC_SCOPE, 'streaming-services/'), () => api().catalogue.streamingServices(), { staleTime: 10 * 60_000 });

  const edit = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setError(null);
    if (state === 'success') setState('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { item_type: fields.item_type || null, title: fields.title, year: fields.year, external_url: fields.external_url, service: fields.service || null };
    const checked = checkTitleRequest(body);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      return;
    }
    setState('loading');
    try {
      await atLeast(REQUEST_FORM_MIN_MS, api().discovery.requestTitle(body));
      setFields(EMPTY);
      setState('success');
      onSent?.();
    } catch (failure) {
      setState('idle');
      setError({ field: 'form', message: serverMessage(failure) });
    }
  };

  return (
    <form className="discovery-request-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="title-request-heading">
      <h2 id="title-request-heading" className="discovery-request-form__heading">{TITLE_REQUEST_HEADING}</h2>
      {state === 'success' && <Alert tone="success">{TITLE_REQUEST_SUCCESS}</Alert>}
      <TextField label="Full Title" name="title" value={fields.title} onChange={edit('title')} autoComplete="off" maxLength={300} />
      <SelectField
        label="Type"
        name="item_type"
        value={fields.item_type}
        placeholder="Choose a type"
        options={[
          { value: 'movie', label: 'Movie' },
          { value: 'show', label: 'TV Show' },
        ]}
        onChange={edit('item_type')}
      />
      <SelectField label="Available On" name="service" value={fields.service} placeholder="Choose a service" options={serviceOptions(services.data ?? [])} onChange={edit('service')} />
      <TextField
        label="Year Released"
        name="year"
        inputMode="numeric"
        value={fields.year}
        onChange={edit('year')}
        maxLength={4}
        errors={error?.field === 'year' ? [error.message] : undefined}
      />
      <TextField label="Website Link" name="external_url" type="url" value={fields.external_url} onChange={edit('external_url')} maxLength={2000} hint="Any public page about the title" />
      {error && error.field !== 'year' && <Alert tone="error">{error.message}</Alert>}
      <Button type="submit" disabled={state === 'loading'}>
        {state === 'loading' ? 'Sending…' : 'Send Request'}
      </Button>
    </form>
  );
}
