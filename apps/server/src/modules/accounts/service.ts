// A signed-in donor's own things: the profile (auth owns users), donations (giving owns them),
// monthly gifts and receipt requests. Donations belong to a donor by email: the address was proven by the registration OTP
// or a reset link, which is how gifts made before signing up appear.
import type { Impact, MyDonation, ProfilePatch, PublicUser, ReceiptRequestInput, SubscriptionView } from '@sahyog/core';
import type { AccountsApi } from '@sahyog/core/context';
import type { AuthService } from '../auth/index.ts';
import type { GivingService } from '../giving/index.ts';
import type { SubscriptionsService } from '../monthly/index.ts';
import type { ReceiptsService } from '../receipts/index.ts';

export function accountsService(deps: {
  auth: Pick<AuthService, 'user' | 'updateProfile'>;
  giving: Pick<GivingService, 'forDonor' | 'impact'>;
  monthly: Pick<SubscriptionsService, 'forDonor'>;
  receipts: Pick<ReceiptsService, 'request'>;
}) {
  const { auth, giving, monthly, receipts } = deps;
  return {
    profile: (userId: number): Promise<PublicUser> => auth.user(userId),
    updateProfile: (userId: number, patch: ProfilePatch): Promise<PublicUser> => auth.updateProfile(userId, patch),
    donations: (user: PublicUser): Promise<MyDonation[]> => giving.forDonor(user.email),
    impact: (user: PublicUser): Promise<Impact> => giving.impact(user.email),

    /** Monthly gifts, by the account's proven email as donations are. */
    subscriptions: (user: PublicUser): Promise<SubscriptionView[]> => monthly.forDonor(user.email),

    requestReceipt: (user: PublicUser, donationId: number, input?: ReceiptRequestInput) => receipts.request(user.email, donationId, input),
  } satisfies AccountsApi;
}

export type AccountsService = ReturnType<typeof accountsService>;
