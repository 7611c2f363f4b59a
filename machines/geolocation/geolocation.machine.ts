// The address wizard: Geolocation (0), Address (1), Confirm (2).
// Spec §2 `/geolocation`; §3 Address, Geolocation store; §4 wizard moves to Confirm after saving.
import { assign, forwardTo, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import {
  checkAddressForm,
  emptyForm,
  formOfAddress,
  formOfPlace,
  hasProblems,
  newAddressOf,
} from './address-form.ts';
import type {
  FormProblems,
  GeolocationContext,
  GeolocationErrorKey,
  GeolocationEvent,
  GeolocationInput,
  GeolocationOutput,
  GeolocationTag,
  Place,
  RegisteredAddress,
  SaveAddressInput,
  SavedAddress,
} from './geolocation.types.ts';
import { locateMachine } from './locate.machine.ts';

/** The locate step's events go to its child (only there: no child, nothing to locate). */
const toLocate = {
  'position.request': { actions: 'forwardToLocate' },
  'permission.changed': { actions: 'forwardToLocate' },
  'postalCode.submit': { actions: 'forwardToLocate' },
  'address.search': { actions: 'forwardToLocate' },
  'place.choose': { actions: 'forwardToLocate' },
  'step.back': { actions: 'forwardToLocate' },
} as const;

const saveInputOf = ({ context }: { context: GeolocationContext }): SaveAddressInput => ({
  scope: context.scope,
  id: context.saved?.id,
  address: newAddressOf(required(context.place, 'geolocation: the place'), context.form),
});

/** Spec §7 ADDRESS_REGISTERED: a new address saved (an edit of the one saved registers nothing). */
const trackRegistered = {
  type: 'trackAddressRegistered',
  params: ({ context, event }: { context: GeolocationContext; event: { output: SavedAddress } }) => ({
    address: event.output,
    scope: context.scope,
    isNew: context.saved === undefined,
  }),
} as const;

/**
 * The address wizard (spec §2 "/geolocation", steps Geolocation 0 → Address 1 → Confirm 2; §3
 * "Geolocation store"; §4 "After an address is saved the wizard step moves to Confirm"). In the
 * profile scope (the address book) saving ends the flow; signing up or a first visit confirms first.
 */
export const geolocationMachine = setup({
  types: {} as {
    context: GeolocationContext;
    events: GeolocationEvent;
    input: GeolocationInput | undefined;
    output: GeolocationOutput;
    tags: GeolocationTag;
  },
  actors: {
    locate: locateMachine,
    /** Guests save through their guest session, registered users to their address book (spec §6). */
    saveAddress: provided<SavedAddress, SaveAddressInput>('geolocation', 'saveAddress'),
  },
  actions: {
    forwardToLocate: forwardTo('locate'),
    storePlace: assign((_, place: Place) => ({ place, form: formOfPlace(place), problems: {} })),
    storeForm: assign(({ event }) =>
      event.type === 'address.save' ? { form: event.form, problems: {} } : {},
    ),
    storeProblems: assign(({ event }) =>
      event.type === 'address.save'
        ? { form: event.form, problems: checkAddressForm(event.form), error: 'addressFormInvalid' as const }
        : {},
    ),
    storeSaved: assign((_, saved: SavedAddress) => ({ saved })),
    storeError: assign((_, error: GeolocationErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    /** Provided by the app: the analytics seam. */
    trackAddressRegistered: (_, _saved: RegisteredAddress) => {},
  },
  guards: {
    isEditing: ({ context }) => context.saved !== undefined,
    isFormValid: ({ event }) => event.type === 'address.save' && !hasProblems(checkAddressForm(event.form)),
    isProfileScope: ({ context }) => context.scope === 'profile',
  },
}).createMachine({
  id: 'geolocation',
  context: ({ input }) => ({
    scope: input?.scope ?? 'register',
    place: input?.address,
    form: input?.address ? formOfAddress(input.address) : emptyForm,
    problems: {} as FormProblems,
    saved: input?.address,
    error: undefined,
  }),
  initial: 'start',
  output: ({ context }) => ({ address: required(context.saved, 'geolocation: the saved address') }),
  states: {
    start: {
      always: [{ guard: 'isEditing', target: 'address' }, { target: 'geolocation' }],
    },
    geolocation: {
      tags: ['route:/geolocation', 'step:geolocation'],
      initial: 'locating',
      states: {
        locating: {
          invoke: {
            id: 'locate',
            src: 'locate',
            // Coming back from the address step: the visitor wants another place, not the same position.
            input: ({ context }) => ({ autoLocate: context.place === undefined }),
            onDone: {
              target: '#geolocation.address',
              actions: { type: 'storePlace', params: ({ event }) => event.output.place },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => apiErrorKeyOf(event.error) },
            },
          },
          on: toLocate,
        },
        failed: {
          tags: 'error',
          on: { 'locate.retry': { target: 'locating', actions: 'clearError' } },
        },
      },
    },
    address: {
      tags: ['route:/geolocation/address', 'step:address'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'address.save': [
              { guard: 'isFormValid', target: 'saving', actions: ['storeForm', 'clearError'] },
              { actions: 'storeProblems' },
            ],
            'step.back': { target: '#geolocation.geolocation', actions: 'clearError' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: saveInputOf,
            onDone: [
              {
                guard: 'isProfileScope',
                target: '#geolocation.done',
                actions: [trackRegistered, { type: 'storeSaved', params: ({ event }) => event.output }],
              },
              {
                target: '#geolocation.confirm',
                actions: [trackRegistered, { type: 'storeSaved', params: ({ event }) => event.output }],
              },
            ],
            // Spec §8: a 409 is "failure to register a new address" (the API client's key).
            onError: {
              target: 'editing',
              actions: { type: 'storeError', params: ({ event }) => apiErrorKeyOf(event.error) },
            },
          },
        },
      },
    },
    confirm: {
      tags: ['route:/geolocation/confirm', 'step:confirm'],
      on: {
        'address.confirm': 'done',
        'step.back': 'address',
      },
    },
    done: { type: 'final' },
  },
});
