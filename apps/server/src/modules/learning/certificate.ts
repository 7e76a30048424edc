// The training certificate a passed quiz earns (issue 42): issued by the credentials module once
// per key `course:<courseId>:user:<userId>` (a second call answers the first certificate), its
// title and description in both languages whatever the request's language.
import { learningMessages as lm } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { runInLanguage } from '../../platform/language.ts';
import type {} from '../auth/index.ts';
import type {} from '../credentials/index.ts';

export async function trainingCertificate(app: FastifyInstance, course: { id: number; title: string; titleHi: string }, userId: number): Promise<string> {
  const user = await app.auth.user(userId);
  const hindiTitle = course.titleHi || course.title;
  const issued = await app.credentials.issue({
    kind: 'training',
    key: `course:${course.id}:user:${userId}`,
    userId,
    name: user.fullName,
    email: user.email,
    title: { en: runInLanguage('en', () => lm.certificateTitle(course.title)), hi: runInLanguage('hi', () => lm.certificateTitle(hindiTitle)) },
    description: {
      en: runInLanguage('en', () => lm.certificateDescription(course.title)),
      hi: runInLanguage('hi', () => lm.certificateDescription(hindiTitle)),
    },
    issuedBy: null,
  });
  return issued.id;
}
