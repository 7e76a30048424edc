// A job page's JobPosting (issue 43), typed against schema.org by schema-dts: validThrough is the
// closing day's last second in India, VOLUNTEER for volunteer roles, TELECOMMUTE when remote, and
// the monthly pay range only for paid jobs (rupees, from integer paise).
import type { CareerPostView } from '@sahyog/core';
import type { JobPosting, WithContext } from 'schema-dts';

export function jobPostingLd(p: CareerPostView, pageUrl: string | undefined, publicUrl: string | undefined): WithContext<JobPosting> {
  const paid = p.kind === 'paid' && p.payMinPaise !== null && p.payMaxPaise !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: p.title,
    description: p.description,
    datePosted: p.postedAt,
    validThrough: `${p.closesOn}T23:59:59+05:30`,
    employmentType: p.kind === 'volunteer' ? 'VOLUNTEER' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: p.organisation, ...(publicUrl ? { sameAs: `${publicUrl}/` } : {}) },
    ...(p.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: p.place, addressCountry: 'IN' } } }),
    ...(paid
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: { '@type': 'QuantitativeValue', minValue: (p.payMinPaise ?? 0) / 100, maxValue: (p.payMaxPaise ?? 0) / 100, unitText: 'MONTH' },
          },
        }
      : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
  };
}
