import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import type { ProfileActor } from '../../../../machines/app/app.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectIsPreparingPicture,
  selectPicturePreview,
  selectUser,
} from '../../../../machines/profile/profile.selectors.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { FormError } from '../../../ui/form/form-error.tsx';
import { pictureErrorOf, profileMessage } from '../profile-messages.ts';
import './picture-field.css';

/** A phone's camera opens straight from "take a photo"; elsewhere choosing a file is the one way. */
const canTakePhoto = () => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Step 1's profile picture: pick or take a photo, see it as it will be saved (square, resized in
 * the browser), saved with the form. A refused picture stays chosen, with the reason.
 */
export function PictureField({ profile }: { profile: ProfileActor }) {
  const { t, i18n } = useLingui();
  const user = useSelector(profile, selectUser);
  const preview = useSelector(profile, selectPicturePreview);
  const preparing = useSelector(profile, selectIsPreparingPicture);
  const busy = useSelector(profile, selectIsBusy);
  const errorKey = useSelector(profile, (snapshot) => pictureErrorOf(selectError(snapshot)));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file picked again is a change too.
    event.target.value = '';
    if (file) profile.send({ type: 'picture.pick', file });
  }

  const choose = cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'picture-field__pick');
  return (
    <fieldset className="picture-field" aria-describedby="picture-field-status">
      <legend className="picture-field__legend">
        <Trans>Profile photo</Trans>
      </legend>
      <Avatar
        name={user?.name ?? ''}
        image={preview ?? user?.image}
        alt={preview ? t`Your new photo, not saved yet` : t`Your photo`}
        size="lg"
      />
      <p id="picture-field-status" className="picture-field__status" aria-live="polite">
        {preparing
          ? t`Preparing the photo…`
          : preview
            ? t`Save to use this photo.`
            : t`A square photo of your face helps the restaurant find you.`}
      </p>
      <div className="picture-field__actions">
        <label className={choose}>
          <input type="file" accept="image/*" className="visually-hidden" disabled={busy} onChange={pick} />
          {user?.image || preview ? t`Choose another photo` : t`Choose a photo`}
        </label>
        {canTakePhoto() && (
          <label className={choose}>
            <input
              type="file"
              accept="image/*"
              capture="user"
              className="visually-hidden"
              disabled={busy}
              onChange={pick}
            />
            {t`Take a photo`}
          </label>
        )}
        {preview && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => profile.send({ type: 'picture.discard' })}
          >
            <Trans>Don't use this photo</Trans>
          </Button>
        )}
      </div>
      {errorKey && <FormError>{i18n._(profileMessage(errorKey))}</FormError>}
    </fieldset>
  );
}
