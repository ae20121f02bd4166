import { Link } from '@tanstack/react-router';
import { PolicyPage, type PolicySection } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const TIMELINE = [
  { step: 'Inspection', time: '3–5 business days', text: 'after the returned items reach the supplier' },
  { step: 'Approval', time: '1–2 business days', text: 'after inspection, we approve the refund' },
  { step: 'Credit', time: '5–10 business days', text: 'for your bank or card issuer to show the money' },
];

const SECTIONS: PolicySection[] = [
  {
    id: 'when',
    heading: 'When you get a refund',
    body: (
      <ul>
        <li>
          An approved return under our <Link to="/return-policy">Return Policy</Link>.
        </li>
        <li>An order, or an item in it, cancelled before it was shipped — by you, the supplier or us.</li>
        <li>An item that was paid for but not delivered, or refused at the door because it was spoiled.</li>
        <li>An online payment taken for an order that was never confirmed.</li>
      </ul>
    ),
  },
  {
    id: 'timeline',
    heading: 'How long a refund for a return takes',
    body: (
      <>
        <ol>
          {TIMELINE.map((t) => (
            <li key={t.step}>
              <strong>{t.step}:</strong> {t.time} {t.text}.
            </li>
          ))}
        </ol>
        <p>
          We let you know when the refund is approved. Most refunds appear well within the credit window; the
          exact day depends on your bank.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    heading: 'Refunds for cancellations before shipping',
    body: (
      <p>
        If an order paid online is cancelled before it is shipped, the full amount — items, GST, delivery fee
        and platform fee — is refunded to the original payment method within{' '}
        <strong>5 to 7 business days</strong>. A cash-on-delivery order cancelled before shipping has nothing
        to refund, because nothing has been paid.
      </p>
    ),
  },
  {
    id: 'method',
    heading: 'How the money comes back',
    body: (
      <ul>
        <li>
          <strong>Online payments</strong> (card, UPI, net banking) are refunded to the same card, UPI ID or
          bank account you paid with.
        </li>
        <li>
          <strong>Cash on delivery</strong> orders are refunded by bank transfer (NEFT, IMPS or UPI) to an
          account in the name of your business. We ask for the details when we approve the refund.
        </li>
        <li>We never refund to a third party, and we never ask for your card PIN or OTP.</li>
      </ul>
    ),
  },
  {
    id: 'amount',
    heading: 'How much is refunded',
    body: (
      <ul>
        <li>The price of each returned item, plus the GST charged on it.</li>
        <li>
          The delivery fee and platform fee as well, when the whole order is returned or cancelled because of
          a mistake by us or the supplier.
        </li>
        <li>Change-of-mind returns of non-perishable items are refunded for the items and their GST only.</li>
      </ul>
    ),
  },
  {
    id: 'exchanges',
    heading: 'Exchanges',
    body: (
      <p>
        If you received a damaged, defective or wrong item, you can choose a replacement instead of a refund.
        We send the replacement with standard delivery (2 to 3 business days) once the return is approved. If
        the item is out of stock, we refund you instead.
      </p>
    ),
  },
  {
    id: 'perishables',
    heading: 'Perishable goods',
    body: (
      <p>
        Perishable goods cannot be returned, so they are not refunded after delivery. If a perishable item
        arrives spoiled or damaged, refuse it at the door or report it to the delivery partner and to us the
        same day, and you will not be charged for it.
      </p>
    ),
  },
  {
    id: 'help',
    heading: 'Refund not received?',
    body: (
      <p>
        If the credit window has passed and you still do not see your refund, contact us at <SupportContact />{' '}
        with your order number. We will share the transaction reference so your bank can trace it.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <PolicyPage
      path="/refund-policy"
      title="Refund & Exchange Policy"
      intro="How refunds and replacements work for returns, cancellations and problem deliveries — and how long each step takes."
      sections={SECTIONS}
    />
  );
}
