import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectCodeChannel, selectIsBusy, selectIsDone } from '../../../machines/login/login.selectors.ts';
import { PasswordField } from '../../ui/form/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AccountForm } from '../account/account-form.tsx';
import { AccountPage } from '../account/account-page.tsx';
import { useLogin } from '../account/use-account.ts';
import { useLoginError } from './use-login-error.ts';

/** /auth/login and /login: e-mail or phone and password (spec §4 "Login"). */
export function LoginPage() {
  const { t } = useLingui();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // An account failed from many clients: its right password also needs the code it was just sent.
  const codeChannel = useSelector(login, selectCodeChannel);
  const busy = useSelector(login, (snapshot) => selectIsBusy(snapshot) || selectIsDone(snapshot));
  const { errorKey, formError } = useLoginError(login);

  return (
    <AccountPage title={t`Log in`} subtitle={t`Good to see you again! Use your e-mail or phone number.`}>
      <AccountForm
        onSubmit={() =>
          login.send({ type: 'login.submit', username, password, ...(codeChannel ? { code } : {}) })
        }
        submitLabel={t`Log in`}
        busy={busy}
        errorKey={errorKey}
        formError={formError}
        after={
          <p className="account-form__switch">
            <Trans>
              New here? <Link to="/register">Create an account</Link>
            </Trans>
          </p>
        }
      >
        <TextField
          label={t`E-mail or phone`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
          autoFocus
        />
        <div className="account-form__password">
          <PasswordField
            autoComplete="current-password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Link to="/recovery" className="account-form__forgot">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        {codeChannel ? (
          <TextField
            label={t`Code`}
            hint={
              codeChannel === 'email'
                ? t`For your safety, we sent a code to your e-mail. Type it to log in.`
                : t`For your safety, we sent a code to your phone by SMS. Type it to log in.`
            }
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            autoFocus
          />
        ) : null}
      </AccountForm>
    </AccountPage>
  );
}
