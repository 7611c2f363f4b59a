import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  type CustomerCareActor,
  selectContent,
  selectError,
  selectIsOpen,
} from '../../../machines/customer-care/customer-care.selectors.ts';
import { errorMessages } from '../../api/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { LoadingBlocks } from '../../ui/loading-blocks.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { ContactText } from './contact-text.tsx';
import './customer-care.css';

/**
 * The customer care sheet (spec §7 "support clicks"): the brand's contact as the API's CMS has it,
 * its e-mail and phone as links; while it is read, its shape; a failed read with "try again".
 */
export function CustomerCareSheet({ care }: { care: CustomerCareActor }) {
  const { t } = useLingui();
  const open = useSelector(care, selectIsOpen);
  const content = useSelector(care, selectContent);
  const error = useSelector(care, selectError);
  return (
    <Modal
      open={open}
      onClose={() => care.send({ type: 'care.close' })}
      title={content?.title ?? t`Customer care`}
      closeButton
      className="customer-care"
    >
      {content ? (
        <ContactText body={content.body} className="customer-care__body" />
      ) : error ? (
        <div className="customer-care__failed">
          <FormError>{t(errorMessages[error] ?? errorMessages.default)}</FormError>
          <Button variant="secondary" icon="refresh" onClick={() => care.send({ type: 'care.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <LoadingBlocks
          className="customer-care__body"
          label={t`Loading how to reach us`}
          heights={['1.5rem', '1.5rem', '1.5rem']}
        />
      )}
    </Modal>
  );
}
