import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Locale } from '../../contract/locales.ts';
import type { LegalText } from '../../contract/schemas/cms.ts';
import type { PrivacyRequest } from '../../contract/schemas/privacy.ts';
import { completeUser } from '../user/user.fixtures.ts';
import type { AccountUser } from '../user/user.types.ts';
import { contactMachine } from './contact.machine.ts';
import { deletionRequest } from './privacy-requests.fixtures.ts';
import { privacyRequestsMachine } from './privacy-requests.machine.ts';
import { selectLocation, selectStep } from './profile.location.ts';
import { profileMachine } from './profile.machine.ts';
import {
  maskCpf,
  selectContact,
  selectError,
  selectIsBusy,
  selectIsPasswordChanged,
  selectIsPreparingPicture,
  selectLegalText,
  selectLocale,
  selectPicturePreview,
  selectPrivacyRequests,
  selectStepIndex,
  selectUser,
} from './profile.selectors.ts';
import type {
  ChangePasswordInput,
  LegalDocument,
  PreparedPicture,
  UpdateProfileInput,
} from './profile.types.ts';

const terms: LegalText = {
  title: 'Termos de uso',
  body: 'Texto',
  version: '2026-01',
  published_at: '2026-01-15',
};
const refusedPassword = { key: 'invalidPassword', status: 403 };

interface Fakes {
  update?: (input: UpdateProfileInput) => Promise<AccountUser>;
  change?: (input: ChangePasswordInput) => Promise<unknown>;
  legal?: (document: LegalDocument) => Promise<LegalText>;
  createRequest?: () => Promise<PrivacyRequest>;
  prepare?: (file: Blob) => Promise<PreparedPicture>;
  savePicture?: (image: Blob) => Promise<AccountUser>;
}

const square = new Blob(['square'], { type: 'image/jpeg' });
const prepared: PreparedPicture = { image: square, preview: 'data:image/jpeg;base64,c3F1YXJl' };
const pictureUrl = '/api/media/profile-images/0b7c1c1e-8a5e-4c1e-9a57-1f0f8c4e2d10';

