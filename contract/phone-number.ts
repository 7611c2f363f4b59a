/** E.164 as the API takes it: a plus, the country's code, and 10 to 15 digits in all. */
export const PHONE_NUMBER = /^\+[1-9]\d{9,14}$/;
