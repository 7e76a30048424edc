// html-validate's rules for the app's pages (tests/integration/html-validate.test.ts, and the shop's
// pages in shop-pages.test.ts): the recommended set, less what is about how React writes valid HTML.
import type { ConfigData } from 'html-validate';

export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Headings in order, as the W3C checker reads them (/shop/search went from h1 to h3, issue 38):
    // in html-validate's "document" preset, not in "recommended".
    'heading-level': 'error',
    // React writes void elements as <meta/> and attribute names as in JSX (charSet, autoComplete,
    // fetchPriority); HTML allows both (the slash is ignored, attribute names are case-insensitive).
    'void-style': 'off',
    'attr-case': 'off',
    // React writes boolean and empty attributes as required="" and hidden="": valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // style="width:45%" on progress bars (a figure per campaign) and the icon sprite: no CSP
    // issue (style-src allows them) and nothing a class could say.
    'no-inline-style': 'off',
    // React's useId gives ids like "_R_1m9b5_": valid HTML5 ids (no spaces), not starting with a letter.
    'valid-id': ['error', { relaxed: true }],
    // A campaign's or post's own title is longer than 70 characters: search advice, not validity.
    'long-title': 'off',
    // Progress bars are styled divs with role="progressbar" and their values (ARIA's own pattern).
    'prefer-native-element': 'off',
    // Carousel slides carry aria-label="2 of 3" with aria-roledescription="slide" (WAI-ARIA's
    // carousel pattern); a list item may be named by its author.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
