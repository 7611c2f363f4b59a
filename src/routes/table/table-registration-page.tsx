import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import {
  selectTableRegistration,
  type TableRegistrationActor,
} from '../../../machines/table/table.selectors.ts';
import {
  selectError,
  selectIsBusy,
  selectProgress,
  selectStep,
  selectTyped,
  selectVerificationActor,
  selectVerifyDestination,
  selectVerifyType,
} from '../../../machines/table-registration/table-registration.selectors.ts';
import type { TableDetail } from '../../../machines/table-registration/table-registration.types.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/form/email-field.tsx';
import { PhoneField } from '../../ui/form/phone-field.tsx';
import { StepProgress } from '../../ui/form/step-progress.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { useAccountError } from '../account/use-account-error.ts';
import { CodeSentTo, VerifyCodeForm } from '../account/verify-code-form.tsx';
import { TablePage } from './table-page.tsx';
import { useTableSelector } from './use-table.ts';
import '../account/account.css';
import './table-registration-page.css';

type Flow = TableRegistrationActor;

/** The table's registration update (its child on this page); the last of it while the bill loads. */
function useTableRegistration(): Flow | undefined {
  const flow = useTableSelector(selectTableRegistration);
  const last = useRef(flow);
  if (flow !== undefined) last.current = flow;
  return last.current;
}

function useStepForm(flow: Flow) {
  return {
    busy: useSelector(flow, selectIsBusy),
    errorKey: useSelector(flow, selectError),
    typed: useSelector(flow, selectTyped),
  };
}

function NameStep({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const { busy, errorKey, typed } = useStepForm(flow);
  const [name, setName] = useState(typed.name);
  const { fieldError, formError } = useAccountError(errorKey, { nameRequired: 'name' });
  return (
    <AccountForm
      onSubmit={() => flow.send({ type: 'name.submit', name })}
      submitLabel={t`Continue`}
      busy={busy}
      errorKey={errorKey}
      formError={formError}
    >
      <TextField
        label={t`Your name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
        required
        autoFocus
      />
    </AccountForm>
  );
}

function EmailStep({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const { busy, errorKey, typed } = useStepForm(flow);
  const [email, setEmail] = useState(typed.email);
  const { fieldError, formError } = useAccountError(errorKey, {
    malformedEmail: 'email',
    emailConflict: 'email',
  });
  return (
    <AccountForm
      onSubmit={() => flow.send({ type: 'email.submit', email })}
      submitLabel={t`Send code`}
      busy={busy}
      errorKey={errorKey}
      formError={formError}
    >
      <EmailField
        label={t`E-mail`}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError('email')}
        required
        autoFocus
      />
    </AccountForm>
  );
}

function PhoneStep({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const { busy, errorKey, typed } = useStepForm(flow);
  const [phone, setPhone] = useState(typed.phone);
  const { fieldError, formError } = useAccountError(errorKey, {
    malformedPhone: 'phone',
    phoneConflict: 'phone',
  });
  return (
    <AccountForm
      onSubmit={() => flow.send({ type: 'phone.submit', ...phone })}
      submitLabel={t`Send code`}
      busy={busy}
      errorKey={errorKey}
      formError={formError}
    >
      <PhoneField
        label={t`Mobile number`}
        name="phone"
        value={phone}
        onValueChange={setPhone}
        error={fieldError('phone')}
        required
      />
    </AccountForm>
  );
}

function CodeStep({ flow }: { flow: Flow }) {
  const verification = useSelector(flow, selectVerificationActor);
  const channel = useSelector(flow, selectVerifyType);
  if (verification === undefined || channel === undefined) return null;
  return (
    <VerifyCodeForm
      key={channel}
      flow={flow}
      verification={verification}
      channel={channel}
      after={
        <Button variant="ghost" fullWidth onClick={() => flow.send({ type: 'step.back' })}>
          {channel === 'email' ? <Trans>Change e-mail</Trans> : <Trans>Change phone number</Trans>}
        </Button>
      }
    />
  );
}

const forms = { name: NameStep, email: EmailStep, phone: PhoneStep, verify: CodeStep };

const sameProgress = (a: ReturnType<typeof selectProgress>, b: ReturnType<typeof selectProgress>) =>
  a?.current === b?.current && a?.total === b?.total;

function CodeSubtitle({ flow }: { flow: Flow }) {
  const channel = useSelector(flow, selectVerifyType);
  const destination = useSelector(flow, selectVerifyDestination);
  return channel && destination ? <CodeSentTo channel={channel} destination={destination} /> : null;
}

/**
 * /table/registration-update: a signed-in diner without a name, e-mail or phone gives each one
 * missing (the e-mail and the phone confirmed by a code) and goes on to the bill, or skips.
 */
export function TableRegistrationPage() {
  const flow = useTableRegistration();
  return flow ? <TableRegistration flow={flow} /> : null;
}

function TableRegistration({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const step = useSelector(flow, selectStep);
  const progress = useSelector(flow, selectProgress, sameProgress);
  const labels: Record<TableDetail, string> = { name: t`Name`, email: t`E-mail`, phone: t`Phone` };

  // Done or skipped: the table moves on to the bill.
  if (step === undefined) return null;
  const headings: Record<typeof step, { title: string; subtitle: ReactNode }> = {
    name: {
      title: t`What's your name?`,
      subtitle: t`The table shows your name next to what you pay.`,
    },
    email: {
      title: t`What's your e-mail?`,
      subtitle: t`Your account has no e-mail yet. Your receipts go there; we'll send you a code to confirm it.`,
    },
    phone: {
      title: t`What's your phone number?`,
      subtitle: t`Your account has no phone number yet. We'll text you a code to confirm it.`,
    },
    verify: { title: t`Enter the code`, subtitle: <CodeSubtitle flow={flow} /> },
  };
  const { title, subtitle } = headings[step];
  const Form = forms[step];

  return (
    <TablePage
      title={t`Complete your details`}
      heading="page"
      onBack={step === 'verify' ? () => flow.send({ type: 'step.back' }) : undefined}
    >
      <div className="table-registration">
        {progress && (
          <StepProgress
            current={progress.current}
            total={progress.total}
            label={labels[progress.detail]}
            className="table-registration__progress"
          />
        )}
        <PageTitle title={title} subtitle={subtitle} />
        <Form flow={flow} />
        <Button
          variant="ghost"
          fullWidth
          className="table-registration__skip"
          onClick={() => flow.send({ type: 'registration.skip' })}
        >
          <Trans>Skip for now</Trans>
        </Button>
      </div>
    </TablePage>
  );
}
