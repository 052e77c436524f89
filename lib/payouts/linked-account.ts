import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, type TFieldProblem } from "@/lib/http/errors";
import { askRefundsAfterResponse } from "@/lib/payments/providers";
import { sendLinkedAccount } from "@/lib/payments/razorpay-route-accounts";
import { RouteGatewayError, toRequirements, type TLinkedAccountDetails } from "@/lib/payments/razorpay-route-gateway";
import type { TPayoutAccountAnswer, TPayoutAccountDto } from "./linked-account-responses";
import { isPersonalBusiness, maskAccountNumber, maskPan, type TPayoutAccount } from "./linked-account-schemas";

// A seller's bank account for payouts through Razorpay Route (docs/payments.md, "Razorpay Route"): the
// dashboard's Payouts (GET, POST and PATCH /server/sellers/payout-account) and the accept gate. Razorpay
// holds the KYC and the bank account; our `linked_accounts` row keeps its ids, its state and only masked
// copies of the PAN and the account number, to show the seller what they linked. The whole PAN and
// account number pass through here once, on their way to Razorpay, and are neither kept nor logged.

const accountSelect = {
  state: true,
  legalName: true,
  panMasked: true,
  accountMasked: true,
  ifsc: true,
  requirements: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.LinkedAccountSelect;

type TAccountRow = Prisma.LinkedAccountGetPayload<{ select: typeof accountSelect }>;

const canResend = (state: string) => state === "created" || state === "needs_clarification";

function toDto(row: TAccountRow): TPayoutAccountDto {
  return {
    state: row.state,
    legal_name: row.legalName,
    pan_masked: row.panMasked,
    account_masked: row.accountMasked,
    ifsc: row.ifsc,
    can_resend: canResend(row.state),
    requirements: toRequirements(row.requirements).map((r) => ({
      field: r.field_reference,
      reason: r.reason_code,
      description: r.description,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const isRoute = () => env().PAYMENT_PROVIDER === "razorpay";

/** The signed-in seller's own linked account (only theirs: `userId` is the session's), and who pays sellers. */
export async function getPayoutAccount({ userId }: { userId: string }): Promise<TPayoutAccountAnswer> {
  if (!isRoute()) return { provider: "mock", account: null };
  const row = await getDb().linkedAccount.findUnique({ where: { userId }, select: accountSelect });
  return { provider: "razorpay", account: row ? toDto(row) : null };
}

/** Razorpay's name of a field it refused, as our form names it. */
const FIELDS: [RegExp, keyof TPayoutAccount][] = [
  [/(^|\.)pan$/, "pan"],
  [/^phone/, "phone"],
  [/^legal_business_name$|beneficiary_name$/, "legal_name"],
  [/^contact_name$|^name$/, "contact_name"],
  [/street1$/, "address_line1"],
  [/street2$/, "address_line2"],
  [/\.city$/, "city"],
  [/\.state$/, "state"],
  [/postal_code$/, "postal_code"],
  [/account_number$/, "account_number"],
  [/ifsc(_code)?$/, "ifsc"],
  [/^business_type$/, "business_type"],
];

/** Razorpay refused the details: which of the seller's fields it named, if any. */
function refusal(e: RouteGatewayError, input: TPayoutAccount): AppError {
  let field = e.field ? FIELDS.find(([pattern]) => pattern.test(e.field!))?.[1] : undefined;
  // A person's account has no contact field of its own: their legal name stands for it.
  if (field === "contact_name" && isPersonalBusiness(input.business_type)) field = "legal_name";
  const fields: Record<string, TFieldProblem[]> | undefined = field ? { [field]: ["LINKED_ACCOUNT_FIELD_REFUSED"] } : undefined;
  return new AppError("LINKED_ACCOUNT_REFUSED", fields ? { fields } : undefined);
}

/** What Route's onboarding is sent for the seller (./linked-account-schemas.ts has read and checked it). */
function detailsOf(input: TPayoutAccount, user: { id: string; email: string }, linkedAccountId: string): TLinkedAccountDetails {
  const contactName = isPersonalBusiness(input.business_type) ? input.legal_name : input.contact_name!;
  return {
    email: user.email,
    // Razorpay takes the ten digits; ours are kept as +91 and the ten.
    phone: input.phone.replace(/^\+91/, ""),
    legalName: input.legal_name,
    contactName,
    businessType: input.business_type,
    pan: input.pan,
    address: {
      street1: input.address_line1,
      street2: input.address_line2,
      city: input.city,
      state: input.state,
      postalCode: input.postal_code,
    },
    notes: { linked_account_id: linkedAccountId, user_id: user.id },
  };
}

/** Sends the details to Razorpay; what it refuses is the seller's to correct, an outage is ours (502). */
async function send(linkedAccountId: string, input: TPayoutAccount, user: { id: string; email: string }) {
  try {
    await sendLinkedAccount({
      linkedAccountId,
      details: detailsOf(input, user, linkedAccountId),
      settlement: { accountNumber: input.account_number, ifsc: input.ifsc, beneficiaryName: input.legal_name },
    });
  } catch (e) {
    if (e instanceof RouteGatewayError) throw e.refused ? refusal(e, input) : new AppError("PAYMENT_GATEWAY_ERROR");
    throw e;
  }
  // What the seller sees is what Razorpay now has.
  return getDb().linkedAccount.update({
    where: { id: linkedAccountId },
    data: {
      legalName: input.legal_name,
      panMasked: maskPan(input.pan),
      accountMasked: maskAccountNumber(input.account_number),
      ifsc: input.ifsc,
    },
    select: accountSelect,
  });
}

async function sellerOf(userId: string) {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, isEmailVerified: true, phoneVerifiedAt: true },
  });
  if (!user) throw new AppError("USER_NOT_FOUND");
  // Razorpay writes to the seller about their account: the address must be theirs.
  if (!user.isEmailVerified) throw new AppError("EMAIL_NOT_VERIFIED");
  // Whoever is paid has a mobile number confirmed by a code (lib/phone), in the profile.
  if (!user.phoneVerifiedAt) throw new AppError("PHONE_NOT_VERIFIED");
  return { id: user.id, email: user.email };
}

/**
 * POST: links the seller's bank account (one per seller: LINKED_ACCOUNT_EXISTS after that). The row is
 * recorded first, so that what Razorpay makes is kept on it step by step; when Razorpay refuses or fails
 * midway, the seller sends the details again (PATCH) and onboarding continues where it stopped.
 */
async function linkAccount({ userId, input }: { userId: string; input: TPayoutAccount }): Promise<TPayoutAccountDto> {
  if (!isRoute()) throw new AppError("LINKED_ACCOUNT_NOT_NEEDED");
  const user = await sellerOf(userId);
  const db = getDb();
  const made = await db.linkedAccount.createMany({
    data: [
      {
        userId,
        legalName: input.legal_name,
        panMasked: maskPan(input.pan),
        accountMasked: maskAccountNumber(input.account_number),
        ifsc: input.ifsc,
      },
    ],
    skipDuplicates: true,
  });
  if (made.count !== 1) throw new AppError("LINKED_ACCOUNT_EXISTS");
  const { id } = await db.linkedAccount.findUniqueOrThrow({ where: { userId }, select: { id: true } });
  return toDto(await send(id, input, user));
}

/**
 * PATCH: sends the details again: to finish a link that stopped midway (`created`), or with what
 * Razorpay asked to be clarified (`needs_clarification`). Not while Razorpay reviews them, nor once the
 * account is activated or suspended (LINKED_ACCOUNT_LOCKED: our team changes those).
 */
async function resendAccount({ userId, input }: { userId: string; input: TPayoutAccount }): Promise<TPayoutAccountDto> {
  if (!isRoute()) throw new AppError("LINKED_ACCOUNT_NOT_NEEDED");
  const user = await sellerOf(userId);
  const row = await getDb().linkedAccount.findUnique({ where: { userId }, select: { id: true, state: true } });
  if (!row) throw new AppError("LINKED_ACCOUNT_NOT_FOUND");
  if (!canResend(row.state)) throw new AppError("LINKED_ACCOUNT_LOCKED");
  return toDto(await send(row.id, input, user));
}

/**
 * Links a seller's bank account through Razorpay Route. An account Razorpay activates at once (its test
 * mode does) makes the seller's paid orders' transfers due: they are asked after the answer.
 */
export async function linkPayoutAccount(args: Parameters<typeof linkAccount>[0]) {
  const account = await linkAccount(args);
  await askRefundsAfterResponse();
  return account;
}

/** Sends the account's details again (to finish, or to clarify); its transfers too are asked after the answer. */
export async function resendPayoutAccount(args: Parameters<typeof resendAccount>[0]) {
  const account = await resendAccount(args);
  await askRefundsAfterResponse();
  return account;
}
