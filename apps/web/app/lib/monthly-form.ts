// The monthly form's schema on its own, for pages to import() when the donor starts on the form.
export { monthlyForm } from '@sahyog/core';
