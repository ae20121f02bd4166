import { GSTIN_MP, invitation, invitedMember, ownerWithBusiness } from './business.ts';
import type { Fixture } from './rest-world.ts';

const outletBody = {
  name: 'Spice Route, Vijay Nagar',
  address: '14 Scheme 54, Vijay Nagar, Indore',
  city_id: 'city_indore',
  fssai_number: '11223344556677',
  gstin: GSTIN_MP,
};

/** Businesses, outlets and people (decision 0102): each call made by the business's owner or invitee. */
export const BUSINESS_FIXTURES: Record<string, Fixture> = {
  'GET /account/businesses': async (t) => ({
    token: (await ownerWithBusiness(t)).owner.token,
    path: '/api/account/businesses',
  }),
  'GET /account/businesses/:business_id': async (t) => {
    const o = await ownerWithBusiness(t);
    return { token: o.owner.token, path: `/api/account/businesses/${o.businessId}` };
  },
  'POST /account/businesses/:business_id/outlets': async (t) => {
    const o = await ownerWithBusiness(t);
    return {
      token: o.owner.token,
      path: `/api/account/businesses/${o.businessId}/outlets`,
      body: outletBody,
    };
  },
  'PUT /account/businesses/:business_id/outlets/:outlet_id': async (t) => {
    const o = await ownerWithBusiness(t);
    return {
      token: o.owner.token,
      path: `/api/account/businesses/${o.businessId}/outlets/${o.outletId}`,
      body: outletBody,
    };
  },
  'POST /account/businesses/:business_id/invitations': async (t) => {
    const o = await ownerWithBusiness(t);
    return {
      token: o.owner.token,
      path: `/api/account/businesses/${o.businessId}/invitations`,
      body: { email: 'chef@spiceroute.in', role: 'outlet_staff', outlet_ids: [o.outletId] },
    };
  },
  'PUT /account/businesses/:business_id/members/:member_id': async (t) => {
    const o = await ownerWithBusiness(t);
    const m = await invitedMember(t, o);
    return {
      token: o.owner.token,
      path: `/api/account/businesses/${o.businessId}/members/${m.memberId}`,
      body: { role: 'purchase_manager', outlet_ids: [o.outletId] },
    };
  },
  'DELETE /account/businesses/:business_id/members/:member_id': async (t) => {
    const o = await ownerWithBusiness(t);
    const m = await invitedMember(t, o);
    return { token: o.owner.token, path: `/api/account/businesses/${o.businessId}/members/${m.memberId}` };
  },
  'GET /invitations/:token': async (t) => {
    const inv = await invitation(t, await ownerWithBusiness(t));
    return { path: `/api/invitations/${inv.token}` };
  },
  'POST /invitations/:token/accept': async (t) => {
    const someone = await t.userWithToken('customer');
    const inv = await invitation(t, await ownerWithBusiness(t), { email: someone.email });
    return { token: someone.token, path: `/api/invitations/${inv.token}/accept` };
  },
  'POST /invitations/:token/register': async (t) => {
    const inv = await invitation(t, await ownerWithBusiness(t));
    return {
      path: `/api/invitations/${inv.token}/register`,
      body: { username: 'Arjun Patel', password: 'secret123', phone: '9876543210' },
    };
  },
};
