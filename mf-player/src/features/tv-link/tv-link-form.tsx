import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { TV_LINK_CODE_LABEL, TV_LINK_CODE_LENGTH, TV_LINK_INTRO, TV_LINKED_BODY, TV_LINKED_CLOSE, TV_LINKED_HEADING } from '@sift/contracts';
import { CodeInput, Spinner } from '@sift/ui';
import { api } from '../../api';

type LinkState = { status: 'idle' } | { status: 'pending' } | { status: 'error'; message: string } | { status: 'linked'; deviceName: string };

const cleaned = (raw: string | undefined) => (raw ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, TV_LINK_CODE_LENGTH);

/**
 * TV code linking (001 §4, §5): six boxes (3, a hyphen, 3), one letter or digit each, filled boxes move on and
 * Backspace goes back; a code in the URL fills them and is sent at once; filling the last box sends it. Linked:
 * "YOU'RE ALL SET", the device's name, 'is now linked to your account', 'You may close this window'. A refused code
 * shows the server's text under the boxes.
 */
export function TvLinkForm() {
  const { code: fromUrl } = useParams();
  const prefilled = cleaned(fromUrl);
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const sending = useRef(false);

  const submit = async (code: string) => {
    if (sending.current) return;
    sending.current = true;
    setState({ status: 'pending' });
    try {
      const result = await api().linking.linkDevice(code);
      setState({ status: 'linked', deviceName: result.device_name });
    } catch (caught) {
      setState({ status: 'error', message: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      sending.current = false;
    }
  };

  useEffect(() => {
    // A whole code in the URL is sent as soon as the page opens (001 §4).
    if (prefilled.length === TV_LINK_CODE_LENGTH) void submit(prefilled);
    // Once per code in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefilled]);

  if (state.status === 'linked') {
    return (
      <section className="pl-tv-linked" aria-labelledby="pl-tv-linked">
        <h2 id="pl-tv-linked" className="pl-tv-linked__heading">
          {TV_LINKED_HEADING}
        </h2>
        <p className="pl-tv-linked__device">{state.deviceName}</p>
        <p>{TV_LINKED_BODY}</p>
        <p className="pl-muted">{TV_LINKED_CLOSE}</p>
      </section>
    );
  }

  return (
    <div className="pl-tv-link">
      <p className="pl-lede">{TV_LINK_INTRO}</p>
      <CodeInput
        label={TV_LINK_CODE_LABEL}
        length={TV_LINK_CODE_LENGTH}
        groups={[3, 3]}
        charset="alphanumeric"
        uppercase
        defaultValue={prefilled}
        autoFocus={!prefilled}
        disabled={state.status === 'pending'}
        error={state.status === 'error' ? state.message : undefined}
        onComplete={(code) => void submit(code)}
      />
      {state.status === 'pending' && <Spinner size="sm" label="Linking your TV" />}
    </div>
  );
}
