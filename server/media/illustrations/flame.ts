/** The brand's flame mark, centred on the origin, about 60 units tall. */
export const flame = `
  <path d="M0-30C10-16 22-8 22 8a22 22 0 0 1-44 0c0-10 6-16 10-22 2 8 6 12 10 12C0-10-6-20 0-30z" fill="#ffb23f"/>
  <path d="M2-4c6 6 10 10 10 16a12 12 0 0 1-24 0c0-6 4-10 8-14 0 4 2 6 4 6 2-2 2-5 2-8z" fill="#fff3cf"/>`;
