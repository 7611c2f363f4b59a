import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { selectLocation, selectStep } from './profile.location.ts';
import { profileMachine } from './profile.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectIsPasswordChanged,
  selectIsPreparingPicture,
  selectLegalText,
  selectPicturePreview,
} from './profile.selectors.ts';
import { PROFILE_PAGES } from './profile.types.ts';

const offline = { error: { key: 'network' } };
const user = { ...completeUser, password_set: true };
const legal = {
  title: 'Política de privacidade',
  body: 'Texto',
  version: '2026-01',
  published_at: '2026-01-15',
};
const prepared = { image: new Blob(['square']), preview: 'data:image/jpeg;base64,c3F1YXJl' };
const personal = { name: 'Ana Souza', birthday: '14/05/1990', acceptedNotifications: true };

const atStep = (step: string) => (snapshot: Parameters<typeof selectStep>[0]) => {
  expect(selectStep(snapshot)).toBe(step);
  expect(selectLocation(snapshot)?.params).toEqual({ id: step });
};

modelTest('profile machine', {
  machine: profileMachine,
  // Guards read the event, the account the chart starts with and whether a picture was chosen.
  stateKey: ({ context }) => context.picture !== undefined,
  inputs: { 'a customer with a password': { user, locale: 'pt-BR' } },
  events: {
    'step.open': Object.fromEntries(PROFILE_PAGES.map((step) => [step, { step }])),
    'page.entered': Object.fromEntries(
      PROFILE_PAGES.map((step) => [
        `its page (${step})`,
        { pathname: step === 'terms' || step === 'policy' ? `/privacy/${step}` : `/profile/${step}` },
      ]),
    ),
    'personal.submit': {
      'valid data': personal,
      'no name': { ...personal, name: ' ' },
      'an impossible birthday': { ...personal, birthday: '31/02/1990' },
    },
    'password.submit': {
      'a new password': { current: 'velha123', password: 'nova1234', confirmation: 'nova1234' },
      'no current password': { current: '', password: 'nova1234', confirmation: 'nova1234' },
      mismatched: { current: 'velha123', password: 'nova1234', confirmation: 'nova12' },
    },
    'language.choose': { english: { locale: 'en-US' } },
    'picture.pick': { 'a photo': { file: new Blob(['camera']) } },
    'picture.discard': { 'put back': {} },
    'xstate.done.actor.preparePicture': { prepared: { output: prepared } },
    'xstate.error.actor.preparePicture': { 'not a picture': { error: new Error('unreadable') } },
    'xstate.done.actor.updateProfile': { saved: { output: { ...user, name: 'Ana Souza' } } },
    'xstate.error.actor.updateProfile': { offline },
    'xstate.done.actor.savePicture': { saved: { output: { ...user, image: '/api/media/profile-images/1' } } },
    'xstate.error.actor.savePicture': {
      refused: { error: { key: 'default', status: 415 } },
      offline,
    },
    'xstate.done.actor.changePassword': { changed: { output: undefined } },
    'xstate.error.actor.changePassword': {
      'a wrong password': { error: { key: 'invalidPassword', status: 403 } },
    },
    'xstate.done.actor.loadLegal': { loaded: { output: legal } },
    'xstate.error.actor.loadLegal': { offline },
    'xstate.done.actor.contact': {
      'a new phone': { output: { user: { ...user, phone_number: '+5511912345678' } } },
      'nothing changed': { output: { user: undefined } },
    },
    'xstate.error.actor.contact': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.privacyRequests': { 'the account deleted': { output: { accountDeleted: true } } },
    'xstate.error.actor.privacyRequests': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    default: atStep('default'),
    personal: atStep('personal'),
    contact: atStep('contact'),
    credentials: atStep('credentials'),
    language: atStep('language'),
    terms: (snapshot) =>
      expect(selectLocation(snapshot)).toEqual({ path: '/privacy/$id', params: { id: 'terms' } }),
    policy: (snapshot) =>
      expect(selectLocation(snapshot)).toEqual({ path: '/privacy/$id', params: { id: 'policy' } }),
    privacy: atStep('privacy'),
    'personal.saving': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'personal.preparingPicture': (snapshot) => expect(selectIsPreparingPicture(snapshot)).toBe(true),
    'personal.savingPicture': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectPicturePreview(snapshot)).toBe(prepared.preview);
    },
    'credentials.saving': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'credentials.changed': (snapshot) => expect(selectIsPasswordChanged(snapshot)).toBe(true),
    'terms.loading': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'policy.loading': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'terms.ready': (snapshot) => expect(selectLegalText(snapshot)).toEqual(legal),
    'policy.ready': (snapshot) => expect(selectLegalText(snapshot)).toEqual(legal),
    'terms.failed': (snapshot) => expect(selectError(snapshot)).toBe('loadTerms'),
    'policy.failed': (snapshot) => expect(selectError(snapshot)).toBe('loadPolicy'),
    signedOut: (snapshot) => expect(selectLocation(snapshot)).toEqual({ path: '/auth' }),
  },
});