function start(fakes: Fakes = {}, user: AccountUser = { ...completeUser, password_set: true }) {
  const calls = {
    updates: [] as UpdateProfileInput[],
    changes: [] as ChangePasswordInput[],
    prepared: [] as Blob[],
    pictures: [] as Blob[],
  };
  const effects = {
    storedUsers: [] as AccountUser[],
    locales: [] as Locale[],
    logouts: 0,
    notices: [] as string[],
  };
  const machine = profileMachine.provide({
    actors: {
      updateProfile: fromPromise(async ({ input }: { input: UpdateProfileInput }) => {
        calls.updates.push(input);
        return fakes.update ? fakes.update(input) : { ...user, name: input.name, birthday: input.birthday };
      }),
      changePassword: fromPromise(async ({ input }: { input: ChangePasswordInput }) => {
        calls.changes.push(input);
        return fakes.change?.(input);
      }),
      preparePicture: fromPromise(async ({ input }: { input: Blob }) => {
        calls.prepared.push(input);
        return fakes.prepare ? fakes.prepare(input) : prepared;
      }),
      savePicture: fromPromise(async ({ input }: { input: Blob }) => {
        calls.pictures.push(input);
        return fakes.savePicture ? fakes.savePicture(input) : { ...user, image: pictureUrl };
      }),
      loadLegal: fromPromise(async ({ input }: { input: LegalDocument }) =>
        fakes.legal ? fakes.legal(input) : terms,
      ),
      contact: contactMachine.provide({
        actors: {
          checkContact: fromPromise(async () => true),
          verification: fromPromise(async () => ({ code: '123456' })) as never,
          saveContact: fromPromise(
            async (): Promise<AccountUser> => ({ ...user, phone_number: '+5511912345678' }),
          ),
        },
      }),
      privacyRequests: privacyRequestsMachine.provide({
        actors: {
          loadRequests: fromPromise(async (): Promise<PrivacyRequest[]> => []),
          createRequest: fromPromise(fakes.createRequest ?? (async () => deletionRequest)),
        },
      }),
    },
    actions: {
      storeUser: (_, saved: AccountUser) => effects.storedUsers.push(saved),
      applyLocale: (_, locale: Locale) => effects.locales.push(locale),
      logout: () => {
        effects.logouts += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { user, locale: 'pt-BR' } });
  actor.on('*', (emitted) => effects.notices.push(emitted.type));
  actor.start();
  const atDefault = () => waitFor(actor, (snapshot) => snapshot.matches('default'));
  return { actor, calls, effects, atDefault };
}

afterEach(() => vi.useRealTimers());

describe('profile steps', () => {
  it('opens each step at its page and goes back to the profile', () => {
    const { actor } = start();
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/profile/$id', params: { id: 'default' } });
    expect(selectStepIndex(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'step.open', step: 'credentials' });
    expect(selectStepIndex(actor.getSnapshot())).toBe(3);
    expect(selectLocation(actor.getSnapshot())).toEqual({
      path: '/profile/$id',
      params: { id: 'credentials' },
    });
    actor.send({ type: 'step.open', step: 'policy' });
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/privacy/$id', params: { id: 'policy' } });
    expect(selectStepIndex(actor.getSnapshot())).toBe(6);
    actor.send({ type: 'step.back' });
    expect(selectStep(actor.getSnapshot())).toBe('default');
    actor.send({ type: 'step.open', step: 'privacy' });
    expect(selectStepIndex(actor.getSnapshot())).toBeUndefined();
  });

  it('saves personal information with the birthday as a date, stores the user and announces it', async () => {
    const { actor, calls, effects, atDefault } = start();
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({
      type: 'personal.submit',
      name: '  Ana   Maria ',
      birthday: '14/05/1990',
      acceptedNotifications: true,
    });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await atDefault();
    expect(calls.updates).toEqual([
      { name: 'Ana Maria', birthday: '1990-05-14', accepted_notifications: true },
    ]);
    expect(selectUser(actor.getSnapshot())?.name).toBe('Ana Maria');
    expect(effects.storedUsers.map((saved) => saved.name)).toEqual(['Ana Maria']);
    expect(effects.notices).toEqual(['profile.updated']);
  });

  it('a picked photo is prepared, shown, and saved after the personal information', async () => {
    const { actor, calls, effects, atDefault } = start();
    actor.send({ type: 'step.open', step: 'personal' });
    const camera = new Blob(['a large camera file'], { type: 'image/heic' });
    actor.send({ type: 'picture.pick', file: camera });
    expect(selectIsPreparingPicture(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ personal: 'editing' }));
    expect(calls.prepared).toEqual([camera]);
    expect(selectPicturePreview(actor.getSnapshot())).toBe(prepared.preview);

    actor.send({
      type: 'personal.submit',
      name: 'Ana',
      birthday: '14/05/1990',
      acceptedNotifications: false,
    });
    await atDefault();
    // The upload is the prepared square, never the camera's file.
    expect(calls.pictures).toEqual([square]);
    expect(selectUser(actor.getSnapshot())?.image).toBe(pictureUrl);
    expect(effects.storedUsers).toHaveLength(2);
    expect(effects.storedUsers.at(-1)?.image).toBe(pictureUrl);
    expect(effects.notices).toEqual(['profile.updated']);
    expect(selectPicturePreview(actor.getSnapshot())).toBeUndefined();
  });

  it('a refused picture shows why and stays chosen; saving again sends it again', async () => {
    let refusals = 1;
    const { actor, calls, effects, atDefault } = start({
      savePicture: async () => {
        if (refusals-- > 0) throw { key: 'default', status: 415 };
        return { ...completeUser, image: pictureUrl };
      },
    });
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({ type: 'picture.pick', file: square });
    await waitFor(actor, (snapshot) => snapshot.matches({ personal: 'editing' }));
    const submit = {
      type: 'personal.submit',
      name: 'Ana',
      birthday: '14/05/1990',
      acceptedNotifications: true,
    } as const;
    actor.send(submit);
    await waitFor(actor, (snapshot) => selectError(snapshot) !== undefined);
    expect(selectError(actor.getSnapshot())).toBe('updateUserImage');
    expect(actor.getSnapshot().matches({ personal: 'editing' })).toBe(true);
    expect(selectPicturePreview(actor.getSnapshot())).toBe(prepared.preview);
    expect(effects.notices).toEqual([]);

    actor.send(submit);
    await atDefault();
    expect(calls.pictures).toEqual([square, square]);
    expect(effects.notices).toEqual(['profile.updated']);
  });

  it('a file the browser cannot read as a picture is refused; a lost connection says so', async () => {
    const { actor } = start({
      prepare: async () => {
        throw new Error('not an image');
      },
      savePicture: async () => {
        throw { key: 'network' };
      },
    });
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({ type: 'picture.pick', file: new Blob(['text']) });
    await waitFor(actor, (snapshot) => selectError(snapshot) !== undefined);
    expect(selectError(actor.getSnapshot())).toBe('unreadableImage');
    expect(selectPicturePreview(actor.getSnapshot())).toBeUndefined();
  });

  it('a chosen picture can be put back, and is dropped when the step is left', async () => {
    const { actor } = start();
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({ type: 'picture.pick', file: square });
    await waitFor(actor, (snapshot) => selectPicturePreview(snapshot) !== undefined);
    actor.send({ type: 'picture.discard' });
    expect(selectPicturePreview(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'picture.pick', file: square });
    await waitFor(actor, (snapshot) => selectPicturePreview(snapshot) !== undefined);
    actor.send({ type: 'step.back' });
    expect(selectPicturePreview(actor.getSnapshot())).toBeUndefined();
  });

  it('refuses an empty name or an impossible birthday before sending', () => {
    const { actor, calls } = start();
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({ type: 'personal.submit', name: ' ', birthday: '14/05/1990', acceptedNotifications: false });
    expect(selectError(actor.getSnapshot())).toBe('nameRequired');
    actor.send({
      type: 'personal.submit',
      name: 'Ana',
      birthday: '31/02/1990',
      acceptedNotifications: false,
    });
    expect(selectError(actor.getSnapshot())).toBe('invalidBirthday');
    expect(calls.updates).toEqual([]);
  });

  it('shows why an update failed and keeps the form', async () => {
    const { actor, effects } = start({
      update: async () => {
        throw { key: 'network' };
      },
    });
    actor.send({ type: 'step.open', step: 'personal' });
    actor.send({
      type: 'personal.submit',
      name: 'Ana',
      birthday: '14/05/1990',
      acceptedNotifications: false,
    });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ personal: 'editing' }) && selectError(snapshot) !== undefined,
    );
    expect(selectError(actor.getSnapshot())).toBe('network');
    expect(effects.notices).toEqual([]);
  });

  it('takes a new contact from its chart, announcing the update', async () => {
    const { actor, effects, atDefault } = start();
    actor.send({ type: 'step.open', step: 'contact' });
    expect(selectContact(actor.getSnapshot())).toBeDefined();
    actor.send({ type: 'phone.submit', dialCode: '+55', number: '(11) 91234-5678' });
    await atDefault();
    expect(selectUser(actor.getSnapshot())?.phone_number).toBe('+5511912345678');
    expect(effects.notices).toEqual(['profile.updated']);
  });

  it('leaves the contact step without a change on back', () => {
    const { actor, effects } = start();
    actor.send({ type: 'step.open', step: 'contact' });
    actor.send({ type: 'step.back' });
    expect(selectStep(actor.getSnapshot())).toBe('default');
    expect(effects.notices).toEqual([]);
  });
});

