// The browser's entry: React Router's own, after the page's language is set. A Hindi page loads
// the Hindi catalogues first (its own chunk), so English pages carry none of them.
import { type Language, setLanguageSource } from '@sahyog/core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

const language: Language = document.documentElement.lang.startsWith('hi') ? 'hi' : 'en';
setLanguageSource(() => language);

async function hydrate() {
  if (language === 'hi') await import('@sahyog/core/hi');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
