import { useCallback, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod/mini';
import { isApiError } from '@sift/api-client';
import {
  APPLE_TV_PLUS_LABEL,
  checkTitleRequest,
  PRODUCT_NAME,
  REQUEST_FORM_MIN_MS,
  TITLE_REQUEST_FAILED,
  TITLE_REQUEST_HEADING,
  TITLE_REQUEST_SUCCESS,
  titleRequestCreate,
  type StreamingService,
} from '@sift/contracts';
import { Alert, Form, FormAlert, FormField, FormSelect, FormSubmit, ruleIssues } from '@sift/ui';
import { api } from '../../api';
import { apiKey, PUBLIC_SCOPE, useApiQuery } from '@sift/data';
import { atLeast } from '../requests/min-duration';

/** Where 001 §5's 'a type, title and year, or a link' puts its message: the form's, not one field's. */
const REQUEST_RULE = 'request';

const create = titleRequestCreate.shape;
/** The request's fields as typed (the bounds of POST content/user-content-requests/), with 001 §5's rules (checkTitleRequest). */
const titleRequestSchema = z
  .object({
    title: create.title.def.innerType.def.innerType,
    item_type: z.union([create.item_type.def.innerType.def.innerType, z.literal('')]),
    service: create.service.def.innerType.def.innerType,
    year: create.year.def.innerType.def.innerType,
    external_url: create.external_url.def.innerType.def.innerType,
  })
  .check(z.superRefine(
    ruleIssues((values) => {
      const checked = checkTitleRequest(requestBody(values));
      return checked.ok ? {} : { [checked.field === 'year' ? 'year' : REQUEST_RULE]: checked.message };
    }),
  ));
type Fields = z.output<typeof titleRequestSchema>;
const TITLE_TYPES = [
  { value: 'movie', label: 'Movie' },
  { value: 'show', label: 'TV Show' },
] as const;
const EMPTY: Fields = { title: '', item_type: '', service: '', year: '', external_url: '' };

/** What is sent: the fields as typed, no type or service as null (the server cleans them as checkTitleRequest does). */
function requestBody(fields: Fields) {
  return { item_type: fields.item_type || null, title: fields.title, year: fields.year, external_url: fields.external_url, service: fields.service || null };
}

/** 001 §2: every service but the product's own; appletv shows as 'Apple TV+'. */
export function serviceOptions(services: readonly StreamingService[]) {
  return services
    .filter((s) => s.slug !== PRODUCT_NAME.toLowerCase())
    .map((s) => ({ value: s.slug, label: s.slug === 'appletv' ? APPLE_TV_PLUS_LABEL : s.name }));
}

/**
 * 'Help Us Find Your Title!' (001 §2, §4, §5): idle, loading (at least 600 ms), success or error. Editing any field
 * clears the error; after success the form resets. What was typed stays when sending fails; the server's words about
 * a field go under it, a failure of the server reads 001 §8's text.
 */
export function TitleRequestForm({ onSent }: { onSent?: () => void }) {
  const [sent, setSent] = useState(0);
  const [success, setSuccess] = useState(false);
  const hideSuccess = useCallback(() => setSuccess(false), []);
  const services = useApiQuery(apiKey(PUBLIC_SCOPE, 'streaming-services/'), () => api().catalogue.streamingServices(), { staleTime: 10 * 60_000 });

  async function send(fields: Fields) {
    try {
      await atLeast(REQUEST_FORM_MIN_MS, api().discovery.requestTitle(requestBody(fields)));
    } catch (failure) {
      if (isApiError(failure) && failure.status > 0 && failure.status < 500) throw failure;
      throw new Error(TITLE_REQUEST_FAILED);
    }
    setSent((n) => n + 1);
    setSuccess(true);
    onSent?.();
  }

  return (
    <Form className="discovery-request-form" aria-labelledby="title-request-heading" schema={titleRequestSchema} defaultValues={EMPTY} onSubmit={send}>
      <ResetAndClear sent={sent} onEdit={hideSuccess} />
      <h2 id="title-request-heading" className="discovery-request-form__heading">{TITLE_REQUEST_HEADING}</h2>
      {success && <Alert tone="success">{TITLE_REQUEST_SUCCESS}</Alert>}
      <FormField name="title" label="Full Title" autoComplete="off" maxLength={300} />
      <FormSelect name="item_type" label="Type" placeholder="Choose a type" options={TITLE_TYPES} />
      <FormSelect name="service" label="Available On" placeholder="Choose a service" options={serviceOptions(services.data ?? [])} />
      <FormField name="year" label="Year Released" inputMode="numeric" maxLength={4} />
      <FormField name="external_url" label="Website Link" type="url" maxLength={2000} hint="Any public page about the title" />
      <FormAlert name={REQUEST_RULE} />
      <FormAlert />
      <FormSubmit pendingLabel="Sending…">Send Request</FormSubmit>
    </Form>
  );
}

/** Editing any field drops every message and the success; a request that was sent empties the form. */
function ResetAndClear({ sent, onEdit }: { sent: number; onEdit: () => void }) {
  const { watch, clearErrors, reset } = useFormContext<Fields>();
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type !== 'change') return;
      clearErrors();
      onEdit();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, onEdit]);
  useEffect(() => {
    if (sent > 0) reset(EMPTY);
  }, [sent, reset]);
  return null;
}
