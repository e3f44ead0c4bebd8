import { useState } from 'react';
import { useParams } from 'react-router';
import {
  TV_CODE_INVALID,
  TV_LINK_CODE_LABEL,
  TV_LINK_CODE_LENGTH,
  TV_LINK_INTRO,
  TV_LINKED_BODY,
  TV_LINKED_CLOSE,
  TV_LINKED_HEADING,
} from '@sift/contracts';
import { codeFieldSchema, Form, FormCodeField, Spinner } from '@sift/ui';
import { api } from '../../api';

const cleaned = (raw: string | undefined) => (raw ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, TV_LINK_CODE_LENGTH);

/** The code of 001 §4, §5: six letters or digits. */
const tvLinkSchema = codeFieldSchema('code', { length: TV_LINK_CODE_LENGTH, charset: 'alphanumeric', message: TV_CODE_INVALID });

/**
 * TV code linking (001 §4, §5): six boxes (3, a hyphen, 3), one letter or digit each, filled boxes move on and
 * Backspace goes back; a code in the URL fills them and is sent at once; filling the last box sends it. Linked:
 * "YOU'RE ALL SET", the device's name, 'is now linked to your account', 'You may close this window'. A refused code
 * shows the server's text under the boxes (FormCodeField), which empty for another try.
 */
export function TvLinkForm() {
  const { code: fromUrl } = useParams();
  const prefilled = cleaned(fromUrl);
  const [linking, setLinking] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);

  async function link({ code }: { code: string }) {
    setLinking(true);
    try {
      const result = await api().linking.linkDevice(code);
      setLinked(result.device_name);
    } catch (caught) {
      // The server's text, as it gave it (001 §5).
      throw new Error(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setLinking(false);
    }
  }

  if (linked !== null) {
    return (
      <section className="pl-tv-linked" aria-labelledby="pl-tv-linked">
        <h2 id="pl-tv-linked" className="pl-tv-linked__heading">
          {TV_LINKED_HEADING}
        </h2>
        <p className="pl-tv-linked__device">{linked}</p>
        <p>{TV_LINKED_BODY}</p>
        <p className="pl-muted">{TV_LINKED_CLOSE}</p>
      </section>
    );
  }

  return (
    // Keyed by the code in the URL: each one fills the boxes and is sent once (001 §4).
    <Form key={prefilled} className="pl-tv-link" schema={tvLinkSchema} defaultValues={{ code: prefilled }} onSubmit={link}>
      <p className="pl-lede">{TV_LINK_INTRO}</p>
      <FormCodeField
        name="code"
        label={TV_LINK_CODE_LABEL}
        length={TV_LINK_CODE_LENGTH}
        groups={[3, 3]}
        charset="alphanumeric"
        uppercase
        defaultValue={prefilled}
        submitDefault
        autoFocus={!prefilled}
      />
      {linking && <Spinner size="sm" label="Linking your TV" />}
    </Form>
  );
}
