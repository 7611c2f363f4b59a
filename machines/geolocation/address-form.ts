import type { AddressField, AddressForm, FormProblems, NewAddress, Place } from './geolocation.types.ts';

/** Longest value each field keeps (what a delivery label and the database hold). */
export const ADDRESS_LIMITS: Record<AddressField, number> = {
  street: 120,
  number: 10,
  district: 80,
  complement: 60,
  referencePoint: 120,
};

const REQUIRED: AddressField[] = ['street', 'number', 'district'];

const FIELDS = Object.keys(ADDRESS_LIMITS) as AddressField[];

export const emptyForm: AddressForm = {
  street: '',
  number: '',
  district: '',
  complement: '',
  referencePoint: '',
};

/** The form as a place fills it: the visitor adds the number and the rest. */
export const formOfPlace = (place: Place): AddressForm => ({
  ...emptyForm,
  street: place.street,
  district: place.district,
});

/** The form of an address from the address book, to edit it. */
export function formOfAddress({
  street,
  number,
  district,
  complement,
  referencePoint,
}: AddressForm): AddressForm {
  return { street, number, district, complement, referencePoint };
}

export function trimForm(form: AddressForm): AddressForm {
  return Object.fromEntries(FIELDS.map((field) => [field, form[field].trim()])) as unknown as AddressForm;
}

/** What is wrong with each field (a delivery needs street, number and district); empty when it passes. */
export function checkAddressForm(form: AddressForm): FormProblems {
  const trimmed = trimForm(form);
  const problems: FormProblems = {};
  for (const field of FIELDS) {
    if (REQUIRED.includes(field) && trimmed[field] === '') problems[field] = 'required';
    else if (trimmed[field].length > ADDRESS_LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

export const hasProblems = (problems: FormProblems) => Object.keys(problems).length > 0;

export const newAddressOf = (place: Place, form: AddressForm): NewAddress => ({
  ...place,
  ...trimForm(form),
});
