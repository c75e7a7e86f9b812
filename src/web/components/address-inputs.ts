// The browser hints shared by every form that asks where a parcel goes (checkout, the order
// modal, the address book), so a phone keypad, autofill and the examples read the same
// everywhere. Labels that differ between forms stay with the form.

/** A Bangladeshi mobile number: the phone keypad and the browser's saved number. */
export const mobileNumberInput = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '01712345678',
} as const;

export const areaInput = { label: 'Area or thana', placeholder: 'e.g. Zindabazar' } as const;

export const streetInput = {
  label: 'Street address',
  rows: 2,
  autoComplete: 'street-address',
  placeholder: 'House, road, landmark',
} as const;
