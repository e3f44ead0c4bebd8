/**
 * The account area's data. Reference data every installation has (the cancel reasons tree, 002 §3-§4), written on
 * every start when missing; and demo data, seeded once with the demo accounts: gift cards to redeem and a sharing
 * offer with an end date (so its terms show).
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { createGiftCard } from '../billing/credit.service';
import { demoAccount } from './demo-accounts';

const DAY_MS = 24 * 3600 * 1000;

interface ReasonSeed {
  id: number;
  text: string;
  ask?: string;
  children?: { id: number; text: string; ask?: string }[];
}

/**
 * The reasons (the flow shuffles them and keeps 4 last). The spec ties offers to 1 (personalization, e-mail support,
 * more services), 2 (price), 6 (a device); every other reason gets 'Get Help, Get Credit'.
 */
export const CANCEL_REASONS: ReasonSeed[] = [
  {
    id: 1,
    text: "I'm not finding enough to watch",
    children: [
      { id: 11, text: "The titles I want aren't filtered yet", ask: 'Which titles were you looking for?' },
      { id: 12, text: "My streaming services aren't supported" },
      { id: 13, text: "The filters don't fit my family" },
    ],
  },
  { id: 2, text: 'It costs too much' },
  {
    id: 3,
    text: "I'm having technical problems",
    children: [
      { id: 31, text: "Videos don't play or keep buffering" },
      { id: 32, text: 'Filters missed something or cut too much' },
      { id: 33, text: 'Something else went wrong', ask: 'What went wrong?' },
    ],
  },
  { id: 4, text: 'Other', ask: "Tell us why you're leaving" },
  { id: 5, text: "I'm not using it enough" },
  {
    id: 6,
    text: "My device isn't supported",
    children: [
      { id: 61, text: 'Roku' },
      { id: 62, text: 'My smart TV' },
      { id: 63, text: 'A game console' },
      { id: 64, text: 'Another device', ask: 'Which device do you watch on?' },
    ],
  },
  { id: 7, text: "I'm switching to another service" },
];

/** Writes the cancel reasons that are missing (every start: reference data, production included). */
export async function ensureCancelReasons(db: Db): Promise<void> {
  const rows = CANCEL_REASONS.flatMap((reason, i) => [
    { id: reason.id, parentId: null, text: reason.text, askForExplanation: Boolean(reason.ask), explanationPlaceholderText: reason.ask ?? null, ordering: i + 1 },
    ...(reason.children ?? []).map((child, j) => ({
      id: child.id,
      parentId: reason.id,
      text: child.text,
      askForExplanation: Boolean(child.ask),
      explanationPlaceholderText: child.ask ?? null,
      ordering: j + 1,
    })),
  ]);
  await db.insert(t.cancelReasons).values(rows).onConflictDoNothing();
}

/** Demo gift cards (docs/demo-accounts.md): each redeems once. e2e/core/account.ts names the ones its specs use. */
export const DEMO_GIFT_CARDS = [
  { code: 'SIFT25ALPHA', pin: '2501', amount: 2_500 },
  { code: 'SIFT25BRAVO', pin: '2502', amount: 2_500 },
  { code: 'SIFT25CHARLIE', pin: '2503', amount: 2_500 },
  { code: 'SIFT25DELTA', pin: '2504', amount: 2_500 },
  { code: 'SIFT50ECHO', pin: '5005', amount: 5_000 },
  { code: 'SIFT50FOXTROT', pin: '5006', amount: 5_000 },
  { code: 'SIFT50GOLF', pin: '5007', amount: 5_000 },
  { code: 'SIFT100HOTEL', pin: '1008', amount: 10_000 },
  { code: 'SIFT10INDIA', pin: '1009', amount: 1_000 },
  { code: 'SIFT10JULIET', pin: '1010', amount: 1_000 },
  { code: 'SIFT10KILO', pin: '1011', amount: 1_000 },
  { code: 'SIFT10LIMA', pin: '1012', amount: 1_000 },
] as const;

/** A card parent@ redeemed already, so the account's credits show a balance and its history. */
export const PARENT_REDEEMED_GIFT_CARD = { code: 'SIFT20PARENT', pin: '2020', amount: 2_000 } as const;

/**
 * Demo data: the gift cards and the sharing offer's end dates. The demo members' credit and billing history are
 * billing.seed.ts's.
 */
export async function seedAccountDemoData(db: Db, clock: Clock): Promise<void> {
  // PINs are hashed with Argon2id: in parallel, the seed waits for the slowest only.
  await Promise.all(DEMO_GIFT_CARDS.map((card) => createGiftCard({ db }, card)));
  const now = clock.now();
  await db
    .update(t.sharingProgram)
    .set({ endsAt: new Date(now + 60 * DAY_MS), endsRewardsAt: new Date(now + 90 * DAY_MS) })
    .where(eq(t.sharingProgram.id, 1));
  await seedSupportDemoData(db, now);
}

/** A one-page PDF receipt (the demo's TV device request), with its cross-reference table computed. */
export function demoReceiptPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}

/**
 * The support screens' demo content (issue 22, docs/demo-accounts.md): parent@ has sent two help requests and the TV
 * device offer's receipt (pending: staff@ can approve it for the $30 credit); newbie@ signed up with the Movieguide
 * promo code, which 'Your promo' shows.
 */
async function seedSupportDemoData(db: Db, now: number): Promise<void> {
  const [parent] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, demoAccount('parent').email));
  if (parent) {
    await db.insert(t.helpRequests).values([
      { userId: parent.id, deviceType: 'Fire TV App', description: 'The filters icon does not show on the living room Fire TV after the update.', createdAt: new Date(now - 12 * DAY_MS) },
      { userId: parent.id, deviceType: 'Chromecast', description: 'Muted words come back for a second when casting Harbor Lights.', createdAt: new Date(now - 3 * DAY_MS) },
    ]);
    const bought = new Date(now - 2 * DAY_MS).toISOString().slice(0, 10);
    await db
      .insert(t.deviceCreditRequests)
      .values({
        userId: parent.id,
        deviceId: 'onn-4k',
        purchasedOn: bought,
        orderNumber: 'WM-2000-4417',
        receiptName: 'walmart-receipt.pdf',
        receiptType: 'application/pdf',
        receipt: demoReceiptPdf(['Walmart', `Order WM-2000-4417, ${bought}`, 'onn. 4K Streaming Box   $29.88', 'Total   $29.88']),
        createdAt: new Date(now - DAY_MS),
      })
      .onConflictDoNothing();
  }
  await db.update(t.users).set({ signupPromoCode: 'movieguide' }).where(eq(t.users.email, demoAccount('newbie').email));
}