describe('credentials (spec §5, §8)', () => {
  it('checks the new password and asks for the current one first', () => {
    const { actor, calls } = start();
    actor.send({ type: 'step.open', step: 'credentials' });
    actor.send({ type: 'password.submit', current: '', password: 'nova1234', confirmation: 'nova1234' });
    expect(selectError(actor.getSnapshot())).toBe('missingCredentials');
    actor.send({
      type: 'password.submit',
      current: 'velha123',
      password: 'nova1234',
      confirmation: 'nova12',
    });
    expect(selectError(actor.getSnapshot())).toBe('passwordMismatch');
    actor.send({ type: 'password.submit', current: 'velha123', password: 'curta', confirmation: 'curta' });
    expect(selectError(actor.getSnapshot())).toBe('passwordTooShort');
    expect(calls.changes).toEqual([]);
  });

  it('says the current password is wrong when the API answers 403', async () => {
    const { actor } = start({
      change: async () => {
        throw refusedPassword;
      },
    });
    actor.send({ type: 'step.open', step: 'credentials' });
    actor.send({
      type: 'password.submit',
      current: 'errada12',
      password: 'nova1234',
      confirmation: 'nova1234',
    });
    await waitFor(actor, (snapshot) => selectError(snapshot) !== undefined);
    expect(selectError(actor.getSnapshot())).toBe('invalidPassword');
    expect(actor.getSnapshot().matches({ credentials: 'editing' })).toBe(true);
  });

  it('shows the success toast, then logs out and sends the customer to sign in', async () => {
    vi.useFakeTimers();
    const { actor, calls, effects } = start();
    actor.send({ type: 'step.open', step: 'credentials' });
    actor.send({
      type: 'password.submit',
      current: 'velha123',
      password: 'nova1234',
      confirmation: 'nova1234',
    });
    await vi.waitFor(() => expect(selectIsPasswordChanged(actor.getSnapshot())).toBe(true));
    expect(calls.changes).toEqual([{ current_password: 'velha123', password: 'nova1234' }]);
    expect(effects.notices).toEqual(['password.changed']);
    expect(effects.logouts).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.logouts).toBe(1);
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/auth' });
  });

  it('sets a first password without a current one (a social account)', async () => {
    const { actor, calls } = start({}, { ...completeUser, password_set: false });
    actor.send({ type: 'step.open', step: 'credentials' });
    actor.send({ type: 'password.submit', current: '', password: 'nova1234', confirmation: 'nova1234' });
    await waitFor(actor, selectIsPasswordChanged);
    expect(calls.changes).toEqual([{ current_password: undefined, password: 'nova1234' }]);
  });
});

