import { Link } from '@tanstack/react-router';
import { PolicyPage, type PolicySection } from './policy-page.tsx';
import { SupportContact } from './support-contact.tsx';

const SECTIONS: PolicySection[] = [
  {
    id: 'window',
    heading: 'The 7-day return window',
    body: (
      <p>
        You can ask to return an eligible item within <strong>7 days of delivery</strong>. The 7 days start on
        the delivery date shown on your order. Requests made after that are not accepted, so please check your
        goods as soon as they arrive.
      </p>
    ),
  },
  {
    id: 'eligible',
    heading: 'What you can return',
    body: (
      <ul>
        <li>Items that arrive damaged, leaking, broken or with a torn seal.</li>
        <li>Items that are defective or do not work as described (for example kitchenware).</li>
        <li>The wrong item, brand, size or unit — for example 500 g delivered instead of 1 kg.</li>
        <li>Items past their expiry date at the time of delivery.</li>
        <li>
          Non-perishable items you no longer need, as long as they are unopened, unused and in their original
          packaging with labels intact.
        </li>
      </ul>
    ),
  },
  {
    id: 'not-eligible',
    heading: 'What cannot be returned',
    body: (
      <>
        <ul>
          <li>
            <strong>Perishable goods</strong> — fresh vegetables and fruit, dairy and cheese, eggs, chicken,
            mutton, fish and seafood, frozen foods and bakery items.
          </li>
          <li>Items that have been opened, used, cooked or stored outside the instructions on the pack.</li>
          <li>Items without their original packaging, labels or batch details.</li>
          <li>Items bought in bulk to your special request, where the listing says so.</li>
        </ul>
        <p>
          Because perishables cannot come back, inspect them at the door. If a perishable item is spoiled,
          damaged or not what you ordered, refuse it or point it out to the delivery partner straight away,
          and tell us the same day: we will treat it as not delivered and you will not pay for it.
        </p>
      </>
    ),
  },
  {
    id: 'how',
    heading: 'How to request a return',
    body: (
      <ol>
        <li>
          Contact us at <SupportContact /> within 7 days of delivery.
        </li>
        <li>Give your order number, the items and quantities you want to return, and the reason.</li>
        <li>For damaged, defective or wrong items, attach clear photos of the item and its packaging.</li>
        <li>We confirm whether the return is accepted and arrange a pickup from your delivery address.</li>
      </ol>
    ),
  },
  {
    id: 'inspection',
    heading: 'Pickup and inspection',
    body: (
      <>
        <p>
          Keep the items packed and ready for pickup. Once they reach the supplier, we inspect them within{' '}
          <strong>3 to 5 business days</strong> to confirm they match the return request and the conditions
          above.
        </p>
        <p>
          If the return is approved, your refund or exchange follows our{' '}
          <Link to="/refund-policy">Refund &amp; Exchange Policy</Link>. If it is not approved, we tell you
          why and send the items back to you.
        </p>
      </>
    ),
  },
  {
    id: 'costs',
    heading: 'Return costs',
    body: (
      <p>
        Pickup is free when an item is damaged, defective, expired or not what you ordered. For change-of-mind
        returns of non-perishable items, the original delivery fee (if any) is not refunded.
      </p>
    ),
  },
];

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      path="/return-policy"
      title="Return Policy"
      intro="Something not right with your order? Eligible items can be returned within 7 days of delivery. Here is what qualifies and how it works."
      sections={SECTIONS}
    />
  );
}
