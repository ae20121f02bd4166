import type { TestApp } from './app.ts';
import { expectOk, unique } from './rest-world.ts';

/** Valid GSTINs (check digit right) of one business's registrations in two states. */
export const GSTIN_MP = '23AAACS1234F1Z0';
export const GSTIN_MH = '27AAACS1234F1ZS';

/** A customer and the business it owns (made on first read, as for any account). */
export async function ownerWithBusiness(t: TestApp) {
  const owner = await t.userWithToken('customer');
  const [business] = expectOk(
    await t.call('GET', '/api/account/businesses', { token: owner.token }),
    'list businesses',
  ) as unknown as { id: string; outlets: { id: string }[] }[];
  return { owner, businessId: business!.id, outletId: business!.outlets[0]!.id };
}

/** The owner invites an address; the dev outbox hands the link back, whose token is answered. */
export async function invitation(
  t: TestApp,
  o: Awaited<ReturnType<typeof ownerWithBusiness>>,
  body: { email?: string; role?: string; outlet_ids?: string[] } = {},
) {
  const email = body.email ?? `invitee-${unique()}@test.in`;
  const res = expectOk(
    await t.call('POST', `/api/account/businesses/${o.businessId}/invitations`, {
      token: o.owner.token,
      body: { email, role: 'outlet_staff', outlet_ids: [o.outletId], ...body },
    }),
    'invite',
  );
  const token = new URL(res.invite_link as string).searchParams.get('invite')!;
  return { email, token, id: res.id as string };
}

/** A new person registered through an invitation: its token and member id. */
export async function invitedMember(
  t: TestApp,
  o: Awaited<ReturnType<typeof ownerWithBusiness>>,
  role = 'outlet_staff',
) {
  const inv = await invitation(t, o, { role });
  const session = expectOk(
    await t.call('POST', `/api/invitations/${inv.token}/register`, {
      body: { username: 'Arjun Patel', password: 'secret123', phone: '9876543210' },
    }),
    'register by invitation',
  );
  const view = expectOk(
    await t.call('GET', `/api/account/businesses/${o.businessId}`, { token: o.owner.token }),
    'business',
  );
  const member = (view.people as { id: string; email: string }[]).find((p) => p.email === inv.email)!;
  return {
    token: session.access_token as string,
    memberId: member.id,
    email: inv.email,
    userId: session.user.id as string,
  };
}

/** The owner adds a Bandra outlet in Maharashtra (its own GSTIN) to the business: its id. */
export async function bandraOutlet(t: TestApp, o: Awaited<ReturnType<typeof ownerWithBusiness>>) {
  return expectOk(
    await t.call('POST', `/api/account/businesses/${o.businessId}/outlets`, {
      token: o.owner.token,
      body: {
        name: 'Bandra',
        address: '5 Hill Road, Bandra West, Mumbai 400050',
        city_id: 'city_mumbai',
        fssai_number: '11526999000388',
        gstin: GSTIN_MH,
      },
    }),
    'add outlet',
  ).id as string;
}
