// The checkout's schema on its own, for the page to import() when the donor starts on the form
// (lazySchema in forms.ts): zod and the giving schemas stay out of the page's first load.
export { checkoutForm } from '@sahyog/core';
