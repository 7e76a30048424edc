import {
  loginInput,
  accountMessages as m,
  passwordResetConfirmInput,
  passwordResetInput,
  publicUser,
  registerInput,
  registrationSummary,
  resendOtpInput,
  verifyPhoneInput,
  verifyRegistrationInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clearSessionCookie, requireViewer } from '../../platform/auth.ts';
import { requestMeta, route } from '../../platform/http.ts';
import type { AuthService } from './service.ts';

const challenge = z.object({ challengeId: z.string(), resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export function authRoutes(app: FastifyInstance, auth: AuthService, secureCookies: boolean): void {
  const tags = ['Accounts'];
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/register',
    errors: [409, 429],
    summary: 'Start registration: checks the form and sends an OTP to the email (the mobile is verified later, by its own code)',
    tags,
    body: registerInput,
    errorSummary: registrationSummary,
    response: challenge,
    handler: ({ body }, req) => auth.register(body, requestMeta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/register/resend',
    errors: [410, 429],
    summary: 'Send a new OTP for a pending registration (after 30 s)',
    tags,
    body: resendOtpInput,
    response: challenge,
    handler: ({ body }, req) => auth.resendOtp(body.challengeId, requestMeta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/register/verify',
    errors: [409, 410, 429],
    summary: 'Finish registration with the OTP from the email; creates the account',
    tags,
    body: verifyRegistrationInput,
    response: publicUser,
    handler: ({ body }) => auth.verifyRegistration(body.challengeId, body.otp),
  });

  // Login answers the old API's shape: { success, message, api_token, data }.
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/login',
    errors: [401, 429],
    summary: 'Log in with email and password; answers an api_token for Authorization: Bearer',
    tags,
    body: loginInput,
    envelope: false,
    response: z.object({ success: z.literal(true), message: z.string(), api_token: z.string(), data: publicUser }),
    handler: async ({ body }, req) => {
      const { token, user } = await auth.login(body.email, body.password, 'api', requestMeta(req));
      return { success: true as const, message: m.loggedIn, api_token: token, data: user };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/logout',
    auth: 'viewer',
    summary: 'Revoke the current session (bearer token or cookie)',
    tags,
    response: z.object({ loggedOut: z.literal(true) }),
    handler: async (_i, req, reply) => {
      const v = requireViewer(req);
      await auth.logout(v.sessionId);
      if (v.via === 'cookie') clearSessionCookie(reply, secureCookies);
      return { loggedOut: true as const };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    errors: [429],
    summary: 'Email a single-use link to set a password (same answer whether or not the email is known)',
    tags,
    body: passwordResetInput,
    response: z.object({ message: z.string() }),
    handler: async ({ body }, req) => {
      await auth.requestPasswordReset(body.email, requestMeta(req));
      return { message: m.resetSent };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm',
    errors: [410],
    summary: "Set a new password with the emailed token (once, within 30 minutes; an approved campaigner's link, 48 hours)",
    tags,
    body: passwordResetConfirmInput,
    response: z.object({ message: z.string() }),
    handler: async ({ body }) => {
      await auth.confirmPasswordReset(body.token, body.password);
      return { message: m.passwordChanged };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/me/phone/verification',
    errors: [409, 429],
    summary: "Send an OTP by SMS to the signed-in donor's mobile number (every 30 s at most)",
    tags: ['My account'],
    response: challenge,
    handler: (_i, req) => auth.startPhoneVerification(requireViewer(req).user, requestMeta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/me/phone/verification/confirm',
    errors: [409, 410, 429],
    summary: 'Confirm the mobile number with the OTP sent to it by SMS',
    tags: ['My account'],
    body: verifyPhoneInput,
    response: publicUser,
    handler: ({ body }, req) => auth.confirmPhone(requireViewer(req).user, body.challengeId, body.otp),
  });
}
