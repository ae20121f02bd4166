import { Link } from '@tanstack/react-router';
import { PolicyPage, type PolicySection } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>
          <strong>Account details</strong> you give us when you register: your name, e-mail address, phone
          number, business name, business address, city and, for food businesses, your FSSAI licence number.
        </p>
        <p>
          <strong>Order details:</strong> what you buy, delivery address and contact numbers, delivery notes,
          payment method and invoices.
        </p>
        <p>
          <strong>Payment information:</strong> online payments are handled by our payment provider. We
          receive the result and a reference, never your full card number, CVV, UPI PIN or net-banking
          password.
        </p>
        <p>
          <strong>Usage information:</strong> the pages you visit, how long you spend on them, the page you
          came from, your browser, operating system, device type and screen size, and a shortened form of your
          IP address (the last part is removed before it is stored).
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account and let you log in.</li>
        <li>To process orders, payments, deliveries, invoices, returns and refunds.</li>
        <li>To send you notifications about your orders and, if you ask, password reset e-mails.</li>
        <li>To review supplier listings and keep the marketplace safe from fraud and abuse.</li>
        <li>To understand, in aggregate, which pages are used so we can improve the service.</li>
        <li>To meet our legal duties, such as keeping GST invoices.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Suppliers</strong> receive the order details they need to pack your order.
          </li>
          <li>
            <strong>Delivery partners</strong> receive your name, phone number and delivery address.
          </li>
          <li>
            <strong>Our payment provider</strong> receives what it needs to take an online payment.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it.
          </li>
        </ul>
        <p>We do not sell your personal data, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: 'storage',
    heading: 'Cookies and browser storage',
    body: (
      <p>
        We do not use advertising or third-party tracking cookies. Your browser's local storage keeps your
        login so you stay signed in, and session storage keeps a random visit id that is deleted when you
        close the browser. Clearing your browser data removes both.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security and retention',
    body: (
      <>
        <p>
          Connections to the marketplace are encrypted. Passwords are stored only as salted hashes, and login
          sessions end when you log out or reset your password.
        </p>
        <p>
          We keep account information while your account is open. Orders and invoices are kept for as long as
          tax law requires, even if you close your account; the rest of your personal data is then removed or
          anonymised.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <p>
        You can see and update most of your details in your account. You can also ask us for a copy of the
        personal data we hold about you, ask us to correct it, or ask us to close your account and erase what
        the law does not require us to keep. Write to <SupportContact /> and we will respond within 24 hours
        and complete the request within 30 days.
      </p>
    ),
  },
  {
    id: 'age',
    heading: 'Age',
    body: (
      <p>
        The marketplace is for businesses. You must be at least 18 years old to use it, and we do not
        knowingly collect data about anyone younger.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top and, for significant changes, tell you by
        e-mail or in the app. See also our <Link to="/terms">Terms &amp; Conditions</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      path="/privacy-policy"
      title="Privacy Policy"
      updated="October 2025"
      intro="We collect only what we need to run your orders and keep the marketplace safe. This page explains what that is, why, and the choices you have."
      sections={SECTIONS}
    />
  );
}