describe('language, terms, policy and privacy', () => {
  it('applies a language at once', () => {
    const { actor, effects } = start();
    actor.send({ type: 'step.open', step: 'language' });
    actor.send({ type: 'language.choose', locale: 'en-US' });
    expect(effects.locales).toEqual(['en-US']);
    expect(selectLocale(actor.getSnapshot())).toBe('en-US');
  });

  it('shows the terms as the API has them, and the policy again after a failed load', async () => {
    let fail = true;
    const { actor } = start({
      legal: async (document) => {
        if (document === 'policy' && fail) {
          fail = false;
          throw { key: 'network' };
        }
        return { ...terms, title: document };
      },
    });
    actor.send({ type: 'step.open', step: 'terms' });
    await waitFor(actor, (snapshot) => snapshot.matches({ terms: 'ready' }));
    expect(selectLegalText(actor.getSnapshot())?.title).toBe('terms');
    actor.send({ type: 'step.open', step: 'policy' });
    expect(selectLegalText(actor.getSnapshot())).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.matches({ policy: 'failed' }));
    expect(selectError(actor.getSnapshot())).toBe('loadPolicy');
    actor.send({ type: 'legal.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ policy: 'ready' }));
    expect(selectLegalText(actor.getSnapshot())?.title).toBe('policy');
  });

  it('logs out once the account is deleted', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'step.open', step: 'privacy' });
    const centre = actor.getSnapshot().children.privacyRequests;
    if (!centre) throw new Error('no request centre');
    await waitFor(
      centre,
      () => selectPrivacyRequests(actor.getSnapshot())?.matches({ ready: 'idle' }) === true,
    );
    actor.send({ type: 'privacy.request', kind: 'DELETE' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects.logouts).toBe(1);
  });

  it('masks the CPF it shows', () => {
    expect(maskCpf('39053344705')).toBe('***.533.447-**');
    expect(maskCpf('390.533.447-05')).toBe('***.533.447-**');
    expect(maskCpf(null)).toBeUndefined();
    expect(maskCpf('123')).toBeUndefined();
  });
});
